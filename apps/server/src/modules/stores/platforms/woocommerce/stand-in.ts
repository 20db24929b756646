import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { header, listen, type Recorded } from '../../../ledger/index';
import { answerTracking, TRACKING_API, type StandInTrackingItem } from './stand-in-tracking';
import {
  buildOrder,
  localDate,
  sampleCatalogue,
  wooDate,
  type OrderSeed,
  type StandInOrder,
  type StandInProduct,
  type StandInVariation,
} from './stand-in-data';
import {
  pingWebhook,
  sendWooWebhook,
  type StandInWebhook,
  type WebhookSend,
} from './stand-in-webhooks';

export type { StandInWebhook, WebhookSend } from './stand-in-webhooks';

/*
 * A stand-in WooCommerce shop on loopback, for tests (issue 17): the REST API v3 calls the client
 * makes, with WooCommerce's checks and answers. Consumer key and secret by HTTP Basic auth
 * (WooCommerce takes Basic auth over HTTPS only; the stand-in speaks plain HTTP on loopback),
 * read-only keys refused on writes, per_page at most 100, the documented orderby values only,
 * X-WP-Total / X-WP-TotalPages / Link paging, modified_after in site time unless dates_are_gmt.
 * It records notes, status changes and webhooks; it sends signed (or forged) webhooks and the
 * creation ping; and it answers 429 with Retry-After, 5xx, or nothing at all for the next calls.
 */

export type StandInNote = {
  id: number;
  note: string;
  customer_note: boolean;
  date_created_gmt: string;
};
export type Fault =
  { status: 429; retryAfter?: string } | { status: 500 | 502 | 503 } | { hang: true };
type FaultRule = { remaining: number; fault: Fault; method?: string; path?: RegExp };

const API = '/wp-json/wc/v3';
const TOPICS = [
  'order.created',
  'order.updated',
  'order.deleted',
  'order.restored',
  'product.created',
  'product.updated',
];
const ORDERBY = ['date', 'id', 'include', 'title', 'slug'];

const error = (status: number, code: string, message: string) => ({
  status,
  body: { code, message, data: { status } },
});
type Answer = { status: number; body: unknown; headers?: Record<string, string> };

export async function startWooStandIn() {
  const consumerKey = `ck_${createHash('sha1').update('stand-in key').digest('hex')}`;
  const consumerSecret = `cs_${createHash('sha1').update('stand-in secret').digest('hex')}`;
  const requests: Recorded[] = [];
  const orders = new Map<number, StandInOrder>();
  const notes = new Map<number, StandInNote[]>();
  const statusChanges: { orderId: number; from: string; to: string }[] = [];
  const webhooks: StandInWebhook[] = [];
  const pings: { url: string; status: number }[] = [];
  const faults: FaultRule[] = [];
  let products: StandInProduct[] = [];
  let variations = new Map<number, StandInVariation[]>();
  let permissions: 'read' | 'write' | 'read_write' = 'read_write';
  let isWooCommerceActive = true;
  // The Shipment Tracking extension: absent until a test installs it.
  let hasShipmentTracking = false;
  const trackingItems = new Map<number, StandInTrackingItem[]>();
  let areKeysRevoked = false;
  let nextId = 1000;
  let nextLineId = 1;
  let site = '';

  const page = <T>(request: Recorded, all: T[], path: string): Answer => {
    const query = new URLSearchParams(request.query);
    const perPage = Number(query.get('per_page') ?? 10);
    const number = Number(query.get('page') ?? 1);
    if (!Number.isInteger(perPage) || perPage < 1 || perPage > 100) {
      return error(400, 'rest_invalid_param', 'Invalid parameter(s): per_page');
    }
    const pages = Math.ceil(all.length / perPage);
    if (number > pages && all.length > 0) {
      return error(
        400,
        'rest_post_invalid_page_number',
        'The page number requested is larger than the number of pages available.',
      );
    }
    const link = (to: number) => {
      query.set('page', String(to));
      return `${site}${API}${path}?${query.toString()}`;
    };
    const links = [
      number > 1 ? `<${link(number - 1)}>; rel="prev"` : '',
      number < pages ? `<${link(number + 1)}>; rel="next"` : '',
    ].filter(Boolean);
    return {
      status: 200,
      body: all.slice((number - 1) * perPage, number * perPage),
      headers: {
        'x-wp-total': String(all.length),
        'x-wp-totalpages': String(pages),
        ...(links.length ? { link: links.join(', ') } : {}),
      },
    };
  };

  const listOrders = (request: Recorded): Answer => {
    const query = new URLSearchParams(request.query);
    const orderby = query.get('orderby') ?? 'date';
    if (!ORDERBY.includes(orderby))
      return error(400, 'rest_invalid_param', 'Invalid parameter(s): orderby');
    const after = query.get('modified_after');
    const isGmt = query.get('dates_are_gmt') === 'true' || query.get('dates_are_gmt') === '1';
    const status = query.get('status') ?? 'any';
    const list = [...orders.values()].filter((order) => {
      if (status === 'any' ? order.status === 'trash' : !status.split(',').includes(order.status))
        return false;
      if (!after) return true;
      const modified = isGmt ? order.date_modified_gmt : order.date_modified;
      return modified > after.replace(/(Z|[+-]\d\d:\d\d)$/, '').slice(0, 19);
    });
    const key = (order: StandInOrder) => (orderby === 'id' ? order.id : order.date_created_gmt);
    list.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : a.id - b.id));
    if ((query.get('order') ?? 'desc') === 'desc') list.reverse();
    return page(request, list, '/orders');
  };

  const body = (request: Recorded) => {
    try {
      return JSON.parse(request.body || '{}') as Record<string, unknown>;
    } catch {
      return null;
    }
  };

  const answer = (request: Recorded): Answer => {
    const { method, path } = request;
    const route = path.slice(API.length);
    if (route === '/system_status' && method === 'GET') {
      return {
        status: 200,
        body: { environment: { home_url: site, site_url: site, wc_version: '9.4.0' } },
      };
    }
    if (route === '/orders' && method === 'GET') return listOrders(request);
    let match = /^\/orders\/(\d+)(\/notes)?$/.exec(route);
    if (match) {
      const order = orders.get(Number(match[1]));
      if (!order) return error(404, 'woocommerce_rest_shop_order_invalid_id', 'Invalid ID.');
      const list = notes.get(order.id) ?? [];
      if (match[2] && method === 'GET') {
        const type = new URLSearchParams(request.query).get('type') ?? 'any';
        return {
          status: 200,
          body: list.filter((n) => type === 'any' || n.customer_note === (type === 'customer')),
        };
      }
      if (match[2] && method === 'POST') {
        const sent = body(request);
        if (!sent || typeof sent.note !== 'string' || !sent.note) {
          return error(400, 'rest_missing_callback_param', 'Missing parameter(s): note');
        }
        const note = {
          id: nextId++,
          note: sent.note,
          customer_note: sent.customer_note === true,
          date_created_gmt: wooDate(new Date()),
        };
        notes.set(order.id, [...list, note]);
        return { status: 201, body: { ...note, author: 'system', added_by_user: false } };
      }
      if (method === 'GET') return { status: 200, body: order };
      if (method === 'PUT') {
        const sent = body(request);
        if (!sent) return error(400, 'rest_invalid_json', 'Invalid JSON body passed.');
        if (typeof sent.status === 'string' && sent.status !== order.status) {
          statusChanges.push({ orderId: order.id, from: order.status, to: sent.status });
          order.status = sent.status;
          order.date_modified_gmt = wooDate(new Date());
          order.date_modified = localDate(new Date());
        }
        return { status: 200, body: order };
      }
    }
    if (route === '/products' && method === 'GET') return page(request, products, '/products');
    match = /^\/products\/(\d+)\/variations$/.exec(route);
    if (match && method === 'GET') {
      const id = Number(match[1]);
      if (!products.some((product) => product.id === id)) {
        return error(404, 'woocommerce_rest_product_invalid_id', 'Invalid ID.');
      }
      return page(request, variations.get(id) ?? [], `/products/${id}/variations`);
    }
    if (route === '/webhooks' && method === 'GET') {
      // The secret is write-only: never listed.
      return page(
        request,
        webhooks.map(({ secret: _secret, ...hook }) => hook),
        '/webhooks',
      );
    }
    match = /^\/webhooks(?:\/(\d+))?$/.exec(route);
    if (match && (method === 'POST' || method === 'PUT')) {
      const sent = body(request) ?? {};
      const existing = match[1]
        ? webhooks.find((hook) => hook.id === Number(match?.[1]))
        : undefined;
      if (method === 'PUT' && !existing)
        return error(404, 'woocommerce_rest_webhook_invalid_id', 'Invalid ID.');
      const topic = typeof sent.topic === 'string' ? sent.topic : existing?.topic;
      if (!topic || !TOPICS.includes(topic))
        return error(
          400,
          'woocommerce_rest_webhook_invalid_topic',
          'Webhook topic is required and must be valid.',
        );
      const url =
        typeof sent.delivery_url === 'string' ? sent.delivery_url : existing?.delivery_url;
      if (!url || !/^https?:\/\//.test(url))
        return error(
          400,
          'woocommerce_rest_webhook_invalid_delivery_url',
          'Webhook delivery URL must be a valid URL starting with http:// or https://.',
        );
      const hook: StandInWebhook = {
        id: existing?.id ?? nextId++,
        name: typeof sent.name === 'string' ? sent.name : (existing?.name ?? ''),
        status: typeof sent.status === 'string' ? sent.status : (existing?.status ?? 'active'),
        topic,
        delivery_url: url,
        secret: typeof sent.secret === 'string' ? sent.secret : (existing?.secret ?? ''),
      };
      if (existing) Object.assign(existing, hook);
      else webhooks.push(hook);
      const { secret: _secret, ...shown } = hook;
      return { status: method === 'POST' ? 201 : 200, body: shown };
    }
    return error(404, 'rest_no_route', 'No route was found matching the URL and request method.');
  };

  const authFailure = (request: Recorded): Answer | null => {
    const basic = /^Basic (.+)$/.exec(header(request, 'authorization') ?? '')?.[1];
    if (!basic)
      return error(401, 'woocommerce_rest_cannot_view', 'Sorry, you cannot list resources.');
    const [key, secret] = Buffer.from(basic, 'base64').toString('utf8').split(':');
    if (key !== consumerKey || areKeysRevoked)
      return error(401, 'woocommerce_rest_authentication_error', 'Consumer key is invalid.');
    if (secret !== consumerSecret)
      return error(401, 'woocommerce_rest_authentication_error', 'Consumer secret is invalid.');
    if (request.method !== 'GET' && permissions === 'read') {
      return error(
        401,
        'woocommerce_rest_authentication_error',
        'The API key provided does not have write permissions.',
      );
    }
    return null;
  };

  const reply = (response: ServerResponse, result: Answer) => {
    response.writeHead(result.status, {
      'content-type': 'application/json; charset=UTF-8',
      ...result.headers,
    });
    response.end(JSON.stringify(result.body));
  };

  const server = await listen((request, response) => {
    requests.push(request);
    const rule = faults.find(
      (f) =>
        f.remaining > 0 &&
        (!f.method || f.method === request.method) &&
        (!f.path || f.path.test(request.path)),
    );
    if (rule) {
      rule.remaining -= 1;
      if ('hang' in rule.fault) return; // answers nothing: the client's time limit must end the call
      return reply(response, {
        status: rule.fault.status,
        body: { code: 'stand_in_fault', message: 'Planned failure' },
        headers: 'retryAfter' in rule.fault ? { 'retry-after': rule.fault.retryAfter ?? '1' } : {},
      });
    }
    if (!request.path.startsWith('/wp-json/')) {
      response.writeHead(404, { 'content-type': 'text/html' });
      return response.end('<html><body>Not Found</body></html>');
    }
    if (hasShipmentTracking && request.path.startsWith(TRACKING_API)) {
      const refusal = authFailure(request);
      const tracked = refusal ?? answerTracking(request, new Set(orders.keys()), trackingItems);
      if (tracked) return reply(response, tracked);
    }
    if (!isWooCommerceActive || !request.path.startsWith(API)) {
      return reply(
        response,
        error(404, 'rest_no_route', 'No route was found matching the URL and request method.'),
      );
    }
    const refused = authFailure(request);
    if (refused) return reply(response, refused);
    const result = answer(request);
    reply(response, result);
    const created =
      request.path === `${API}/webhooks` && request.method === 'POST' && result.status === 201;
    if (created) void pingWebhook(webhooks[webhooks.length - 1] as StandInWebhook, pings);
  });
  site = server.url;
  ({ products, variations } = sampleCatalogue(site));

  const addOrder = (seed: OrderSeed = {}) => {
    const order = buildOrder(nextId++, nextLineId, seed, site);
    nextLineId += order.line_items.length;
    orders.set(order.id, order);
    return order;
  };

  return {
    /** The shop's site URL: the store's domain. */
    url: site,
    consumerKey,
    consumerSecret,
    requests,
    orders,
    notes,
    statusChanges,
    webhooks,
    pings,
    addOrder,
    /** N orders at once (a bench pulls 10,000); `seed` may vary them by index. */
    seedOrders: (count: number, seed: OrderSeed | ((index: number) => OrderSeed) = {}) =>
      Array.from({ length: count }, (_, index) =>
        addOrder(typeof seed === 'function' ? seed(index) : seed),
      ),
    /** A change in the shop's admin: new values and a new modification date. */
    modifyOrder: (id: number, change: Partial<StandInOrder>, at = new Date()) => {
      const order = orders.get(id);
      if (!order) throw new Error(`no order ${id}`);
      Object.assign(order, change, {
        date_modified_gmt: wooDate(at),
        date_modified: localDate(at),
      });
      return order;
    },
    addProduct: (product: StandInProduct, productVariations: StandInVariation[] = []) => {
      products.push(product);
      if (productVariations.length) variations.set(product.id, productVariations);
    },
    setKeyPermissions: (value: typeof permissions) => void (permissions = value),
    revokeKeys: () => void (areKeysRevoked = true),
    /** A WordPress site where WooCommerce is not active: wc/v3 has no routes. */
    deactivateWooCommerce: () => void (isWooCommerceActive = false),
    /** Installs the Shipment Tracking extension (its REST namespace answers from then on). */
    installShipmentTracking: () => void (hasShipmentTracking = true),
    trackingItems,
    /** The next `count` calls (matching method and path when given) fail this way. */
    failNext: (count: number, fault: Fault, match: { method?: string; path?: RegExp } = {}) =>
      void faults.push({ remaining: count, fault, ...match }),
    clearFaults: () => void faults.splice(0),
    /** Delivers a webhook as WooCommerce does, to `url`; answers the receiver's status. */
    sendWebhook: (url: string, send: WebhookSend) =>
      sendWooWebhook({ site, webhooks, orders }, url, send),
    close: server.close,
  };
}

export type WooStandIn = Awaited<ReturnType<typeof startWooStandIn>>;
