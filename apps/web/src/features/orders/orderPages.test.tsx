import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../platform/i18n';
import {
  fail,
  ok,
  renderApp,
  signInAs,
  signOutQuietly,
  SLOW,
  type Answers,
} from '../../test/testApp';
import {
  anOrder,
  estimate,
  ITEM_ID,
  ORDER_ID,
  PRODUCT_ID,
  productRow,
  productType,
} from './testOrders';

const listAnswer = (items: unknown[]) =>
  ok({
    status: 200,
    items,
    total: items.length,
    isTotalEstimated: false,
    query: { filters: [], filtersRef: [], timezone: 'UTC' },
  });

/** The headers each call to `path` was sent with, in order. */
function headersOf(path: string): Headers[] {
  return vi
    .mocked(globalThis.fetch)
    .mock.calls.filter(([input]) => new URL(String(input), 'http://localhost').pathname === path)
    .map(([, init]) => new Headers(init?.headers));
}

/** The first visit transforms the page's chunk in jsdom, which takes a while on a busy machine. */
const FIRST_LOAD = { timeout: 15_000 };
const TEST_TIMEOUT = 60_000;

async function choose(testId: string, option: string) {
  const input = await screen.findByTestId(testId, {}, FIRST_LOAD);
  // The choices arrive after the page; jsdom reads the opening dropdown as hidden.
  fireEvent.click(input);
  const found = await screen.findByRole('option', { name: option, hidden: true }, FIRST_LOAD);
  fireEvent.click(found);
}

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => signOutQuietly());
vi.setConfig({ testTimeout: TEST_TIMEOUT });
afterEach(() => vi.unstubAllGlobals());

describe('create order', () => {
  const serve = (placed: Array<() => Response>): Answers => ({
    'GET /api/accounts/permissions': () => ok({ status: 200, data: [] }),
    'POST /api/data-lists': () => listAnswer([productRow]),
    'GET /api/seller/product-types': () => ok({ status: 200, data: [productType] }),
    'POST /api/seller/estimate-order-price': () => ok({ status: 200, data: estimate }),
    'POST /api/seller/order': () => (placed.shift() ?? (() => fail(500, 'unexpected')))(),
    [`GET /api/orders/${ORDER_ID}`]: () => ok({ status: 200, data: anOrder() }),
  });

  async function fillCart() {
    await choose('order-line-product-0', 'Sunset Tee (SUN-1)');
    await choose('order-line-item-0', 'White / M');
    type('order-line-quantity-0', '2');
    type('order-address-fullName', 'Bea Buyer');
    type('order-address-street', '1 Main St');
    type('order-address-city', 'Austin');
    type('order-address-zipcode', '73301');
  }

  it('shows the estimate in dollars and refuses a non-shipping state in the server words', async () => {
    signInAs({ type: 'SELLER' });
    const { calls } = renderApp('/s/order/create', serve([]));
    await fillCart();

    // Hawaii is not shipped to: said at once, worded as the server words it, and not priced.
    type('order-address-state', 'HI');
    expect(
      await screen.findByText('This order is not available to ship to United States'),
    ).toBeTruthy();
    expect(screen.getByTestId('order-place')).toHaveProperty('disabled', true);
    type('order-address-state', 'TX');

    await waitFor(
      () => expect(screen.getByTestId('order-estimate-total').textContent).toBe('$25.50'),
      FIRST_LOAD,
    );
    expect(screen.getByTestId('order-estimate-items').textContent).toBe('$19.00');
    expect(screen.getByTestId('order-estimate-shippingFirstItem').textContent).toBe('$4.50');
    expect(screen.getByTestId('order-estimate-shippingRestItems').textContent).toBe('$2.00');
    const priced = calls.filter((call) => call.path === '/api/seller/estimate-order-price');
    const states = priced.map(
      (call) => (call.body as { address: { state?: string } }).address.state,
    );
    expect(states).not.toContain('HI');
    expect(priced.at(-1)?.body).toMatchObject({
      lines: [{ productId: PRODUCT_ID, productTypeItemId: ITEM_ID, quantity: 2 }],
      address: { fullName: 'Bea Buyer', country: 'US', state: 'TX' },
      isFastShipping: false,
      isLocalPickup: false,
    });
  });

  it('shows "Balance not enough" and retries the placing with the same Idempotency-Key', async () => {
    signInAs({ type: 'SELLER' });
    const { calls, router } = renderApp(
      '/s/order/create',
      serve([() => fail(409, 'Balance not enough'), () => ok({ status: 200, data: anOrder() })]),
    );
    await fillCart();
    await waitFor(
      () => expect(screen.getByTestId('order-place')).toHaveProperty('disabled', false),
      FIRST_LOAD,
    );
    fireEvent.click(screen.getByTestId('order-place'));
    const refusal = await screen.findByTestId('order-submit-error', {}, FIRST_LOAD);
    expect(refusal.textContent).toContain('Balance not enough');
    expect(router.state.location.pathname).toBe('/s/order/create');

    // The same cart tried again is the same attempt: the same key, so it can never charge twice.
    fireEvent.click(screen.getByTestId('order-place'));
    await waitFor(
      () => expect(router.state.location.pathname).toBe(`/s/order/${ORDER_ID}`),
      FIRST_LOAD,
    );
    const placing = calls.filter(
      (call) => call.method === 'POST' && call.path === '/api/seller/order',
    );
    expect(placing).toHaveLength(2);
    expect(placing[0]?.body).toMatchObject({ isDraft: false });
    const keys = headersOf('/api/seller/order').map((headers) => headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('prices an applied coupon into the estimate and places the order with its code', async () => {
    const discounted = { ...estimate, discount: 500, total: 2050, couponCode: 'SAVE_5' };
    signInAs({ type: 'SELLER' });
    const { calls, router } = renderApp('/s/order/create', {
      ...serve([() => ok({ status: 200, data: anOrder() })]),
      'POST /api/seller/estimate-order-price': (body) =>
        ok({
          status: 200,
          data: (body as { couponCode?: string }).couponCode === 'SAVE_5' ? discounted : estimate,
        }),
    });
    await fillCart();
    await waitFor(
      () => expect(screen.getByTestId('order-estimate-total').textContent).toBe('$25.50'),
      FIRST_LOAD,
    );

    type('coupon-field-input', 'save_5');
    fireEvent.click(screen.getByTestId('coupon-field-apply'));
    expect((await screen.findByTestId('coupon-field-applied')).textContent).toContain('SAVE_5');
    await waitFor(
      () => expect(screen.getByTestId('order-estimate-total').textContent).toBe('$20.50'),
      FIRST_LOAD,
    );
    expect(screen.getByTestId('order-estimate-discount').textContent).toBe('-$5.00');

    fireEvent.click(screen.getByTestId('order-place'));
    await waitFor(
      () => expect(router.state.location.pathname).toBe(`/s/order/${ORDER_ID}`),
      FIRST_LOAD,
    );
    const placing = calls.filter(
      (call) => call.method === 'POST' && call.path === '/api/seller/order',
    );
    expect(placing).toHaveLength(1);
    expect(placing[0]?.body).toMatchObject({ isDraft: false, couponCode: 'SAVE_5' });
  });

  it('saves a draft without the applied coupon and says it was dropped', async () => {
    signInAs({ type: 'SELLER' });
    const { calls, router } = renderApp(
      '/s/order/create',
      serve([() => ok({ status: 200, data: anOrder({ isDraft: true, status: 'NOT_READY' }) })]),
    );
    await fillCart();
    type('coupon-field-input', 'SAVE_5');
    // The code can be checked once the cart is complete enough to price.
    await waitFor(
      () => expect(screen.getByTestId('coupon-field-apply')).toHaveProperty('disabled', false),
      FIRST_LOAD,
    );
    fireEvent.click(screen.getByTestId('coupon-field-apply'));
    await screen.findByTestId('coupon-field-remove', {}, FIRST_LOAD);

    fireEvent.click(screen.getByTestId('order-save-draft'));
    expect(
      await screen.findByText(
        'The draft was saved without the coupon: apply it again when placing',
        {},
        FIRST_LOAD,
      ),
    ).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/s/draft-order/${ORDER_ID}`));
    const saved = calls.find((call) => call.method === 'POST' && call.path === '/api/seller/order');
    expect(saved?.body).toMatchObject({ isDraft: true });
    expect(saved?.body).not.toHaveProperty('couponCode');
  });

  it('saves a draft without an Idempotency-Key', async () => {
    signInAs({ type: 'SELLER' });
    const { calls, router } = renderApp(
      '/s/order/create',
      serve([() => ok({ status: 200, data: anOrder({ isDraft: true, status: 'NOT_READY' }) })]),
    );
    await fillCart();
    await waitFor(
      () => expect(screen.getByTestId('order-save-draft')).toHaveProperty('disabled', false),
      SLOW,
    );
    fireEvent.click(screen.getByTestId('order-save-draft'));
    await waitFor(
      () => expect(router.state.location.pathname).toBe(`/s/draft-order/${ORDER_ID}`),
      FIRST_LOAD,
    );
    const saved = calls.find((call) => call.method === 'POST' && call.path === '/api/seller/order');
    expect(saved?.body).toMatchObject({ isDraft: true });
    expect(headersOf('/api/seller/order')[0]?.get('Idempotency-Key')).toBeNull();
  });
});

describe('seller order detail', () => {
  it('shows the items with their status and cancels only after the confirmation', async () => {
    const item = {
      id: 'item-1',
      productId: PRODUCT_ID,
      productTypeItemId: ITEM_ID,
      productTitle: 'Sunset Tee',
      productSku: 'SUN-1',
      productTypeName: 'Classic T-Shirt',
      variantName: 'White / M',
      quantity: 2,
      price: 950,
      shippingPrice: 650,
      discountAmount: 0,
      discountShippingAmount: 0,
      totalPrice: 2550,
      status: 'PENDING' as const,
      actions: ['cancel' as const],
      timeline: {
        approvedAt: null,
        beginProcessAt: null,
        finishProcessAt: null,
        beginShipAt: null,
        finishAt: null,
      },
    };
    signInAs({ type: 'SELLER' });
    const { calls } = renderApp(`/s/order/${ORDER_ID}`, {
      'GET /api/accounts/permissions': () => ok({ status: 200, data: [] }),
      [`GET /api/orders/${ORDER_ID}`]: () => ok({ status: 200, data: anOrder({ items: [item] }) }),
      [`GET /api/seller/order/${ORDER_ID}/tracking-codes`]: () =>
        ok({
          status: 200,
          data: [
            {
              id: 'code-1',
              orderItemId: 'item-1',
              trackingCode: '9400TRACK',
              trackingCarrierCode: 'USPS',
              trackingUrl: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400TRACK',
              status: 'UNKNOWN',
              createdAt: '2024-05-10T10:00:00.000Z',
            },
          ],
        }),
      [`POST /api/seller/order/${ORDER_ID}/cancel`]: () =>
        ok({
          status: 200,
          data: anOrder({
            status: 'CANCELED',
            isCancelable: false,
            items: [{ ...item, status: 'CANCELED', actions: [] }],
          }),
        }),
    });
    const row = await screen.findByTestId('order-item-row', {}, FIRST_LOAD);
    expect(within(row).getByTestId('order-item-status').textContent).toBe('Pending');
    // The variant the seller chose is on the order, not only on the slip.
    expect(within(row).getByTestId('order-item-variant').textContent).toBe('White / M');
    expect(screen.getByTestId('order-total').textContent).toBe('$25.50');
    expect((await screen.findByTestId('order-item-tracking')).textContent).toBe('9400TRACK');

    fireEvent.click(screen.getByTestId('order-cancel'));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(calls.some((call) => call.path === `/api/seller/order/${ORDER_ID}/cancel`)).toBe(false);
    fireEvent.click(within(dialog).getByTestId('confirm-ok'));
    await waitFor(() => expect(screen.getByTestId('order-status').textContent).toBe('Canceled'));
    expect(screen.queryByTestId('order-cancel')).toBeNull();
  });
});

describe('seller after-sale request', () => {
  it('offers the request only on an item the flow allows it on, and sends it from the modal', async () => {
    const timeline = {
      approvedAt: '2024-05-02T11:00:00.000Z',
      beginProcessAt: null,
      finishProcessAt: null,
      beginShipAt: null,
      finishAt: '2024-05-09T11:00:00.000Z',
    };
    const line = {
      productId: PRODUCT_ID,
      productTypeItemId: ITEM_ID,
      productTitle: 'Sunset Tee',
      productSku: 'SUN-1',
      productTypeName: 'Classic T-Shirt',
      variantName: 'White / M',
      quantity: 1,
      price: 950,
      shippingPrice: 450,
      discountAmount: 0,
      discountShippingAmount: 0,
      totalPrice: 1400,
      timeline,
    };
    const completed = {
      ...line,
      id: 'item-done',
      status: 'COMPLETED' as const,
      actions: ['requestRefund' as const, 'requestResend' as const, 'requestReturn' as const],
    };
    const printing = { ...line, id: 'item-printing', status: 'PROCESSING' as const, actions: [] };
    signInAs({ type: 'SELLER' });
    const { calls } = renderApp(`/s/order/${ORDER_ID}`, {
      'GET /api/accounts/permissions': () => ok({ status: 200, data: [] }),
      [`GET /api/orders/${ORDER_ID}`]: () =>
        ok({ status: 200, data: anOrder({ status: 'COMPLETED', items: [completed, printing] }) }),
      'POST /api/data-lists': () => listAnswer([]),
      'POST /api/seller/order-items/item-done/refund': () =>
        ok({
          status: 200,
          data: {
            id: 'request-1',
            type: 'REFUND',
            status: 'PENDING',
            orderId: ORDER_ID,
            orderItemId: 'item-done',
            sellerId: 'u-1',
            reason: 'Print was faded',
            refundType: 'FULL',
            percent: null,
            amount: 1400,
            itemStatus: 'WAITING_TO_REFUND',
            reviewNote: null,
            reviewedAt: null,
            resendOrderId: null,
            forwardAddress: null,
            forwardNote: null,
            createdAt: '2024-05-10T10:00:00.000Z',
          },
        }),
    });
    await screen.findAllByTestId('order-item-row', {}, FIRST_LOAD);
    const buttons = screen.getAllByTestId('order-item-request');
    expect(buttons).toHaveLength(1);
    fireEvent.click(buttons[0]!);
    const modal = await screen.findByTestId('after-sale-request-modal');
    expect(calls.some((call) => call.path.endsWith('/refund'))).toBe(false);
    fireEvent.change(within(modal).getByTestId('after-sale-reason'), {
      target: { value: 'Print was faded' },
    });
    fireEvent.click(within(modal).getByTestId('after-sale-submit'));
    await waitFor(() =>
      expect(
        calls.find((call) => call.path === '/api/seller/order-items/item-done/refund')?.body,
      ).toEqual({ reason: 'Print was faded', refundType: 'FULL' }),
    );
    await waitFor(() => expect(screen.queryByTestId('after-sale-request-modal')).toBeNull());
  });
});

describe('seller orders list', () => {
  it('cancels the selected orders only after the confirmation and names the refused', async () => {
    const OTHER_ID = '66666666-6666-4666-8666-666666666666';
    const row = (id: string) => ({ ...anOrder(), id, updatable: true, fullName: 'Bea Buyer' });
    signInAs({ type: 'SELLER' });
    const { calls } = renderApp('/s/orders', {
      'GET /api/accounts/permissions': () => ok({ status: 200, data: [] }),
      'POST /api/data-lists': () => listAnswer([row(ORDER_ID), row(OTHER_ID)]),
      'GET /api/apps/datalist-filter/order': () => ok({ status: 200, data: [] }),
      'POST /api/seller/cancel-orders': () =>
        ok({
          status: 200,
          data: {
            canceled: [ORDER_ID],
            refused: [{ orderId: OTHER_ID, message: 'Nothing in this order can be canceled' }],
          },
        }),
    });
    const rows = await screen.findAllByTestId('data-list-row', {}, FIRST_LOAD);
    expect(screen.queryByTestId('cancel-orders')).toBeNull();
    for (const each of rows) fireEvent.click(within(each).getByTestId('data-list-select-row'));
    fireEvent.click(await screen.findByTestId('cancel-orders'));
    const dialog = await screen.findByTestId('cancel-orders-confirm');
    expect(calls.some((call) => call.path === '/api/seller/cancel-orders')).toBe(false);
    fireEvent.click(within(dialog).getByTestId('confirm-ok'));
    expect(await screen.findByText('1 order cancelled')).toBeTruthy();
    expect((await screen.findByTestId('cancel-orders-refused')).textContent).toContain(
      'Nothing in this order can be canceled',
    );
    expect(calls.find((call) => call.path === '/api/seller/cancel-orders')?.body).toEqual({
      orderIds: [ORDER_ID, OTHER_ID],
    });
  });
});

describe('admin orders', () => {
  const pending = {
    ...anOrder(),
    id: ORDER_ID,
    updatable: true,
    sellerEmail: 'seller@demo.test',
    fullName: 'Bea Buyer',
    country: 'US',
    isApprovable: true,
    isCancelable: true,
  };
  const approved = {
    ...pending,
    id: '55555555-5555-4555-8555-555555555555',
    status: 'APPROVED',
    isApprovable: false,
  };
  const serve = (permissions: string[]): Answers => ({
    'GET /api/accounts/permissions': () => ok({ status: 200, data: permissions }),
    'POST /api/data-lists': () => listAnswer([pending, approved]),
    'GET /api/apps/datalist-filter/user': () => ok({ status: 200, data: [] }),
    [`POST /api/orders/${ORDER_ID}/approved`]: () =>
      ok({ status: 200, data: anOrder({ status: 'APPROVED' }) }),
    'POST /api/orders/approve-all': () => ok({ status: 200, data: { approved: 3 } }),
  });

  it('approves a row the server marks approvable, then lists again', async () => {
    const permissions = ['ORDER_ACCESS', 'ORDER_DETAIL_ACCESS', 'ORDER_DETAIL_UPDATE'];
    signInAs({ type: 'ADMIN', permissions });
    const { calls } = renderApp('/a/orders', serve(permissions));
    const rows = await screen.findAllByTestId('data-list-row', {}, FIRST_LOAD);
    expect(rows).toHaveLength(2);
    expect(within(rows[1] as HTMLElement).queryByTestId('row-action-approve')).toBeNull();
    const listed = calls.filter((call) => call.path === '/api/data-lists').length;
    // Drafts are the seller's: the admin's list asks for placed orders only.
    expect(calls.find((call) => call.path === '/api/data-lists')?.body).toMatchObject({
      filtersRef: [{ field: 'placedAt', operation: 'ex' }],
    });

    fireEvent.click(within(rows[0] as HTMLElement).getByTestId('row-action-approve'));
    // Approving routes the items to printers: it asks first, and nothing is sent until then.
    const dialog = await screen.findByTestId('approve-dialog');
    expect(calls.some((call) => call.path === `/api/orders/${ORDER_ID}/approved`)).toBe(false);
    fireEvent.click(within(dialog).getByTestId('confirm-ok'));
    await waitFor(() =>
      expect(calls.some((call) => call.path === `/api/orders/${ORDER_ID}/approved`)).toBe(true),
    );
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/api/data-lists').length).toBeGreaterThan(
        listed,
      ),
    );
    expect(await screen.findByText('The order was approved')).toBeTruthy();
  });

  it('approves all only after the confirmation', async () => {
    const permissions = ['ORDER_ACCESS', 'ORDER_DETAIL_ACCESS', 'ORDER_DETAIL_UPDATE'];
    signInAs({ type: 'ADMIN', permissions });
    const { calls } = renderApp('/a/orders', serve(permissions));
    fireEvent.click(await screen.findByTestId('order-approve-all', {}, FIRST_LOAD));
    const dialog = await screen.findByTestId('approve-all-dialog');
    expect(calls.some((call) => call.path === '/api/orders/approve-all')).toBe(false);
    fireEvent.click(within(dialog).getByTestId('confirm-ok'));
    expect(await screen.findByText('3 orders approved')).toBeTruthy();
    expect(calls.filter((call) => call.path === '/api/orders/approve-all')).toHaveLength(1);
  });

  it('offers no approve or cancel to an admin who may only read orders', async () => {
    const permissions = ['ORDER_ACCESS', 'ORDER_DETAIL_ACCESS'];
    signInAs({ type: 'ADMIN', permissions });
    renderApp('/a/orders', serve(permissions));
    await screen.findAllByTestId('data-list-row', {}, FIRST_LOAD);
    expect(screen.queryByTestId('row-action-approve')).toBeNull();
    expect(screen.queryByTestId('row-action-cancel')).toBeNull();
    expect(screen.queryByTestId('order-approve-all')).toBeNull();
  });
});
