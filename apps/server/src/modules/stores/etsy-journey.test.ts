import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, balanceOf, demoPrinter, fund, newAdmin, newSeller } from '../../test/fixtures';
import { createTestApp, type TestContext } from '../../test/harness';
import { demoCatalog, productOf } from '../orders/test-fixtures';
import { startEtsyStandIn, type EtsyStandIn } from './platforms/etsy/stand-in';
import { storeOrders, storeVariants } from './tables';
import { waitFor } from './test-fixtures';

/*
 * Issue 18's Etsy journey through the app, over real sockets: the app is configured with the
 * Etsy app's keystring and secret (so storePlatformsFor registers the real client) pointing at
 * the stand-in. A seller connects by OAuth with PKCE, a receipt comes through the pending Etsy
 * order queue, is mapped, placed (charged once), approved and shipped, and the stand-in records
 * the receipt shipment with the tracking and the store's note to the buyer.
 */

let ctx: TestContext;
let etsy: EtsyStandIn;

beforeAll(async () => {
  etsy = await startEtsyStandIn();
  ctx = await createTestApp({
    runsScheduledWork: true,
    storePushRetryDelaySeconds: 1,
    etsy: {
      apiKey: etsy.apiKey,
      sharedSecret: etsy.sharedSecret,
      baseUrl: etsy.baseUrl,
      connectUrl: etsy.connectUrl,
    },
  });
});
afterAll(async () => {
  await ctx.close();
  await etsy.close();
});

describe('an Etsy receipt, from the shop to its shipment', () => {
  it('is connected with PKCE, queued, mapped, placed once, shipped, and the shipment recorded', async () => {
    const seller = await newSeller(ctx);
    const call = as(ctx, seller.session);
    await fund(ctx, seller.id, 100_000);
    const receipt = etsy.addReceipt({ message_from_buyer: 'Medium please' });

    const started = await call.post('/api/seller/external-stores/connect', {
      type: 'ETSY',
      domain: etsy.shop.shopName,
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const back = await fetch(started.body.data.authorizeUrl, { redirect: 'manual' });
    expect(back.status).toBe(302);
    const returned = new URL(back.headers.get('location')!);
    expect(returned.pathname).toBe('/s/etsy-redirect');
    const finished = await call.post('/api/seller/external-stores/oauth-callback', {
      query: Object.fromEntries(returned.searchParams),
    });
    expect(finished.status, JSON.stringify(finished.body)).toBe(200);
    const storeId: string = finished.body.data.id;
    const noted = await call.put(`/api/seller/external-stores/${storeId}/note-to-buyer`, {
      noteToBuyer: 'Thank you from our print shop',
    });
    expect(noted.status).toBe(200);

    // The first pull (queued at connection) brings the receipt through the queue.
    const queued = await waitFor(
      () => call.list('etsy-order-queue', { filters: [] }),
      (answer) => answer.body.items?.[0]?.status === 'FINISHED',
    );
    expect(queued.body.items[0]).toMatchObject({
      receiptId: String(receipt.receipt_id),
      storeOrderStatus: 'UN_SYNCED',
    });

    // Mapped: the draft appears by itself, with the buyer's message.
    const [variant] = await ctx.database.db
      .select()
      .from(storeVariants)
      .where(eq(storeVariants.externalVariantId, String(receipt.transactions![0]!.product_id)));
    const catalog = await demoCatalog(ctx);
    const product = await productOf(ctx, seller.id, catalog.productTypeId);
    const mapped = await call.put(
      `/api/seller/external-stores/${storeId}/variants/${variant!.id}/mapping`,
      { productId: product.id, productTypeItemId: catalog.items[0]!.id },
    );
    expect(mapped.body.data).toMatchObject({ syncStatus: 'SYNC', releasedOrders: 1 });
    const [imported] = await ctx.database.db
      .select()
      .from(storeOrders)
      .where(eq(storeOrders.externalOrderId, String(receipt.receipt_id)));
    const orderId = imported!.orderId!;
    expect((await call.get(`/api/orders/${orderId}`)).body.data.note).toBe('Medium please');

    // Placed, charged once even when the place is sent again with its key.
    const before = await balanceOf(ctx, seller.id);
    const key = `place-${randomUUID()}`;
    const placed = await call('POST', `/api/orders/${orderId}/place`, {}, key);
    expect(placed.status).toBe(200);
    const again = await call('POST', `/api/orders/${orderId}/place`, {}, key);
    expect(again.status).toBe(200);
    expect(await balanceOf(ctx, seller.id)).toBe(before - placed.body.data.total);

    const admin = as(ctx, await newAdmin(ctx, ['ORDER_DETAIL_ACCESS', 'ORDER_DETAIL_UPDATE']));
    const approved = await admin.post(`/api/orders/${orderId}/approved`);
    expect(approved.status).toBe(200);
    const itemId: string = approved.body.data.items[0].id;
    const printer = await demoPrinter(ctx);
    const picked = await printer.call('PUT', '/api/printer/order-items/status', {
      ids: [itemId],
      action: 'pick',
      staffId: printer.staffId,
    });
    expect(picked.status).toBe(200);
    const tracked = await printer.call('POST', '/api/printer/add-tracking-code', {
      orderItemId: itemId,
      trackingCode: '9400111899223197428491',
      trackingCarrierCode: 'USPS',
    });
    expect(tracked.status).toBe(200);

    const shipments = await waitFor(
      async () => etsy.shop.shipments,
      (list) => list.length === 1,
    );
    expect(shipments[0]).toEqual({
      receiptId: String(receipt.receipt_id),
      tracking_code: '9400111899223197428491',
      // Etsy's own name for the carrier (its supported carriers list).
      carrier_name: 'usps',
      note_to_buyer: 'Thank you from our print shop',
    });
  });
});
