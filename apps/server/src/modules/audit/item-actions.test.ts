import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, balanceOf, demoPrinter, demoSeller, newAdmin, type Caller } from '../../test/fixtures';
import { createTestApp, type TestContext } from '../../test/harness';
import { transactions } from '../ledger/tables';
import { orderItems, orderItems as items } from '../order-items/tables';
import { approvedOrder } from '../orders/test-fixtures';

/* The admin's item actions, the trails and the trace-log list: answers, refusals, isolation. */

let ctx: TestContext;
let admin: Caller;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = as(
    ctx,
    await newAdmin(ctx, [
      'ORDER_DETAIL_ACCESS',
      'ORDER_ITEM_DETAIL_ACCESS',
      'ORDER_ITEM_DETAIL_UPDATE',
      'TRACE_LOG_ACCESS',
    ]),
  );
});
afterAll(() => ctx.close());

const shipped = async (quantities = [1]) => {
  const order = await approvedOrder(ctx, quantities);
  await ctx.database.db
    .update(items)
    .set({ status: 'COMPLETED' })
    .where(eq(items.orderId, order.orderId));
  return order;
};

const traceList = (caller: Caller, filters: unknown[] = []) =>
  caller('POST', '/api/data-lists', {
    model: 'trace-log',
    filters,
    filterType: 'AND',
    sorting: [],
    pagination: { page: 1, pageSize: 50 },
  });

describe("the admin's item actions", () => {
  it('approve by ids answers each item changed or refused with the reason', async () => {
    const { itemIds } = await approvedOrder(ctx, [1]);
    const answer = await admin('PUT', '/api/order-items/approved', {
      ids: [itemIds[0], '00000000-0000-4000-8000-000000000000'],
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.changed).toEqual([]);
    expect(answer.body.data.refused, JSON.stringify(answer.body.data)).toEqual([
      { id: '00000000-0000-4000-8000-000000000000', message: 'Order item not found' },
      { id: itemIds[0], message: 'This item is already approved' },
    ]);
    const empty = await admin('PUT', '/api/order-items/approved', { ids: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.errors.ids).toBe('The ids field must be 1 or more');
  });

  it("cancel by ids gives the item's total back once", async () => {
    const { seller, itemIds } = await approvedOrder(ctx, [1, 1]);
    const before = await balanceOf(ctx, seller.id);
    const [item] = await ctx.database.db.select().from(items).where(eq(items.id, itemIds[0]!));
    const answer = await admin('PUT', '/api/order-items/canceled', { ids: [itemIds[0]] });
    expect(answer.body.data.changed).toEqual([itemIds[0]]);
    expect(await balanceOf(ctx, seller.id)).toBe(before + item!.totalPrice);
    const again = await admin('PUT', '/api/order-items/canceled', { ids: [itemIds[0]] });
    expect(again.body.data.refused).toHaveLength(1);
    expect(await balanceOf(ctx, seller.id)).toBe(before + item!.totalPrice);
  });

  it('refunds a completed item once per key, never more than it cost, and traces it', async () => {
    const { seller, orderId, itemIds } = await shipped();
    const itemId = itemIds[0]!;
    const [item] = await ctx.database.db.select().from(items).where(eq(items.id, itemId));
    const before = await balanceOf(ctx, seller.id);
    const url = `/api/order-items/${itemId}/refund-order-item`;
    const body = { amount: 100, description: 'Misprint on the sleeve' };
    const first = await admin('POST', url, body, 'refund-1');
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({ amount: 100, refunded: 100, isReplay: false });
    const retry = await admin('POST', url, body, 'refund-1');
    expect(retry.body.data).toMatchObject({
      transactionId: first.body.data.transactionId,
      isReplay: true,
    });
    expect(await balanceOf(ctx, seller.id)).toBe(before + 100);
    const rows = await ctx.database.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.orderId, orderId), eq(transactions.type, 'REFUND')));
    expect(rows.map((row) => row.amount)).toEqual([100]);

    const tooMuch = await admin('POST', url, { ...body, amount: item!.totalPrice }, 'refund-2');
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.message).toBe(
      'The amount is more than what is left to refund on this item',
    );
    const noKey = await admin('POST', url, body);
    expect(noKey.status).toBe(400);

    const rest = await admin('POST', url, { ...body, amount: item!.totalPrice - 100 }, 'refund-3');
    expect(rest.body.data.left).toBe(0);
    const [after] = await ctx.database.db.select().from(items).where(eq(items.id, itemId));
    expect(after!.status).toBe('REFUNDED');

    const trail = await admin('GET', `/api/admin/order-items/${itemId}/trace-logs`);
    expect(trail.body.data.filter((line: { type: string }) => line.type === 'REFUND')).toHaveLength(
      2,
    );
  });

  it('refuses a refund of an item still in production', async () => {
    const { itemIds } = await approvedOrder(ctx, [1]);
    const answer = await admin(
      'POST',
      `/api/order-items/${itemIds[0]}/refund-order-item`,
      { amount: 100, description: 'Too early' },
      'refund-early',
    );
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(
      'Only a shipped, completed or shipping-cancelled item can be refunded',
    );
  });

  it('keeps the note, traced, and hides it from the seller', async () => {
    const { seller, itemIds } = await approvedOrder(ctx, [1]);
    const itemId = itemIds[0]!;
    const saved = await admin('PUT', `/api/admin/order-items/${itemId}/note`, {
      note: 'Call the buyer first',
    });
    expect(saved.body.data.note).toBe('Call the buyer first');
    const [row] = await ctx.database.db
      .select({ note: orderItems.note })
      .from(orderItems)
      .where(eq(orderItems.id, itemId));
    expect(row!.note).toBe('Call the buyer first');
    const trail = await admin('GET', `/api/admin/order-items/${itemId}/trace-logs`);
    expect(trail.body.data[0]).toMatchObject({
      type: 'NOTE',
      description: 'Note: Call the buyer first',
    });
    const sellerList = await as(ctx, seller.session)('POST', '/api/data-lists', {
      model: 'order-item',
      filters: [],
      filterType: 'AND',
      sorting: [],
      pagination: { page: 1, pageSize: 20 },
      filtersRef: [{ field: 'id', operation: 'in', value: [itemId] }],
      filterTypeRef: 'AND',
    });
    expect(sellerList.body.items[0].note).toBeNull();
  });

  it("answers the order's facts and its trail with actor and address", async () => {
    const { orderId } = await approvedOrder(ctx, [2]);
    const facts = await admin('GET', `/api/admin/orders/${orderId}/facts`);
    expect(facts.status).toBe(200);
    expect(facts.body.data.subtotal).toBeGreaterThan(0);
    expect(facts.body.data.approvedAt).not.toBeNull();
    expect(facts.body.data.paymentMethod).not.toBeNull();
    const trail = await admin('GET', `/api/admin/orders/${orderId}/trace-logs`);
    const lines = trail.body.data as { target: string; type: string; ip: string | null }[];
    expect(lines.some((line) => line.target === 'order' && line.type === 'PAYMENT')).toBe(true);
    expect(lines.some((line) => line.target === 'order_item' && line.type === 'STATUS')).toBe(true);
    expect(lines.every((line) => line.ip !== null)).toBe(true);
  });
});

describe('who reads the trail', () => {
  it('an admin with TRACE_LOG_ACCESS lists and filters it by type', async () => {
    await approvedOrder(ctx, [1]);
    const answer = await traceList(admin, [{ field: 'type', operation: 'in', value: ['PAYMENT'] }]);
    expect(answer.status).toBe(200);
    expect(answer.body.items.length).toBeGreaterThan(0);
    for (const row of answer.body.items) expect(row.type).toBe('PAYMENT');
  });

  it('a seller, a printer and an admin without the permission are refused (403)', async () => {
    const seller = as(ctx, await demoSeller(ctx));
    const printer = (await demoPrinter(ctx)).call;
    const bare = as(ctx, await newAdmin(ctx, ['ORDER_ACCESS']));
    for (const caller of [seller, printer, bare]) {
      expect((await traceList(caller)).status).toBe(403);
    }
    const { orderId, itemIds } = await approvedOrder(ctx, [1]);
    for (const caller of [seller, printer, bare]) {
      expect((await caller('GET', `/api/admin/orders/${orderId}/trace-logs`)).status).toBe(403);
      expect((await caller('GET', `/api/admin/order-items/${itemIds[0]}/trace-logs`)).status).toBe(
        403,
      );
      expect((await caller('PUT', '/api/order-items/approved', { ids: [itemIds[0]] })).status).toBe(
        403,
      );
      expect(
        (
          await caller(
            'POST',
            `/api/order-items/${itemIds[0]}/refund-order-item`,
            { amount: 1, description: 'x' },
            'k',
          )
        ).status,
      ).toBe(403);
    }
  });
});
