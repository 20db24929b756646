import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, balanceOf, fund, newAdmin, newSeller } from '../../test/fixtures';
import { createTestApp, type TestContext } from '../../test/harness';
import { transactions } from '../ledger/tables';
import { traceLogs } from '../trace-logs/tables';
import { ADDRESS, demoCatalog, productOf } from './test-fixtures';

/* The admin's approve and cancel (with the refund), and the order lists' scope. */

let ctx: TestContext;
let catalog: Awaited<ReturnType<typeof demoCatalog>>;

beforeAll(async () => {
  ctx = await createTestApp();
  catalog = await demoCatalog(ctx);
});
afterAll(() => ctx.close());

const cartFor = (productId: string, itemIds: string[], quantity = 2) => ({
  lines: itemIds.map((productTypeItemId) => ({ productId, productTypeItemId, quantity })),
  address: ADDRESS,
});

describe('admin actions', () => {
  async function placedOrder() {
    const seller = await newSeller(ctx);
    const product = await productOf(ctx, seller.id, catalog.productTypeId);
    await fund(ctx, seller.id, 100_000);
    const call = as(ctx, seller.session);
    const body = {
      ...cartFor(product.id, [catalog.items[0]!.id, catalog.items[1]!.id]),
      isDraft: false,
    };
    const placed = await call('POST', '/api/orders', body, `placed-${seller.id}`);
    expect(placed.status).toBe(200);
    return { seller, call, order: placed.body.data };
  }

  it('approves: items APPROVED with approvedAt; then cancel refunds with a REFUND row', async () => {
    const admin = as(ctx, await newAdmin(ctx, ['ORDER_DETAIL_ACCESS', 'ORDER_DETAIL_UPDATE']));
    const { seller, call, order } = await placedOrder();
    const view = await admin('GET', `/api/orders/${order.id}`);
    expect(view.body.data).toMatchObject({ isApprovable: true, isCancelable: true });

    const approved = await admin('POST', `/api/orders/${order.id}/approved`);
    expect(approved.status).toBe(200);
    expect(approved.body.data.status).toBe('APPROVED');
    for (const item of approved.body.data.items) {
      expect(item.status).toBe('APPROVED');
      expect(item.timeline.approvedAt).not.toBeNull();
    }
    const traces = await ctx.database.db
      .select()
      .from(traceLogs)
      .where(eq(traceLogs.orderId, order.id));
    expect(traces.map((row) => row.description)).toEqual(
      expect.arrayContaining(['approve: PENDING → APPROVED', 'Order placed: NOT_READY → PENDING']),
    );
    expect(traces.every((row) => row.actorId !== null && row.ip !== null)).toBe(true);
    // The seller may no longer cancel an approved order (the flow table's seller rule).
    expect((await call('POST', `/api/orders/${order.id}/cancel`)).status).toBe(400);

    const before = await balanceOf(ctx, seller.id);
    const canceled = await admin('POST', `/api/orders/${order.id}/canceled`);
    expect(canceled.status).toBe(200);
    expect(canceled.body.data.status).toBe('CANCELED');
    expect(await balanceOf(ctx, seller.id)).toBe(before + order.total);
    const refunds = await ctx.database.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.orderId, order.id), eq(transactions.type, 'REFUND')));
    expect(refunds.map((row) => row.amount)).toEqual([order.total]);

    // The flow table refuses approving a CANCELED item.
    const again = await admin('POST', `/api/orders/${order.id}/approved`);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('This item cannot be approved while it is canceled');
  });

  it('a seller cancelling a PENDING order gets the total back', async () => {
    const { seller, call, order } = await placedOrder();
    const before = await balanceOf(ctx, seller.id);
    const canceled = await call('POST', `/api/orders/${order.id}/cancel`);
    expect(canceled.status).toBe(200);
    expect(await balanceOf(ctx, seller.id)).toBe(before + order.total);
  });

  it('approve-all approves every PENDING order; an admin without the permission is refused', async () => {
    const { order } = await placedOrder();
    const admin = as(ctx, await newAdmin(ctx, ['ORDER_DETAIL_ACCESS', 'ORDER_DETAIL_UPDATE']));
    const all = await admin('POST', '/api/orders/approve-all');
    expect(all.status).toBe(200);
    expect(all.body.data.approved).toBeGreaterThanOrEqual(1);
    expect((await admin('GET', `/api/orders/${order.id}`)).body.data.status).toBe('APPROVED');
    const reader = as(ctx, await newAdmin(ctx, ['ORDER_DETAIL_ACCESS']));
    expect((await reader('POST', `/api/orders/${order.id}/canceled`)).status).toBe(403);
  });

  it('refuses before writing an admin who may approve or cancel but not read the order', async () => {
    const { order } = await placedOrder();
    const blind = as(ctx, await newAdmin(ctx, ['ORDER_ACCESS', 'ORDER_DETAIL_UPDATE']));
    const reader = as(ctx, await newAdmin(ctx, ['ORDER_DETAIL_ACCESS']));
    for (const path of ['approved', 'canceled']) {
      const refused = await blind('POST', `/api/orders/${order.id}/${path}`);
      expect(refused.status).toBe(403);
      expect((await reader('GET', `/api/orders/${order.id}`)).body.data.status).toBe('PENDING');
    }
  });
});

describe('the order lists', () => {
  it('gives a seller only their own orders and items, whatever the filters', async () => {
    const a = await newSeller(ctx);
    const b = await newSeller(ctx);
    const product = await productOf(ctx, a.id, catalog.productTypeId);
    await fund(ctx, a.id, 100_000);
    const body = { ...cartFor(product.id, [catalog.items[0]!.id]), isDraft: false };
    const placed = await as(ctx, a.session)('POST', '/api/orders', body, `list-${a.id}`);
    const id = placed.body.data.id;
    const listB = (model: string, filters: unknown[]) =>
      as(ctx, b.session)('POST', '/api/data-lists', { model, filters });
    for (const filters of [
      [],
      [{ field: 'id', operation: 'in', value: [id] }],
      [{ field: 'sellerId', operation: 'inc', value: [a.id] }],
    ]) {
      const orderList = await listB('order', filters);
      expect(orderList.status).toBe(200);
      expect(orderList.body.items).toEqual([]);
      const itemList = await listB('order-item', filters);
      expect(itemList.status).toBe(200);
      expect(itemList.body.items).toEqual([]);
    }
    const own = await as(ctx, a.session)('POST', '/api/data-lists', { model: 'order' });
    expect(own.body.items.map((row: { id: string }) => row.id)).toEqual([id]);
    expect(own.body.items[0]).toMatchObject({
      status: 'PENDING',
      isCancelable: true,
      total: placed.body.data.total,
    });
    const items = await as(ctx, a.session)('POST', '/api/data-lists', { model: 'order-item' });
    expect(items.body.items).toHaveLength(1);
  });
});
