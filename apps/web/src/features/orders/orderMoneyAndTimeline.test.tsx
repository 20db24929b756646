import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../platform/i18n';
import { ok, renderApp, signInAs, signOutQuietly } from '../../test/testApp';
import { anOrder, ITEM_ID, ORDER_ID, PRODUCT_ID } from './testOrders';

/*
 * The seller's order page says what happened, no more and no less (issue 31, items 4 and 6): an
 * auto-placed TikTok order that paid an extra fee shows the fee beside the total and what was
 * charged in all, and a picked item's timeline does not name a status it has not reached.
 */

const FIRST_LOAD = { timeout: 15_000 };
vi.setConfig({ testTimeout: 60_000 });

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => signOutQuietly());
afterEach(() => vi.unstubAllGlobals());

const pickedItem = {
  id: 'item-1',
  productId: PRODUCT_ID,
  productTypeItemId: ITEM_ID,
  productTitle: 'Sunset Tee',
  productSku: 'SUN-1',
  productTypeName: 'Classic T-Shirt',
  variantName: 'White / M',
  quantity: 1,
  price: 950,
  shippingPrice: 500,
  discountAmount: 0,
  discountShippingAmount: 0,
  totalPrice: 1450,
  status: 'PICKED' as const,
  actions: [],
  timeline: {
    approvedAt: '2026-11-20T10:00:00.000Z',
    beginProcessAt: '2026-11-20T11:00:00.000Z',
    finishProcessAt: null,
    beginShipAt: null,
    finishAt: null,
  },
};

function openOrder(order: ReturnType<typeof anOrder>) {
  signInAs({ type: 'SELLER' });
  return renderApp(`/s/order/${ORDER_ID}`, {
    'GET /api/accounts/permissions': () => ok({ status: 200, data: [] }),
    [`GET /api/orders/${ORDER_ID}`]: () => ok({ status: 200, data: order }),
    [`GET /api/seller/order/${ORDER_ID}/tracking-codes`]: () => ok({ status: 200, data: [] }),
  });
}

describe("the seller's order page", () => {
  it('an auto-placed TikTok order shows its extra fee and the $15.75 charged in all', async () => {
    openOrder(
      anOrder({
        status: 'PICKED',
        total: 1450,
        chargeTransactionId: 'tx-order',
        items: [pickedItem],
        charges: [
          {
            id: 'tx-order',
            type: 'CHARGE',
            status: 'APPROVED',
            amount: -1450,
            isOrderTotal: true,
            createdAt: '2026-11-20T09:00:00.000Z',
          },
          {
            id: 'tx-fee',
            type: 'CHARGE',
            status: 'APPROVED',
            amount: -125,
            isOrderTotal: false,
            createdAt: '2026-11-20T09:00:00.000Z',
          },
        ],
      }),
    );
    const charged = await screen.findByTestId('order-charged', {}, FIRST_LOAD);
    expect(screen.getByTestId('order-total').textContent).toBe('$14.50');
    expect(charged.textContent).toBe('$15.75');
    const rows = screen.getAllByTestId('order-charge').map((row) => row.textContent ?? '');
    expect(rows[0]).toContain('Order total');
    expect(rows[0]).toContain('$14.50');
    expect(rows[1]).toContain('Extra fee');
    expect(rows[1]).toContain('$1.25');
  });

  it('an order paid by its total alone says so once, without a breakdown', async () => {
    openOrder(
      anOrder({
        total: 2550,
        chargeTransactionId: 'tx-order',
        charges: [
          {
            id: 'tx-order',
            type: 'CHARGE',
            status: 'APPROVED',
            amount: -2550,
            isOrderTotal: true,
            createdAt: '2026-11-20T09:00:00.000Z',
          },
        ],
      }),
    );
    expect((await screen.findByTestId('order-charged', {}, FIRST_LOAD)).textContent).toBe('$25.50');
    expect(screen.queryByTestId('order-charge')).toBeNull();
  });

  it("a picked item's timeline names production, not the Processing status", async () => {
    openOrder(anOrder({ status: 'PICKED', items: [pickedItem] }));
    const row = await screen.findByTestId('order-item-row', {}, FIRST_LOAD);
    expect(within(row).getByTestId('order-item-status').textContent).toBe('Picked');
    const timeline = within(row).getByTestId('order-item-timeline').textContent ?? '';
    expect(timeline).toContain('Production started');
    expect(timeline).not.toContain('Processing');
  });
});
