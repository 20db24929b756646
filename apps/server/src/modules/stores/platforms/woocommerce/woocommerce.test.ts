import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { StoreAuthError, type ConnectedStore, type StoreWebhookEvent } from '../types';
import {
  createWooCommercePlatform,
  createWooWebhookSecret,
  WooCommerceError,
  type WooCommerceConfig,
} from './index';
import { retryAfterMs } from '../retry-after';
import { nextPage } from './http';
import { startWooStandIn, type WooStandIn } from './stand-in';
import { wooDeliveryIdOf } from './webhooks';

const TEST_CONFIG: WooCommerceConfig = {
  allowInsecureHosts: true,
  timeoutMs: 500,
  maxRetries: 3,
  backoffMs: 5,
  maxRetryAfterMs: 5_000,
};
const platform = createWooCommercePlatform(TEST_CONFIG);

/** The app's webhook route in miniature: the raw body verified, 200 or 401, results kept. */
async function startReceiver(secretOf: (domain: string) => Promise<string | null>) {
  const results: ({ domain: string; event: StoreWebhookEvent } | null)[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      void platform
        .verifyWebhook(request.headers, Buffer.concat(chunks), secretOf)
        .then((result) => {
          results.push(result);
          response.writeHead(result ? 200 : 401).end();
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/webhooks/woocommerce`,
    results,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A receiver that only hands each delivery's headers to `onHeaders` and answers 200. */
async function startReceiverWith(
  onHeaders: (headers: Record<string, string | string[] | undefined>) => void,
) {
  const server: Server = createServer((request, response) => {
    onHeaders(request.headers);
    request.resume().on('end', () => response.writeHead(200).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/webhooks/woocommerce`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let shop: WooStandIn;
let store: ConnectedStore;

beforeEach(async () => {
  shop = await startWooStandIn();
  store = {
    domain: shop.url,
    credentials: {
      consumerKey: shop.consumerKey,
      consumerSecret: shop.consumerSecret,
      webhookSecret: createWooWebhookSecret(),
    },
  };
});
afterEach(() => shop.close());

describe('connecting with API keys', () => {
  it('accepts the shop’s keys and keeps them', async () => {
    const { connection } = platform;
    if (connection.kind !== 'keys') throw new Error('WooCommerce connects with keys');
    const keys = { consumerKey: shop.consumerKey, consumerSecret: shop.consumerSecret };
    await expect(connection.check(`${shop.url}/`, keys)).resolves.toEqual(keys);
  });

  it('refuses wrong keys with StoreAuthError, and says so when the site is not WooCommerce', async () => {
    const { connection } = platform;
    if (connection.kind !== 'keys') throw new Error('WooCommerce connects with keys');
    const wrong = { consumerKey: shop.consumerKey, consumerSecret: 'cs_0000000000' };
    await expect(connection.check(shop.url, wrong)).rejects.toThrow(StoreAuthError);
    const keys = { consumerKey: shop.consumerKey, consumerSecret: shop.consumerSecret };
    await expect(connection.check(`${shop.url}/blog`, keys)).rejects.toThrow(
      /not answer as a WooCommerce store/,
    );
    shop.deactivateWooCommerce();
    await expect(connection.check(shop.url, keys)).rejects.toThrow(
      /without the WooCommerce REST API/,
    );
    await expect(
      connection.check(shop.url, { consumerKey: 'abc', consumerSecret: 'def' }),
    ).rejects.toThrow(WooCommerceError);
  });

  it('in production refuses plain http and private addresses before calling them', async () => {
    const production = createWooCommercePlatform({});
    if (production.connection.kind !== 'keys') throw new Error('WooCommerce connects with keys');
    const keys = { consumerKey: shop.consumerKey, consumerSecret: shop.consumerSecret };
    await expect(production.connection.check(shop.url, keys)).rejects.toThrow(/HTTPS/);
    await expect(production.connection.check('https://127.0.0.1:9', keys)).rejects.toThrow(
      /private network/,
    );
    await expect(production.connection.check('https://10.1.2.3', keys)).rejects.toThrow(
      /private network/,
    );
    expect(shop.requests).toHaveLength(0);
  });
});

describe('webhooks', () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  beforeEach(async () => {
    receiver = await startReceiver(async (domain) =>
      domain === shop.url ? (store.credentials.webhookSecret ?? null) : null,
    );
  });
  afterEach(() => receiver.close());

  it('registers the order topics with the secret once, and a second run updates them', async () => {
    await platform.registerWebhooks(store, receiver.url);
    expect(
      shop.webhooks.map((hook) => [hook.topic, hook.delivery_url, hook.secret, hook.status]),
    ).toEqual([
      ['order.created', receiver.url, store.credentials.webhookSecret, 'active'],
      ['order.updated', receiver.url, store.credentials.webhookSecret, 'active'],
    ]);
    // WooCommerce pings each new webhook, unsigned: acknowledged, and nothing to act on.
    await expect.poll(() => shop.pings.map((ping) => ping.status)).toEqual([200, 200]);
    expect(receiver.results.slice(0, 2)).toEqual([
      { domain: '', event: { kind: 'ignored' } },
      { domain: '', event: { kind: 'ignored' } },
    ]);

    const renewed = {
      ...store,
      credentials: { ...store.credentials, webhookSecret: createWooWebhookSecret() },
    };
    shop.webhooks[0]!.status = 'disabled';
    await platform.registerWebhooks(renewed, receiver.url);
    expect(shop.webhooks).toHaveLength(2);
    expect(shop.webhooks.map((hook) => [hook.secret, hook.status])).toEqual([
      [renewed.credentials.webhookSecret, 'active'],
      [renewed.credentials.webhookSecret, 'active'],
    ]);
  });

  it('refuses to register without a webhook secret', async () => {
    const { webhookSecret: _secret, ...credentials } = store.credentials;
    await expect(
      platform.registerWebhooks({ ...store, credentials }, receiver.url),
    ).rejects.toThrow(/webhook secret/);
    expect(shop.webhooks).toHaveLength(0);
  });

  it('turns a signed order delivery into the store order', async () => {
    await platform.registerWebhooks(store, receiver.url);
    const order = shop.addOrder({
      note: 'Gift wrap please',
      isBillingOnly: true,
      lines: [
        { productId: 10, variationId: 11, quantity: 2, size: 'L' },
        { productId: 20, sku: 'POSTER' },
      ],
    });
    const status = await shop.sendWebhook(receiver.url, {
      topic: 'order.created',
      orderId: order.id,
    });
    expect(status).toBe(200);
    const result = receiver.results.at(-1);
    expect(result?.domain).toBe(shop.url);
    if (result?.event.kind !== 'order')
      throw new Error(`expected an order, got ${result?.event.kind}`);
    const [tee, poster] = order.line_items;
    expect(result.event.order).toEqual({
      externalOrderId: String(order.id),
      name: `#${order.number}`,
      createdAt: new Date(`${order.date_created_gmt}Z`),
      updatedAt: new Date(`${order.date_modified_gmt}Z`),
      isCancelled: false,
      address: {
        fullName: `Ada Buyer ${order.id}`,
        phone: '(555) 555-0100',
        email: `buyer${order.id}@example.com`,
        street: `${order.id} Billing Street`,
        street2: undefined,
        city: 'Springfield',
        state: 'IL',
        zipcode: '62701',
        country: 'US',
      },
      note: 'Gift wrap please',
      lines: [
        {
          externalLineId: String(tee?.id),
          externalProductId: '10',
          externalVariantId: '11',
          // The product's title, without the variation's values WooCommerce adds to the line's name.
          title: 'Classic tee',
          variantTitle: 'Size: L',
          sku: 'TEE-L',
          quantity: 2,
          imageUrl: `${shop.url}/wp-content/uploads/11.jpg`,
        },
        {
          externalLineId: String(poster?.id),
          externalProductId: '20',
          externalVariantId: '20',
          title: 'Poster',
          variantTitle: undefined,
          sku: 'POSTER',
          quantity: 1,
          imageUrl: `${shop.url}/wp-content/uploads/20.jpg`,
        },
      ],
    });
  });

  it('ships to the shipping address, with the billing phone and email, and reads a cancellation', async () => {
    await platform.registerWebhooks(store, receiver.url);
    const order = shop.addOrder({});
    shop.modifyOrder(order.id, { status: 'cancelled' });
    expect(
      await shop.sendWebhook(receiver.url, { topic: 'order.updated', orderId: order.id }),
    ).toBe(200);
    const event = receiver.results.at(-1)?.event;
    if (event?.kind !== 'order') throw new Error('expected an order');
    expect(event.order.isCancelled).toBe(true);
    expect(event.order.address).toMatchObject({
      fullName: `Grace Receiver ${order.id}`,
      street: `${order.id} Shipping Road`,
      street2: 'Unit 4',
      phone: '(555) 555-0100',
      email: `buyer${order.id}@example.com`,
      country: 'US',
    });
  });

  it('refuses forged, unsigned and unknown-shop deliveries with 401', async () => {
    await platform.registerWebhooks(store, receiver.url);
    const order = shop.addOrder({});
    expect(await shop.sendWebhook(receiver.url, { orderId: order.id, isForged: true })).toBe(401);
    expect(await shop.sendWebhook(receiver.url, { orderId: order.id, isUnsigned: true })).toBe(401);
    const tampered = JSON.stringify({ ...order, status: 'cancelled' });
    expect(
      await shop.sendWebhook(receiver.url, { body: tampered, secret: 'another shop’s secret' }),
    ).toBe(401);
    expect(receiver.results.slice(-3)).toEqual([null, null, null]);
    // The same genuine delivery is accepted.
    expect(await shop.sendWebhook(receiver.url, { orderId: order.id })).toBe(200);
  });

  it('accepts a correctly signed delivery however late it comes (issue 28)', async () => {
    await platform.registerWebhooks(store, receiver.url);
    // WooCommerce's queue ran late: the order changed 7 hours, then 3 days, before delivery.
    for (const hoursAgo of [7, 72]) {
      const late = shop.addOrder({ modifiedAt: new Date(Date.now() - hoursAgo * 3_600_000) });
      expect(await shop.sendWebhook(receiver.url, { orderId: late.id })).toBe(200);
      const event = receiver.results.at(-1)?.event;
      expect(event?.kind === 'order' && event.order.externalOrderId).toBe(String(late.id));
    }
  });

  it('reads a signed body of another shape as malformed, an unsigned one as forged', async () => {
    await platform.registerWebhooks(store, receiver.url);
    const secret = store.credentials.webhookSecret;
    for (const body of ['[{"id": 1}]', '{"id": "not a number"}', 'not json']) {
      expect(await shop.sendWebhook(receiver.url, { body, secret })).toBe(200);
      expect(receiver.results.at(-1)?.event.kind).toBe('malformed');
    }
    expect(await shop.sendWebhook(receiver.url, { body: '[]', isUnsigned: true })).toBe(401);
  });

  it('names a delivery by its delivery id and signature: a resend shares it, another order not', async () => {
    await platform.registerWebhooks(store, receiver.url);
    const first = shop.addOrder({});
    const second = shop.addOrder({});
    const seen: (string | undefined)[] = [];
    const recorder = await startReceiverWith((headers) => seen.push(wooDeliveryIdOf(headers)));
    try {
      // Two orders in one second share WooCommerce's delivery id; their bodies differ.
      await shop.sendWebhook(recorder.url, { orderId: first.id, deliveryId: 'same-second' });
      await shop.sendWebhook(recorder.url, { orderId: first.id, deliveryId: 'same-second' });
      await shop.sendWebhook(recorder.url, { orderId: second.id, deliveryId: 'same-second' });
    } finally {
      await recorder.close();
    }
    expect(seen[0]).toMatch(/^same-second:/);
    expect(seen[1]).toBe(seen[0]);
    expect(seen[2]).not.toBe(seen[0]);
  });

  it('acknowledges topics and unpaid orders it does not act on', async () => {
    await platform.registerWebhooks(store, receiver.url);
    const unpaid = shop.addOrder({ status: 'pending' });
    expect(await shop.sendWebhook(receiver.url, { orderId: unpaid.id })).toBe(200);
    const body = JSON.stringify({ id: unpaid.id });
    const secret = store.credentials.webhookSecret;
    expect(await shop.sendWebhook(receiver.url, { topic: 'order.deleted', body, secret })).toBe(
      200,
    );
    expect(receiver.results.slice(-2).map((result) => result?.event)).toEqual([
      { kind: 'ignored' },
      { kind: 'ignored' },
    ]);
  });
});

describe('pulling orders and products', () => {
  it('pulls every order modified since a date, across pages, once each', async () => {
    // WooCommerce keeps dates to the second.
    const base = Math.floor(Date.now() / 1000) * 1000 - 60 * 60 * 1000;
    const at = (minutes: number) => new Date(base + minutes * 60 * 1000);
    shop.seedOrders(40, (index) => ({ modifiedAt: at(index % 2 ? 1 : 30) }));
    shop.seedOrders(230, (index) => ({
      modifiedAt: at(20 + (index % 7)),
      status: index % 50 ? 'processing' : 'pending',
    }));
    const since = at(20);
    const expected = [...shop.orders.values()]
      .filter(
        (order) => new Date(`${order.date_modified_gmt}Z`) >= since && order.status !== 'pending',
      )
      .map((order) => String(order.id));

    const pulled: string[] = [];
    let page: string | undefined;
    let pages = 0;
    do {
      const result = await platform.listOrders(store, since, page);
      pulled.push(...result.items.map((order) => order.externalOrderId));
      page = result.next;
      pages += 1;
    } while (page);
    expect(pages).toBe(3);
    expect(pulled.sort()).toEqual(expected.sort());
    expect(new Set(pulled).size).toBe(pulled.length);
  });

  it('pulls 10,000 orders', async () => {
    shop.seedOrders(10_000);
    const started = performance.now();
    let count = 0;
    let page: string | undefined;
    do {
      const result = await platform.listOrders(store, new Date(0), page);
      count += result.items.length;
      page = result.next;
    } while (page);
    expect(count).toBe(10_000);
    console.info(
      `woocommerce pull: 10,000 orders in ${Math.round(performance.now() - started)} ms`,
    );
  });

  it('lists products with their variations, a simple product as its own variant', async () => {
    const { items, next } = await platform.listProducts(store);
    expect(next).toBeUndefined();
    expect(items).toEqual([
      {
        externalProductId: '10',
        title: 'Classic tee',
        imageUrl: `${shop.url}/wp-content/uploads/tee.jpg`,
        variants: [
          {
            externalVariantId: '11',
            title: 'L / Blue',
            sku: 'TEE-L',
            imageUrl: `${shop.url}/wp-content/uploads/tee-l.jpg`,
          },
          {
            externalVariantId: '12',
            title: 'M / Blue',
            sku: 'TEE-M',
            imageUrl: `${shop.url}/wp-content/uploads/tee.jpg`,
          },
        ],
      },
      {
        externalProductId: '20',
        title: 'Poster',
        imageUrl: `${shop.url}/wp-content/uploads/poster.jpg`,
        variants: [
          {
            externalVariantId: '20',
            title: 'Poster',
            sku: 'POSTER',
            imageUrl: `${shop.url}/wp-content/uploads/poster.jpg`,
          },
        ],
      },
    ]);
  });
});

describe('tracking back', () => {
  const fulfilment = (orderId: number) => ({
    externalOrderId: String(orderId),
    externalLineIds: [],
    trackingNumber: '9400111899223197428490',
    company: 'USPS',
    url: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223197428490',
  });

  it('adds a customer note with carrier, number and link, and completes the order', async () => {
    const order = shop.addOrder({});
    await platform.pushFulfilment(store, fulfilment(order.id));
    expect(shop.notes.get(order.id)?.map((note) => [note.customer_note, note.note])).toEqual([
      [
        true,
        'Your order has shipped with USPS. Tracking number: 9400111899223197428490. Track it at https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223197428490',
      ],
    ]);
    expect(shop.statusChanges).toEqual([
      { orderId: order.id, from: 'processing', to: 'completed' },
    ]);
  });

  it('retried after the status failed, does not add a second note', async () => {
    const order = shop.addOrder({});
    shop.failNext(10, { status: 503 }, { method: 'PUT' });
    await expect(platform.pushFulfilment(store, fulfilment(order.id))).rejects.toThrow(/503/);
    expect(shop.notes.get(order.id)).toHaveLength(1);
    expect(shop.orders.get(order.id)?.status).toBe('processing');
    shop.clearFaults();
    await platform.pushFulfilment(store, fulfilment(order.id));
    expect(shop.notes.get(order.id)).toHaveLength(1);
    expect(shop.orders.get(order.id)?.status).toBe('completed');
  });

  it('a read-only key is refused with StoreAuthError', async () => {
    const order = shop.addOrder({});
    shop.setKeyPermissions('read');
    await expect(platform.pushFulfilment(store, fulfilment(order.id))).rejects.toThrow(
      StoreAuthError,
    );
    expect(shop.notes.get(order.id)).toBeUndefined();
  });
});

describe('a shop that limits or fails', () => {
  const pullOnce = () => platform.listOrders(store, new Date(0));

  it('waits out a 429 for its Retry-After, then succeeds', async () => {
    shop.addOrder({});
    shop.failNext(1, { status: 429, retryAfter: '1' });
    const started = performance.now();
    await expect(pullOnce()).resolves.toMatchObject({ items: [expect.anything()] });
    expect(performance.now() - started).toBeGreaterThanOrEqual(950);
    expect(shop.requests).toHaveLength(2);
  });

  it('gives up on a Retry-After longer than its bound, for the caller’s schedule', async () => {
    shop.failNext(1, { status: 429, retryAfter: '3600' });
    await expect(pullOnce()).rejects.toMatchObject({ status: 429, isRetryable: true });
    expect(shop.requests).toHaveLength(1);
  });

  it('retries 5xx with backoff, then succeeds; gives up after its bound', async () => {
    shop.addOrder({});
    shop.failNext(2, { status: 500 });
    await expect(pullOnce()).resolves.toMatchObject({ items: [expect.anything()] });
    expect(shop.requests).toHaveLength(3);
    shop.failNext(10, { status: 502 });
    await expect(pullOnce()).rejects.toMatchObject({ status: 502, isRetryable: true });
    expect(shop.requests).toHaveLength(3 + 1 + (TEST_CONFIG.maxRetries ?? 0));
  });

  it('ends a call the shop does not answer, and retries it', async () => {
    shop.addOrder({});
    shop.failNext(1, { hang: true });
    await expect(pullOnce()).resolves.toMatchObject({ items: [expect.anything()] });
    expect(shop.requests).toHaveLength(2);
  });

  it('revoked keys are a StoreAuthError, not retried', async () => {
    shop.revokeKeys();
    await expect(pullOnce()).rejects.toThrow(StoreAuthError);
    expect(shop.requests).toHaveLength(1);
  });
});

describe('paging and waiting headers', () => {
  it('reads the next page from X-WP-TotalPages, else from the Link header', () => {
    expect(nextPage(new Headers({ 'x-wp-totalpages': '3' }), 2)).toBe('3');
    expect(nextPage(new Headers({ 'x-wp-totalpages': '3' }), 3)).toBeUndefined();
    const link =
      '<https://shop.example.com/wp-json/wc/v3/orders?page=1>; rel="prev", <https://shop.example.com/wp-json/wc/v3/orders?per_page=100&page=5>; rel="next"';
    expect(nextPage(new Headers({ link }), 4)).toBe('5');
    expect(nextPage(new Headers(), 1)).toBeUndefined();
  });

  it('reads Retry-After in seconds or as a date', () => {
    const now = Date.parse('2026-11-26T10:00:00Z');
    expect(retryAfterMs('2', now)).toBe(2000);
    expect(retryAfterMs('Thu, 26 Nov 2026 10:00:30 GMT', now)).toBe(30_000);
    expect(retryAfterMs('soon', now)).toBeNull();
  });

  it('refuses a page cursor that is not a page number', async () => {
    await expect(platform.listOrders(store, new Date(0), 'abc')).rejects.toThrow(
      /not a page number/,
    );
    expect(shop.requests).toHaveLength(0);
  });
});
