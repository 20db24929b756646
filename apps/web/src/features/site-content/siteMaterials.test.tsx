import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../platform/i18n';
import {
  listAnswer,
  ok,
  renderApp,
  signInAs,
  signOutQuietly,
  type Answers,
} from '../../test/testApp';

const ID = '88888888-8888-4888-8888-888888888888';
const at = '2026-11-01T10:00:00.000Z';
const linen = {
  id: ID,
  type: 'MATERIAL',
  name: 'Linen',
  value: '',
  description: 'Breathable flax',
  imageId: null,
  imageUrl: null,
  createdAt: at,
  updatedAt: at,
};

const serve = (extra: Answers = {}): Answers => ({
  'POST /api/data-lists': () => listAnswer([{ ...linen, updatable: true }]),
  'GET /api/apps/datalist-filter/site-material': () => ok({ status: 200, data: [] }),
  [`GET /api/site-materials/${ID}`]: () => ok({ status: 200, data: linen }),
  ...extra,
});

const PATIENT = { timeout: 15_000 };
vi.setConfig({ testTimeout: 30_000 });

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  signOutQuietly();
  signInAs({ type: 'ADMIN', permissions: ['PRODUCT_TYPE_ACCESS', 'PRODUCT_TYPE_DETAIL_UPDATE'] });
});
afterEach(() => vi.unstubAllGlobals());

describe('/a/font-site/materials', () => {
  it('lists materials and creates a colour, asking for its swatch first', async () => {
    const { calls } = renderApp(
      '/a/font-site/materials',
      serve({
        'POST /api/site-materials': (body) =>
          ok({ status: 200, data: { ...linen, ...(body as object), id: 'new' } }),
      }),
    );
    const row = await screen.findByTestId('data-list-row', {}, PATIENT);
    expect(row.textContent).toContain('Linen');
    expect(row.textContent).toContain('Material');
    fireEvent.click(screen.getByTestId('site-material-create'));
    const modal = await screen.findByTestId('site-material-modal', {}, PATIENT);
    fireEvent.change(within(modal).getByTestId('site-material-name'), {
      target: { value: 'Navy' },
    });
    fireEvent.click(within(modal).getByTestId('site-material-save'));
    expect(await within(modal).findByText('Enter the colour as #rrggbb')).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/site-materials')).toBe(false);
    fireEvent.change(within(modal).getByTestId('site-material-value'), {
      target: { value: '#1F2A44' },
    });
    fireEvent.click(within(modal).getByTestId('site-material-save'));
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/api/site-materials')?.body).toEqual({
        type: 'COLOR',
        name: 'Navy',
        value: '#1F2A44',
        description: '',
        imageId: null,
      }),
    );
    await waitFor(() => expect(screen.queryByTestId('site-material-modal')).toBeNull());
  });

  it('edits a material from what is stored', async () => {
    const { calls } = renderApp(
      '/a/font-site/materials',
      serve({
        [`PUT /api/site-materials/${ID}`]: (body) =>
          ok({ status: 200, data: { ...linen, ...(body as object) } }),
      }),
    );
    const row = await screen.findByTestId('data-list-row', {}, PATIENT);
    fireEvent.click(within(row).getByTestId('row-action-edit'));
    const modal = await screen.findByTestId('site-material-modal', {}, PATIENT);
    expect((within(modal).getByTestId('site-material-name') as HTMLInputElement).value).toBe(
      'Linen',
    );
    expect(within(modal).queryByTestId('site-material-value')).toBeNull();
    fireEvent.click(within(modal).getByTestId('site-material-save'));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
        type: 'MATERIAL',
        name: 'Linen',
        description: 'Breathable flax',
      }),
    );
  });
});
