import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen, type Recorded } from '../../../ledger/stand-in-server';
import { StoreAuthError, type ConnectedStore, type StorePlatform } from '../types';
import {
  createShopifyPlatform,
  InvalidShopDomainError,
  normaliseShopDomain,
  ShopifyError,
} from '.';
import { signBody } from './webhooks';
import { addProduct, STAND_IN_SHOP, startShopifyStandIn, type ShopifyStandIn } from './stand-in';

let standIn: ShopifyStandIn;
let platform: StorePlatform;
let store: ConnectedStore;
let receiver: { url: string; close: () => Promise<void> };
const received: Recorded[] = [];
const connected = new Set([STAND_IN_SHOP]);
const secretOf = (domain: string) => Promise.resolve(connected.has(domain) ? 'known' : null);

beforeAll(async () => {
  standIn = await startShopifyStandIn();
  platform = createShopifyPlatform({
    apiKey: standIn.apiKey,
    apiSecret: standIn.apiSecret,
    scopes: ['read_orders', 'read_products', 'write_merchant_managed_fulfillment_orders'],
    baseUrl: standIn.baseUrl,
    retry: { baseDelayMs: 10, maxAttempts: 4, maxWaitMs: 2_000, timeoutMs: 5_000 },
  });
  store = { domain: STAND_IN_SHOP, credentials: { accessToken: standIn.issueToken() } };
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
  if (platform.connection.kind !== 'oauth') throw new Error('Shopify connects by OAuth');
  return platform.connection;
};

/** Follows the authorize URL as a browser would, answering the callback's query. */
async function authorize(domain: string, state: string) {
  const url = oauth().authorizeUrl(domain, state, 'https://app.example/shopifyCallback');
  const response = await fetch(url, { redirect: 'manual' });
  expect(response.status).toBe(302);
  const back = new URL(response.headers.get('location') ?? '');
  expect(back.origin + back.pathname).toBe('https://app.example/shopifyCallback');
  return Object.fromEntries(back.searchParams);
}

/** Sends a webhook through the network to the receiver and verifies what arrived, raw. */
async function deliver(webhook: Parameters<ShopifyStandIn['sendWebhook']>[1]) {
  await standIn.sendWebhook(receiver.url, webhook);
  const arrived = received[received.length - 1];
  if (!arrived) throw new Error('nothing arrived');
  return platform.verifyWebhook(arrived.headers, Buffer.from(arrived.body), secretOf);
}

describe('connecting a shop by OAuth', () => {
  it('asks for the scopes and state, and exchanges the signed callback for a working token', async () => {
    const url = new URL(oauth().authorizeUrl(STAND_IN_SHOP, 'state-1', 'https://app.example/cb'));
    expect(url.pathname).toBe(`/${STAND_IN_SHOP}/admin/oauth/authorize`);
    expect(url.searchParams.get('client_id')).toBe(standIn.apiKey);
    expect(url.searchParams.get('scope')).toBe(
      'read_orders,read_products,write_merchant_managed_fulfillment_orders',
    );
    expect(url.searchParams.get('state')).toBe('state-1');

    const query = await authorize(STAND_IN_SHOP, 'state-2');
    expect(query.state).toBe('state-2');
    const credentials = await oauth().exchange(STAND_IN_SHOP, query, 'https://app.example/cb');
    expect(credentials.accessToken).toMatch(/^shpat_/);
    // An expiring offline token (an hour), with the refresh token that renews it.
    expect(credentials.refreshToken).toMatch(/^shprt_/);
    const lifetime = Date.parse(credentials.expiresAt ?? '') - Date.now();
    expect(lifetime).toBeGreaterThan(59 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(3600_000);
    const exchange = standIn.requests.filter((r) => r.path.endsWith('/access_token')).at(-1);
    expect(JSON.parse(exchange?.body ?? '{}')).toMatchObject({ code: query.code, expiring: '1' });
    const page = await platform.listOrders({ domain: STAND_IN_SHOP, credentials }, new Date());
    expect(page.items).toEqual([]);
    // The code is one-time: a replayed callback is refused by Shopify.
    await expect(oauth().exchange(STAND_IN_SHOP, query, '')).rejects.toThrow(StoreAuthError);
  });

  it('refuses a forged callback, one for another shop, and a shop that is not a myshopify domain', async () => {
    const query = await authorize(STAND_IN_SHOP, 's');
    const exchanges = () => standIn.requests.filter((r) => r.path.endsWith('/access_token')).length;
    const before = exchanges();
    const forgeries: [string, Record<string, string>][] = [
      [STAND_IN_SHOP, { ...query, code: 'mine' }],
      [STAND_IN_SHOP, { ...query, hmac: '0'.repeat(64) }],
      [STAND_IN_SHOP, { ...query, hmac: '' }],
      ['other-shop.myshopify.com', query],
    ];
    for (const [domain, forged] of forgeries) {
      await expect(oauth().exchange(domain, forged, '')).rejects.toThrow(StoreAuthError);
    }
    // Refused before the code is spent: a forged callback never reaches Shopify.
    expect(exchanges()).toBe(before);
    expect(() => oauth().authorizeUrl('evil.example.com', 's', 'https://app.example')).toThrow(
      InvalidShopDomainError,
    );
    expect(normaliseShopDomain('https://My-Shop.myshopify.com/admin')).toBe(
      'my-shop.myshopify.com',
    );
    expect(normaliseShopDomain('my-shop')).toBe('my-shop.myshopify.com');
    expect(normaliseShopDomain('my-shop.example.com')).toBeNull();
  });
});

describe('webhooks', () => {
  it('turns a signed orders/create into the same order, line and variant ids as a pull', async () => {
    const order = standIn.addOrder(STAND_IN_SHOP, { note: 'gift wrap' });
    const verified = await deliver({ topic: 'orders/create', body: standIn.orderPayload(order) });
    expect(verified?.domain).toBe(STAND_IN_SHOP);
    if (verified?.event.kind !== 'order') throw new Error('expected an order');
    const pulled = await platform.listOrders(store, new Date(order.updatedAt.getTime() - 1));
    const same = pulled.items.find((item) => item.externalOrderId === String(order.id));
    expect(same).toBeDefined();
    expect(verified.event.order).toEqual(same);
    expect(verified.event.order.lines[0]).toMatchObject({
      externalLineId: String(order.lines[0]?.id),
      externalVariantId: String(order.lines[0]?.variantId),
      quantity: 1,
    });
    expect(verified.event.order.address).toMatchObject({
      fullName: 'Ada Lovelace',
      country: 'US',
      state: 'IL',
    });
  });

  it('answers null for a forged, unsigned or unknown shop webhook', async () => {
    const body = standIn.orderPayload(standIn.addOrder());
    expect(await deliver({ topic: 'orders/create', body, isForged: true })).toBeNull();
    expect(
      await deliver({ topic: 'orders/create', body, domain: 'stranger.myshopify.com' }),
    ).toBeNull();
    const raw = Buffer.from(JSON.stringify(body));
    const headers = { 'x-shopify-topic': 'orders/create', 'x-shopify-shop-domain': STAND_IN_SHOP };
    expect(await platform.verifyWebhook(headers, raw, secretOf)).toBeNull();
  });

  it('accepts a retry of any age, and names its delivery for the store service to take once', async () => {
    const body = standIn.orderPayload(standIn.addOrder());
    const triggeredAt = new Date(Date.now() - 2 * 3600_000);
    const late = await deliver({ topic: 'orders/updated', body, triggeredAt, webhookId: 'd-1' });
    expect(late?.event.kind).toBe('order');
    expect(late?.deliveryId).toBe('d-1');
  });

  it('answers a signed body of the wrong shape as malformed, not as an order', async () => {
    for (const body of [[{ id: 1 }], { name: '#1' }, 'null', { id: 1, line_items: {} }]) {
      const verified = await deliver({ topic: 'orders/create', body });
      expect(verified?.event.kind).toBe('malformed');
    }
  });

  it('takes the compliance topics from any shop, connected or not, with the orders they name', async () => {
    const domain = 'gone.myshopify.com';
    const body = {
      shop_id: 954889,
      shop_domain: domain,
      customer: { id: 191167, email: 'john@example.com', phone: '555-625-1199' },
      orders_to_redact: [299938, 280263],
    };
    const verified = await deliver({ topic: 'customers/redact', body, domain });
    expect(verified?.event).toEqual({
      kind: 'privacy',
      topic: 'customers/redact',
      externalOrderIds: ['299938', '280263'],
      payload: { ...body, customer: { ...body.customer, id: '191167' } },
    });
    expect(await deliver({ topic: 'shop/redact', body, domain, isForged: true })).toBeNull();
  });

  it('knows app/uninstalled and drops topics it does not act on', async () => {
    expect((await deliver({ topic: 'app/uninstalled', body: { id: 1 } }))?.event).toEqual({
      kind: 'uninstalled',
    });
    expect((await deliver({ topic: 'shop/update', body: { id: 1 } }))?.event).toEqual({
      kind: 'ignored',
    });
  });

  it('reads ids past 2^53 digit for digit', async () => {
    const raw = Buffer.from(
      '{"id":820982911946154508,"name":"#9999","created_at":"2025-01-01T10:00:00-05:00","line_items":[{"id":866550311766439020,"product_id":632910392123456789,"variant_id":808950810123456789,"title":"Tee","quantity":2}]}',
    );
    const headers = {
      'x-shopify-topic': 'orders/cancelled',
      'x-shopify-shop-domain': STAND_IN_SHOP,
      'x-shopify-hmac-sha256': signBody(raw, standIn.apiSecret),
      'x-shopify-triggered-at': new Date().toISOString(),
    };
    const verified = await platform.verifyWebhook(headers, raw, secretOf);
    if (verified?.event.kind !== 'order') throw new Error('expected an order');
    expect(verified.event.order.externalOrderId).toBe('820982911946154508');
    expect(verified.event.order.lines[0]?.externalVariantId).toBe('808950810123456789');
    expect(verified.event.order.createdAt.toISOString()).toBe('2025-01-01T15:00:00.000Z');
  });
});

describe('pulling orders and products', () => {
  it('pages through the orders updated since a date, every line included', async () => {
    const domain = 'pull-shop.myshopify.com';
    const shopStore = { domain, credentials: { accessToken: standIn.issueToken(domain) } };
    const from = new Date('2025-03-01T00:00:00Z');
    const seeded = standIn.seedOrders(120, { domain, from });
    const big = seeded[119];
    if (!big?.lines[0]) throw new Error('seeded');
    for (let n = 1; n < 12; n += 1)
      big.lines.push({ ...big.lines[0], id: big.lines[0].id + n * 7 });
    const since = seeded[10]?.updatedAt ?? from;
    const ids: string[] = [];
    let page: string | undefined;
    let pages = 0;
    do {
      const answer = await platform.listOrders(shopStore, since, page);
      ids.push(...answer.items.map((order) => order.externalOrderId));
      if (answer.items.some((order) => order.externalOrderId === String(big.id))) {
        expect(
          answer.items.find((order) => order.externalOrderId === String(big.id))?.lines,
        ).toHaveLength(12);
      }
      page = answer.next;
      pages += 1;
    } while (page);
    expect(ids).toEqual(seeded.slice(10).map((order) => String(order.id)));
    expect(pages).toBe(3);
  });

  it('lists products with their variants', async () => {
    const domain = 'catalogue.myshopify.com';
    const product = addProduct(standIn.shop(domain), 'Hoodie', ['S', 'M', 'L']);
    const page = await platform.listProducts({
      domain,
      credentials: { accessToken: standIn.issueToken(domain) },
    });
    expect(page.next).toBeUndefined();
    expect(page.items).toEqual([
      {
        externalProductId: String(product.id),
        title: 'Hoodie',
        imageUrl: product.imageUrl,
        variants: product.variants.map((variant) => ({
          externalVariantId: String(variant.id),
          title: variant.title,
          sku: variant.sku,
          imageUrl: product.imageUrl,
        })),
      },
    ]);
  });
});

describe('pushing tracking back', () => {
  it('creates one fulfilment of the shipped lines with number, company and link', async () => {
    const order = standIn.addOrder();
    const first = order.lines[0];
    if (!first) throw new Error('seeded');
    order.lines.push({ ...first, id: first.id + 1, quantity: 3 });
    const fulfilment = {
      externalOrderId: String(order.id),
      externalLineIds: [String(first.id)],
      trackingNumber: '9400111899223197428490',
      company: 'USPS',
      url: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223197428490',
    };
    await platform.pushFulfilment(store, fulfilment);
    // A retried push (its first answer lost) finds nothing left to fulfil and creates nothing.
    await platform.pushFulfilment(store, fulfilment);
    const recorded = standIn.shop().fulfilments.filter((f) => f.orderId === String(order.id));
    expect(recorded).toEqual([
      {
        orderId: String(order.id),
        lines: [{ lineId: String(first.id), quantity: 1 }],
        trackingNumber: fulfilment.trackingNumber,
        company: 'USPS',
        url: fulfilment.url,
        notifyCustomer: true,
        id: expect.any(Number) as number,
        trackingUpdates: 0,
      },
    ]);
    // The printer corrected the code: the same fulfilment carries the new one, none is added.
    await platform.pushFulfilment(store, {
      ...fulfilment,
      trackingNumber: '1Z999AA10123456784',
      company: 'UPS',
      url: undefined,
    });
    const corrected = standIn.shop().fulfilments.filter((f) => f.orderId === String(order.id));
    expect(corrected).toHaveLength(1);
    expect(corrected[0]).toMatchObject({
      trackingNumber: '1Z999AA10123456784',
      company: 'UPS',
      url: null,
      trackingUpdates: 1,
    });
  });
});

describe('surviving Shopify', () => {
  it('waits out a 429 for its Retry-After, then succeeds', async () => {
    standIn.failNext(2, { status: 429, retryAfter: '0.2' });
    const started = Date.now();
    await expect(platform.listProducts(store)).resolves.toBeDefined();
    expect(Date.now() - started).toBeGreaterThanOrEqual(400);
  });

  it('retries a 500 and a THROTTLED query, then succeeds', async () => {
    standIn.failNext(2, { status: 500 });
    await expect(platform.listProducts(store)).resolves.toBeDefined();
    standIn.failNext(1, { status: 'throttled', waitMs: 50 });
    await expect(platform.listProducts(store)).resolves.toBeDefined();
  });

  it('gives up, bounded, when Shopify keeps failing or asks for too long a wait', async () => {
    standIn.failNext(4, { status: 503 });
    await expect(platform.listProducts(store)).rejects.toThrow(ShopifyError);
    standIn.failNext(1, { status: 429, retryAfter: '60' });
    await expect(platform.listProducts(store)).rejects.toThrow(/asked to wait/);
  });

  it('throws StoreAuthError when the token is refused', async () => {
    const domain = 'revoked.myshopify.com';
    const revoked = { domain, credentials: { accessToken: standIn.issueToken(domain) } };
    standIn.revokeTokens(domain);
    await expect(platform.listOrders(revoked, new Date())).rejects.toThrow(StoreAuthError);
    await expect(
      platform.pushFulfilment(revoked, {
        externalOrderId: '1',
        externalLineIds: [],
        trackingNumber: 'x',
        company: 'UPS',
      }),
    ).rejects.toThrow(StoreAuthError);
  });

  it('subscribes the shop to its webhooks once, however often asked', async () => {
    await platform.registerWebhooks(store, 'https://app.example/webhooks/shopify');
    await platform.registerWebhooks(store, 'https://app.example/webhooks/shopify');
    const subscriptions = standIn
      .shop()
      .webhookSubscriptions.filter((s) => s.uri.startsWith('https://app.example'))
      .map((s) => [s.topic, s.uri, s.format]);
    expect(subscriptions.sort()).toEqual(
      ['APP_UNINSTALLED', 'ORDERS_CANCELLED', 'ORDERS_CREATE', 'ORDERS_UPDATED'].map((topic) => [
        topic,
        'https://app.example/webhooks/shopify',
        'JSON',
      ]),
    );
  });

  it('retries a request Shopify never answers once its timeout fires', async () => {
    const impatient = createShopifyPlatform({
      apiKey: standIn.apiKey,
      apiSecret: standIn.apiSecret,
      scopes: [],
      baseUrl: standIn.baseUrl,
      retry: { baseDelayMs: 10, maxAttempts: 3, maxWaitMs: 1_000, timeoutMs: 200 },
    });
    standIn.failNext(1, { status: 'hang' });
    await expect(impatient.listProducts(store)).resolves.toBeDefined();
    standIn.failNext(3, { status: 'hang' });
    await expect(impatient.listProducts(store)).rejects.toThrow(/timed out/);
  });

  it('delivers an event to the addresses the shop subscribed, verifiable by the app', async () => {
    const domain = 'emitting.myshopify.com';
    connected.add(domain);
    const emitting = { domain, credentials: { accessToken: standIn.issueToken(domain) } };
    await platform.registerWebhooks(emitting, receiver.url);
    const order = standIn.addOrder(domain);
    const before = received.length;
    expect(
      await standIn.emit('orders/updated', standIn.orderPayload(order, domain), domain),
    ).toEqual([200]);
    const arrived = received[before];
    if (!arrived) throw new Error('nothing arrived');
    const verified = await platform.verifyWebhook(
      arrived.headers,
      Buffer.from(arrived.body),
      secretOf,
    );
    expect(verified?.event.kind === 'order' && verified.event.order.externalOrderId).toBe(
      String(order.id),
    );
  });
});
