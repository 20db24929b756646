import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../platform/i18n';
import { fail, ok, renderApp, signInAs, signOutQuietly } from '../../test/testApp';
import { anOrder, ITEM_ID, ORDER_ID, PRODUCT_ID } from './testOrders';
import type { OrderView } from './api';

/*
 * The address part of the order page: the admin's invalid-address reminder (spec 03 section
 * 7.4) and the seller's correction of a placed order's address until an item is picked.
 */

const FIRST_LOAD = { timeout: 15_000 };
vi.setConfig({ testTimeout: 60_000 });

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => signOutQuietly());
afterEach(() => vi.unstubAllGlobals());

const check = (changes: Record<string, unknown> = {}) => ({
  orderId: ORDER_ID,
  isValid: false,
  isConfirmed: false,
  problems: [{ field: 'zipcode', message: 'A US zipcode has 5 digits (or 5+4)' }],
  suggestion: null,
  checkedAt: '2024-05-10T10:00:00.000Z',
  remindedAt: null,
  ...changes,
});

const item = (status: OrderView['items'][number]['status']): OrderView['items'][number] => ({
  id: 'item-1',
  productId: PRODUCT_ID,
  productTypeItemId: ITEM_ID,
  productTitle: 'Sunset Tee',
  productSku: 'SUN-1',
  productTypeName: 'Classic T-Shirt',
  variantName: 'White / M',
  quantity: 1,
  price: 950,
  shippingPrice: 650,
  discountAmount: 0,
  discountShippingAmount: 0,
  totalPrice: 1600,
  status,
  actions: [],
  timeline: {
    approvedAt: null,
    beginProcessAt: null,
    finishProcessAt: null,
    beginShipAt: null,
    finishAt: null,
  },
});

describe("the admin's invalid-address reminder", () => {
  const ALL = ['ORDER_DETAIL_ACCESS', 'ORDER_DETAIL_UPDATE'];
  /** The check as the server holds it: a sent reminder is in the next read. */
  let stored = check();
  beforeEach(() => {
    stored = check();
  });
  const serve = (remind: Array<() => Response>, permissions = ALL) => ({
    'GET /api/accounts/permissions': () => ok({ status: 200, data: permissions }),
    [`GET /api/orders/${ORDER_ID}`]: () => ok({ status: 200, data: anOrder() }),
    [`GET /api/orders/${ORDER_ID}/address-check`]: () => ok({ status: 200, data: stored }),
    [`POST /api/orders/${ORDER_ID}/invalidAddressReminder`]: () =>
      (remind.shift() ?? (() => fail(500, 'unexpected')))(),
  });

  it('shows the problems, sends the reminder and says when; a second is refused in words', async () => {
    signInAs({ type: 'ADMIN', permissions: ALL });
    const { calls } = renderApp(
      `/a/order/${ORDER_ID}?m=view`,
      serve([
        () => {
          stored = check({ remindedAt: '2024-05-10T11:00:00.000Z' });
          return ok({ status: 200, data: stored });
        },
        () =>
          fail(
            429,
            'The seller was reminded at 2024-05-10T11:00:00.000Z; one reminder an hour: the next may be sent after 2024-05-10T12:00:00.000Z',
          ),
      ]),
    );
    const alert = await screen.findByTestId('order-address-invalid', {}, FIRST_LOAD);
    expect(alert.textContent).toContain('A US zipcode has 5 digits (or 5+4)');
    fireEvent.click(within(alert).getByTestId('order-address-remind'));
    await waitFor(() =>
      expect(calls.map((one) => `${one.method} ${one.path}`)).toContain(
        `POST /api/orders/${ORDER_ID}/invalidAddressReminder`,
      ),
    );
    expect(await screen.findByText('The seller was reminded')).toBeTruthy();
    expect((await screen.findByTestId('order-address-reminded-at')).textContent).toMatch(
      /^The seller was reminded on .*2024/,
    );
    fireEvent.click(within(alert).getByTestId('order-address-remind'));
    expect((await screen.findByTestId('order-address-remind-error')).textContent).toContain(
      'one reminder an hour',
    );
  });

  it('offers no reminder to an admin who may only read orders', async () => {
    signInAs({ type: 'ADMIN', permissions: ['ORDER_DETAIL_ACCESS'] });
    renderApp(`/a/order/${ORDER_ID}?m=view`, serve([], ['ORDER_DETAIL_ACCESS']));
    const alert = await screen.findByTestId('order-address-invalid', {}, FIRST_LOAD);
    expect(within(alert).queryByTestId('order-address-remind')).toBeNull();
  });

  it('shows nothing for a valid address', async () => {
    signInAs({ type: 'ADMIN', permissions: ALL });
    const { calls } = renderApp(`/a/order/${ORDER_ID}?m=view`, {
      ...serve([]),
      [`GET /api/orders/${ORDER_ID}/address-check`]: () =>
        ok({ status: 200, data: check({ isValid: true, problems: [] }) }),
    });
    await waitFor(() =>
      expect(calls.map((one) => one.path)).toContain(`/api/orders/${ORDER_ID}/address-check`),
    );
    await screen.findByTestId('order-address-view', {}, FIRST_LOAD);
    await waitFor(() => expect(screen.queryByTestId('order-address-invalid')).toBeNull());
  });
});

describe("the seller's address correction", () => {
  /** The order as the server holds it: a saved correction is what the next read answers. */
  let current: OrderView;
  const serve = (order: OrderView, put: Array<(body: unknown) => Response>) => {
    current = order;
    return {
      'GET /api/accounts/permissions': () => ok({ status: 200, data: [] }),
      [`GET /api/orders/${ORDER_ID}`]: () => ok({ status: 200, data: current }),
      [`PUT /api/seller/order/${ORDER_ID}/address`]: (body: unknown) =>
        (put.shift() ?? (() => fail(500, 'unexpected')))(body),
    };
  };

  it('saves the corrected address and shows it; a refused field shows its message', async () => {
    signInAs({ type: 'SELLER' });
    const order = anOrder({ items: [item('APPROVED')], status: 'APPROVED' });
    const sent: unknown[] = [];
    renderApp(
      `/s/order/${ORDER_ID}`,
      serve(order, [
        () => fail(400, 'Invalid input', { zipcode: 'Required' }),
        (body) => {
          sent.push(body);
          current = { ...order, address: { ...order.address, street: '2 Oak Ave' } };
          return ok({ status: 200, data: current });
        },
      ]),
    );
    fireEvent.click(await screen.findByTestId('order-address-edit', {}, FIRST_LOAD));
    const dialog = await screen.findByTestId('order-address-dialog');
    fireEvent.change(within(dialog).getByTestId('order-address-street'), {
      target: { value: '2 Oak Ave' },
    });
    fireEvent.click(screen.getByTestId('confirm-ok'));
    expect(await within(dialog).findByText('Required')).toBeTruthy();
    fireEvent.click(screen.getByTestId('confirm-ok'));
    await waitFor(() => expect(screen.queryByTestId('order-address-dialog')).toBeNull());
    expect(sent[0]).toMatchObject({ street: '2 Oak Ave', fullName: order.address.fullName });
    expect(screen.getByTestId('order-address-view').textContent).toContain('2 Oak Ave');
  });

  it('offers no correction once an item is picked', async () => {
    signInAs({ type: 'SELLER' });
    renderApp(
      `/s/order/${ORDER_ID}`,
      serve(anOrder({ items: [item('PICKED')], status: 'PICKED' }), []),
    );
    await screen.findByTestId('order-address-view', {}, FIRST_LOAD);
    expect(screen.queryByTestId('order-address-edit')).toBeNull();
  });
});
