import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../platform/i18n';
import { sessionStore } from '../../platform/session';
import { aSession, json } from '../../test/fixtures';
import { renderInApp } from '../../test/render';
import { staffStore } from '../staff/staffSession';
import CheckQualityPage from './CheckQualityPage';

const STAFF_ID = '0d5b2f4e-7f0a-4c2b-9a51-2f1f0d9c1e11';
const ITEM_ID = '5a1e4c1e-1b7e-4f55-8f0a-3d7f7c9b2a10';
/** Another item than the other tests': the app's query cache outlives a test. */
const PHOTO_ITEM_ID = '8d4b7f4b-4e0b-4c88-9c3d-6a0a0f2e5d43';
const PHOTO = {
  id: '6b2f5d2f-2c8f-4a66-9a1b-4e8a8d0c3b21',
  orderItemId: PHOTO_ITEM_ID,
  fileId: '7c3a6e3a-3d9a-4b77-8b2c-5f9b9e1d4c32',
  fileName: 'back.jpg',
  contentType: 'image/jpeg',
  createdAt: '2026-11-02T10:00:00.000Z',
};
const anImage = () =>
  new Response(new Uint8Array([0x52, 0x49, 0x46, 0x46]), {
    status: 200,
    headers: { 'Content-Type': 'image/webp' },
  });
const jsdomUrl = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
const revokeObjectURL = () => undefined;

type Sent = { url: string; method: string; body: unknown };
let sent: Sent[] = [];
let answers: Record<string, () => Response> = {};

const checked = (to: string, orderItemId = ITEM_ID) => ({
  status: 200,
  message: 'done',
  data: {
    orderItemId,
    qtyIndex: 2,
    from: 'PROCESSING',
    to,
    itemStatus: to,
    productTypeName: 'Classic T-Shirt',
    variantName: 'White / M',
    productTitle: 'Logo tee',
  },
});

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  sent = [];
  answers = {};
  const session = aSession({ type: 'PRINTER' });
  sessionStore.set({ status: 'signedIn', auth: { ...session, isRemembered: false } });
  staffStore.set({ staffId: STAFF_ID, staff: null, isScanRequested: false });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
      sent.push({ url, method, body });
      const answer = answers[`${method} ${url}`];
      return answer ? answer() : json(404, { status: 404, message: 'Not found', errors: {} });
    }),
  );
});
afterEach(() => {
  Object.assign(URL, jsdomUrl);
  vi.unstubAllGlobals();
  staffStore.set({ staffId: null, staff: null, isScanRequested: false });
  sessionStore.set({ status: 'signedOut', auth: null });
});

describe('check quality (/p/check-quality)', () => {
  it('passes a scanned unit with the staff member, then adds photos to its item', async () => {
    answers['POST /api/printer/check-quality'] = () => json(200, checked('READY_TO_DELIVERY'));
    answers[`GET /api/printer/order-items/${ITEM_ID}/completed-images`] = () =>
      json(200, { status: 200, data: [] });
    answers[`POST /api/printer/order-items/${ITEM_ID}/completed-images`] = () =>
      json(200, { status: 200, data: [] });
    renderInApp(<CheckQualityPage />, { path: '/p/check-quality' });

    const input = await screen.findByTestId('quality-code');
    fireEvent.change(input, { target: { value: 'K7Q2M9XW4R_2' } });
    fireEvent.keyDown(input, { key: 'Enter' });

    expect((await screen.findByTestId('quality-done')).textContent).toBe(
      'Logo tee #2 passed: PROCESSING → READY_TO_DELIVERY',
    );
    expect(sent.find((call) => call.url === '/api/printer/check-quality')?.body).toMatchObject({
      code: 'K7Q2M9XW4R_2',
      result: 'PASS',
      staffId: STAFF_ID,
    });

    const photoInput = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    const photo = new File([new Uint8Array([0x89, 0x50])], 'front.png', { type: 'image/png' });
    fireEvent.change(photoInput, { target: { files: [photo] } });
    await waitFor(() =>
      expect(
        sent.some((call) => call.method === 'POST' && call.url.endsWith('/completed-images')),
      ).toBe(true),
    );
    const upload = sent.find(
      (call) => call.method === 'POST' && call.url.endsWith('/completed-images'),
    )!;
    const form = upload.body as FormData;
    expect((form.get('files') as File).name).toBe('front.png');
    expect(form.get('qtyIndex')).toBe('2');
  });

  it('returns only with a reason and shows a refusal', async () => {
    answers['POST /api/printer/check-quality'] = () =>
      json(409, {
        status: 409,
        message: 'The item cannot be given the action "printerReturn" while it is APPROVED',
        errors: {},
      });
    renderInApp(<CheckQualityPage />, { path: '/p/check-quality' });
    const input = await screen.findByTestId('quality-code');
    fireEvent.change(input, { target: { value: 'K7Q2M9XW4R_1' } });
    const returnButton = screen.getByTestId('quality-return');
    expect(returnButton).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByTestId('quality-reason'), { target: { value: 'Smudged' } });
    expect(returnButton).toHaveProperty('disabled', false);
    fireEvent.click(returnButton);
    expect((await screen.findByTestId('quality-refusal')).textContent).toContain('printerReturn');
    expect(sent[0]?.body).toMatchObject({ result: 'RETURN', reason: 'Smudged' });
  });

  it("shows the item's photos as thumbnails and opens the full photo on a click", async () => {
    const photoUrl = `/api/printer/order-items/${PHOTO_ITEM_ID}/completed-images/${PHOTO.id}`;
    answers['POST /api/printer/check-quality'] = () =>
      json(200, checked('READY_TO_DELIVERY', PHOTO_ITEM_ID));
    answers[`GET /api/printer/order-items/${PHOTO_ITEM_ID}/completed-images`] = () =>
      json(200, { status: 200, data: [PHOTO] });
    answers[`GET ${photoUrl}?size=thumbnail`] = anImage;
    answers[`GET ${photoUrl}`] = anImage;
    Object.assign(URL, { createObjectURL: () => 'blob:http://localhost/photo', revokeObjectURL });
    renderInApp(<CheckQualityPage />, { path: '/p/check-quality' });

    const input = await screen.findByTestId('quality-code');
    fireEvent.change(input, { target: { value: 'K7Q2M9XW4R_2' } });
    fireEvent.keyDown(input, { key: 'Enter' });

    // The machine is shared: the check, the list and the image may take a while.
    const thumbnail = await screen.findByRole(
      'button',
      { name: 'Open back.jpg' },
      { timeout: 10_000 },
    );
    await waitFor(() =>
      expect(within(thumbnail).getByRole('img').getAttribute('src')).toBe(
        'blob:http://localhost/photo',
      ),
    );
    // The list shows the server's small rendering, never the full photo.
    expect(sent.map((call) => call.url)).toContain(`${photoUrl}?size=thumbnail`);
    expect(sent.map((call) => call.url)).not.toContain(photoUrl);

    fireEvent.click(thumbnail);
    expect(await screen.findByRole('dialog', { name: 'back.jpg' })).toBeTruthy();
    await waitFor(() => expect(sent.map((call) => call.url)).toContain(photoUrl));
  });
});
