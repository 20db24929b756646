import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../platform/i18n';
import { sessionStore } from '../../platform/session/store';
import { aSession } from '../../test/fixtures';
import { forgetApiImages } from '../authedImages';
import {
  fakeServer,
  NO_SAVED_FILTERS,
  page,
  renderList,
  THING_CONFIG,
  type Thing,
} from './testList';
import type { DataListColumn, DataListRowAction } from './types';

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => vi.unstubAllGlobals());

const ana = {
  id: 'a1',
  updatable: true,
  name: 'Ana',
  image: ['https://cdn.test/front.png', 'https://cdn.test/back.png'],
  printDesigns: [{ printImageUrl: 'https://cdn.test/design.png' }],
  status: 'READY_TO_DELIVERY:2|IN_TRANSIT',
  amount: 123456,
  trackingCode: '1Z999',
  trackingCarrierCode: 'UPS',
};
const columns: DataListColumn<Thing>[] = [
  { key: 'name', label: 'Name', typeShow: 'text' },
  { key: 'image', label: 'Image', typeShow: 'image' },
  { key: 'status', label: 'Status', typeShow: 'array', display: 'orderStatus' },
  { key: 'amount', label: 'Amount', typeShow: 'int', display: 'money' },
  { key: 'trackingCode', label: 'Tracking', typeShow: 'text', display: 'tracking' },
];

describe('cells', () => {
  it('shows money, composite statuses and tracking links', async () => {
    fakeServer({ ...NO_SAVED_FILTERS, 'POST /api/data-lists': () => page([ana]) });
    renderList({ config: THING_CONFIG, columns });
    const row = await screen.findByTestId('data-list-row');
    expect(row.textContent).toContain('$1,234.56');
    expect(row.textContent).toContain('Ready to ship: 2');
    expect(row.textContent).toContain('In transit');
    expect(within(row).getByTestId('tracking-link').getAttribute('href')).toBe(
      'https://www.ups.com/track?tracknum=1Z999',
    );
  });

  it('opens the image modal on a thumbnail and starts over on each opening', async () => {
    fakeServer({ ...NO_SAVED_FILTERS, 'POST /api/data-lists': () => page([ana]) });
    renderList({ config: THING_CONFIG, columns });
    fireEvent.click(await screen.findByTestId('cell-image'));
    const modal = await screen.findByTestId('image-modal');
    const current = () => screen.getByTestId('image-modal-current').getAttribute('src');
    expect(current()).toBe('https://cdn.test/front.png');
    expect(within(modal).getByText('Detail images')).toBeTruthy();
    expect(within(modal).getByText('Print designs')).toBeTruthy();
    fireEvent.click(within(modal).getByRole('radio', { name: 'Black', hidden: true }));
    const thumbnails = within(modal).getAllByRole('button', { hidden: true });
    fireEvent.click(thumbnails.at(-1)!);
    expect(current()).toBe('https://cdn.test/design.png');
    expect(modal.querySelector('[data-background]')?.getAttribute('data-background')).toBe('black');
    // Closing and opening again shows the main image on the default background.
    fireEvent.keyDown(modal, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('image-modal')).toBeNull());
    fireEvent.click(screen.getByTestId('cell-image'));
    expect(await screen.findByTestId('image-modal')).toBeTruthy();
    expect(current()).toBe('https://cdn.test/front.png');
    expect(
      screen
        .getByTestId('image-modal')
        .querySelector('[data-background]')
        ?.getAttribute('data-background'),
    ).toBe('image');
  });

  it('falls back to the default image when an image does not load', async () => {
    fakeServer({ ...NO_SAVED_FILTERS, 'POST /api/data-lists': () => page([ana]) });
    renderList({ config: THING_CONFIG, columns });
    const thumbnail = (await screen.findByTestId('cell-image')).querySelector('img')!;
    fireEvent.error(thumbnail);
    await waitFor(() =>
      expect(thumbnail.getAttribute('src')).not.toBe('https://cdn.test/front.png'),
    );
    expect(thumbnail.getAttribute('src')).toMatch(/default-image|^data:image\/svg/);
  });
});

describe('images behind the token', () => {
  const FRONT = '/api/catalog/images/front?size=thumbnail';
  const BACK = '/api/catalog/images/back?size=thumbnail';
  const jsdomUrl = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
  afterEach(() => {
    Object.assign(URL, jsdomUrl);
    sessionStore.set({ status: 'signedOut', auth: null });
  });

  it('shows /api/ images in the cell and the modal, fetched once each with the token', async () => {
    forgetApiImages();
    const session = aSession();
    sessionStore.set({ status: 'signedIn', auth: { ...session, isRemembered: false } });
    // jsdom has no object URLs: each one made is named after its image's size in bytes.
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => `blob:http://localhost/${blob.size}`),
      revokeObjectURL: vi.fn(),
    });
    const png = (size: number) => () =>
      new Response(new Uint8Array(size), { status: 200, headers: { 'Content-Type': 'image/png' } });
    const { calls } = fakeServer({
      ...NO_SAVED_FILTERS,
      'POST /api/data-lists': () => page([{ ...ana, image: [FRONT, BACK], printDesigns: [] }]),
      'GET /api/catalog/images/front': png(11),
      'GET /api/catalog/images/back': png(22),
    });
    renderList({ config: THING_CONFIG, columns });
    const thumbnail = (await screen.findByTestId('cell-image')).querySelector('img')!;
    await waitFor(() => expect(thumbnail.getAttribute('src')).toBe('blob:http://localhost/11'));

    fireEvent.click(screen.getByTestId('cell-image'));
    const modal = await screen.findByTestId('image-modal');
    await waitFor(() =>
      expect(screen.getByTestId('image-modal-current').getAttribute('src')).toBe(
        'blob:http://localhost/11',
      ),
    );
    await waitFor(() =>
      expect(modal.querySelector('img[src="blob:http://localhost/22"]')).not.toBeNull(),
    );
    const images = vi
      .mocked(globalThis.fetch)
      .mock.calls.filter(([input]) => String(input).startsWith('/api/catalog/images/'));
    expect(images.map(([input]) => input)).toEqual([FRONT, BACK]);
    for (const [, init] of images) {
      expect(new Headers(init?.headers).get('Authorization')).toBe(
        `Bearer ${session.accessToken.token}`,
      );
    }
    expect(calls.filter((call) => call.path.startsWith('/api/catalog/images/'))).toHaveLength(2);
  });
});

describe('row actions', () => {
  it('disables a single-use action on its row once it has run', async () => {
    const run = vi.fn(async () => undefined);
    const actions: DataListRowAction<Thing>[] = [
      { key: 'approve', label: 'Approve', run },
      { key: 'note', label: 'Note', run, isMultipleClicksAllowed: true },
    ];
    const bob = { id: 'b2', updatable: true, name: 'Bob' };
    fakeServer({ ...NO_SAVED_FILTERS, 'POST /api/data-lists': () => page([ana, bob]) });
    renderList({ config: { ...THING_CONFIG, rowActions: actions }, columns });
    await waitFor(() => expect(screen.getAllByTestId('data-list-row')).toHaveLength(2));
    const [first, second] = screen.getAllByTestId('data-list-row');
    await act(async () => fireEvent.click(within(first!).getByTestId('row-action-approve')));
    expect(run).toHaveBeenCalledWith(expect.objectContaining({ id: 'a1' }));
    await waitFor(() =>
      expect((within(first!).getByTestId('row-action-approve') as HTMLButtonElement).disabled).toBe(
        true,
      ),
    );
    expect((within(first!).getByTestId('row-action-note') as HTMLButtonElement).disabled).toBe(
      false,
    );
    expect((within(second!).getByTestId('row-action-approve') as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('shows "Processing..." on the third quick click', async () => {
    const run = vi.fn(async () => undefined);
    const actions: DataListRowAction<Thing>[] = [
      { key: 'note', label: 'Note', run, isMultipleClicksAllowed: true },
    ];
    fakeServer({ ...NO_SAVED_FILTERS, 'POST /api/data-lists': () => page([ana]) });
    renderList({ config: { ...THING_CONFIG, rowActions: actions }, columns });
    const button = await screen.findByTestId('row-action-note');
    for (let click = 0; click < 3; click += 1) {
      await act(async () => fireEvent.click(screen.getByTestId('row-action-note')));
    }
    expect(run).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('row-action-note').textContent).toBe('Processing...');
    expect((screen.getByTestId('row-action-note') as HTMLButtonElement).disabled).toBe(true);
    expect(button).toBeTruthy();
  });
});
