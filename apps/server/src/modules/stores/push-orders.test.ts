import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { as, demoPrinter, newAdmin, type UserFixture } from '../../test/fixtures';
import type { TestContext } from '../../test/harness';
import { photoOf } from '../issues/test-fixtures';
import { approvedOrder } from '../orders/test-fixtures';
import { orders } from '../orders/tables';
import { orderItems } from '../order-items/tables';
import { toOrderData } from './order-data';
import { storeOrderLines, storeOrders, storeTrackingPushes } from './tables';
import { connectWoo, createStoresApp, waitFor, wireOrder } from './test-fixtures';
import type { MemoryPlatform } from './test-platform';
import { pushFailureReason } from './tracking-push';

/*
 * Which store order a tracking push names, and how a failing one reads (issue 31, items 2, 3, 5):
 * the store's "Tracking sent back" list names each push's own store order, never another store's;
 * a reprint of a store order keeps its store link and its tracking reaches the buyer's order on
 * the platform like the original's; a failing push says why in words, without JavaScript's error
 * names or the shop client's own retry count.
 */

let ctx: TestContext;
let woo: MemoryPlatform;
let printer: Awaited<ReturnType<typeof demoPrinter>>;
let admin: ReturnType<typeof as>;
beforeAll(async () => {
  ({ ctx, woo } = await createStoresApp({ storePushRetryLimit: 1, storePushRetryDelaySeconds: 1 }));
  printer = await demoPrinter(ctx);
  admin = as(
    ctx,
    await newAdmin(ctx, [
      'ORDER_ITEM_ACCESS',
      'ORDER_ITEM_DETAIL_ACCESS',
      'ORDER_ITEM_DETAIL_UPDATE',
      'ORDER_ITEM_RESEND_DETAIL_UPDATE',
    ]),
  );
});
afterAll(() => ctx.close());

/** A placed, approved and picked order that came from a store of its seller as `externalId`. */
async function storeItem(externalId: string) {
  const order = await approvedOrder(ctx, [1]);
  const store = await connectWoo(ctx, order.seller);
  return { ...order, ...(await linkToStore(order, store.id, externalId)), store };
}

async function linkToStore(
  order: { orderId: string; itemIds: string[]; seller: UserFixture },
  storeId: string,
  externalId: string,
) {
  const db = ctx.database.db;
  const wire = wireOrder(externalId, [{ variant: 'v-tee' }]);
  await db
    .update(orders)
    .set({ externalStoreId: storeId, refId: wire.name })
    .where(eq(orders.id, order.orderId));
  const [row] = await db
    .insert(storeOrders)
    .values({
      storeId,
      sellerId: order.seller.id,
      externalOrderId: wire.externalOrderId,
      name: wire.name,
      status: 'IMPORTED',
      orderId: order.orderId,
      data: toOrderData({ ...wire, createdAt: new Date(), updatedAt: new Date() }),
      externalUpdatedAt: new Date(),
    })
    .returning();
  await db.insert(storeOrderLines).values({
    storeOrderId: row!.id,
    storeId,
    externalLineId: `${externalId}-line`,
    externalVariantId: 'v-tee',
    quantity: 1,
  });
  await pick(order.itemIds);
  return { externalOrderId: wire.externalOrderId, itemId: order.itemIds[0]! };
}

async function pick(ids: string[]) {
  const picked = await printer.call('PUT', '/api/printer/order-items/status', {
    ids,
    action: 'pick',
    staffId: printer.staffId,
  });
  expect(picked.status, JSON.stringify(picked.body)).toBe(200);
}

const addCode = (orderItemId: string, trackingCode: string) =>
  printer.call('POST', '/api/printer/add-tracking-code', {
    orderItemId,
    trackingCode,
    trackingCarrierCode: 'USPS',
  });

const pushOf = async (itemId: string) => {
  const [push] = await ctx.database.db
    .select()
    .from(storeTrackingPushes)
    .where(eq(storeTrackingPushes.orderItemId, itemId));
  return push;
};

describe("a push's store order", () => {
  it("the store's list names each push's own store order, not another store's first order", async () => {
    // The first store's order is written first: a push read as "any store order" named it.
    await storeItem(`1001-${Date.now()}`);
    const second = await storeItem(`577-${Date.now()}`);
    woo.failingPushes = 2;
    await addCode(second.itemId, '9400111899223197428500');
    await waitFor(
      () => pushOf(second.itemId),
      (row) => row?.status === 'FAILED',
    );
    const listed = await as(ctx, second.seller.session).get(
      `/api/seller/external-stores/${second.store.id}/tracking-pushes`,
    );
    expect(listed.status).toBe(200);
    expect(listed.body.data).toEqual([
      expect.objectContaining({
        orderId: second.orderId,
        externalOrderId: second.externalOrderId,
        trackingNumber: '9400111899223197428500',
      }),
    ]);
  });

  it("a reprint of a store order keeps its store link and pushes its tracking to the buyer's order", async () => {
    const original = await storeItem(`2002-${Date.now()}`);
    // Shipped, the item can be reported; the issue asks for a reprint and gets one.
    await ctx.database.db
      .update(orderItems)
      .set({ status: 'IN_TRANSIT' })
      .where(eq(orderItems.id, original.itemId));
    const seller = as(ctx, original.seller.session);
    const reported = await seller.post(`/api/seller/order-items/${original.itemId}/report`, {
      type: 'BUG',
      origin: 'PRINTER',
      description: 'The print is smudged',
      imageIds: [await photoOf(seller)],
      action: 'REPRINT',
    });
    expect(reported.status, JSON.stringify(reported.body)).toBe(200);
    const resolved = await admin.post(`/api/issues/${reported.body.data.id}/resolve`, {
      action: 'REPRINT',
    });
    expect(resolved.status, JSON.stringify(resolved.body)).toBe(200);
    const reprintOrderId: string = resolved.body.data.reprintOrderId;
    const [reprint] = await ctx.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, reprintOrderId));
    expect(reprint).toMatchObject({
      externalStoreId: original.store.id,
      refId: `#${original.externalOrderId}`,
    });
    const [reprintItem] = await ctx.database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, reprintOrderId));

    await pick([reprintItem!.id]);
    expect((await addCode(reprintItem!.id, '9400111899223197428501')).status).toBe(200);
    await waitFor(
      () => pushOf(reprintItem!.id),
      (row) => row?.status === 'PUSHED',
    );
    expect(woo.fulfilments.filter((f) => f.trackingNumber === '9400111899223197428501')).toEqual([
      expect.objectContaining({
        externalOrderId: original.externalOrderId,
        externalLineIds: [`${original.externalOrderId}-line`],
      }),
    ]);
  });
});

describe('a failing push', () => {
  it('says why in words, without an error name or the client retry count', async () => {
    const { itemId } = await storeItem(`3003-${Date.now()}`);
    const push = vi.spyOn(woo, 'pushFulfilment');
    push
      .mockRejectedValueOnce(new TypeError('fetch failed'))
      .mockRejectedValueOnce(new Error('The shop answered 503, after 5 attempts'));
    try {
      await addCode(itemId, '9400111899223197428502');
      const failed = await waitFor(
        () => pushOf(itemId),
        (row) => row?.status === 'FAILED',
      );
      expect(failed).toMatchObject({
        attempts: 2,
        lastError: 'The shop did not take the tracking: The shop answered 503',
      });
    } finally {
      push.mockRestore();
    }
  });

  it('a network failure or a fault of ours reads as the shop not reached', () => {
    expect(pushFailureReason(new TypeError('fetch failed'))).toBe('the shop could not be reached');
    expect(pushFailureReason('boom')).toBe('the shop could not be reached');
    expect(pushFailureReason(new Error('TikTok Shop answered 502, after 5 attempts'))).toBe(
      'TikTok Shop answered 502',
    );
  });
});
