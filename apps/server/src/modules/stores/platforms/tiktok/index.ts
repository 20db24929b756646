import type { StorePlatform } from '../types';
import { authorizeUrl, exchangeCode, normaliseShopId, shopsOf } from './auth';
import { pushFulfilment } from './fulfilment';
import { DEFAULT_RETRY, type RetryPolicy } from '../retry-after';
import type { TikTokContext } from './http';
import { getOrders, listOrders, listProducts, toStoreOrder } from './orders';
import { registerWebhooks, verifyWebhook } from './webhooks';

/*
 * The TikTok Shop client: what the store service needs of a TikTok shop (types.ts), written against
 * the Partner API's documented token service and Open API version 202309. Shops are reached at
 * the real hosts unless `apiBase` and `authBase` point at a stand-in.
 */

export type TikTokConfig = {
  appKey: string;
  appSecret: string;
  /** The Open API's origin; https://open-api.tiktokglobalshop.com (TIKTOK_BASE_URL). */
  apiBase?: string | undefined;
  /** The token service's origin; https://auth.tiktok-shops.com (TIKTOK_AUTH_URL). */
  authBase?: string | undefined;
  /**
   * The app's service id (TIKTOK_SERVICE_ID, Partner Center > App & Service): the authorization
   * link is services.tiktokshop.com/open/authorize?service_id=... Without it, the legacy
   * {authBase}/oauth/authorize?app_key=... link is used.
   */
  serviceId?: string | undefined;
  /** The authorization page's origin (TIKTOK_AUTHORIZE_URL): US apps use https://services.tiktokshops.us. */
  authorizeBase?: string | undefined;
  retry?: Partial<RetryPolicy> | undefined;
};

export const TIKTOK_API_BASE = 'https://open-api.tiktokglobalshop.com';
export const TIKTOK_AUTH_BASE = 'https://auth.tiktok-shops.com';
export const TIKTOK_AUTHORIZE_BASE = 'https://services.tiktokshop.com';

export function createTikTokPlatform(config: TikTokConfig): StorePlatform {
  const context: TikTokContext = {
    appKey: config.appKey,
    appSecret: config.appSecret,
    apiBase: (config.apiBase ?? TIKTOK_API_BASE).replace(/\/+$/, ''),
    authBase: (config.authBase ?? TIKTOK_AUTH_BASE).replace(/\/+$/, ''),
    serviceId: config.serviceId || undefined,
    authorizeBase: (config.authorizeBase ?? TIKTOK_AUTHORIZE_BASE).replace(/\/+$/, ''),
    retry: {
      ...DEFAULT_RETRY,
      ...Object.fromEntries(Object.entries(config.retry ?? {}).filter(([, v]) => v !== undefined)),
    },
  };
  return {
    type: 'TIKTOK',
    connection: {
      kind: 'oauth',
      authorizeUrl: (_domain, state) => authorizeUrl(context, state),
      exchange: (_domain, query) => exchangeCode(context, query),
      // The shop is learned from the exchange, and TikTok's App Store starts the authorization.
      domainOf: (credentials) => credentials.shopId ?? '',
      shopsOf,
      isStartedByPlatform: true,
    },
    normaliseDomain: (input) => (input.trim() ? normaliseShopId(input) : ''),
    registerWebhooks: (store, address) => registerWebhooks(context, store, address),
    listOrders: (store, since, page) => listOrders(context, store, since, page),
    getOrder: async (store, id) => {
      const [order] = await getOrders(context, store, [id]);
      return order ? toStoreOrder(order) : null;
    },
    listProducts: (store, page) => listProducts(context, store, page),
    pushFulfilment: (store, fulfilment) => pushFulfilment(context, store, fulfilment),
    verifyWebhook: (headers, rawBody, secretOf) =>
      verifyWebhook(context, headers, rawBody, secretOf),
  };
}

export { TikTokError } from './http';
export type { RetryPolicy } from '../retry-after';
export { signRequest, signWebhook, signedString } from './sign';
