import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../platform/i18n';
import { ok, renderApp, signInAs, signOutQuietly } from '../../test/testApp';
import { anOrder, ITEM_ID, ORDER_ID, PRODUCT_ID } from './testOrders';

/* The seller's order shows the photos of its completed products (issue 6). */

// Ids of their own: the app's query cache outlives a test.
const PHOTOGRAPHED = '6a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d';
const BARE = '7b2c3d4e-5f6a-4b7c-9d8e-9f0a1b2c3d4e';
const PHOTO = {
  id: '8c3d4e5f-6a7b-4c8d-8e9f-0a1b2c3d4e5f',
  orderItemId: PHOTOGRAPHED,
  fileId: '9d4e5f6a-7b8c-4d9e-9f0a-1b2c3d4e5f6a',
  fileName: 'back.jpg',
  contentType: 'image/jpeg',
  createdAt: '2026-11-02T10:00:00.000Z',
};
const item = (id: string, productTitle: string) => ({
  id,
  productId: PRODUCT_ID,
  productTypeItemId: ITEM_ID,
  productTitle,
  productSku: 'SUN-1',
  productTypeName: 'Classic T-Shirt',
  variantName: 'White / M',
  quantity: 1,
  price: 950,
  shippingPrice: 650,
  discountAmount: 0,
  discountShippingAmount: 0,
  totalPrice: 1600,
  status: 'READY_TO_DELIVERY' as const,
  actions: [],
  timeline: {
    approvedAt: '2026-11-01T10:00:00.000Z',
    beginProcessAt: '2026-11-01T12:00:00.000Z',
    finishProcessAt: '2026-11-02T10:00:00.000Z',
    beginShipAt: null,
    finishAt: null,
  },
});
const photosPath = (id: string) => `/api/seller/order-completed-images/${id}`;
const anImage = () =>
  new Response(new Uint8Array([0x52, 0x49, 0x46, 0x46]), {
    status: 200,
    headers: { 'Content-Type': 'image/webp' },
  });
const jsdomUrl = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  signOutQuietly();
  Object.assign(URL, {
    createObjectURL: () => 'blob:http://localhost/photo',
    revokeObjectURL: () => undefined,
  });
});
afterEach(() => {
  Object.assign(URL, jsdomUrl);
  vi.unstubAllGlobals();
});
vi.setConfig({ testTimeout: 60_000 });

describe('seller order detail: photos of the completed product', () => {
  it('shows a thumbnail strip for the item that has photos; a click opens the photo', async () => {
    signInAs({ type: 'SELLER' });
    const order = anOrder({
      status: 'PROCESSING',
      isCancelable: false,
      items: [item(PHOTOGRAPHED, 'Sunset Tee'), item(BARE, 'Moon Tee')],
    });
    const { calls } = renderApp(`/s/order/${ORDER_ID}`, {
      'GET /api/accounts/permissions': () => ok({ status: 200, data: [] }),
      [`GET /api/orders/${ORDER_ID}`]: () => ok({ status: 200, data: order }),
      [`GET ${photosPath(PHOTOGRAPHED)}`]: () => ok({ status: 200, data: [PHOTO] }),
      [`GET ${photosPath(BARE)}`]: () => ok({ status: 200, data: [] }),
      [`GET ${photosPath(PHOTOGRAPHED)}/${PHOTO.id}`]: anImage,
    });

    const section = await screen.findByTestId('order-item-photos', {}, { timeout: 15_000 });
    expect(within(section).getByRole('heading').textContent).toBe(
      'Photos of the completed product',
    );
    const shown = within(section).getAllByTestId('order-item-photos-item');
    expect(shown).toHaveLength(1);
    expect(shown[0]!.textContent).toContain('Sunset Tee');
    expect(section.textContent).not.toContain('Moon Tee');

    const thumbnail = within(section).getByRole('button', { name: 'Open back.jpg' });
    await waitFor(() =>
      expect(within(thumbnail).getByRole('img').getAttribute('src')).toBe(
        'blob:http://localhost/photo',
      ),
    );
    const photoCalls = () =>
      calls.filter((call) => call.path === `${photosPath(PHOTOGRAPHED)}/${PHOTO.id}`);
    expect(photoCalls().map((call) => call.url.search)).toEqual(['?size=thumbnail']);

    fireEvent.click(thumbnail);
    const full = await screen.findByTestId('completed-photo-full');
    expect(full.getAttribute('alt')).toBe('back.jpg');
    await waitFor(() => expect(photoCalls().map((call) => call.url.search)).toContain(''));
    // The seller reads its own side's paths, never the printer's.
    expect(calls.some((call) => call.path.startsWith('/api/printer/'))).toBe(false);
  });

  it('shows no photo section while no item has photos, and asks none of a pending item', async () => {
    signInAs({ type: 'SELLER' });
    const bareId = 'ab3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e';
    const pendingId = 'bc4d5e6f-7a8b-4c9d-8e0f-2a3b4c5d6e7f';
    const pending = {
      ...item(pendingId, 'Star Tee'),
      status: 'PENDING' as const,
      timeline: { ...item(pendingId, '').timeline, approvedAt: null },
    };
    const { calls } = renderApp(`/s/order/${ORDER_ID}`, {
      'GET /api/accounts/permissions': () => ok({ status: 200, data: [] }),
      [`GET /api/orders/${ORDER_ID}`]: () =>
        ok({ status: 200, data: anOrder({ items: [item(bareId, 'Moon Tee'), pending] }) }),
      [`GET ${photosPath(bareId)}`]: () => ok({ status: 200, data: [] }),
    });
    await screen.findAllByTestId('order-item-row', {}, { timeout: 15_000 });
    await waitFor(() => expect(calls.some((call) => call.path === photosPath(bareId))).toBe(true));
    expect(screen.queryByTestId('order-item-photos')).toBeNull();
    expect(calls.some((call) => call.path === photosPath(pendingId))).toBe(false);
  });
});
