import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../platform/i18n';
import { sessionStore } from '../../platform/session';
import { aSession, json } from '../../test/fixtures';
import { renderInApp } from '../../test/render';
import CompletedScannerPage from './CompletedScannerPage';
import { addSessionScan, SESSION_SCANS_KEPT, type SessionScan } from './sessionScans';

/** Items of their own: the app's query cache outlives a test. */
const ITEM_ID = '2f6c8b1e-5d3a-4e7f-9a0b-1c2d3e4f5a60';
const ORDER_ID = '9b8a7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const PHOTO = {
  id: '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f',
  orderItemId: ITEM_ID,
  fileId: '4d5e6f7a-8b9c-4d0e-9f1a-2b3c4d5e6f7a',
  fileName: 'finished.jpg',
  contentType: 'image/jpeg',
  createdAt: '2026-11-02T10:00:00.000Z',
};
const unit = (qtyIndex: number) => ({
  id: `5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8${qtyIndex}`,
  qtyIndex,
  code: 'K7Q2M9XW4R',
  scanValue: `K7Q2M9XW4R_${qtyIndex}`,
  status: 'READY_TO_DELIVERY',
  staffId: null,
  awaitingStockComingAt: null,
  verifiedAt: null,
  updatedAt: '2026-11-02T09:00:00.000Z',
});
const found = {
  status: 200,
  data: {
    item: {
      id: ITEM_ID,
      orderId: ORDER_ID,
      status: 'READY_TO_DELIVERY',
      quantity: 3,
      productTitle: 'Logo tee',
      productSku: 'TEE-1',
      productTypeName: 'Classic T-Shirt',
      variantName: 'White / M',
      printerId: 'p-1',
      isDisallowShipping: false,
      trackingCode: null,
      trackingCarrierCode: null,
      units: [unit(1), unit(2), unit(3)],
      trackingCodes: [],
      menu: [],
    },
    unit: unit(2),
    imageUrl: null,
    attributeOptions: ['Color:Black', 'Size:L'],
  },
};
const anImage = () =>
  new Response(new Uint8Array([0x52, 0x49, 0x46, 0x46]), {
    status: 200,
    headers: { 'Content-Type': 'image/webp' },
  });
const jsdomUrl = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };

type Sent = { url: string; method: string; body: unknown };
let sent: Sent[] = [];
let answers: Record<string, () => Response> = {};

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  sent = [];
  answers = {};
  const session = aSession({ type: 'PRINTER' });
  sessionStore.set({ status: 'signedIn', auth: { ...session, isRemembered: false } });
  Object.assign(URL, {
    createObjectURL: () => 'blob:http://localhost/photo',
    revokeObjectURL: () => undefined,
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      sent.push({ url, method, body: init.body });
      const answer = answers[`${method} ${url}`];
      return answer ? answer() : json(404, { status: 404, message: 'Not found', errors: {} });
    }),
  );
});
afterEach(() => {
  Object.assign(URL, jsdomUrl);
  vi.unstubAllGlobals();
  sessionStore.set({ status: 'signedOut', auth: null });
});

const scan = async (value: string) => {
  const input = await screen.findByTestId('completed-input');
  fireEvent.change(input, { target: { value } });
  fireEvent.keyDown(input, { key: 'Enter' });
};

describe('completed product scanner (/p/completed-product-scanner)', () => {
  it('shows the scanned item, uploads a photo and shows its thumbnail', async () => {
    const imagesUrl = `/api/printer/order-items/${ITEM_ID}/completed-images`;
    const photoUrl = `${imagesUrl}/${PHOTO.id}`;
    let kept: (typeof PHOTO)[] = [];
    answers['GET /api/printer/check-order/K7Q2M9XW4R_2'] = () => json(200, found);
    answers[`GET ${imagesUrl}`] = () => json(200, { status: 200, data: kept });
    answers[`POST ${imagesUrl}`] = () => {
      kept = [PHOTO];
      return json(200, { status: 200, data: kept });
    };
    answers[`GET ${photoUrl}?size=thumbnail`] = anImage;
    renderInApp(<CompletedScannerPage />, { path: '/p/completed-product-scanner' });

    await scan('K7Q2M9XW4R_2');

    const card = await screen.findByTestId('completed-item');
    expect(within(card).getByTestId('completed-item-title').textContent).toBe('Logo tee');
    expect(within(card).getByTestId('completed-item-type').textContent).toBe('Classic T-Shirt');
    expect(within(card).getByTestId('completed-item-quantity').textContent).toBe('2 of 3');
    expect(within(card).getByTestId('completed-item-status').textContent).toBe('Ready to ship');
    expect(within(card).getByTestId('completed-item-attributes').textContent).toBe(
      'Color: Black · Size: L',
    );
    const order = within(card).getByTestId('completed-item-order');
    expect(order.textContent).toBe(ORDER_ID.slice(0, 8));
    expect(order.getAttribute('href')).toBe(`/p/order/${ITEM_ID}`);
    expect(await screen.findByTestId('completed-photos-none')).toBeTruthy();
    expect(screen.getAllByTestId('completed-history-row')).toHaveLength(1);

    const photoInput = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(photoInput.getAttribute('accept')).toBe('image/*');
    expect(photoInput.getAttribute('capture')).toBe('environment');
    const photo = new File([new Uint8Array([0xff, 0xd8])], 'finished.jpg', { type: 'image/jpeg' });
    fireEvent.change(photoInput, { target: { files: [photo] } });

    expect((await screen.findByTestId('completed-upload-done')).textContent).toBe(
      'Photos added: 1',
    );
    const upload = sent.find((call) => call.method === 'POST' && call.url === imagesUrl)!;
    const form = upload.body as FormData;
    expect((form.get('files') as File).name).toBe('finished.jpg');
    expect(form.get('qtyIndex')).toBe('2');

    const thumbnail = await screen.findByRole(
      'button',
      { name: 'Open finished.jpg' },
      { timeout: 10_000 },
    );
    await waitFor(() =>
      expect(within(thumbnail).getByRole('img').getAttribute('src')).toBe(
        'blob:http://localhost/photo',
      ),
    );
  });

  it("shows the server's refusal and keeps the screen on the scanner", async () => {
    renderInApp(<CompletedScannerPage />, { path: '/p/completed-product-scanner' });
    await scan('NOPE_1');
    expect((await screen.findByTestId('completed-error')).textContent).toBe('Not found');
    expect(screen.queryByTestId('completed-item')).toBeNull();
    expect(screen.getByTestId('completed-history-empty')).toBeTruthy();
  });
});

describe('session scans', () => {
  const row = (scanValue: string, scannedAt: number): SessionScan => ({
    scanValue,
    orderItemId: ITEM_ID,
    imageUrl: null,
    productTypeName: 'Classic T-Shirt',
    productTitle: 'Logo tee',
    status: 'READY_TO_DELIVERY',
    scannedAt,
  });

  it('keeps the newest 20, a rescanned unit once at the top', () => {
    let rows: SessionScan[] = [];
    for (let index = 1; index <= 25; index += 1)
      rows = addSessionScan(rows, row(`C_${index}`, index));
    expect(rows).toHaveLength(SESSION_SCANS_KEPT);
    expect(rows[0]!.scanValue).toBe('C_25');
    expect(rows.at(-1)!.scanValue).toBe('C_6');
    rows = addSessionScan(rows, row('C_10', 26));
    expect(rows).toHaveLength(SESSION_SCANS_KEPT);
    expect(rows.filter((kept) => kept.scanValue === 'C_10')).toHaveLength(1);
    expect(rows[0]!.scanValue).toBe('C_10');
  });
});
