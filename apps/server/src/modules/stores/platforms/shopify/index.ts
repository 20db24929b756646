import type { StorePlatform } from '../types';
import { authorizeUrl, InvalidShopDomainError, normaliseShopDomain, verifyLaunch } from './auth';
import { pushFulfilment } from './fulfilment';
import type { ShopifyContext } from './graphql';
import { DEFAULT_RETRY, type RetryPolicy } from '../retry-after';
import { listOrders, listProducts } from './orders';
import { exchangeCode } from './tokens';
import { SHOPIFY_API_VERSION } from './version';
import { registerWebhooks, verifyWebhook } from './webhooks';

/*
 * The Shopify platform client: what the store service needs of a Shopify shop (types.ts), written
 * against Shopify's documented OAuth, webhooks and GraphQL Admin API. Stores point at the real
 * https://{shop} unless `baseUrl` sends every shop to a stand-in.
 */

export type ShopifyConfig = {
  /** The app's client id ("API key") and client secret, from the Partner Dashboard. */
  apiKey: string;
  apiSecret: string;
  /** Access scopes asked at install, e.g. SHOPIFY_SCOPES. */
  scopes: string[];
  /** The Admin API version; SHOPIFY_API_VERSION unless a test asks for another. */
  apiVersion?: string | undefined;
  /**
   * Where shops are reached instead of https://{shop}: "{shop}" in it is replaced by the shop's
   * domain (the stand-in takes "http://127.0.0.1:PORT/{shop}"). Absent in production.
   */
  baseUrl?: string | undefined;
  retry?: Partial<RetryPolicy> | undefined;
  /** Whether Shopify e-mails the buyer the tracking when a fulfilment is created; true. */
  notifyCustomer?: boolean | undefined;
};

/**
 * What the app asks of a shop, and only that: orders (the last 60 days, Shopify's default window,
 * cover a pull's 30; read_all_orders needs Shopify's approval and is not asked), products for
 * variant mapping, and the merchant-managed fulfilment orders a fulfilment is created on.
 */
export const SHOPIFY_SCOPES = [
  'read_orders',
  'read_products',
  'write_merchant_managed_fulfillment_orders',
];

export { SHOPIFY_API_VERSION } from './version';

export function createShopifyPlatform(config: ShopifyConfig): StorePlatform {
  const base = config.baseUrl?.replace(/\/+$/, '');
  const context: ShopifyContext = {
    apiVersion: config.apiVersion ?? SHOPIFY_API_VERSION,
    app: { apiKey: config.apiKey, apiSecret: config.apiSecret },
    // Only the settings given: an explicit undefined keeps the default.
    retry: {
      ...DEFAULT_RETRY,
      ...Object.fromEntries(Object.entries(config.retry ?? {}).filter(([, v]) => v !== undefined)),
    },
    originOf: (domain) => (base ? base.replaceAll('{shop}', domain) : `https://${domain}`),
  };
  return {
    type: 'SHOPIFY',
    connection: {
      kind: 'oauth',
      authorizeUrl: (domain, state, redirectUri) =>
        authorizeUrl(context, config, domain, state, redirectUri),
      // Shopify's token request takes no redirect_uri: the code is bound to the app and the shop.
      exchange: (domain, query) => exchangeCode(context, config, domain, query),
      verifyLaunch: (query) => verifyLaunch(query, config.apiSecret),
    },
    normaliseDomain: (input) => {
      const domain = normaliseShopDomain(input);
      if (!domain) throw new InvalidShopDomainError(input);
      return domain;
    },
    registerWebhooks: (store, address) => registerWebhooks(context, store, address),
    isResubscribedOnPull: true,
    listOrders: (store, since, page) => listOrders(context, store, since, page),
    listProducts: (store, page) => listProducts(context, store, page),
    pushFulfilment: (store, fulfilment) =>
      pushFulfilment(context, store, fulfilment, config.notifyCustomer ?? true),
    verifyWebhook: (headers, rawBody, secretOf) =>
      verifyWebhook(config.apiSecret, headers, rawBody, secretOf),
  };
}

export { InvalidShopDomainError, isShopDomain, normaliseShopDomain } from './auth';
export { ShopifyError } from './http';
export type { RetryPolicy } from '../retry-after';
export { SHOPIFY_WEBHOOK_TOPICS } from './webhooks';
