import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { header, listen, type Recorded, send } from '../../../ledger/index';
import { signedBody, signedQuery, standInTokens } from './stand-in-oauth';
import { SHOPIFY_API_VERSION } from './version';
import {
  addProduct,
  newId,
  newShop,
  orderLinesAnswer,
  ordersAnswer,
  productsAnswer,
  restOrder,
  sampleAddress,
  type StandInOrder,
  type StandInShop,
} from './stand-in-shop';
import {
  fulfilmentCreateAnswer,
  fulfilmentOrdersAnswer,
  fulfilmentsAnswer,
  trackingUpdateAnswer,
} from './stand-in-fulfilments';

/*
 * A stand-in for Shopify on loopback, for tests and the bench: the OAuth authorize redirect and
 * App URL launches (signed by @shopify/shopify-api, stand-in-oauth.ts), the one-time code
 * exchange, expiring tokens and their refresh, the GraphQL Admin API
 * behind X-Shopify-Access-Token, signed webhooks sent to the app, and on demand the 429
 * (Retry-After), THROTTLED and 5xx answers a client must survive. Shops live under a path prefix,
 * http://127.0.0.1:PORT/{shop}/admin/..., so the client's `baseUrl` is `standIn.baseUrl`.
 */

export type Failure =
  | { status: 429; retryAfter: string }
  | { status: 500 | 502 | 503 }
  | { status: 'throttled'; waitMs: number }
  /** The request is held unanswered (until the stand-in closes): the client's timeout must fire. */
  | { status: 'hang' };

export type ShopifyStandIn = {
  url: string;
  /** The client's `baseUrl`: "{shop}" stands for the shop's domain. */
  baseUrl: string;
  apiKey: string;
  apiSecret: string;
  requests: Recorded[];
  shop: (domain?: string) => StandInShop;
  /** The next `count` Admin API calls (token exchange and GraphQL) answer this. */
  failNext: (count: number, failure: Failure) => void;
  /** Tokens issued so far stop working, as when the merchant uninstalls the app. */
  revokeTokens: (domain?: string) => void;
  /** The shop's access tokens expire now; their refresh tokens still work. */
  expireTokens: (domain?: string) => void;
  /** Token refreshes (and exchanges of a non-expiring token) answered for the shop. */
  renewals: (domain?: string) => number;
  /**
   * An access token for the shop, as if installed already (tests that skip the OAuth dance): a
   * non-expiring one, as issued before expiring tokens, unless `isExpiring`.
   */
  issueToken: (domain?: string, options?: { isExpiring?: boolean }) => string;
  /** The query Shopify opens the App URL with for an install it started, signed. */
  launchQuery: (domain?: string, at?: Date) => Promise<Record<string, string>>;
  addOrder: (domain?: string, changes?: Partial<StandInOrder>) => StandInOrder;
  /** `count` orders of one line each, updated a second apart from `from`: fast enough for 10,000. */
  seedOrders: (count: number, options?: { domain?: string; from?: Date }) => StandInOrder[];
  /** The REST payload of an order, as the orders/* webhooks carry it. */
  orderPayload: (order: StandInOrder, domain?: string) => ReturnType<typeof restOrder>;
  sendWebhook: (url: string, webhook: OutgoingWebhook) => Promise<{ status: number }>;
  /** The request `sendWebhook` makes, signed but not sent (a load generator sends it elsewhere). */
  signWebhook: (webhook: OutgoingWebhook) => { headers: Record<string, string>; body: string };
  /**
   * What Shopify does when the event happens: the webhook sent to every address the shop has
   * subscribed to the topic ("orders/create" for ORDERS_CREATE). Answers each delivery's status.
   */
  emit: (topic: string, body: unknown, domain?: string) => Promise<number[]>;
  close: () => Promise<void>;
};

export type OutgoingWebhook = {
  topic: string;
  body: unknown;
  domain?: string;
  /** Signed with another secret: a forgery. */
  isForged?: boolean;
  /** When the event happened: a retry keeps the first delivery's time. */
  triggeredAt?: Date;
  webhookId?: string;
};

export const STAND_IN_SHOP = 'stand-in-shop.myshopify.com';

/**
 * Starts the stand-in shop. A port, key and secret given beforehand let a server started earlier
 * (the browser journeys' app, configured with them) reach it and verify its webhooks.
 */
export async function startShopifyStandIn(
  options: { port?: number; apiKey?: string; apiSecret?: string } = {},
): Promise<ShopifyStandIn> {
  const apiKey = options.apiKey ?? `stand-in-key-${randomBytes(4).toString('hex')}`;
  const apiSecret = options.apiSecret ?? `stand-in-secret-${randomBytes(12).toString('hex')}`;
  const requests: Recorded[] = [];
  const shops = new Map<string, StandInShop>();
  const tokens = standInTokens({ apiKey, apiSecret });
  const failures: Failure[] = [];
  const shop = (domain = STAND_IN_SHOP) => {
    let found = shops.get(domain);
    if (!found) {
      found = newShop(domain);
      shops.set(domain, found);
    }
    return found;
  };
  const issueToken: ShopifyStandIn['issueToken'] = (domain = STAND_IN_SHOP, options) =>
    tokens.issue(shop(domain).domain, options);

  const graphqlAnswer = (domain: string, query: string, vars: Record<string, unknown>) => {
    const target = shop(domain);
    const firstOf = (field: string, fallback: number) =>
      Number(new RegExp(`${field}\\(first:\\s*(\\d+)`).exec(query)?.[1] ?? fallback);
    if (/fulfillmentCreate\s*\(/.test(query)) return fulfilmentCreateAnswer(target, vars);
    if (/webhookSubscriptionCreate\s*\(/.test(query)) {
      const input = (vars.webhookSubscription ?? {}) as { uri?: string; format?: string };
      const topic = String(vars.topic ?? '');
      const taken = target.webhookSubscriptions.some(
        (s) => s.topic === topic && s.uri === input.uri,
      );
      if (taken || !input.uri) {
        const message = taken
          ? 'Address for this topic has already been taken'
          : 'Address is invalid';
        return {
          webhookSubscriptionCreate: {
            webhookSubscription: null,
            userErrors: [{ field: ['webhookSubscription', 'uri'], message }],
          },
        };
      }
      const created = {
        id: newId(),
        topic,
        uri: input.uri,
        format: input.format ?? 'JSON',
      };
      target.webhookSubscriptions.push(created);
      const id = `gid://shopify/WebhookSubscription/${created.id}`;
      return { webhookSubscriptionCreate: { webhookSubscription: { id, topic }, userErrors: [] } };
    }
    if (/webhookSubscriptions\s*\(/.test(query)) {
      const nodes = target.webhookSubscriptions.map((s) => ({
        id: `gid://shopify/WebhookSubscription/${s.id}`,
        topic: s.topic,
        uri: s.uri,
      }));
      return { webhookSubscriptions: { nodes } };
    }
    if (/\borders\s*\(/.test(query)) return ordersAnswer(target, vars, firstOf('lineItems', 50));
    if (/fulfillmentTrackingInfoUpdate\s*\(/.test(query)) return trackingUpdateAnswer(target, vars);
    if (/\border\s*\(/.test(query) && /fulfillments\s*\(/.test(query)) {
      return fulfilmentsAnswer(target, vars);
    }
    if (/\border\s*\(/.test(query) && /fulfillmentOrders/.test(query)) {
      return fulfilmentOrdersAnswer(target, vars);
    }
    if (/\border\s*\(/.test(query)) return orderLinesAnswer(target, vars, firstOf('lineItems', 50));
    if (/\bproducts\s*\(/.test(query)) return productsAnswer(target, vars, firstOf('variants', 50));
    return null;
  };

  const fail = (failure: Failure, response: ServerResponse) => {
    if (failure.status === 'hang') return;
    if (failure.status === 429) {
      response.writeHead(429, {
        'content-type': 'application/json',
        'retry-after': failure.retryAfter,
      });
      return response.end(
        JSON.stringify({
          errors:
            'Exceeded 2 calls per second for api client. Reduce request rates to resume uninterrupted service.',
        }),
      );
    }
    if (failure.status === 'throttled') {
      return send(response, 200, {
        errors: [{ message: 'Throttled', extensions: { code: 'THROTTLED' } }],
        extensions: {
          cost: {
            requestedQueryCost: 100,
            actualQueryCost: null,
            throttleStatus: {
              maximumAvailable: 2000,
              currentlyAvailable: 100 - failure.waitMs,
              restoreRate: 1000,
            },
          },
        },
      });
    }
    return send(response, failure.status, { errors: 'Internal Server Error' });
  };

  const server = await listen((request, response) => {
    requests.push(request);
    const match = /^\/([a-z0-9-]+\.myshopify\.com)(\/admin\/.*)$/.exec(request.path);
    if (!match?.[1] || !match[2]) return send(response, 404, { errors: 'Not Found' });
    const [, domain, path] = match;
    if (path === '/admin/oauth/authorize' && request.method === 'GET') {
      return void tokens.authorize(domain, request, response);
    }
    const failure = failures.shift();
    if (failure) return fail(failure, response);
    if (path === '/admin/oauth/access_token' && request.method === 'POST') {
      return tokens.accessToken(domain, request, response);
    }
    if (request.method !== 'POST' || !/^\/admin\/api\/[\w-]+\/graphql\.json$/.test(path)) {
      return send(response, 404, { errors: 'Not Found' });
    }
    if (tokens.shopOf(header(request, 'x-shopify-access-token') ?? '') !== domain) {
      return send(response, 401, {
        errors: '[API] Invalid API key or access token (unrecognized login or wrong password)',
      });
    }
    const body = JSON.parse(request.body || '{}') as {
      query?: string;
      variables?: Record<string, unknown>;
    };
    const data = graphqlAnswer(domain, body.query ?? '', body.variables ?? {});
    if (!data)
      return send(response, 200, {
        errors: [
          { message: 'Field does not exist on QueryRoot', extensions: { code: 'undefinedField' } },
        ],
      });
    const cost = {
      requestedQueryCost: 10,
      actualQueryCost: 5,
      throttleStatus: { maximumAvailable: 2000, currentlyAvailable: 1995, restoreRate: 100 },
    };
    return send(response, 200, { data, extensions: { cost } });
  }, options.port);

  const addOrder = (domain = STAND_IN_SHOP, changes: Partial<StandInOrder> = {}) => {
    const target = shop(domain);
    const product =
      target.products[0] ?? addProduct(target, 'Classic Tee', ['Black / M', 'White / L']);
    const variant = product.variants[0];
    const id = newId();
    const now = new Date();
    const order: StandInOrder = {
      id,
      name: `#${1000 + target.orders.size + 1}`,
      email: 'ada@example.com',
      createdAt: now,
      updatedAt: now,
      cancelledAt: null,
      note: null,
      shippingAddress: sampleAddress(),
      lines: [
        {
          id: newId(),
          productId: product.id,
          variantId: variant?.id ?? 0,
          title: product.title,
          variantTitle: variant?.title ?? null,
          sku: variant?.sku ?? null,
          quantity: 1,
          fulfilled: 0,
        },
      ],
      ...changes,
    };
    target.orders.set(id, order);
    return order;
  };

  const signWebhook: ShopifyStandIn['signWebhook'] = (webhook) => {
    const body = typeof webhook.body === 'string' ? webhook.body : JSON.stringify(webhook.body);
    const secret = webhook.isForged ? `${apiSecret}-forged` : apiSecret;
    return {
      headers: {
        'content-type': 'application/json',
        'x-shopify-topic': webhook.topic,
        'x-shopify-hmac-sha256': signedBody(body, secret),
        'x-shopify-shop-domain': webhook.domain ?? STAND_IN_SHOP,
        'x-shopify-api-version': SHOPIFY_API_VERSION,
        'x-shopify-webhook-id': webhook.webhookId ?? randomBytes(16).toString('hex'),
        'x-shopify-triggered-at': (webhook.triggeredAt ?? new Date()).toISOString(),
        'x-shopify-event-id': randomBytes(16).toString('hex'),
      },
      body,
    };
  };

  const sendWebhook: ShopifyStandIn['sendWebhook'] = async (url, webhook) => {
    const signed = signWebhook(webhook);
    const response = await fetch(url, {
      method: 'POST',
      headers: signed.headers,
      body: signed.body,
    });
    await response.arrayBuffer();
    return { status: response.status };
  };

  return {
    url: server.url,
    baseUrl: `${server.url}/{shop}`,
    apiKey,
    apiSecret,
    requests,
    shop,
    failNext: (count, failure) => {
      for (let n = 0; n < count; n += 1) failures.push(failure);
    },
    revokeTokens: (domain = STAND_IN_SHOP) => tokens.revoke(domain),
    expireTokens: (domain = STAND_IN_SHOP) => tokens.expire(domain),
    renewals: (domain = STAND_IN_SHOP) => tokens.renewals(domain),
    issueToken,
    launchQuery: (domain = STAND_IN_SHOP, at = new Date()) =>
      signedQuery(
        {
          host: Buffer.from(`admin.shopify.com/store/${domain.split('.')[0]}`).toString(
            'base64url',
          ),
          shop: domain,
          timestamp: String(Math.floor(at.getTime() / 1000)),
        },
        apiSecret,
      ),
    addOrder,
    signWebhook,
    seedOrders: (count, options = {}) => {
      const from = options.from?.getTime() ?? Date.now() - count * 1000;
      return Array.from({ length: count }, (_, n) => {
        const at = new Date(from + n * 1000);
        return addOrder(options.domain, { createdAt: at, updatedAt: at });
      });
    },
    orderPayload: (order, domain = STAND_IN_SHOP) => restOrder(shop(domain), order),
    sendWebhook,
    emit: (topic, body, domain = STAND_IN_SHOP) => {
      const name = topic.replace('/', '_').toUpperCase();
      const addresses = shop(domain).webhookSubscriptions.filter((s) => s.topic === name);
      return Promise.all(
        addresses.map(async (s) => (await sendWebhook(s.uri, { topic, body, domain })).status),
      );
    },
    close: server.close,
  };
}

export { addProduct } from './stand-in-shop';
export type { RecordedFulfilment, StandInOrder, StandInShop } from './stand-in-shop';
