import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../platform/i18n';
import { fail, ok, renderApp, signInAs, signOutQuietly, type Answers } from '../../test/testApp';
import { itemButtons } from './itemRules';

const ITEM = '11111111-1111-4111-8111-111111111111';
const ORDER = '22222222-2222-4222-8222-222222222222';
/** The first visit transforms the page's chunk in jsdom, which takes a while on a busy machine. */
const FIRST_LOAD = { timeout: 40_000 };
const TASKS = {
  deposit: 0,
  order: 0,
  orderItem: 0,
  overDueOrderItem: 0,
  overProcessingDueOrderItem: 0,
  overShippingDueOrderItem: 0,
  refundOrderItem: 0,
  resentOrderItem: 0,
  returnOrderItem: 0,
  withdraw: 0,
};

const itemRow = (status: string, actions: string[], extra: Record<string, unknown> = {}) => ({
  id: ITEM,
  updatable: true,
  orderId: ORDER,
  sellerId: 'seller-1',
  sellerEmail: 'seller@example.com',
  status,
  productTitle: 'Sunset Tee',
  productSku: 'SUN-1',
  productTypeName: 'Tee',
  variantName: 'White / M',
  quantity: 1,
  total: 1500,
  country: 'US',
  trackingCode: null,
  trackingCarrierCode: null,
  isDisallowShipping: false,
  chargeTransactionId: null,
  note: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  actions,
  isApprovable: actions.includes('approve'),
  isCancelable: actions.includes('cancel'),
  ...extra,
});

const listAnswer = (items: unknown[]) =>
  ok({
    status: 200,
    items,
    total: items.length,
    isTotalEstimated: false,
    query: { filters: [], filtersRef: [], timezone: 'UTC' },
  });

const trailLine = {
  id: 't1',
  target: 'order_item',
  targetId: ITEM,
  orderId: ORDER,
  type: 'STATUS',
  description: 'approve: PENDING → APPROVED',
  actorId: 'admin-1',
  actorEmail: 'boss@example.com',
  actorType: 'ADMIN',
  ip: '203.0.113.9',
  createdAt: '2026-11-01T11:00:00.000Z',
};

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => signOutQuietly());
vi.setConfig({ testTimeout: 90_000 });
afterEach(() => vi.unstubAllGlobals());

describe('the item buttons (spec 03 section 6)', () => {
  it('follow the flow table and the status', () => {
    const base = { id: ITEM, trackingCode: null };
    expect(
      itemButtons({ ...base, status: 'PENDING', actions: ['approve', 'cancel'] }),
    ).toMatchObject({
      approve: true,
      cancel: true,
      refund: false,
      label: false,
      comingStock: false,
    });
    expect(
      itemButtons({ ...base, status: 'COMPLETED', actions: [], trackingCode: '1Z' }),
    ).toMatchObject({ approve: false, refund: true, label: true, uploadLabel: false });
    expect(
      itemButtons({ ...base, status: 'IN_TRANSIT', actions: ['complete'], trackingCode: '1Z' }),
    ).toMatchObject({ complete: true, uploadLabel: true, refund: true });
    expect(itemButtons({ ...base, status: 'AWAITING_STOCK', actions: ['reset'] })).toMatchObject({
      comingStock: true,
      reset: true,
    });
  });
});

describe('/a/order-item/:id', () => {
  const serve = (
    permissions: string[],
    row: ReturnType<typeof itemRow>,
    extra: Answers = {},
  ): Answers => ({
    // The app reads the admin's permissions again at first load: answer the same ones.
    'GET /api/accounts/permissions': () => ok({ status: 200, data: permissions }),
    'GET /api/pending-tasks': () => ok({ status: 200, data: TASKS }),
    'POST /api/data-lists': () => listAnswer([row]),
    [`GET /api/admin/order-items/${ITEM}/production`]: () => fail(404, 'Not found'),
    [`GET /api/admin/order-items/${ITEM}/trace-logs`]: () => ok({ status: 200, data: [trailLine] }),
    ...extra,
  });

  it('cancels only after the question, and shows the server’s refusal', async () => {
    const permissions = [
      'ORDER_ITEM_ACCESS',
      'ORDER_ITEM_DETAIL_ACCESS',
      'ORDER_ITEM_DETAIL_UPDATE',
    ];
    signInAs({ type: 'ADMIN', permissions });
    const { calls } = renderApp(
      `/a/order-item/${ITEM}?m=view`,
      serve(permissions, itemRow('APPROVED', ['cancel', 'reset']), {
        'PUT /api/order-items/canceled': () =>
          ok({
            status: 200,
            data: {
              changed: [],
              refused: [{ id: ITEM, message: 'This item is already canceled' }],
            },
          }),
      }),
    );
    fireEvent.click(await screen.findByTestId('item-action-cancel', {}, FIRST_LOAD));
    const dialog = await screen.findByTestId('item-action-confirm');
    // Two buttons both reading "Cancel" would leave the admin guessing which one cancels the item.
    expect(within(dialog).getByTestId('confirm-ok').textContent).toBe('Cancel item');
    expect(within(dialog).getByTestId('confirm-cancel').textContent).toBe('Cancel');
    expect(calls.some((call) => call.path === '/api/order-items/canceled')).toBe(false);
    fireEvent.click(within(dialog).getByTestId('confirm-ok'));
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/api/order-items/canceled')?.body).toEqual({
        ids: [ITEM],
      }),
    );
    expect(
      (await screen.findByText('Not changed: This item is already canceled')).textContent,
    ).toBeTruthy();
    expect(screen.queryByTestId('item-action-approve')).toBeNull();
  });

  it('shows the trail with who, what and the address', async () => {
    const permissions = ['ORDER_ITEM_ACCESS', 'ORDER_ITEM_DETAIL_ACCESS'];
    signInAs({ type: 'ADMIN', permissions });
    renderApp(`/a/order-item/${ITEM}?m=view`, serve(permissions, itemRow('APPROVED', [])));
    const line = await screen.findByTestId('trail-line', {}, FIRST_LOAD);
    expect(within(line).getByTestId('trail-actor').textContent).toBe('boss@example.com');
    expect(line.textContent).toContain('203.0.113.9');
    expect(within(line).getByTestId('trail-type').textContent).toBe('Status');
    // Without the update permission no action is offered.
    expect(screen.queryByTestId('item-action-cancel')).toBeNull();
  });
});

describe('/a/trace-logs', () => {
  it('lists the trail from the trace-log model', async () => {
    signInAs({ type: 'ADMIN', permissions: ['TRACE_LOG_ACCESS'] });
    const { calls } = renderApp('/a/trace-logs', {
      'GET /api/accounts/permissions': () => ok({ status: 200, data: ['TRACE_LOG_ACCESS'] }),
      'GET /api/pending-tasks': () => ok({ status: 200, data: TASKS }),
      'POST /api/data-lists': () =>
        listAnswer([{ ...trailLine, updatable: false, target: 'order', targetId: ORDER }]),
    });
    expect(
      // Said in words; the row keeps the server's "approve: PENDING → APPROVED".
      (await screen.findByText('Approved: Pending → Approved', {}, FIRST_LOAD)).textContent,
    ).toBeTruthy();
    const asked = calls.find((call) => call.path === '/api/data-lists')?.body as {
      model: string;
      sorting: unknown[];
    };
    expect(asked.model).toBe('trace-log');
  });
});
