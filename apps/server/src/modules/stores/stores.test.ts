import { STORE_MESSAGES } from '@platfox/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, newAdmin, newSeller, type UserFixture } from '../../test/fixtures';
import type { TestContext } from '../../test/harness';
import { externalStores, storeConnections } from './tables';
import type { MemoryPlatform } from './test-platform';
import { connectWoo, createStoresApp } from './test-fixtures';

/* Connecting stores: keys checked before saving, OAuth state, credentials sealed, isolation. */

let ctx: TestContext;
let woo: MemoryPlatform;
let seller: UserFixture;
let other: UserFixture;
beforeAll(async () => {
  ({ ctx, woo } = await createStoresApp());
  seller = await newSeller(ctx);
  other = await newSeller(ctx);
});
afterAll(() => ctx.close());

const CONNECT = '/api/seller/external-stores/connect';

describe('connecting a WooCommerce store with keys', () => {
  it('checks the keys with the shop first: refused keys save nothing', async () => {
    const domain = 'https://refused.example.com';
    const answer = await as(ctx, seller.session).post(CONNECT, {
      type: 'WOOCOMMERCE',
      domain,
      consumerKey: 'ck_bad',
      consumerSecret: 'cs_bad',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(STORE_MESSAGES.keysRefused);
    const rows = await ctx.database.db
      .select()
      .from(externalStores)
      .where(eq(externalStores.domain, domain));
    expect(rows).toEqual([]);
  });

  it('saves a checked store: its answer and the list carry no credential, the column is sealed', async () => {
    const store = await connectWoo(ctx, seller, 'https://good.example.com/');
    expect(store).toMatchObject({
      type: 'WOOCOMMERCE',
      status: 'CONNECTED',
      domain: 'https://good.example.com',
      name: 'good.example.com',
      unmappedVariants: 0,
      waitingOrders: 0,
      failedTrackingPushes: 0,
    });
    const read = await as(ctx, seller.session).get(`/api/seller/external-stores/${store.id}`);
    const listed = await as(ctx, seller.session).list('external-store', {
      pagination: { page: 1, pageSize: 'all' },
    });
    expect(listed.status).toBe(200);
    expect(listed.body.items.map((row: { id: string }) => row.id)).toEqual([store.id]);
    for (const text of [JSON.stringify(read.body), JSON.stringify(listed.body)]) {
      expect(text).not.toMatch(/ck_good|cs_good|credentials|webhookSecret/);
    }
    const [row] = await ctx.database.db
      .select()
      .from(externalStores)
      .where(eq(externalStores.id, store.id));
    expect(row!.credentials).toMatch(/^v1\./);
    expect(row!.credentials).not.toContain('cs_good');
    expect(ctx.app.stores.box.open(store.id, row!.credentials!)).toMatchObject({
      consumerKey: 'ck_good',
      consumerSecret: 'cs_good',
    });
    // Sealed for this store: the same value does not open as another's.
    expect(() => ctx.app.stores.box.open(other.id, row!.credentials!)).toThrow();
    expect(woo.registered).toContainEqual({
      domain: 'https://good.example.com',
      address: 'http://platfox.test/webhooks/stores/woocommerce',
    });
  });

  it('refuses a shop connected to another seller (409), and the same seller reconnects it', async () => {
    const taken = await as(ctx, other.session).post(CONNECT, {
      type: 'WOOCOMMERCE',
      domain: 'https://good.example.com',
      consumerKey: 'ck_good',
      consumerSecret: 'cs_good',
    });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(STORE_MESSAGES.alreadyConnected);
  });

  it('disconnects (credentials dropped), then reconnects with the keys given again', async () => {
    const store = await connectWoo(ctx, seller);
    const call = as(ctx, seller.session);
    const sync = await call.post(`/api/seller/external-stores/${store.id}/sync`);
    expect(sync.status).toBe(200);
    expect(typeof sync.body.data.isQueued).toBe('boolean');
    const off = await call.post(`/api/seller/external-stores/${store.id}/disconnect`);
    expect(off.status).toBe(200);
    expect(off.body.data.status).toBe('DISCONNECTED');
    const [row] = await ctx.database.db
      .select()
      .from(externalStores)
      .where(eq(externalStores.id, store.id));
    expect(row!.credentials).toBeNull();
    const again = await call.post(`/api/seller/external-stores/${store.id}/disconnect`);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(STORE_MESSAGES.alreadyDisconnected);
    const syncOff = await call.post(`/api/seller/external-stores/${store.id}/sync`);
    expect(syncOff.status).toBe(400);
    expect(syncOff.body.message).toBe(STORE_MESSAGES.notConnected);
    const noKeys = await call.post(`/api/seller/external-stores/${store.id}/reconnect`);
    expect(noKeys.status).toBe(400);
    expect(noKeys.body.message).toBe(STORE_MESSAGES.keysRequired);
    const back = await call.post(`/api/seller/external-stores/${store.id}/reconnect`, {
      consumerKey: 'ck_good',
      consumerSecret: 'cs_good',
    });
    expect(back.status).toBe(200);
    expect(back.body.data).toMatchObject({
      kind: 'connected',
      store: { id: store.id, status: 'CONNECTED' },
    });
  });

  it('answers bad input with 400 and the field message', async () => {
    const call = as(ctx, seller.session);
    const badUrl = await call.post(CONNECT, {
      type: 'WOOCOMMERCE',
      domain: 'not a url',
      consumerKey: 'ck_good',
      consumerSecret: 'cs_good',
    });
    expect(badUrl.status).toBe(400);
    expect(badUrl.body.errors['domain']).toBe(STORE_MESSAGES.siteUrlInvalid);
    const noKey = await call.post(CONNECT, {
      type: 'WOOCOMMERCE',
      domain: 'https://x.example.com',
      consumerKey: ' ',
      consumerSecret: 'cs_good',
    });
    expect(noKey.status).toBe(400);
    expect(noKey.body.errors['consumerKey']).toBe('The consumer key field is required');
    const badShop = await call.post(CONNECT, { type: 'SHOPIFY', domain: 'https://x/y' });
    expect(badShop.status).toBe(400);
    expect(badShop.body.errors['domain']).toBe(STORE_MESSAGES.domainInvalid);
    const unsupported = await call.post(CONNECT, { type: 'ETSY', domain: 'x.example.com' });
    expect(unsupported.status).toBe(400);
  });
});

describe('connecting a Shopify store by OAuth', () => {
  it('answers the authorize URL, then the callback with its state connects the store once', async () => {
    const call = as(ctx, seller.session);
    const started = await call.post(CONNECT, {
      type: 'SHOPIFY',
      domain: 'Demo-Shop.myshopify.com',
    });
    expect(started.status).toBe(200);
    expect(started.body.data.kind).toBe('oauth');
    const url = new URL(started.body.data.authorizeUrl as string);
    expect(url.host).toBe('demo-shop.myshopify.com');
    expect(url.searchParams.get('redirect_uri')).toBe('http://platfox.test/shopifyCallback');
    const state = url.searchParams.get('state')!;
    const finish = (query: Record<string, string>, session = seller.session) =>
      as(ctx, session).post('/api/seller/external-stores/oauth-callback', { query });

    // Another seller cannot use the state, and a refused code does not connect.
    const stolen = await finish({ state, code: 'good-code' }, other.session);
    expect(stolen.status).toBe(400);
    expect(stolen.body.message).toBe(STORE_MESSAGES.stateInvalid);
    const connected = await finish({
      state,
      code: 'good-code',
      shop: 'demo-shop.myshopify.com',
    });
    expect(connected.status).toBe(200);
    expect(connected.body.data).toMatchObject({
      type: 'SHOPIFY',
      status: 'CONNECTED',
      domain: 'demo-shop.myshopify.com',
    });
    expect(JSON.stringify(connected.body)).not.toContain('token-for');
    const replay = await finish({ state, code: 'good-code' });
    expect(replay.status).toBe(400);
    expect(await ctx.database.db.select().from(storeConnections)).toEqual([]);
  });

  it('does not connect when the shop refuses the code', async () => {
    const call = as(ctx, seller.session);
    const started = await call.post(CONNECT, { type: 'SHOPIFY', domain: 'other.myshopify.com' });
    const state = new URL(started.body.data.authorizeUrl as string).searchParams.get('state')!;
    const refused = await call.post('/api/seller/external-stores/oauth-callback', {
      query: { state, code: 'forged' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(STORE_MESSAGES.oauthRefused);
    const rows = await ctx.database.db
      .select()
      .from(externalStores)
      .where(eq(externalStores.domain, 'other.myshopify.com'));
    expect(rows).toEqual([]);
  });
});

describe('isolation', () => {
  it("answers 404 to another seller for the store and every call on it; lists only one's own", async () => {
    const store = await connectWoo(ctx, seller);
    const call = as(ctx, other.session);
    const base = `/api/seller/external-stores/${store.id}`;
    const missing = '00000000-0000-4000-8000-000000000000';
    const answers = await Promise.all([
      call.get(base),
      call.post(`${base}/disconnect`),
      call.post(`${base}/reconnect`, { consumerKey: 'ck_good', consumerSecret: 'cs_good' }),
      call.post(`${base}/sync`),
      call.get(`${base}/products/${missing}`),
      call.put(`${base}/variants/${missing}/mapping`, {
        productId: missing,
        productTypeItemId: missing,
      }),
      call.post(`${base}/variants/${missing}/ignore`),
      call.post(`${base}/variants/${missing}/unignore`),
      call.get(`${base}/tracking-pushes`),
      call.post(`${base}/tracking-pushes/${missing}/retry`),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe(STORE_MESSAGES.notFound);
    }
    const listed = await call.list('external-store', { pagination: { page: 1, pageSize: 'all' } });
    expect(listed.body.items.map((row: { id: string }) => row.id)).not.toContain(store.id);
    const own = await as(ctx, seller.session).get(base);
    expect(own.body.data.status).toBe('CONNECTED');
  });

  it('refuses an admin, whatever their permissions: stores are the seller’s own', async () => {
    const store = await connectWoo(ctx, seller);
    const admin = as(ctx, await newAdmin(ctx, ['ORDER_ACCESS', 'ORDER_DETAIL_ACCESS']));
    const base = `/api/seller/external-stores/${store.id}`;
    const answers = await Promise.all([
      admin.get(base),
      admin.post(`${base}/disconnect`),
      admin.post('/api/seller/external-stores/connect', {
        type: 'WOOCOMMERCE',
        domain: 'https://admin-shop.example.com',
        consumerKey: 'ck_good',
        consumerSecret: 'cs_good',
      }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([403, 403, 403]);
    expect((await as(ctx, seller.session).get(base)).body.data.status).toBe('CONNECTED');
  });
});
