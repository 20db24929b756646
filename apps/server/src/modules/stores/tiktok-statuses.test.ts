import type { AddressInfo } from 'node:net';
import { STORE_WAIT_REASONS } from '@platfox/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, newSeller, type UserFixture } from '../../test/fixtures';
import { createTestApp, type TestContext } from '../../test/harness';
import { demoCatalog, productOf } from '../orders/test-fixtures';
import { orders } from '../orders/tables';
import { orderItems } from '../order-items/tables';
import { SHIPPED_BY_PLATFORM_NOTE } from './plan';
import { createTikTokPlatform, signWebhook } from './platforms/tiktok';
import { startTikTokStandIn, type TikTokStandIn } from './platforms/tiktok/stand-in';
import type { StandInProduct } from './platforms/tiktok/stand-in-shop';
import { externalStores, storeOrders, storeTrackingPushes, storeVariants } from './tables';
import { waitFor } from './test-fixtures';

/*
 * Issue 28, TikTok Shop through the store service: only orders the seller may fulfil become
 * drafts (UNPAID and ON_HOLD wait, shown with their reason, and the status-change webhook moves
 * them on); an order TikTok ships itself tells the seller so and pushes no tracking; one
 * authorization connects every shop it covers; a signed body of the wrong shape is a 400.
 */

let ctx: TestContext;
let shop: TikTokStandIn;
let appUrl: string;
let seller: UserFixture;
let storeId: string;
let product: StandInProduct;

beforeAll(async () => {
  shop = await startTikTokStandIn();
  const tiktok = createTikTokPlatform({
    appKey: shop.appKey,
    appSecret: shop.appSecret,
    apiBase: shop.url,
    authBase: shop.url,
    retry: { baseDelayMs: 20 },
  });
  ctx = await createTestApp({ runsScheduledWork: true }, { storePlatforms: [tiktok] });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  appUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;

  seller = await newSeller(ctx);
  product = shop.addProduct('Classic tee', ['S']);
  const finished = await as(ctx, seller.session).post(
    '/api/seller/external-stores/oauth-callback',
    {
      query: { app_key: shop.appKey, code: shop.authorizationCode() },
    },
  );
  expect(finished.status, JSON.stringify(finished.body)).toBe(200);
  storeId = finished.body.data.id;
  const [variant] = await waitFor(
    () =>
      ctx.database.db
        .select()
        .from(storeVariants)
        .where(
          and(
            eq(storeVariants.storeId, storeId),
            eq(storeVariants.externalVariantId, product.skus[0]!.id),
          ),
        ),
    (rows) => rows.length === 1,
  );
  const catalog = await demoCatalog(ctx);
  const own = await productOf(ctx, seller.id, catalog.productTypeId);
  const mapped = await as(ctx, seller.session).put(
    `/api/seller/external-stores/${storeId}/variants/${variant!.id}/mapping`,
    { productId: own.id, productTypeItemId: catalog.items[0]!.id },
  );
  expect(mapped.status).toBe(200);
});
afterAll(async () => {
  await ctx.close();
  await shop.close();
});

/** TikTok's ORDER_STATUS_CHANGE for the order, as TikTok signs and sends it. */
const statusChanged = (order: { id: string; status?: string; update_time?: number }) =>
  shop.sendWebhook(`${appUrl}/webhooks/stores/tiktok`, {
    type: 1,
    tts_notification_id: `n-${order.id}-${order.update_time}`,
    shop_id: shop.shop().id,
    timestamp: Math.floor(Date.now() / 1000),
    data: { order_id: order.id, order_status: order.status, update_time: order.update_time },
  });

const storeOrderOf = (externalOrderId: string) =>
  ctx.database.db
    .select()
    .from(storeOrders)
    .where(and(eq(storeOrders.storeId, storeId), eq(storeOrders.externalOrderId, externalOrderId)));

describe('TikTok order statuses', () => {
  it.each(['UNPAID', 'ON_HOLD'] as const)(
    'keeps an %s order waiting with its reason, and imports it once TikTok releases it',
    async (status) => {
      const order = shop.addOrder([{ productId: product.id, sku: product.skus[0]! }], { status });
      expect(await statusChanged(order)).toBe(200);
      const [waiting] = await waitFor(
        () => storeOrderOf(order.id),
        (rows) => rows[0]?.status === 'WAITING',
      );
      expect(waiting).toMatchObject({ orderId: null, lastError: STORE_WAIT_REASONS[status] });

      // TikTok releases it (paid, the hour passed): its status-change webhook moves it on.
      Object.assign(order, { status: 'AWAITING_SHIPMENT', update_time: order.update_time! + 60 });
      expect(await statusChanged(order)).toBe(200);
      const [imported] = await waitFor(
        () => storeOrderOf(order.id),
        (rows) => rows[0]?.status === 'IMPORTED',
      );
      expect(imported!.lastError).toBeNull();
      const [draft] = await ctx.database.db
        .select()
        .from(orders)
        .where(eq(orders.id, imported!.orderId!));
      expect(draft).toMatchObject({ isDraft: true, sellerId: seller.id });
    },
  );

  it('never imports an order TikTok shows shipped already (first seen by a pull)', async () => {
    const order = shop.addOrder([{ productId: product.id, sku: product.skus[0]! }], {
      status: 'IN_TRANSIT',
    });
    await ctx.app.stores.ingest.pull(storeId);
    const [row] = await storeOrderOf(order.id);
    expect(row).toMatchObject({
      status: 'WAITING',
      orderId: null,
      lastError: STORE_WAIT_REASONS.SHIPPED,
    });
  });
});

describe('an order TikTok ships itself (shipping_type TIKTOK)', () => {
  it('says so on the draft and pushes no tracking for it; a seller-shipped one is pushed', async () => {
    const sku = product.skus[0]!;
    const byTikTok = shop.addOrder([{ productId: product.id, sku }], { shipping_type: 'TIKTOK' });
    const bySeller = shop.addOrder([{ productId: product.id, sku }], { shipping_type: 'SELLER' });
    await statusChanged(byTikTok);
    await statusChanged(bySeller);
    const imported = await Promise.all(
      [byTikTok, bySeller].map(async (order) => {
        const [row] = await waitFor(
          () => storeOrderOf(order.id),
          (rows) => rows[0]?.status === 'IMPORTED',
        );
        return row!.orderId!;
      }),
    );
    const [tiktokDraft] = await ctx.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, imported[0]!));
    expect(tiktokDraft!.note).toContain(SHIPPED_BY_PLATFORM_NOTE);
    const [sellerDraft] = await ctx.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, imported[1]!));
    expect(sellerDraft!.note ?? '').not.toContain(SHIPPED_BY_PLATFORM_NOTE);

    // A code added to each order's item: only the seller-shipped one becomes a push.
    const hook = ctx.app.stores.pushes.hook();
    await ctx.database.db.transaction(async (tx) => {
      for (const orderId of imported) {
        const [item] = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
        await hook.added(tx, {
          orderId,
          orderItemId: item!.id,
          trackingCode: `1Z${orderId.slice(0, 8)}`,
          carrierCode: 'UPS',
        });
      }
    });
    const pushes = await ctx.database.db
      .select({ orderId: storeTrackingPushes.orderId })
      .from(storeTrackingPushes)
      .where(eq(storeTrackingPushes.storeId, storeId));
    expect(pushes.map((push) => push.orderId)).toEqual([imported[1]]);
  });
});

describe('one authorization, several shops', () => {
  it('connects each shop the seller authorized to that seller', async () => {
    const other = await newSeller(ctx);
    const finished = await as(ctx, other.session).post(
      '/api/seller/external-stores/oauth-callback',
      {
        query: {
          app_key: shop.appKey,
          code: shop.authorizationCode('7496001', ['7496002', '7496003']),
        },
      },
    );
    expect(finished.status, JSON.stringify(finished.body)).toBe(200);
    expect(finished.body.data.domain).toBe('7496001');
    const rows = await ctx.database.db
      .select({ domain: externalStores.domain, sellerId: externalStores.sellerId })
      .from(externalStores)
      .where(eq(externalStores.sellerId, other.id));
    expect(rows.map((row) => row.domain).sort()).toEqual(['7496001', '7496002', '7496003']);
    expect(shop.shop('7496002').webhooks.get('ORDER_STATUS_CHANGE')).toMatch(/tiktok$/);
  });
});

describe('webhook bodies', () => {
  it('answers a correctly signed body of the wrong shape 400, and a forged one 401', async () => {
    const post = (raw: string, secret: string) =>
      fetch(`${appUrl}/webhooks/stores/tiktok`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: signWebhook(shop.appKey, secret, raw),
        },
        body: raw,
      });
    const malformed = await post('[{"type":1}]', shop.appSecret);
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ status: 400 });
    expect((await post('[{"type":1}]', 'not-the-secret')).status).toBe(401);
  });
});
