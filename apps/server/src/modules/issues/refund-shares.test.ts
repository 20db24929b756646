import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, balanceOf, newAdmin } from '../../test/fixtures';
import { createTestApp, type TestContext } from '../../test/harness';
import { transactions } from '../ledger/tables';
import { orderItems } from '../order-items/tables';
import { issueItems, issues } from './tables';
import { photoOf, shippedOrder } from './test-fixtures';

/*
 * An item is refunded once however the refunds come: an issue's refund and the after-sale answers
 * (and the admin's item refund) count what the other gave back, per item, in either order. The
 * balance changes once per refund, with one ledger row each.
 */

let ctx: TestContext;
let admin: ReturnType<typeof as>;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = as(
    ctx,
    await newAdmin(ctx, [
      'ORDER_ITEM_ACCESS',
      'ORDER_ITEM_DETAIL_ACCESS',
      'ORDER_ITEM_DETAIL_UPDATE',
      'ORDER_ITEM_REFUND_ACCESS',
      'ORDER_ITEM_REFUND_DETAIL_UPDATE',
    ]),
  );
}, 120_000);
afterAll(() => ctx.close());

/** A shipped order of two items, an issue asking a refund on `which` of them, and their totals. */
async function refundIssue(which: number[] = [0]) {
  const order = await shippedOrder(ctx);
  const photo = await photoOf(order.call);
  const [first, ...others] = which.map((index) => order.itemIds[index]!);
  const raised = await order.call.post(`/api/seller/order-items/${first}/report`, {
    type: 'COMPLAIN',
    origin: 'PRINTER',
    description: 'Misprinted',
    imageIds: [photo],
    action: 'REFUND',
    ...(others.length > 0 ? { orderItemIds: others } : {}),
  });
  expect(raised.status, JSON.stringify(raised.body)).toBe(200);
  const rows = await ctx.database.db
    .select({ id: orderItems.id, totalPrice: orderItems.totalPrice })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.orderId));
  const totals = order.itemIds.map((id) => rows.find((row) => row.id === id)!.totalPrice);
  return { ...order, issueId: raised.body.data.id as string, totals };
}

const resolve = (issueId: string, amount?: number) =>
  admin.post(`/api/issues/${issueId}/resolve`, {
    action: 'REFUND',
    ...(amount === undefined ? {} : { amount }),
  });

const askRefund = (call: ReturnType<typeof as>, itemId: string) =>
  call.post(`/api/order-items/${itemId}/requests`, {
    type: 'REFUND',
    reason: 'Misprint',
    refundType: 'FULL',
  });

async function refundRows(sellerId: string) {
  return ctx.database.db
    .select({ amount: transactions.amount })
    .from(transactions)
    .where(and(eq(transactions.userId, sellerId), eq(transactions.type, 'REFUND')));
}

async function shares(issueId: string) {
  const rows = await ctx.database.db
    .select({ itemId: issueItems.orderItemId, refunded: issueItems.refundedAmount })
    .from(issueItems)
    .where(eq(issueItems.issueId, issueId));
  return Object.fromEntries(rows.map((row) => [row.itemId, row.refunded]));
}

describe('an issue refund, then after-sale refunds', () => {
  it('a fully refunded item takes no new refund request, no approval and no item refund', async () => {
    const { issueId, seller, call, itemIds, totals } = await refundIssue();
    // The seller asks through after-sale too, while the issue is open.
    expect((await askRefund(call, itemIds[0]!)).status).toBe(200);
    const before = await balanceOf(ctx, seller.id);
    expect((await resolve(issueId)).status).toBe(200);
    expect(await shares(issueId)).toEqual({ [itemIds[0]!]: totals[0] });

    const approved = await admin.post(`/api/order-items/${itemIds[0]}/approve-refund`, {});
    expect(approved.status).toBe(409);
    expect(approved.body.message).toBe('Nothing is left to refund on this item');
    expect(await balanceOf(ctx, seller.id)).toBe(before + totals[0]!);
    expect((await refundRows(seller.id)).map((row) => row.amount)).toEqual([totals[0]]);

    // Refused, the item is back in transit; a new request finds nothing left.
    await admin.post(`/api/order-items/${itemIds[0]}/refuse-to-refund`, {});
    const again = await askRefund(call, itemIds[0]!);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('Nothing is left to refund on this item');
    const byAdmin = await admin(
      'POST',
      `/api/order-items/${itemIds[0]}/refund-order-item`,
      { amount: 1, description: 'Again' },
      `again-${issueId}`,
    );
    expect(byAdmin.status).toBe(409);
    expect(byAdmin.body.message).toBe(
      'The amount is more than what is left to refund on this item',
    );
    expect(await balanceOf(ctx, seller.id)).toBe(before + totals[0]!);
  });

  it('a partial issue refund of two items is shared in item order; after-sale gives only the rest', async () => {
    const { issueId, seller, call, itemIds, totals } = await refundIssue([0, 1]);
    const before = await balanceOf(ctx, seller.id);
    const amount = totals[0]! + 50;
    expect((await resolve(issueId, amount)).status).toBe(200);
    expect(await shares(issueId)).toEqual({ [itemIds[0]!]: totals[0], [itemIds[1]!]: 50 });

    expect((await askRefund(call, itemIds[0]!)).status).toBe(400);
    const asked = await askRefund(call, itemIds[1]!);
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(asked.body.data.amount).toBe(totals[1]! - 50);
    expect((await admin.post(`/api/order-items/${itemIds[1]}/approve-refund`, {})).status).toBe(
      200,
    );
    expect(await balanceOf(ctx, seller.id)).toBe(before + totals[0]! + totals[1]!);
    expect((await refundRows(seller.id)).map((row) => row.amount).sort()).toEqual(
      [amount, totals[1]! - 50].sort(),
    );
  });
});

describe('both at once', () => {
  it('an issue refund racing an after-sale approval gives the item back once', async () => {
    const { issueId, seller, call, itemIds, totals } = await refundIssue();
    expect((await askRefund(call, itemIds[0]!)).status).toBe(200);
    const before = await balanceOf(ctx, seller.id);
    // Both take the order's lock first: the second sees what the first gave back.
    const [byIssue, byAfterSale] = await Promise.all([
      resolve(issueId),
      admin.post(`/api/order-items/${itemIds[0]}/approve-refund`, {}),
    ]);
    expect([byIssue.status, byAfterSale.status].filter((status) => status === 200)).toHaveLength(1);
    expect(await balanceOf(ctx, seller.id)).toBe(before + totals[0]!);
    expect((await refundRows(seller.id)).map((row) => row.amount)).toEqual([totals[0]]);
  });
});

describe('after-sale refunds, then an issue refund', () => {
  it('the issue refunds only what is left, and refuses more with a clear message', async () => {
    const { issueId, seller, call, itemIds, totals } = await refundIssue();
    const asked = await call.post(`/api/order-items/${itemIds[0]}/requests`, {
      type: 'REFUND',
      reason: 'Misprint',
      refundType: 'CUSTOM_AMOUNT',
      amount: 100,
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect((await admin.post(`/api/order-items/${itemIds[0]}/approve-refund`, {})).status).toBe(
      200,
    );
    const before = await balanceOf(ctx, seller.id);

    const tooMuch = await resolve(issueId, totals[0]);
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.message).toBe('The refund cannot be more than what is left of the items');
    expect(await balanceOf(ctx, seller.id)).toBe(before);

    const resolved = await resolve(issueId);
    expect(resolved.status).toBe(200);
    expect(resolved.body.data.refundedAmount).toBe(totals[0]! - 100);
    expect(await balanceOf(ctx, seller.id)).toBe(before + totals[0]! - 100);
    expect((await refundRows(seller.id)).map((row) => row.amount).sort()).toEqual(
      [100, totals[0]! - 100].sort(),
    );
  });

  it('an item refunded in full leaves the issue nothing to refund; nothing changes', async () => {
    const { issueId, seller, itemIds, totals } = await refundIssue();
    const full = await admin(
      'POST',
      `/api/order-items/${itemIds[0]}/refund-order-item`,
      { amount: totals[0], description: 'Misprint' },
      `full-${issueId}`,
    );
    expect(full.status, JSON.stringify(full.body)).toBe(200);
    const before = await balanceOf(ctx, seller.id);
    const refused = await resolve(issueId);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      'Nothing is left to refund on these items: they were refunded already',
    );
    const [row] = await ctx.database.db.select().from(issues).where(eq(issues.id, issueId));
    expect(row).toMatchObject({ status: 'NEW', refundedAmount: null });
    expect(await balanceOf(ctx, seller.id)).toBe(before);
    expect(await refundRows(seller.id)).toHaveLength(1);
  });
});
