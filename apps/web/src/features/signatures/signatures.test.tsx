import type { PackingSlipSignature } from '@platfox/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../platform/i18n';
import { fail, ok, renderApp, signInAs, signOutQuietly, type Answers } from '../../test/testApp';

/** The machine is shared: a lazy page and its first answers may take a while. */
const WAIT = { timeout: 30_000 };
const TEST_TIMEOUT = 60_000;

const SELLER_ID = '55555555-5555-4555-8555-555555555555';
const CREATOR_ID = '66666666-6666-4666-8666-666666666666';

const aSignature = (changes: Partial<PackingSlipSignature> = {}): PackingSlipSignature => ({
  id: '77777777-7777-4777-8777-777777777777',
  sellerId: SELLER_ID,
  fileName: 'sign.png',
  contentType: 'image/png',
  width: 300,
  height: 100,
  dpi: 300,
  uploadSize: '300|100|300',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...changes,
});

const picture = () =>
  new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), {
    status: 200,
    headers: { 'Content-Type': 'image/png' },
  });

const listAnswer = (items: unknown[]) =>
  ok({
    status: 200,
    items,
    total: items.length,
    isTotalEstimated: false,
    query: { filters: [], filtersRef: [], timezone: 'UTC' },
  });

const shell = (permissions: string[] = []): Answers => ({
  'GET /api/accounts/permissions': () => ok({ status: 200, data: permissions }),
  'GET /api/apps/datalist-filter/packing-slip-signature': () => ok({ status: 200, data: [] }),
});

/** Picks a file in the page's (hidden) file input, as the file dialog would. */
function pickFile(file: File) {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
}

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  signOutQuietly();
  // jsdom has no object URLs.
  Object.assign(URL, {
    createObjectURL: () => 'blob:http://localhost/signature',
    revokeObjectURL: vi.fn(),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/s/packing-slip-signature', () => {
  it(
    'uploads a first signature, shows its size as the server read it, and deletes it after confirming',
    async () => {
      signInAs({ type: 'SELLER' });
      let current: PackingSlipSignature | null = null;
      const { calls } = renderApp('/s/packing-slip-signature', {
        ...shell(),
        'GET /api/seller/packing-slip-signature': () => ok({ status: 200, data: current }),
        'GET /api/seller/packing-slip-signature/image': picture,
        'POST /api/seller/packing-slip-signature': () => {
          current = aSignature();
          return ok({ status: 200, data: current });
        },
        'DELETE /api/seller/packing-slip-signature': () => {
          current = null;
          return ok({ status: 200 });
        },
      });
      expect((await screen.findByTestId('signature-none', {}, WAIT)).textContent).toContain(
        'No signature yet',
      );
      expect(screen.getByTestId('signature-upload').textContent).toBe('Upload');

      await act(async () => pickFile(new File(['png'], 'sign.png', { type: 'image/png' })));
      expect((await screen.findByTestId('signature-size', {}, WAIT)).textContent).toBe(
        '300 × 100 px at 300 dpi',
      );
      // The seller's stores are read at first load too (a data list): the upload is the other POST.
      const upload = calls.find(
        (call) => call.method === 'POST' && call.path !== '/api/data-lists',
      );
      expect(upload?.path).toBe('/api/seller/packing-slip-signature');
      expect(screen.getByTestId('signature-upload').textContent).toBe('Replace');
      await waitFor(
        () =>
          expect(screen.getByTestId('signature-image').getAttribute('data-status')).toBe('ready'),
        WAIT,
      );

      fireEvent.click(screen.getByTestId('signature-delete'));
      // Nothing goes before the seller confirms.
      expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
      fireEvent.click(await screen.findByTestId('confirm-ok', {}, WAIT));
      await screen.findByTestId('signature-none', {}, WAIT);
      expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
    },
    TEST_TIMEOUT,
  );

  it(
    "shows the server's refusal of a file that is not a picture",
    async () => {
      signInAs({ type: 'SELLER' });
      renderApp('/s/packing-slip-signature', {
        ...shell(),
        'GET /api/seller/packing-slip-signature': () => ok({ status: 200, data: null }),
        'POST /api/seller/packing-slip-signature': () =>
          fail(400, 'The signature must be a PNG or JPEG image', {
            file: 'The signature must be a PNG or JPEG image',
          }),
      });
      await screen.findByTestId('signature-none', {}, WAIT);
      await act(async () => pickFile(new File(['%PDF'], 'x.png', { type: 'image/png' })));
      expect((await screen.findByTestId('signature-upload-error', {}, WAIT)).textContent).toContain(
        'The signature must be a PNG or JPEG image',
      );
    },
    TEST_TIMEOUT,
  );
});

describe('/a/packing-slip-signature', () => {
  const PERMISSIONS = [
    'PACKING_SLIP_SIGNATURE_ACCESS',
    'PACKING_SLIP_SIGNATURE_DETAIL_ACCESS',
    'PACKING_SLIP_SIGNATURE_DETAIL_UPDATE',
  ];
  const row = {
    id: '77777777-7777-4777-8777-777777777777',
    sellerId: SELLER_ID,
    sellerEmail: 'ada@shop.test',
    sellerName: 'Ada Shop',
    fileName: 'sign.png',
    width: 300,
    height: 100,
    dpi: 300,
    uploadSize: '300|100|300',
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    updatable: true,
  };

  it(
    "lists sellers' signatures, opens one, and deletes one after confirming",
    async () => {
      signInAs({ type: 'ADMIN', permissions: PERMISSIONS });
      let rows = [row];
      const { calls } = renderApp('/a/packing-slip-signature', {
        ...shell(PERMISSIONS),
        'POST /api/data-lists': () => listAnswer(rows),
        [`GET /api/admin/packing-slip-signatures/${SELLER_ID}`]: () =>
          ok({ status: 200, data: aSignature() }),
        [`GET /api/admin/packing-slip-signatures/${SELLER_ID}/image`]: picture,
        [`DELETE /api/admin/packing-slip-signatures/${SELLER_ID}`]: () => {
          rows = [];
          return ok({ status: 200 });
        },
      });
      const listed = await screen.findByTestId('data-list-row', {}, WAIT);
      expect(listed.textContent).toContain('ada@shop.test');
      expect(listed.textContent).toContain('300|100|300');
      expect(calls.find((call) => call.path === '/api/data-lists')?.body).toMatchObject({
        model: 'packing-slip-signature',
      });

      fireEvent.click(within(listed).getByTestId('row-action-view'));
      expect((await screen.findByTestId('signature-size', {}, WAIT)).textContent).toBe(
        '300 × 100 px at 300 dpi',
      );
      fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });

      fireEvent.click(within(listed).getByTestId('row-action-delete'));
      const dialog = await screen.findByTestId('signature-delete-dialog', {}, WAIT);
      expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
      fireEvent.click(within(dialog).getByTestId('confirm-ok'));
      await waitFor(() => expect(screen.queryByTestId('data-list-row')).toBeNull(), WAIT);
      expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
    },
    TEST_TIMEOUT,
  );

  it(
    'offers neither delete nor set to an admin who may only look',
    async () => {
      const readOnly = ['PACKING_SLIP_SIGNATURE_ACCESS', 'PACKING_SLIP_SIGNATURE_DETAIL_ACCESS'];
      signInAs({ type: 'ADMIN', permissions: readOnly });
      renderApp('/a/packing-slip-signature', {
        ...shell(readOnly),
        'POST /api/data-lists': () => listAnswer([row]),
      });
      const listed = await screen.findByTestId('data-list-row', {}, WAIT);
      expect(within(listed).queryByTestId('row-action-view')).not.toBeNull();
      expect(within(listed).queryByTestId('row-action-delete')).toBeNull();
      expect(screen.queryByTestId('signature-set-for-seller')).toBeNull();
    },
    TEST_TIMEOUT,
  );
});

describe('/a/packing-slip-signature-size', () => {
  const PERMISSIONS = ['PACKING_SLIP_SIZE_ACCESS', 'PACKING_SLIP_SIZE_DETAIL_UPDATE'];

  it(
    'checks the size before saving and saves it with the designated creators',
    async () => {
      signInAs({ type: 'ADMIN', permissions: PERMISSIONS });
      const creator = { id: CREATOR_ID, email: 'kim@shop.test', fullName: 'Kim Shop' };
      const { calls } = renderApp('/a/packing-slip-signature-size', {
        ...shell(PERMISSIONS),
        'GET /api/admin/packing-slip-settings': () =>
          ok({
            status: 200,
            data: {
              size: null,
              designatedCreatorIds: [CREATOR_ID],
              designatedCreators: [creator],
            },
          }),
        'PUT /api/admin/packing-slip-settings': (body) =>
          ok({
            status: 200,
            data: { ...(body as object), designatedCreators: [creator] },
          }),
      });
      const input = (await screen.findByTestId('slip-settings-size', {}, WAIT)) as HTMLInputElement;
      expect(input.value).toBe('');
      // The chosen creator shows by name, not by id.
      expect(screen.getAllByText('Kim Shop <kim@shop.test>').length).toBeGreaterThan(0);

      fireEvent.change(input, { target: { value: '1200x1800' } });
      fireEvent.click(screen.getByTestId('slip-settings-save'));
      expect(await screen.findByText(/The size reads width\|height\|dpi/, {}, WAIT)).toBeTruthy();
      expect(calls.some((call) => call.method === 'PUT')).toBe(false);

      fireEvent.change(input, { target: { value: '1200|1800|300' } });
      fireEvent.click(screen.getByTestId('slip-settings-save'));
      await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true), WAIT);
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
        size: '1200|1800|300',
        designatedCreatorIds: [CREATOR_ID],
      });
    },
    TEST_TIMEOUT,
  );
});
