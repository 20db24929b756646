import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen, type Recorded } from '../../../ledger/stand-in-server';
import { StoreAuthError, type ConnectedStore, type StorePlatform } from '../types';
import { createTikTokPlatform, TikTokError } from '.';
import { STAND_IN_TIKTOK_SHOP, startTikTokStandIn, type TikTokStandIn } from './stand-in';
import { SHIPPING_PROVIDERS } from './stand-in-shop';

let standIn: TikTokStandIn;
let platform: StorePlatform;
let receiver: { url: string; close: () => Promise<void> };
const received: Recorded[] = [];
const REDIRECT = 'https://app.example/s/tiktok-redirect';

const newPlatform = () =>
  createTikTokPlatform({
    appKey: standIn.appKey,
    appSecret: standIn.appSecret,
    apiBase: standIn.url,
    authBase: standIn.url,
    retry: { baseDelayMs: 10, maxAttempts: 4, maxWaitMs: 2_000, timeoutMs: 5_000 },
  });

beforeAll(async () => {
  standIn = await startTikTokStandIn({ redirectUrl: REDIRECT });
  platform = newPlatform();
  receiver = await listen((request, response) => {
    received.push(request);
    response.writeHead(200).end();
  });
});
afterAll(async () => {
  await standIn.close();
  await receiver.close();
});

const oauth = () => {
  if (platform.connection.kind !== 'oauth') throw new Error('TikTok connects by OAuth');
  return platform.connection;
};

/** A connected store as the store service keeps it: tokens and the shop's cipher. */
async function connectedStore(): Promise<ConnectedStore> {
  const credentials = await oauth().exchange('', { code: standIn.authorizationCode() }, REDIRECT);
  return { domain: credentials.shopId!, credentials };
}

describe('TikTok Shop connection', () => {
  it('follows the authorize link back with app_key, code and state, and exchanges the code', async () => {
    const url = oauth().authorizeUrl('', 'state-1', REDIRECT);
    const response = await fetch(url, { redirect: 'manual' });
    expect(response.status).toBe(302);
    const back = new URL(response.headers.get('location') ?? '');
    expect(back.origin + back.pathname).toBe(REDIRECT);
    const query = Object.fromEntries(back.searchParams);
    expect(query).toMatchObject({ app_key: standIn.appKey, state: 'state-1' });
    const credentials = await oauth().exchange('', query, REDIRECT);
    expect(oauth().domainOf?.(credentials)).toBe(STAND_IN_TIKTOK_SHOP);
    expect(credentials.shopCipher).toBe(standIn.shop().cipher);
    expect(credentials.shopName).toBe('Stand-in TikTok Shop');
    expect(Number(credentials.accessExpiresAt)).toBeGreaterThan(Date.now());
    // A code is used once.
    await expect(oauth().exchange('', query, REDIRECT)).rejects.toBeInstanceOf(StoreAuthError);
  });

  it("refuses another app's code before asking TikTok", async () => {
    const asked = standIn.requests.length;
    const query = { app_key: 'another-app', code: standIn.authorizationCode() };
    await expect(oauth().exchange('', query, REDIRECT)).rejects.toBeInstanceOf(StoreAuthError);
    expect(standIn.requests.length).toBe(asked);
  });
});

describe('TikTok Shop signed calls', () => {
  it('refuses a request signed wrongly, and none of the client’s', async () => {
    const store = await connectedStore();
    await platform.listProducts(store);
    expect(standIn.refusals).toHaveLength(0);
    const query = new URLSearchParams({
      app_key: standIn.appKey,
      timestamp: String(Math.floor(Date.now() / 1000)),
      shop_cipher: store.credentials.shopCipher!,
      sign: '0'.repeat(64),
    });
    const response = await fetch(`${standIn.url}/product/202309/products/search?${query}`, {
      method: 'POST',
      headers: { 'x-tts-access-token': store.credentials.accessToken! },
      body: '{}',
    });
    expect(response.status).toBe(401);
    expect(((await response.json()) as { code: number }).code).toBe(106001);
    expect(standIn.refusals).toHaveLength(1);
    standIn.refusals.length = 0;
  });

  it('reads every order updated since a time, a page at a time', async () => {
    const shop = standIn.shop();
    shop.orders.length = 0;
    const old = standIn.addOrder([], { update_time: 1_000, create_time: 1_000 });
    const seeded = standIn.seedOrders(120);
    const store = await connectedStore();
    const seen: string[] = [];
    let page: string | undefined;
    let pages = 0;
    do {
      const answer = await platform.listOrders(store, new Date(2_000_000), page);
      seen.push(...answer.items.map((order) => order.externalOrderId));
      page = answer.next;
      pages += 1;
    } while (page);
    expect(pages).toBe(3);
    expect(seen.sort()).toEqual(seeded.map((order) => order.id).sort());
    expect(seen).not.toContain(old.id);
  });

  it('reads products with their SKUs as variants, a page at a time', async () => {
    standIn.shop().products.length = 0;
    const products = Array.from({ length: 55 }, (_, i) =>
      standIn.addProduct(`Tee ${i}`, ['S', 'M']),
    );
    const store = await connectedStore();
    const first = await platform.listProducts(store);
    expect(first.items).toHaveLength(50);
    const second = await platform.listProducts(store, first.next);
    expect(second.next).toBeUndefined();
    const all = [...first.items, ...second.items];
    expect(all.map((p) => p.externalProductId)).toEqual(products.map((p) => p.id));
    expect(all[0]!.variants).toEqual([
      {
        externalVariantId: products[0]!.skus[0]!.id,
        title: 'S',
        sku: 'TEE-S',
        imageUrl: undefined,
      },
      {
        externalVariantId: products[0]!.skus[1]!.id,
        title: 'M',
        sku: 'TEE-M',
        imageUrl: undefined,
      },
    ]);
  });

  it('refreshes an access token about to expire before the call', async () => {
    const tokens = standIn.issueTokens(STAND_IN_TIKTOK_SHOP, 60);
    const store: ConnectedStore = {
      domain: STAND_IN_TIKTOK_SHOP,
      credentials: {
        accessToken: tokens.access_token,
        accessExpiresAt: String(Number(tokens.access_token_expire_in) * 1000),
        refreshToken: tokens.refresh_token,
        shopCipher: standIn.shop().cipher,
      },
    };
    const before = standIn.requests.length;
    await platform.listProducts(store);
    const paths = standIn.requests.slice(before).map((r) => r.path);
    expect(paths).toEqual(['/api/v2/token/refresh', '/product/202309/products/search']);
  });

  it('refreshes once when TikTok says the token expired, and retries the call', async () => {
    const tokens = standIn.issueTokens(STAND_IN_TIKTOK_SHOP, -10);
    const store: ConnectedStore = {
      domain: STAND_IN_TIKTOK_SHOP,
      // Believed valid by the app (a clock apart): TikTok's 105002 is what tells.
      credentials: {
        accessToken: tokens.access_token,
        refreshToken: tokens.refresh_token,
        shopCipher: standIn.shop().cipher,
      },
    };
    const fresh = newPlatform();
    const before = standIn.requests.length;
    await fresh.listProducts(store);
    const paths = standIn.requests.slice(before).map((r) => r.path);
    expect(paths).toEqual([
      '/product/202309/products/search',
      '/api/v2/token/refresh',
      '/product/202309/products/search',
    ]);
  });

  it('survives 429 (Retry-After) and 5xx, and gives up after its bounded attempts', async () => {
    const store = await connectedStore();
    standIn.failNext(1, { status: 429, retryAfter: '0.05' });
    standIn.failNext(2, { status: 503 });
    const answer = await platform.listProducts(store);
    expect(answer.items.length).toBeGreaterThan(0);
    standIn.failNext(4, { status: 500 });
    await expect(platform.listProducts(store)).rejects.toSatisfy(
      (error) => error instanceof TikTokError && error.isTransient,
    );
  });

  it('answers StoreAuthError once the seller removed the app', async () => {
    const store = await connectedStore();
    standIn.revokeTokens();
    await expect(platform.listProducts(store)).rejects.toBeInstanceOf(StoreAuthError);
  });
});

describe('TikTok Shop orders and shipping', () => {
  it('marks a package shipped with the tracking number and the named provider', async () => {
    const store = await connectedStore();
    const product = standIn.addProduct('Hoodie', ['L']);
    const order = standIn.addOrder([{ productId: product.id, sku: product.skus[0]! }]);
    const read = await platform.getOrder!(store, order.id);
    expect(read).toMatchObject({
      externalOrderId: order.id,
      address: { fullName: 'Ada Buyer', city: 'San Francisco', state: 'CA', country: 'US' },
      lines: [{ externalVariantId: product.skus[0]!.id, quantity: 1 }],
    });
    await platform.pushFulfilment(store, {
      externalOrderId: order.id,
      externalLineIds: [],
      trackingNumber: '9400100000000000000000',
      company: 'usps',
    });
    expect(standIn.shop().packages.at(-1)).toMatchObject({
      orderId: order.id,
      lineIds: [order.line_items![0]!.id],
      trackingNumber: '9400100000000000000000',
      shippingProviderId: SHIPPING_PROVIDERS[0]!.id,
    });
    await expect(
      platform.pushFulfilment(store, {
        externalOrderId: order.id,
        externalLineIds: [],
        trackingNumber: '1',
        company: 'Pigeon Post',
      }),
    ).rejects.toBeInstanceOf(TikTokError);
  });

  it('subscribes the order webhook and verifies what TikTok signs', async () => {
    const store = await connectedStore();
    await platform.registerWebhooks(store, receiver.url);
    expect(standIn.shop().webhooks.get('ORDER_STATUS_CHANGE')).toBe(receiver.url);
    const order = standIn.addOrder([]);
    expect(await standIn.emitOrderStatus(order)).toBe(200);
    const arrived = received.at(-1)!;
    const known = (domain: string) =>
      Promise.resolve(domain === STAND_IN_TIKTOK_SHOP ? 'secret' : null);
    const verified = await platform.verifyWebhook(
      arrived.headers,
      Buffer.from(arrived.body),
      known,
    );
    expect(verified).toEqual({
      domain: STAND_IN_TIKTOK_SHOP,
      event: { kind: 'orderChanged', externalOrderId: order.id },
    });
    // One byte changed, or a shop not connected here: refused.
    const altered = Buffer.from(arrived.body.replace(order.id, `${order.id.slice(0, -1)}9`));
    expect(await platform.verifyWebhook(arrived.headers, altered, known)).toBeNull();
    const none = () => Promise.resolve(null);
    expect(
      await platform.verifyWebhook(arrived.headers, Buffer.from(arrived.body), none),
    ).toBeNull();
    await standIn.sendWebhook(
      receiver.url,
      { type: 1, shop_id: STAND_IN_TIKTOK_SHOP },
      { isForged: true },
    );
    const forged = received.at(-1)!;
    expect(
      await platform.verifyWebhook(forged.headers, Buffer.from(forged.body), known),
    ).toBeNull();
  });
});
