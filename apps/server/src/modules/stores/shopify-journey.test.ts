import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, balanceOf, demoPrinter, fund, newAdmin, newSeller } from '../../test/fixtures';
import { createTestApp, type TestContext } from '../../test/harness';
import { demoCatalog, productOf } from '../orders/test-fixtures';
import { startReceiver } from '../webhooks/test-receiver';
import { createShopifyPlatform, SHOPIFY_API_VERSION, SHOPIFY_SCOPES } from './platforms/shopify';
import {
  STAND_IN_SHOP,
  startShopifyStandIn,
  type ShopifyStandIn,
} from './platforms/shopify/stand-in';
import { storeOrders, storeVariants } from './tables';
import { waitFor } from './test-fixtures';

/*
 * Issue 17's journey through the real Shopify client and its stand-in shop on loopback, over real
 * sockets: a seller connects by OAuth, the shop's signed webhook brings an order, the seller maps
 * its variant and places it (charged), an admin approves, the printer ships it with a tracking
 * code, the shop records the fulfilment, and the seller's own webhook receives the signed event.
 */

let ctx: TestContext;
let shop: ShopifyStandIn;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let appUrl: string;

beforeAll(async () => {
  shop = await startShopifyStandIn();
  receiver = await startReceiver();
  const shopify = createShopifyPlatform({
    apiKey: shop.apiKey,
    apiSecret: shop.apiSecret,
    scopes: [...SHOPIFY_SCOPES],
    apiVersion: SHOPIFY_API_VERSION,
    baseUrl: shop.baseUrl,
  });
  ctx = await createTestApp(
    { runsScheduledWork: true, webhookAllowsPrivateHosts: true, storePushRetryDelaySeconds: 1 },
    { storePlatforms: [shopify] },
  );
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  appUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await ctx.close();
  await shop.close();
  await receiver.close();
});

describe('a Shopify order, from the shop to its fulfilment', () => {
  it('arrives by webhook, is mapped, placed, approved and shipped, and its tracking goes back', async () => {
    const seller = await newSeller(ctx);
    const call = as(ctx, seller.session);
    await fund(ctx, seller.id, 100_000);
    const hook = await call.post('/api/seller/webhooks', {
      url: receiver.url,
      events: ['ITEM_SHIPPED'],
    });
    expect(hook.status).toBe(200);
    receiver.useSecret(hook.body.data.secret);

    // Connect: the authorize URL, the shop's signed redirect back, the callback's query posted.
    const started = await call.post('/api/seller/external-stores/connect', {
      type: 'SHOPIFY',
      domain: STAND_IN_SHOP,
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body.data.kind).toBe('oauth');
    const back = await fetch(started.body.data.authorizeUrl, { redirect: 'manual' });
    const returned = new URL(back.headers.get('location')!);
    const finished = await call.post('/api/seller/external-stores/oauth-callback', {
      query: Object.fromEntries(returned.searchParams),
    });
    expect(finished.status).toBe(200);
    const store = finished.body.data as { id: string; domain: string; status: string };
    expect(store).toMatchObject({ domain: STAND_IN_SHOP, status: 'CONNECTED' });

    // The shop's orders/create webhook, signed with the app's secret, to the app's own address.
    const order = shop.addOrder();
    const delivered = await shop.sendWebhook(`${appUrl}/webhooks/stores/shopify`, {
      topic: 'orders/create',
      body: shop.orderPayload(order),
    });
    expect(delivered.status).toBe(200);
    const waiting = await waitFor(
      () => call.get(`/api/seller/external-stores/${store.id}`),
      (answer) => answer.body.data.waitingOrders === 1,
    );
    expect(waiting.body.data.unmappedVariants).toBeGreaterThanOrEqual(1);

    // The seller maps the ordered variant to their own product: the draft appears by itself.
    const [variant] = await ctx.database.db
      .select()
      .from(storeVariants)
      .where(eq(storeVariants.externalVariantId, String(order.lines[0]!.variantId)));
    const catalog = await demoCatalog(ctx);
    const product = await productOf(ctx, seller.id, catalog.productTypeId);
    const mapped = await call.put(
      `/api/seller/external-stores/${store.id}/variants/${variant!.id}/mapping`,
      { productId: product.id, productTypeItemId: catalog.items[0]!.id },
    );
    expect(mapped.body.data).toMatchObject({ syncStatus: 'SYNC', releasedOrders: 1 });
    const [imported] = await ctx.database.db
      .select()
      .from(storeOrders)
      .where(eq(storeOrders.externalOrderId, String(order.id)));
    expect(imported!.orderId).not.toBeNull();

    // Placed (charged once), approved by an admin, picked and given a tracking code.
    const before = await balanceOf(ctx, seller.id);
    const placed = await call(
      'POST',
      `/api/orders/${imported!.orderId}/place`,
      {},
      `place-${randomUUID()}`,
    );
    expect(placed.status).toBe(200);
    expect(await balanceOf(ctx, seller.id)).toBe(before - placed.body.data.total);
    const admin = as(ctx, await newAdmin(ctx, ['ORDER_DETAIL_ACCESS', 'ORDER_DETAIL_UPDATE']));
    const approved = await admin.post(`/api/orders/${imported!.orderId}/approved`);
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
      trackingCode: '9400111899223197428490',
      trackingCarrierCode: 'USPS',
    });
    expect(tracked.status).toBe(200);

    // The shop records the fulfilment with the number and carrier; the seller's hook is told.
    const fulfilments = await waitFor(
      async () => shop.shop().fulfilments,
      (list) => list.length === 1,
    );
    expect(fulfilments[0]).toMatchObject({
      orderId: String(order.id),
      trackingNumber: '9400111899223197428490',
      company: 'USPS',
    });
    const shipped = await waitFor(
      async () => receiver.received.filter((entry) => entry.event === 'ITEM_SHIPPED'),
      (list) => list.length === 1,
    );
    expect(shipped[0]!.isVerified).toBe(true);
    expect(JSON.stringify(shipped[0]!.body)).toContain('9400111899223197428490');
  });
});
