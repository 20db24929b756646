import type { OrderItemStatus } from '@platfox/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { as, balanceOf, fund, newAdmin, newSeller } from '../../test/fixtures';
import { createTestApp, type TestContext } from '../../test/harness';
import { transactions } from '../ledger/tables';
import { notifications } from '../notifications/tables';
import { orders } from './tables';
import { traceLogs } from '../trace-logs/tables';
import { orderItems, orderTimelines } from '../order-items/tables';
import { ADDRESS, demoCatalog, productOf } from './test-fixtures';

/*
 * After-sale requests and answers (refund, resend, return), admin complete and reset, and the
 * pending-task counters, through the HTTP API as a seller and admins see them.
 */

let ctx: TestContext;
let catalog: Awaited<ReturnType<typeof demoCatalog>>;
let admin: ReturnType<typeof as>;

const ALL = [
  'ORDER_ACCESS',
  'ORDER_DETAIL_ACCESS',
  'ORDER_DETAIL_UPDATE',
  'ORDER_ITEM_ACCESS',
  'ORDER_ITEM_DETAIL_UPDATE',
  'ORDER_ITEM_REFUND_ACCESS',
  'ORDER_ITEM_REFUND_DETAIL_UPDATE',
  'ORDER_ITEM_RESEND_ACCESS',
  'ORDER_ITEM_RESEND_DETAIL_UPDATE',
  'ORDER_ITEM_RETURN_ACCESS',
  'ORDER_ITEM_RETURN_DETAIL_UPDATE',
  'ORDER_ITEM_DUE_DATE_ACCESS',
  'ORDER_ITEM_DUE_DATE_DETAIL_UPDATE',
];

beforeAll(async () => {
  ctx = await createTestApp();
  catalog = await demoCatalog(ctx);
  admin = as(ctx, await newAdmin(ctx, ALL));
});
afterAll(() => ctx.close());

/** A placed, approved order of a new seller; its first item moved on to `status` by the floor. */
async function shippedItem(
  status: OrderItemStatus = 'IN_TRANSIT',
  address: Record<string, string> = ADDRESS,
) {
  const seller = await newSeller(ctx);
  const product = await productOf(ctx, seller.id, catalog.productTypeId);
  await fund(ctx, seller.id, 100_000);
  const call = as(ctx, seller.session);
  const placed = await call(
    'POST',
    '/api/orders',
    {
      lines: [{ productId: product.id, productTypeItemId: catalog.items[0]!.id, quantity: 2 }],
      address,
      isDraft: false,
    },
    `after-sale-${seller.id}`,
  );
  expect(placed.status).toBe(200);
  expect((await admin('POST', `/api/orders/${placed.body.data.id}/approved`)).status).toBe(200);
  const item = placed.body.data.items[0];
  // The printer's floor actions belong to the production module; the item is put there directly.
  await ctx.database.db.update(orderItems).set({ status }).where(eq(orderItems.id, item.id));
  return { seller, call, orderId: placed.body.data.id as string, item, paid: item.totalPrice };
}

async function itemStatus(id: string) {
  const [row] = await ctx.database.db.select().from(orderItems).where(eq(orderItems.id, id));
  return row!.status;
}

async function approvedLedgerSum(sellerId: string) {
  const rows = await ctx.database.db
    .select({ amount: transactions.amount })
    .from(transactions)
    .where(and(eq(transactions.userId, sellerId), eq(transactions.status, 'APPROVED')));
  return rows.reduce((total, row) => total + row.amount, 0);
}

describe('refund requests', () => {
  it('never refunds more than was paid, refunds once on a retried approve, and the balance adds up', async () => {
    const { seller, call, item, paid, orderId } = await shippedItem();
    const url = `/api/order-items/${item.id}/requests`;

    const tooMuch = await call('POST', url, {
      type: 'REFUND',
      reason: 'Misprint',
      refundType: 'CUSTOM_AMOUNT',
      amount: paid + 1,
    });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.message).toBe(
      'The refund amount cannot be more than what was paid and not refunded yet',
    );
    const noAmount = await call('POST', url, {
      type: 'REFUND',
      reason: 'Misprint',
      refundType: 'CUSTOM_AMOUNT',
    });
    expect(noAmount.status).toBe(400);
    expect(noAmount.body.errors).toMatchObject({
      amount: 'The amount is required for a custom refund',
    });
    expect(await itemStatus(item.id)).toBe('IN_TRANSIT');

    const asked = await call('POST', url, {
      type: 'REFUND',
      reason: 'Misprint',
      refundType: 'PERCENT',
      percent: 50,
    });
    expect(asked.status).toBe(200);
    expect(asked.body.data).toMatchObject({
      status: 'PENDING',
      itemStatus: 'WAITING_TO_REFUND',
      amount: Math.floor(paid / 2),
    });
    // One request at a time per item.
    const second = await call('POST', url, { type: 'RETURN', reason: 'Again' });
    expect(second.status).toBe(409);

    const before = await balanceOf(ctx, seller.id);
    const [first, twin] = await Promise.all([
      admin('POST', `/api/order-items/${item.id}/approve-refund`, { note: 'Sorry' }),
      admin('POST', `/api/order-items/${item.id}/approve-refund`, {}),
    ]);
    expect([first.status, twin.status].sort()).toEqual([200, 409]);
    const retried = await admin('POST', `/api/order-items/${item.id}/approve-refund`);
    expect(retried.status).toBe(409);
    expect(retried.body.message).toBe('This request has already been approved or refused');

    expect(await balanceOf(ctx, seller.id)).toBe(before + Math.floor(paid / 2));
    expect(await itemStatus(item.id)).toBe('REFUNDED');
    const refunds = await ctx.database.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.orderId, orderId), eq(transactions.type, 'REFUND')));
    expect(refunds.map((row) => row.amount)).toEqual([Math.floor(paid / 2)]);
    expect(await balanceOf(ctx, seller.id)).toBe(await approvedLedgerSum(seller.id));

    // The seller is told, and the change is traced.
    const told = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, seller.id));
    expect(told.map((row) => row.title)).toContain('Your refund request was approved');
    const traces = await ctx.database.db
      .select({ description: traceLogs.description })
      .from(traceLogs)
      .where(eq(traceLogs.targetId, item.id));
    expect(traces.map((row) => row.description)).toEqual(
      expect.arrayContaining([
        'requestRefund: IN_TRANSIT → WAITING_TO_REFUND',
        'approveRefund: WAITING_TO_REFUND → REFUNDED',
      ]),
    );
    // A refunded item takes no new request.
    expect((await call('POST', url, { type: 'RESEND', reason: 'x' })).status).toBe(400);
  });

  it('cancel-and-refund gives back everything left of a waiting item', async () => {
    const { seller, call, item, paid } = await shippedItem('COMPLETED');
    await call('POST', `/api/order-items/${item.id}/requests`, { type: 'RETURN', reason: 'Torn' });
    const before = await balanceOf(ctx, seller.id);
    const done = await admin('POST', `/api/order-items/${item.id}/cancel-and-refund-to-seller`);
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ status: 'APPROVED', itemStatus: 'REFUNDED' });
    expect(await balanceOf(ctx, seller.id)).toBe(before + paid);
    expect(await balanceOf(ctx, seller.id)).toBe(await approvedLedgerSum(seller.id));
  });

  it('refusing restores the status the item had before the request', async () => {
    const { call, item } = await shippedItem('DELIVERED_FAILURE');
    await call('POST', `/api/order-items/${item.id}/requests`, {
      type: 'REFUND',
      reason: 'Lost',
      refundType: 'FULL',
    });
    const refused = await admin('POST', `/api/order-items/${item.id}/refuse-to-refund`, {
      note: 'Carrier says delivered',
    });
    expect(refused.status).toBe(200);
    expect(refused.body.data).toMatchObject({
      status: 'REFUSED',
      itemStatus: 'DELIVERED_FAILURE',
      reviewNote: 'Carrier says delivered',
    });
  });
});

describe('resend and return', () => {
  it('a resend makes a linked order at no charge; refusing a return restores the status', async () => {
    const { seller, call, item, orderId } = await shippedItem('COMPLETED');
    await call('POST', `/api/order-items/${item.id}/requests`, { type: 'RESEND', reason: 'Lost' });
    const before = await balanceOf(ctx, seller.id);
    const resent = await admin('POST', `/api/order-items/${item.id}/resend`);
    expect(resent.status).toBe(200);
    expect(resent.body.data.itemStatus).toBe('RESENDED');
    const newOrder = await call('GET', `/api/orders/${resent.body.data.resendOrderId}`);
    expect(newOrder.status).toBe(200);
    expect(newOrder.body.data).toMatchObject({ status: 'PENDING', total: 0, isDraft: false });
    expect(newOrder.body.data.note).toContain(item.id);
    expect(newOrder.body.data.items).toHaveLength(1);
    expect(newOrder.body.data.items[0]).toMatchObject({ totalPrice: 0, quantity: 2 });
    expect(newOrder.body.data.id).not.toBe(orderId);
    expect(await balanceOf(ctx, seller.id)).toBe(before);

    const other = await shippedItem('IN_TRANSIT');
    await other.call('POST', `/api/order-items/${other.item.id}/requests`, {
      type: 'RETURN',
      reason: 'Wrong size',
    });
    const refused = await admin('POST', `/api/order-items/${other.item.id}/refuse-to-return`);
    expect(refused.body.data.itemStatus).toBe('IN_TRANSIT');
  });

  it("a seller cannot ask about another seller's item (404); admins cannot ask at all", async () => {
    const { item } = await shippedItem();
    const stranger = await newSeller(ctx);
    const asked = await as(ctx, stranger.session)('POST', `/api/order-items/${item.id}/requests`, {
      type: 'RETURN',
      reason: 'Mine?',
    });
    expect(asked.status).toBe(404);
    expect(await itemStatus(item.id)).toBe('IN_TRANSIT');
    const byAdmin = await admin('POST', `/api/order-items/${item.id}/requests`, {
      type: 'RETURN',
      reason: 'x',
    });
    expect(byAdmin.status).toBe(403);
    // The queue lists are the admins': a seller is refused.
    const list = await as(ctx, stranger.session)('POST', '/api/data-lists', {
      model: 'refund-order-item',
    });
    expect(list.status).toBe(403);
  });

  it('an admin without the queue permission cannot answer', async () => {
    const { call, item } = await shippedItem();
    await call('POST', `/api/order-items/${item.id}/requests`, { type: 'RESEND', reason: 'x' });
    const reader = as(ctx, await newAdmin(ctx, ['ORDER_ITEM_RESEND_ACCESS']));
    expect((await reader('POST', `/api/order-items/${item.id}/resend`)).status).toBe(403);
    expect(await itemStatus(item.id)).toBe('WAITING_TO_RESEND');
  });
});

describe('complete and reset', () => {
  it('completes an item in transit and resets one in production, dropping its progress', async () => {
    const { item, orderId } = await shippedItem('IN_TRANSIT');
    const completed = await admin('POST', `/api/order-items/${item.id}/complete`);
    expect(completed.status).toBe(200);
    const view = completed.body.data.items.find((row: { id: string }) => row.id === item.id);
    expect(view.status).toBe('COMPLETED');
    expect(view.timeline.finishAt).not.toBeNull();
    expect((await admin('POST', `/api/order-items/${item.id}/reset`)).status).toBe(400);

    const other = await shippedItem('PROCESSING');
    const reset = await admin('POST', `/api/order-items/${other.item.id}/reset`);
    expect(reset.status).toBe(200);
    const again = reset.body.data.items.find((row: { id: string }) => row.id === other.item.id);
    expect(again.status).toBe('APPROVED');
    expect(again.timeline).toMatchObject({ beginProcessAt: null, finishAt: null });
    expect(orderId).not.toBe(other.orderId);
  });
});

describe('pending-task counters', () => {
  it('move with requests and answers, pushed live; an admin sees 0 where not allowed', async () => {
    const counts = async () => (await admin('GET', '/api/pending-tasks')).body.data;
    const start = await counts();
    const { call, item } = await shippedItem();
    const emit = vi.spyOn(ctx.app.live, 'emitToUser');
    await call('POST', `/api/order-items/${item.id}/requests`, {
      type: 'REFUND',
      reason: 'x',
      refundType: 'FULL',
    });
    expect((await counts()).refundOrderItem).toBe(start.refundOrderItem + 1);
    // The push waits a moment (PENDING_TASK_PUSH_DELAY_MS) to gather a burst: awaited, not slept.
    await vi.waitFor(
      () => expect(emit.mock.calls.some(([, , event]) => event === 'pending_task')).toBe(true),
      { timeout: 10_000, interval: 20 },
    );
    emit.mockRestore();
    await admin('POST', `/api/order-items/${item.id}/refuse-to-refund`);
    expect((await counts()).refundOrderItem).toBe(start.refundOrderItem);

    const narrow = as(ctx, await newAdmin(ctx, ['ORDER_ACCESS']));
    const seen = (await narrow('GET', '/api/pending-tasks')).body.data;
    expect(seen.refundOrderItem).toBe(0);
    expect(seen.order).toBe((await counts()).order);
    const seller = await newSeller(ctx);
    expect((await as(ctx, seller.session)('GET', '/api/pending-tasks')).status).toBe(403);
  });

  it('counts and lists overdue items by the overdue-days setting', async () => {
    const { item } = await shippedItem('PROCESSING');
    const counts = async () => (await admin('GET', '/api/pending-tasks')).body.data;
    const start = await counts();
    // Approved ten days ago: overdue with the default 6 days.
    await ctx.database.db
      .update(orderTimelines)
      .set({ approvedAt: new Date(Date.now() - 10 * 24 * 3600 * 1000) })
      .where(eq(orderTimelines.orderItemId, item.id));
    expect((await counts()).overProcessingDueOrderItem).toBe(start.overProcessingDueOrderItem + 1);
    const list = await admin('POST', '/api/data-lists', {
      model: 'order-item-over-due-processing',
      filters: [{ field: 'id', operation: 'in', value: [item.id] }],
    });
    expect(list.status).toBe(200);
    expect(list.body.items.map((row: { id: string }) => row.id)).toEqual([item.id]);
    expect((await admin('GET', '/api/order-items/over-due-days')).body.data.days).toBe(6);
    expect(
      (await admin('PUT', '/api/order-items/over-due-days', { days: 30 })).body.data.days,
    ).toBe(30);
    expect((await counts()).overProcessingDueOrderItem).toBe(start.overProcessingDueOrderItem);
    await admin('PUT', '/api/order-items/over-due-days', { days: 6 });
  });
});

describe('address checks', () => {
  it('flags an undeliverable address for its seller only until an admin confirms it', async () => {
    const { seller, call, orderId } = await shippedItem('APPROVED', {
      ...ADDRESS,
      zipcode: '7330',
    });
    const checked = await admin('POST', `/api/orders/${orderId}/validate-address`);
    expect(checked.status).toBe(200);
    expect(checked.body.data).toMatchObject({ isValid: false, isConfirmed: false });
    expect(checked.body.data.problems).toEqual([
      { field: 'zipcode', message: 'A US zipcode has 5 digits (or 5+4)' },
    ]);
    expect((await call('GET', '/api/seller/address-reminder')).body.data.count).toBe(1);
    // Placing checked it already: the top bar's count comes with the user.
    const me = await call('GET', '/api/accounts/me');
    expect(me.body.user.addressReminderCount).toBe(1);
    const own = await call('POST', '/api/data-lists', { model: 'invalid-address-order' });
    expect(own.body.items.map((row: { id: string }) => row.id)).toEqual([orderId]);
    const stranger = await newSeller(ctx);
    const theirs = await as(ctx, stranger.session)('POST', '/api/data-lists', {
      model: 'invalid-address-order',
    });
    expect(theirs.body.items).toEqual([]);
    expect(
      (await as(ctx, stranger.session)('POST', `/api/orders/${orderId}/validate-address`)).status,
    ).toBe(404);

    const confirmed = await admin('POST', `/api/orders/${orderId}/confirmValidAddress`);
    expect(confirmed.body.data.isConfirmed).toBe(true);
    expect((await call('GET', '/api/seller/address-reminder')).body.data.count).toBe(0);
    expect(seller.id).toBeTruthy();
  });

  it('suggests the address spelled by the rules and applies it', async () => {
    const { call, orderId } = await shippedItem('APPROVED', {
      ...ADDRESS,
      street: '1  Main   St',
      state: 'tx',
    });
    const check = await call('GET', `/api/orders/${orderId}/address-check`);
    expect(check.body.data.suggestion).toMatchObject({ street: '1 Main St', state: 'TX' });
    const applied = await call('POST', `/api/orders/${orderId}/suggest-address`);
    expect(applied.status).toBe(200);
    expect(applied.body.data).toMatchObject({ isValid: true, suggestion: null });
    const [order] = await ctx.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ street: '1 Main St', state: 'TX' });
    const traces = await ctx.database.db
      .select()
      .from(traceLogs)
      .where(inArray(traceLogs.orderId, [orderId]));
    expect(traces.map((row) => row.description)).toContain(
      'Address changed to the suggested spelling',
    );
  });
});

describe("the spec's seller calls: seller/order-items/{id}/refund and /resend", () => {
  it('ask for a refund and a resend at their own paths, each checked as the general request is', async () => {
    const { call, item, paid } = await shippedItem();
    const refundUrl = `/api/seller/order-items/${item.id}/refund`;
    const noType = await call('POST', refundUrl, { reason: 'Misprint' });
    expect(noType.status).toBe(400);
    expect(noType.body.errors).toHaveProperty('refundType');
    // The type is the path's: a body naming another is refused, not obeyed.
    const typed = await call('POST', refundUrl, {
      type: 'RESEND',
      reason: 'x',
      refundType: 'FULL',
    });
    expect(typed.status).toBe(400);
    expect(await itemStatus(item.id)).toBe('IN_TRANSIT');

    const asked = await call('POST', refundUrl, { reason: 'Misprint', refundType: 'FULL' });
    expect(asked.status).toBe(200);
    expect(asked.body.data).toMatchObject({
      type: 'REFUND',
      status: 'PENDING',
      itemStatus: 'WAITING_TO_REFUND',
      amount: paid,
    });

    const other = await shippedItem('COMPLETED');
    const resend = await other.call('POST', `/api/seller/order-items/${other.item.id}/resend`, {
      reason: 'Lost in transit',
    });
    expect(resend.status).toBe(200);
    expect(resend.body.data).toMatchObject({ type: 'RESEND', status: 'PENDING' });
  });

  it("another seller's item is not found (404) and an admin is refused (403)", async () => {
    const { item } = await shippedItem();
    const stranger = as(ctx, (await newSeller(ctx)).session);
    const url = `/api/seller/order-items/${item.id}`;
    expect(
      (await stranger('POST', `${url}/refund`, { reason: 'x', refundType: 'FULL' })).status,
    ).toBe(404);
    expect((await stranger('POST', `${url}/resend`, { reason: 'x' })).status).toBe(404);
    expect((await admin('POST', `${url}/resend`, { reason: 'x' })).status).toBe(403);
    expect(await itemStatus(item.id)).toBe('IN_TRANSIT');
  });
});
