import type { StorePlatform } from '../types';
import { authorizeUrl, exchangeCode, normaliseShopName } from './auth';
import type { EtsyContext } from './auth';
import { DEFAULT_RETRY, type RetryPolicy } from '../retry-after';
import { EtsyQuota } from './quota';
import { createShipment, getListings, listListings, listReceipts } from './receipts';

/*
 * The Etsy platform client (issue 18): what the store service needs of an Etsy shop (types.ts),
 * written against Etsy's Open API v3. A store's domain is its shop name, lower-cased; its
 * credentials are the OAuth tokens with their expiry and the shop's id. Etsy sends no order
 * webhooks: orders come by the scheduled pull, through the pending Etsy order queue.
 */

export type EtsyConfig = {
  /** The app's keystring and shared secret (Your Apps). */
  apiKey: string;
  sharedSecret: string;
  /** Where the API is reached instead of https://api.etsy.com (a stand-in in tests). */
  baseUrl?: string | undefined;
  /** Where sellers are sent to authorise instead of https://www.etsy.com/oauth/connect. */
  connectUrl?: string | undefined;
  retry?: Partial<RetryPolicy> | undefined;
};

export function createEtsyPlatform(config: EtsyConfig): StorePlatform {
  const context: EtsyContext = {
    apiKey: config.apiKey,
    sharedSecret: config.sharedSecret,
    apiBase: (config.baseUrl ?? 'https://api.etsy.com').replace(/\/+$/, ''),
    connectUrl: config.connectUrl ?? 'https://www.etsy.com/oauth/connect',
    quota: new EtsyQuota(),
    // Only the settings given: an explicit undefined keeps the default.
    retry: {
      ...DEFAULT_RETRY,
      ...Object.fromEntries(Object.entries(config.retry ?? {}).filter(([, v]) => v !== undefined)),
    },
  };
  return {
    type: 'ETSY',
    connection: {
      kind: 'oauth',
      usesPkce: true,
      authorizeUrl: (_shop, state, redirectUri, codeVerifier) =>
        authorizeUrl(context, state, redirectUri, codeVerifier),
      exchange: (shop, query, redirectUri, codeVerifier) =>
        exchangeCode(context, shop, query, redirectUri, codeVerifier),
    },
    normaliseDomain: normaliseShopName,
    // No order webhooks on Etsy: the pull is the way in.
    registerWebhooks: async () => {},
    listOrders: (store, since, page) => listReceipts(context, store, since, page),
    listProducts: (store, page) => listListings(context, store, page),
    // The quota allows no catalogue read per pull: the listings receipts name, when unknown.
    getProducts: (store, ids) => getListings(context, store, ids),
    pushFulfilment: (store, fulfilment) => createShipment(context, store, fulfilment),
    verifyWebhook: async () => null,
  };
}

export { InvalidEtsyShopError, normaliseShopName, codeChallengeOf, ETSY_SCOPES } from './auth';
export { EtsyError } from './http';
export type { RetryPolicy as EtsyRetryPolicy } from '../retry-after';
export { buyerNoteOf, orderOfReceipt, type EtsyReceipt } from './receipts';
