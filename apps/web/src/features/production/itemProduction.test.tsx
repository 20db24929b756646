import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../platform/i18n';
import { ok, renderApp, signInAs, signOutQuietly, type Answers } from '../../test/testApp';
import { anOrder, ITEM_ID, ORDER_ID, PRODUCT_ID } from '../orders/testOrders';

/* Where an item went, on the admin's order page: the printer, the units' slips and the log. */

const ROUTED_ID = '33333333-3333-4333-8333-333333333333';
const FIRST_LOAD = { timeout: 15_000 };

const item = {
  id: ROUTED_ID,
  productId: PRODUCT_ID,
  productTypeItemId: ITEM_ID,
  productTitle: 'Sunset Tee',
  productSku: 'SUN-1',
  productTypeName: 'Classic T-Shirt',
  variantName: 'Black / M',
  quantity: 2,
  price: 950,
  shippingPrice: 650,
  discountAmount: 0,
  discountShippingAmount: 0,
  totalPrice: 2550,
  status: 'PICKED' as const,
  actions: [],
  timeline: {
    approvedAt: '2024-05-02T11:00:00.000Z',
    beginProcessAt: null,
    finishProcessAt: null,
    beginShipAt: null,
    finishAt: null,
  },
};

const unit = (qtyIndex: number, status: string) => ({
  id: `unit-${qtyIndex}`,
  qtyIndex,
  code: 'K7QX2M',
  scanValue: `K7QX2M_${qtyIndex}`,
  status,
  staffId: null,
  awaitingStockComingAt: null,
  verifiedAt: null,
  updatedAt: '2024-05-02T12:00:00.000Z',
});

const serve = (permissions: string[]): Answers => ({
  'GET /api/accounts/permissions': () => ok({ status: 200, data: permissions }),
  [`GET /api/orders/${ORDER_ID}`]: () =>
    ok({ status: 200, data: anOrder({ status: 'APPROVED', items: [item] }) }),
  [`GET /api/admin/order-items/${ROUTED_ID}/production`]: () =>
    ok({
      status: 200,
      data: {
        id: ROUTED_ID,
        orderId: ORDER_ID,
        status: 'PICKED',
        quantity: 2,
        productTitle: 'Sunset Tee',
        productSku: 'SUN-1',
        productTypeName: 'Classic T-Shirt',
        variantName: 'Black / M',
        printerId: 'printer-1',
        printerName: 'Sky Station Prints',
        printerEmail: 'sky@print.test',
        isDisallowShipping: false,
        trackingCode: null,
        trackingCarrierCode: null,
        units: [unit(1, 'PICKED'), unit(2, 'APPROVED')],
        trackingCodes: [],
        menu: [],
      },
    }),
  [`GET /api/admin/order-items/${ROUTED_ID}/logs`]: () =>
    ok({
      status: 200,
      data: [
        {
          id: 'log-1',
          qtyIndex: 1,
          action: 'pick',
          fromStatus: 'APPROVED',
          toStatus: 'PICKED',
          staffId: 'staff-1',
          staffName: 'Dana Picker',
          actorId: 'printer-1',
          actorName: 'sky@print.test',
          description: null,
          createdAt: '2024-05-02T12:00:00.000Z',
        },
      ],
    }),
});

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => signOutQuietly());
vi.setConfig({ testTimeout: 60_000 });

describe("the admin's order page: where each item went", () => {
  it('shows the printer, each unit with its slip code and state, and the log on demand', async () => {
    const permissions = ['ORDER_ACCESS', 'ORDER_DETAIL_ACCESS', 'ORDER_ITEM_DETAIL_ACCESS'];
    signInAs({ type: 'ADMIN', permissions });
    const { calls } = renderApp(`/a/order/${ORDER_ID}?m=view`, serve(permissions));
    const section = await screen.findByTestId('order-production', {}, FIRST_LOAD);
    expect(await within(section).findByTestId('item-printer')).toHaveProperty(
      'textContent',
      'Sky Station Prints sky@print.test',
    );
    const units = within(section).getAllByTestId('item-unit');
    expect(units.map((row) => row.textContent)).toEqual([
      expect.stringContaining('K7QX2M_1'),
      expect.stringContaining('K7QX2M_2'),
    ]);
    expect(within(units[0] as HTMLElement).getByTestId('item-unit-status').textContent).toMatch(
      /PICKED/i,
    );
    expect(within(units[1] as HTMLElement).getByTestId('item-unit-status').textContent).toMatch(
      /APPROVED/i,
    );
    fireEvent.click(within(section).getByTestId('item-log-toggle'));
    const log = await within(section).findByTestId('printer-log-row');
    expect(log.textContent).toContain('Dana Picker');
    expect(calls.some((call) => call.path.endsWith('/logs'))).toBe(true);
  });

  it('is absent for an admin who may read orders but not their items', async () => {
    const permissions = ['ORDER_ACCESS', 'ORDER_DETAIL_ACCESS'];
    signInAs({ type: 'ADMIN', permissions });
    const { calls } = renderApp(`/a/order/${ORDER_ID}?m=view`, serve(permissions));
    await screen.findByTestId('order-items', {}, FIRST_LOAD);
    await waitFor(() => expect(screen.getByTestId('order-status')).toBeTruthy());
    expect(screen.queryByTestId('order-production')).toBeNull();
    expect(calls.some((call) => call.path.includes('/admin/order-items/'))).toBe(false);
  });
});
