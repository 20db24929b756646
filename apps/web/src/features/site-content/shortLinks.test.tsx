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

const ROW_ID = '77777777-7777-4777-8777-777777777777';
const at = '2026-11-01T10:00:00.000Z';
const row = {
  id: ROW_ID,
  shortCode: 'fall-sale',
  pageLink: '/site/fall-sale',
  visits: 42,
  lastVisitedAt: at,
  createdAt: at,
  updatedAt: at,
  updatable: true,
};

const serve = (extra: Answers = {}): Answers => ({
  'POST /api/data-lists': () => listAnswer([row]),
  'GET /api/apps/datalist-filter/short-link': () => ok({ status: 200, data: [] }),
  ...extra,
});

const PATIENT = { timeout: 15_000 };
vi.setConfig({ testTimeout: 30_000 });

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  signOutQuietly();
  signInAs({
    type: 'ADMIN',
    permissions: ['SHORT_LINK_ACCESS', 'SHORT_LINK_DETAIL_CREATE', 'SHORT_LINK_DETAIL_UPDATE'],
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('/a/short-link', () => {
  it('edits a link in a modal that opens on its values, and sends the change', async () => {
    const { calls } = renderApp(
      '/a/short-link',
      serve({ [`PUT /api/apps/short-link/${ROW_ID}`]: () => ok({ status: 200, data: row }) }),
    );
    const listRow = await screen.findByTestId('data-list-row', {}, PATIENT);
    expect(listRow.textContent).toContain('fall-sale');
    fireEvent.click(within(listRow).getByTestId('row-action-edit'));
    const modal = await screen.findByTestId('short-link-modal', {}, PATIENT);
    const code = within(modal).getByTestId('short-link-code') as HTMLInputElement;
    expect(code.value).toBe('fall-sale');
    fireEvent.change(code, { target: { value: 'winter-sale' } });
    fireEvent.click(within(modal).getByTestId('short-link-save'));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
        shortCode: 'winter-sale',
        pageLink: '/site/fall-sale',
      }),
    );
    // Saved: the modal closes.
    await waitFor(() => expect(screen.queryByTestId('short-link-modal')).toBeNull());
  });

  it('creates from an empty modal and refuses a bad code before sending anything', async () => {
    const { calls } = renderApp('/a/short-link', serve());
    fireEvent.click(await screen.findByTestId('short-link-create', {}, PATIENT));
    const modal = await screen.findByTestId('short-link-modal', {}, PATIENT);
    const code = within(modal).getByTestId('short-link-code') as HTMLInputElement;
    expect(code.value).toBe('');
    fireEvent.change(code, { target: { value: 'a b' } });
    fireEvent.change(within(modal).getByTestId('short-link-page'), {
      target: { value: '/site/x' },
    });
    fireEvent.click(within(modal).getByTestId('short-link-save'));
    expect(await within(modal).findByText(/2 to 32 letters/)).toBeTruthy();
    expect(calls.filter((call) => call.path === '/api/apps/short-link')).toHaveLength(0);
  });
});
