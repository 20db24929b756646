import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { GalleryItem } from '@platfox/domain';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../platform/i18n';
import { json } from '../../test/fixtures';
import { ok, renderApp, signInAs, signOutQuietly, type Answers } from '../../test/testApp';

const at = '2026-11-01T10:00:00.000Z';
const item = (id: string, name: string, extra: Partial<GalleryItem> = {}): GalleryItem => ({
  id,
  name,
  contentType: 'image/png',
  size: 2_400_000,
  width: 4500,
  height: 5400,
  dpi: 300,
  status: 'ACTIVE',
  tags: ['cats'],
  url: `/api/seller/gallery/${id}/image`,
  thumbnailUrl: `/api/seller/gallery/${id}/image?size=thumbnail`,
  createdAt: at,
  updatedAt: at,
  ...extra,
});
const CAT = item('11111111-1111-4111-8111-111111111111', 'Cat poster');
const DOG = item('22222222-2222-4222-8222-222222222222', 'Dog', { tags: [], status: 'ARCHIVED' });

const serve = (extra: Answers = {}): Answers => ({
  'GET /api/seller/gallery': (_, url) => {
    const tag = url.searchParams.get('tag');
    const items = tag ? [CAT, DOG].filter((i) => i.tags.includes(tag)) : [CAT, DOG];
    return ok({ status: 200, data: { items, total: items.length, page: 1, pageSize: 24 } });
  },
  'GET /api/seller/tags': () => ok({ status: 200, data: [{ tag: 'cats', items: 1 }] }),
  [`GET /api/seller/gallery/${CAT.id}`]: () => ok({ status: 200, data: CAT }),
  ...extra,
});

const PATIENT = { timeout: 15_000 };
vi.setConfig({ testTimeout: 30_000 });

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  signOutQuietly();
  signInAs({ type: 'SELLER' });
});
afterEach(() => vi.unstubAllGlobals());

describe('/s/gallery', () => {
  it('shows each image with its pixels, size, tags and an archived status, and filters by tag', async () => {
    const { calls } = renderApp('/s/gallery', serve());
    await waitFor(() => expect(screen.getAllByTestId('gallery-card')).toHaveLength(2), PATIENT);
    const [cat, dog] = screen.getAllByTestId('gallery-card');
    expect(cat!.textContent).toContain('Cat poster');
    expect(cat!.textContent).toContain('4500 × 5400 px');
    expect(cat!.textContent).toContain('2.3 MB');
    expect(cat!.textContent).toContain('cats');
    expect(dog!.textContent).toContain('Archived');
    expect(cat!.textContent).not.toContain('Active');

    fireEvent.click(screen.getByTestId('gallery-tag-filter'));
    fireEvent.click(await screen.findByRole('option', { name: 'cats (1)', hidden: true }));
    await waitFor(() => expect(screen.getAllByTestId('gallery-card')).toHaveLength(1));
    const filtered = calls.filter((call) => call.path === '/api/seller/gallery').at(-1);
    expect(filtered?.url.searchParams.get('tag')).toBe('cats');
  });

  it('saves an item’s name, tags and status from its page, and deletes it after asking', async () => {
    const { calls } = renderApp(
      `/s/gallery/${CAT.id}`,
      serve({
        [`PUT /api/seller/gallery/${CAT.id}`]: (body) =>
          ok({ status: 200, data: { ...CAT, ...(body as object) } }),
        [`DELETE /api/seller/gallery/${CAT.id}`]: () => ok({ status: 200, message: 'Deleted' }),
      }),
    );
    const facts = await screen.findByTestId('gallery-facts', {}, PATIENT);
    expect(within(facts).getByTestId('gallery-dimensions').textContent).toBe('4500 × 5400 px');
    expect(facts.textContent).toContain('300 dpi');
    fireEvent.change(screen.getByTestId('gallery-name'), { target: { value: 'Cat poster v2' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Archived' }));
    fireEvent.click(screen.getByTestId('gallery-save'));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
        name: 'Cat poster v2',
        tags: ['cats'],
        status: 'ARCHIVED',
      }),
    );

    fireEvent.click(screen.getByTestId('gallery-delete'));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog.textContent).toContain('Cat poster');
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByTestId('confirm-ok'));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
    await screen.findAllByTestId('gallery-card', {}, PATIENT);
  });

  it('uploads images dropped on the grid one by one, and names each file it refused', async () => {
    let uploads = 0;
    const { calls } = renderApp(
      '/s/gallery',
      serve({
        'POST /api/seller/gallery': () => {
          uploads += 1;
          return uploads === 1
            ? ok({ status: 200, data: CAT })
            : json(400, {
                status: 400,
                message: 'The file has an invalid file format',
                errors: { file: 'The file has an invalid file format' },
              });
        },
      }),
    );
    const drop = await screen.findByTestId('gallery-drop', {}, PATIENT);
    const files = [
      new File(['png'], 'poster.png', { type: 'image/png' }),
      new File(['gif'], 'animated.gif', { type: 'image/gif' }),
    ];
    fireEvent.drop(drop, { dataTransfer: { files, types: ['Files'] } });
    const refusals = await screen.findByTestId('gallery-refusals', {}, PATIENT);
    expect(refusals.textContent).toContain('1 file was not added');
    expect(refusals.textContent).toContain('animated.gif');
    expect(
      calls.filter((call) => call.method === 'POST' && call.path === '/api/seller/gallery'),
    ).toHaveLength(2);
    expect(await screen.findByText('1 image added to the gallery.')).toBeTruthy();
  });

  it('renames a tag everywhere from "Manage tags"', async () => {
    const { calls } = renderApp(
      '/s/gallery',
      serve({
        'PUT /api/seller/tags': () => ok({ status: 200, data: [{ tag: 'kittens', items: 1 }] }),
      }),
    );
    fireEvent.click(await screen.findByTestId('gallery-manage-tags', {}, PATIENT));
    const line = await screen.findByTestId('gallery-tag-line', {}, PATIENT);
    expect(line.textContent).toContain('1 image');
    const rename = within(line).getByTestId('gallery-tag-rename');
    expect((rename as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(line).getByRole('textbox'), { target: { value: ' Kittens ' } });
    fireEvent.click(rename);
    await waitFor(() =>
      expect(
        calls.find((call) => call.path === '/api/seller/tags' && call.method === 'PUT')?.body,
      ).toEqual({ from: 'cats', to: 'kittens' }),
    );
  });

  it('shows the 404 page for an item that is not the seller’s', async () => {
    renderApp('/s/gallery/33333333-3333-4333-8333-333333333333', serve());
    expect((await screen.findByTestId('error-status', {}, PATIENT)).textContent).toBe('404');
  });
});
