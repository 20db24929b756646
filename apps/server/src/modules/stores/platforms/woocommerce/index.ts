import type {
  ConnectedStore,
  StoreCredentials,
  StoreOrder,
  StorePage,
  StorePlatform,
  StoreProduct,
} from '../types';
import {
  createWooHttp,
  nextPage,
  normaliseWooDomain,
  pageNumber,
  resolveConfig,
  WooCommerceError,
  type WooCommerceConfig,
  type WooHttp,
} from './http';
import {
  hasVariations,
  isUnpaid,
  toStoreOrder,
  toStoreProduct,
  wooOrderSchema,
  wooProductSchema,
  wooVariationSchema,
  type WooVariation,
} from './orders';
import { pushWooFulfilment } from './tracking';
import { registerWooWebhooks, verifyWooWebhook } from './webhooks';

export { normaliseWooDomain, WooCommerceError, type WooCommerceConfig } from './http';
export { createWooWebhookSecret, WOO_WEBHOOK_TOPICS } from './webhooks';
export { trackingNote } from './tracking';

/*
 * The WooCommerce platform client (issue 17), written against the documented REST API v3:
 * keys checked by a call, orders pulled by modification date, products with their variations,
 * tracking pushed back (tracking.ts), and webhooks verified by
 * their signature. The store's domain is its site URL; credentials are
 * { consumerKey, consumerSecret, webhookSecret }.
 */

/** The largest page WordPress serves. */
const PER_PAGE = 100;
/** Variation lists fetched at once for one page of products. */
const VARIATION_CALLS_AT_ONCE = 4;

function rows<T>(data: unknown, parse: (row: unknown) => T, what: string): T[] {
  if (!Array.isArray(data)) throw new WooCommerceError(`The shop's ${what} list is not a list`, 0);
  return data.map((row) => {
    try {
      return parse(row);
    } catch {
      throw new WooCommerceError(`The shop sent a ${what} the app cannot read`, 0);
    }
  });
}

async function checkKeys(http: WooHttp, domain: string, keys: StoreCredentials) {
  const consumerKey = keys.consumerKey?.trim() ?? '';
  const consumerSecret = keys.consumerSecret?.trim() ?? '';
  if (!/^ck_[A-Za-z0-9]+$/.test(consumerKey) || !/^cs_[A-Za-z0-9]+$/.test(consumerSecret)) {
    throw new WooCommerceError(
      'WooCommerce API keys look like ck_... and cs_... (WooCommerce > Settings > Advanced > REST API)',
      0,
    );
  }
  // Reading one order proves the keys and that the shop answers the REST API v3 they are for.
  const { data } = await http.request(
    { domain, credentials: { consumerKey, consumerSecret } },
    { method: 'GET', path: '/orders', query: { per_page: 1 } },
  );
  if (!Array.isArray(data)) {
    throw new WooCommerceError(`${domain} did not answer as a WooCommerce store`, 0);
  }
  return { consumerKey, consumerSecret };
}

async function listOrders(
  http: WooHttp,
  store: ConnectedStore,
  since: Date,
  page?: string,
): Promise<StorePage<StoreOrder>> {
  const number = pageNumber(page);
  // modified_after is strict and to the second: one second back keeps "at or after `since`".
  // Ordered by id (the documented orderby has no "modified"): an order modified while the pages
  // are read stays where it was, and new ones come last, so no page skips one.
  const { data, headers } = await http.request(store, {
    method: 'GET',
    path: '/orders',
    query: {
      modified_after: new Date(since.getTime() - 1000).toISOString().slice(0, 19),
      dates_are_gmt: true,
      orderby: 'id',
      order: 'asc',
      per_page: PER_PAGE,
      page: number,
    },
  });
  const orders = rows(data, (row) => wooOrderSchema.parse(row), 'order');
  return {
    items: orders.filter((order) => !isUnpaid(order)).map(toStoreOrder),
    next: nextPage(headers, number),
  };
}

async function variationsOf(http: WooHttp, store: ConnectedStore, productId: number) {
  const all: WooVariation[] = [];
  for (let page = 1; ; page += 1) {
    const { data, headers } = await http.request(store, {
      method: 'GET',
      path: `/products/${productId}/variations`,
      query: { per_page: PER_PAGE, page },
    });
    all.push(...rows(data, (row) => wooVariationSchema.parse(row), 'variation'));
    if (!nextPage(headers, page)) return all;
  }
}

async function listProducts(
  http: WooHttp,
  store: ConnectedStore,
  page?: string,
): Promise<StorePage<StoreProduct>> {
  const number = pageNumber(page);
  const { data, headers } = await http.request(store, {
    method: 'GET',
    path: '/products',
    query: { per_page: PER_PAGE, page: number, orderby: 'id', order: 'asc' },
  });
  const products = rows(data, (row) => wooProductSchema.parse(row), 'product');
  const variations = new Map<number, WooVariation[]>();
  const variable = products.filter(hasVariations);
  for (let at = 0; at < variable.length; at += VARIATION_CALLS_AT_ONCE) {
    const batch = variable.slice(at, at + VARIATION_CALLS_AT_ONCE);
    const lists = await Promise.all(batch.map((product) => variationsOf(http, store, product.id)));
    batch.forEach((product, index) => variations.set(product.id, lists[index] ?? []));
  }
  return {
    items: products.map((product) => toStoreProduct(product, variations.get(product.id) ?? [])),
    next: nextPage(headers, number),
  };
}

export type WooCommercePlatform = StorePlatform & {
  /** The site address as the store must be kept (what X-WC-Webhook-Source names); throws WooCommerceError. */
  normaliseDomain(input: string): string;
};

export function createWooCommercePlatform(config: WooCommerceConfig = {}): WooCommercePlatform {
  const resolved = resolveConfig(config);
  const http = createWooHttp(resolved);
  return {
    type: 'WOOCOMMERCE',
    connection: {
      kind: 'keys',
      check: async (domain, keys) =>
        checkKeys(http, normaliseWooDomain(domain, resolved.allowInsecureHosts), keys),
    },
    normaliseDomain: (input) => normaliseWooDomain(input, resolved.allowInsecureHosts),
    registerWebhooks: (store, address) => registerWooWebhooks(http, store, address),
    listOrders: (store, since, page) => listOrders(http, store, since, page),
    listProducts: (store, page) => listProducts(http, store, page),
    pushFulfilment: (store, fulfilment) => pushWooFulfilment(http, store, fulfilment),
    verifyWebhook: (headers, rawBody, secretOf) =>
      verifyWooWebhook(resolved, headers, rawBody, secretOf),
  };
}
