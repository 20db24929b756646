import type { AddressInfo } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_MESSAGES } from '@platfox/domain';
import { as, newSeller, type UserFixture } from '../../test/fixtures';
import { createTestApp, type TestContext } from '../../test/harness';
import { orders } from '../orders/tables';
import { demoCatalog, productOf } from '../orders/test-fixtures';
import { StoreConnections } from './connected-store';
import { createShopifyPlatform, SHOPIFY_SCOPES } from './platforms/shopify';
import { asShopifyJson, refundedOrderPayload } from './platforms/shopify/order-fixture';
import { startShopifyStandIn, type ShopifyStandIn } from './platforms/shopify/stand-in';
import type { StorePlatform } from './platforms/types';
import {
  externalStores,
  storeOrders,
  storePrivacyRequests,
  storeVariants,
  storeWebhookInbox,
} from './tables';
import { waitFor } from './test-fixtures';

/*
 * Issue 28 through the real Shopify client, its stand-in (signing with @shopify/shopify-api) and
 * the app over real sockets: an install Shopify starts, webhooks retried late and repeated, an
 * older version after a newer one, a refunded line, shop/redact after an uninstall, and expired
 * tokens refreshed once, by one process of two.
 */

let ctx: TestContext;
let shop: ShopifyStandIn;
let shopify: StorePlatform;
let hookUrl: string;

beforeAll(async () => {
  shop = await startShopifyStandIn();
  shopify = createShopifyPlatform({
    apiKey: shop.apiKey,
    apiSecret: shop.apiSecret,
    scopes: [...SHOPIFY_SCOPES],
    baseUrl: shop.baseUrl,
    retry: { baseDelayMs: 10, maxAttempts: 3, maxWaitMs: 1_000, timeoutMs: 5_000 },
  });
  ctx = await createTestApp({ runsScheduledWork: true }, { storePlatforms: [shopify] });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  hookUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}/webhooks/stores/shopify`;
});
afterAll(async () => {
  await ctx.close();
  await shop.close();
});

let shops = 0;
/** A seller who installs a new shop from Shopify (its App URL launch), through OAuth. */
async function installFromShopify(seller?: UserFixture) {
  const owner = seller ?? (await newSeller(ctx));
  const domain = `intake-${(shops += 1)}-${Date.now()}.myshopify.com`;
  const call = as(ctx, owner.session);
  const launch = await shop.launchQuery(domain);
  const started = await call.post('/api/seller/external-stores/connect', {
    type: 'SHOPIFY',
    domain,
    launch,
  });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const back = await fetch(started.body.data.authorizeUrl, { redirect: 'manual' });
  const query = Object.fromEntries(new URL(back.headers.get('location')!).searchParams);
  const finished = await call.post('/api/seller/external-stores/oauth-callback', { query });
  expect(finished.status, JSON.stringify(finished.body)).toBe(200);
  const id = finished.body.data.id as string;
  return { seller: owner, call, domain, id };
}

const rowsOf = (externalOrderId: string) =>
  ctx.database.db
    .select()
    .from(storeWebhookInbox)
    .where(sql`${storeWebhookInbox.payload}->'order'->>'externalOrderId' = ${externalOrderId}`);
const storeOrderOf = async (storeId: string, externalOrderId: string) => {
  const [row] = await ctx.database.db
    .select()
    .from(storeOrders)
    .where(and(eq(storeOrders.storeId, storeId), eq(storeOrders.externalOrderId, externalOrderId)));
  return row;
};
const allFinished = (rows: { status: string }[]) =>
  rows.length > 0 && rows.every((row) => row.status === 'FINISHED');

describe('an install Shopify starts', () => {
  it('connects the signed-in seller from the App URL launch, with an expiring token kept sealed', async () => {
    const { id, domain } = await installFromShopify();
    const [row] = await ctx.database.db
      .select()
      .from(externalStores)
      .where(eq(externalStores.id, id));
    expect(row).toMatchObject({ domain, status: 'CONNECTED' });
    expect(row!.credentials).not.toContain('shprt_');
    const credentials = ctx.app.stores.box.open(id, row!.credentials!);
    expect(credentials.refreshToken).toMatch(/^shprt_/);
    expect(Date.parse(credentials.expiresAt!)).toBeGreaterThan(Date.now());
  });

  it('refuses a forged or stale launch with what to do, and a shop another seller has', async () => {
    const call = as(ctx, (await newSeller(ctx)).session);
    const launch = await shop.launchQuery('forged-shop.myshopify.com');
    const cases = [
      { ...launch, shop: 'other-shop.myshopify.com' },
      await shop.launchQuery('forged-shop.myshopify.com', new Date(Date.now() - 3 * 3600_000)),
    ];
    for (const forged of cases) {
      const answer = await call.post('/api/seller/external-stores/connect', {
        type: 'SHOPIFY',
        domain: forged.shop,
        launch: forged,
      });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(STORE_MESSAGES.launchInvalid);
    }
    const taken = await installFromShopify();
    const again = await call.post('/api/seller/external-stores/connect', {
      type: 'SHOPIFY',
      domain: taken.domain,
      launch: await shop.launchQuery(taken.domain),
    });
    expect(again.status).toBe(409);
  });
});

describe('webhooks as Shopify delivers them', () => {
  it('accepts a retry 2 hours late, and imports 20 copies of one delivery once', async () => {
    const { id, domain } = await installFromShopify();
    const order = shop.addOrder(domain);
    const body = shop.orderPayload(order, domain);
    const triggeredAt = new Date(Date.now() - 2 * 3600_000);
    const late = await shop.sendWebhook(hookUrl, {
      topic: 'orders/create',
      body,
      domain,
      triggeredAt,
    });
    expect(late.status).toBe(200);
    await waitFor(() => storeOrderOf(id, String(order.id)), Boolean);

    const copies = await Promise.all(
      Array.from({ length: 20 }, () =>
        shop.sendWebhook(hookUrl, {
          topic: 'orders/updated',
          body: { ...body, note: 'one delivery' },
          domain,
          webhookId: 'retried-delivery',
        }),
      ),
    );
    expect(copies.map((copy) => copy.status)).toEqual(Array(20).fill(200));
    const rows = await waitFor(() => rowsOf(String(order.id)), allFinished);
    // The late delivery and the one retried 20 times: two rows, not 21.
    expect(rows).toHaveLength(2);
  });

  it('never lets an older version overwrite a newer one', async () => {
    const { id, domain } = await installFromShopify();
    const order = shop.addOrder(domain);
    const newer = new Date(order.updatedAt.getTime() + 60_000);
    const send = (note: string, updatedAt: Date) =>
      shop.sendWebhook(hookUrl, {
        topic: 'orders/updated',
        body: { ...shop.orderPayload(order, domain), note, updated_at: updatedAt.toISOString() },
        domain,
      });
    expect((await send('newer', newer)).status).toBe(200);
    await waitFor(() => rowsOf(String(order.id)), allFinished);
    expect((await send('older', order.updatedAt)).status).toBe(200);
    await waitFor(
      () => rowsOf(String(order.id)),
      (rows) => rows.length === 2 && allFinished(rows),
    );
    const kept = await storeOrderOf(id, String(order.id));
    expect(kept!.data.note).toBe('newer');
    expect(kept!.externalUpdatedAt.toISOString()).toBe(newer.toISOString());
  });

  it('answers 400 to a signed body of the wrong shape and 401 to a forged one, writing nothing', async () => {
    const { domain } = await installFromShopify();
    const before = await ctx.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(storeWebhookInbox);
    for (const body of [[{ id: 1 }], '{"id": 5}', 'not json']) {
      const answer = await shop.sendWebhook(hookUrl, { topic: 'orders/create', body, domain });
      expect(answer.status).toBe(400);
    }
    const forged = await shop.sendWebhook(hookUrl, {
      topic: 'orders/create',
      body: { id: 1 },
      domain,
      isForged: true,
    });
    expect(forged.status).toBe(401);
    const after = await ctx.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(storeWebhookInbox);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('imports an order of the documented shape with what is left of each line after a refund', async () => {
    const { id, domain } = await installFromShopify();
    const payload = refundedOrderPayload({
      orderId: '5500000000001',
      productId: '7700000000001',
      variantIds: ['8800000000001', '8800000000002', '8800000000003'],
      updatedAt: new Date(),
    });
    const sent = await shop.sendWebhook(hookUrl, {
      topic: 'orders/updated',
      body: asShopifyJson(payload),
      domain,
    });
    expect(sent.status).toBe(200);
    const row = await waitFor(() => storeOrderOf(id, '5500000000001'), Boolean);
    expect(row!.name).toBe('#1042');
    expect(row!.data.lines).toEqual([
      expect.objectContaining({
        externalLineId: '55000000000011',
        externalVariantId: '8800000000001',
        sku: 'TEE-BLK-M',
        variantTitle: 'Black / M',
        quantity: 1,
      }),
      // The hoodie, refunded whole, is not there; one mug of two is left.
      expect.objectContaining({ externalLineId: '55000000000013', sku: 'MUG-WHT', quantity: 1 }),
    ]);
    expect(row!.data.address).toMatchObject({
      fullName: 'Grace Hopper',
      street: '45 Harbour Street',
      street2: 'Flat 2',
      city: 'London',
      state: 'ENG',
      zipcode: 'SE10 9NF',
      country: 'GB',
      email: 'grace@example.com',
    });
  });
});

describe('compliance webhooks', () => {
  it("answers a valid shop/redact after an uninstall with 200, taking the buyers' data out", async () => {
    const { id, domain, seller } = await installFromShopify();
    // Two orders of one variant: mapped, each becomes a draft of the seller (not placed).
    const waiting = shop.addOrder(domain);
    const drafted = shop.addOrder(domain);
    for (const order of [waiting, drafted]) {
      const body = shop.orderPayload(order, domain);
      await shop.sendWebhook(hookUrl, { topic: 'orders/create', body, domain });
    }
    await waitFor(() => storeOrderOf(id, String(drafted.id)), Boolean);
    const [variant] = await ctx.database.db
      .select()
      .from(storeVariants)
      .where(eq(storeVariants.externalVariantId, String(drafted.lines[0]!.variantId)));
    const catalog = await demoCatalog(ctx);
    const product = await productOf(ctx, seller.id, catalog.productTypeId);
    await as(ctx, seller.session).put(
      `/api/seller/external-stores/${id}/variants/${variant!.id}/mapping`,
      { productId: product.id, productTypeItemId: catalog.items[0]!.id },
    );
    const withDraft = await waitFor(
      () => storeOrderOf(id, String(drafted.id)),
      (row) => Boolean(row?.orderId),
    );

    const uninstalled = await shop.sendWebhook(hookUrl, {
      topic: 'app/uninstalled',
      body: {},
      domain,
    });
    expect(uninstalled.status).toBe(200);
    const body = { shop_id: 954889, shop_domain: domain };
    const forged = await shop.sendWebhook(hookUrl, {
      topic: 'shop/redact',
      body,
      domain,
      isForged: true,
    });
    expect(forged.status).toBe(401);
    const redacted = await shop.sendWebhook(hookUrl, { topic: 'shop/redact', body, domain });
    expect(redacted.status).toBe(200);

    for (const order of [waiting, drafted]) {
      const row = await storeOrderOf(id, String(order.id));
      expect(row!.data.address).toEqual({
        fullName: 'Redacted',
        street: 'Redacted',
        city: 'Springfield',
        state: 'IL',
        zipcode: '62701',
        country: 'US',
      });
    }
    const [draft] = await ctx.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, withDraft!.orderId!));
    expect(draft).toMatchObject({
      fullName: 'Redacted',
      street: 'Redacted',
      street2: null,
      phone: null,
      email: null,
      country: 'US',
    });
    const queued = await rowsOf(String(waiting.id));
    expect(JSON.stringify(queued.map((row) => row.payload))).not.toContain('Lovelace');
    const [recorded] = await ctx.database.db
      .select()
      .from(storePrivacyRequests)
      .where(eq(storePrivacyRequests.domain, domain));
    expect(recorded).toMatchObject({ topic: 'shop/redact', redactedOrders: 2 });
  });
});

describe('expiring tokens', () => {
  it('refreshes an expired token once and goes on syncing', async () => {
    const { id, domain } = await installFromShopify();
    shop.addOrder(domain);
    await waitFor(
      () => ctx.database.db.select().from(externalStores).where(eq(externalStores.id, id)),
      ([row]) => Boolean(row?.lastSyncAt),
    );
    shop.expireTokens(domain);
    await ctx.app.stores.ingest.pull(id);
    await ctx.app.stores.ingest.pull(id);
    const [row] = await ctx.database.db
      .select()
      .from(externalStores)
      .where(eq(externalStores.id, id));
    expect(row!.lastSyncError).toBeNull();
    expect(shop.renewals(domain)).toBe(1);
  });

  it('refreshes once when two processes find the token expired at the same moment', async () => {
    const { id, domain } = await installFromShopify();
    // The app's own first pull ends first: on a busy machine it ran late, met the expired token
    // too and renewed it beside the two processes (stop 44's rehearsal), a third renewal.
    const [row] = await waitFor(
      () => ctx.database.db.select().from(externalStores).where(eq(externalStores.id, id)),
      ([found]) => Boolean(found?.lastSyncAt),
    );
    shop.expireTokens(domain);
    // Two processes of the app on one database, each with its own connections.
    const first = new StoreConnections(ctx.database.db, ctx.app.stores.box, false);
    const second = new StoreConnections(ctx.database.db, ctx.app.stores.box, false);
    const pages = await Promise.all([
      shopify.listOrders(first.of(row!), new Date(0)),
      shopify.listOrders(second.of(row!), new Date(0)),
    ]);
    expect(pages.map((page) => page.items)).toEqual([[], []]);
    expect(shop.renewals(domain)).toBe(1);
  });
});
