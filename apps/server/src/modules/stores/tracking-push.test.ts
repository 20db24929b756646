import { STORE_MESSAGES } from '@platfox/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, demoPrinter, newSeller } from '../../test/fixtures';
import type { TestContext } from '../../test/harness';
import { orders } from '../orders/tables';
import { orderItems } from '../order-items/tables';
import { TrackingService } from '../production/tracking';
import { TrackingPushes } from './tracking-push';
import { approvedOrder } from '../orders/test-fixtures';
import { storeOrderLines, storeOrders, storeTrackingPushes } from './tables';
import type { MemoryPlatform } from './test-platform';
import { connectWoo, createStoresApp, waitFor, wireOrder } from './test-fixtures';
import { toOrderData } from './order-data';

/*
 * Tracking back: a code added to an item of a store's order is pushed to the store once, retried
 * with backoff after a failure, and a push out of retries shows on the store's page with a Retry.
 */

let ctx: TestContext;
let woo: MemoryPlatform;
let printer: Awaited<ReturnType<typeof demoPrinter>>;
beforeAll(async () => {
  ({ ctx, woo } = await createStoresApp({ storePushRetryLimit: 1, storePushRetryDelaySeconds: 1 }));
  printer = await demoPrinter(ctx);
});
afterAll(() => ctx.close());

/** A placed, approved and picked order of a store's seller, as if it came from the store. */
async function storeItem() {
  const order = await approvedOrder(ctx, [1]);
  const store = await connectWoo(ctx, order.seller);
  const db = ctx.database.db;
  await db
    .update(orders)
    .set({ externalStoreId: store.id, refId: '#5001' })
    .where(eq(orders.id, order.orderId));
  const wire = wireOrder(`5001-${order.orderId}`, [{ variant: 'v-tee' }]);
  const [row] = await db
    .insert(storeOrders)
    .values({
      storeId: store.id,
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
    storeId: store.id,
    externalLineId: 'line-1',
    externalVariantId: 'v-tee',
    quantity: 1,
  });
  const picked = await printer.call('PUT', '/api/printer/order-items/status', {
    ids: order.itemIds,
    action: 'pick',
    staffId: printer.staffId,
  });
  expect(picked.status).toBe(200);
  return { ...order, store, externalOrderId: wire.externalOrderId, itemId: order.itemIds[0]! };
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

describe('tracking pushed back to the store', () => {
  it('pushes a new code once, retrying after the shop fails', async () => {
    const { itemId, externalOrderId } = await storeItem();
    woo.failingPushes = 1;
    const attemptsBefore = woo.pushAttempts;
    const added = await addCode(itemId, '9400111899223197428490');
    expect(added.status).toBe(200);
    const push = await waitFor(
      () => pushOf(itemId),
      (row) => row?.status === 'PUSHED',
    );
    expect(push!.attempts).toBe(2);
    expect(woo.pushAttempts - attemptsBefore).toBe(2);
    expect(woo.fulfilments.filter((f) => f.externalOrderId === externalOrderId)).toEqual([
      {
        externalOrderId,
        externalLineIds: ['line-1'],
        trackingNumber: '9400111899223197428490',
        company: 'USPS',
        url: expect.stringContaining('9400111899223197428490'),
        // The order's one item has its code: the shop may close the order.
        isOrderShipped: true,
      },
    ]);
    // The same code again pushes nothing new.
    await addCode(itemId, '9400111899223197428490');
    const rows = await ctx.database.db
      .select()
      .from(storeTrackingPushes)
      .where(eq(storeTrackingPushes.orderItemId, itemId));
    expect(rows).toHaveLength(1);
  });

  it('shows a push out of retries on the store, and the seller retries it', async () => {
    const { itemId, store, seller } = await storeItem();
    woo.failingPushes = 2;
    await addCode(itemId, '9400111899223197428491');
    const failed = await waitFor(
      () => pushOf(itemId),
      (row) => row?.status === 'FAILED',
    );
    expect(failed!.lastError).toMatch(/503/);
    const call = as(ctx, seller.session);
    const view = await call.get(`/api/seller/external-stores/${store.id}`);
    expect(view.body.data.failedTrackingPushes).toBe(1);
    const listed = await call.get(`/api/seller/external-stores/${store.id}/tracking-pushes`);
    expect(listed.body.data).toEqual([
      expect.objectContaining({
        id: failed!.id,
        status: 'FAILED',
        trackingNumber: '9400111899223197428491',
      }),
    ]);
    const stranger = await newSeller(ctx);
    const notTheirs = await as(ctx, stranger.session).post(
      `/api/seller/external-stores/${store.id}/tracking-pushes/${failed!.id}/retry`,
    );
    expect(notTheirs.status).toBe(404);
    const retried = await call.post(
      `/api/seller/external-stores/${store.id}/tracking-pushes/${failed!.id}/retry`,
    );
    expect(retried.status).toBe(200);
    await waitFor(
      () => pushOf(itemId),
      (row) => row?.status === 'PUSHED',
    );
    const again = await call.post(
      `/api/seller/external-stores/${store.id}/tracking-pushes/${failed!.id}/retry`,
    );
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(STORE_MESSAGES.pushNotFailed);
  });

  it('pushes nothing for an order that did not come from a store', async () => {
    const order = await approvedOrder(ctx, [1]);
    await printer.call('PUT', '/api/printer/order-items/status', {
      ids: order.itemIds,
      action: 'pick',
      staffId: printer.staffId,
    });
    expect((await addCode(order.itemIds[0]!, '9400111899223197428492')).status).toBe(200);
    expect(await pushOf(order.itemIds[0]!)).toBeUndefined();
  });

  it('pushes nothing when IS_DISABLE_PUSH_TRACKING_TO_STORE is on', async () => {
    const { itemId } = await storeItem();
    const { platforms, connections, jobs } = ctx.app.stores;
    const disabled = new TrackingPushes(
      ctx.database.db,
      platforms,
      connections,
      () => jobs,
      async () => true,
      ctx.app.log,
    );
    const tracking = new TrackingService(ctx.database.db, ctx.app.live, disabled.hook);
    const by = {
      actor: {
        id: printer.id,
        type: 'PRINTER' as const,
        status: 'ONLINE' as const,
        isVerified: true,
        permissions: [],
        sessionId: null,
      },
      ip: null,
    };
    await tracking.addCode(by, itemId, {
      trackingCode: '9400111899223197428493',
      trackingCarrierCode: 'USPS',
    });
    const [item] = await ctx.database.db.select().from(orderItems).where(eq(orderItems.id, itemId));
    expect(item!.trackingCode).toBe('9400111899223197428493');
    expect(await pushOf(itemId)).toBeUndefined();
  });
});
