import { z } from 'zod';
import {
  EXTERNAL_STORE_STATUSES,
  EXTERNAL_STORE_TYPES,
  EXTERNAL_VARIANT_SYNC_STATUSES,
  STORE_ORDER_STATUSES,
  STORE_PLACE_MODES,
  TRACKING_PUSH_STATUSES,
} from '../imports';
import { dataAnswer } from './accounts';

/*
 * External stores (spec 01 sections 2.1, 2.4, 2.7; spec 03 sections 3.5 and 7.6; issue 17). A
 * seller connects a shop (OAuth for Shopify, REST keys for WooCommerce); its orders arrive by
 * webhook and by a periodic pull, wait UN_SYNCED until every line's variant is mapped to one of the
 * seller's product-type items, then become a draft the seller places. Tracking goes back to the
 * shop. A store's credentials are never part of any answer here.
 */

export const STORE_MESSAGES = {
  notFound: 'The store was not found',
  variantNotFound: 'The store variant was not found',
  productNotFound: 'The store product was not found',
  pushNotFound: 'The tracking push was not found',
  typeUnsupported:
    'This store type cannot be connected yet: choose another platform, or ask support to enable it',
  domainInvalid: 'Enter the shop address, such as my-shop.myshopify.com',
  siteUrlInvalid: 'Enter the store URL, such as https://shop.example.com',
  keysRequired: 'The consumer key and consumer secret are required',
  keysRefused:
    'The store refused these keys: create a key with Read/Write access in WooCommerce > Settings > Advanced > REST API and paste both again',
  alreadyConnected:
    'This shop is already connected to another account: disconnect it there first, or ask support to move it',
  stateInvalid: 'The connection request has expired or is not yours: please connect again',
  oauthRefused:
    'The shop refused the connection: connect again and approve the access the app asks for',
  tiktokDeclined:
    'You declined the authorization on TikTok Shop: connect again and choose Authorize to link your shop',
  tiktokNoShop:
    'This TikTok account has no shop to authorize: open your shop in TikTok Shop Seller Center, then connect again',
  launchInvalid:
    'This link from Shopify is not valid or has expired: open the app from your Shopify admin again',
  notConnected: 'The store is disconnected: reconnect it first',
  alreadyDisconnected: 'The store is already disconnected',
  ignoredCannotMap: 'An ignored variant must be un-ignored before it is mapped',
  notIgnored: 'The variant is not ignored',
  pushNotFailed: 'Only a failed tracking push can be retried',
  unreachable: 'The store could not be reached: please try again later',
  addressMissing: 'The store order has no shipping address',
  etsyShopInvalid: 'Enter the Etsy shop name, as in etsy.com/shop/YourShop',
  notEtsy: 'Only an Etsy store has a note to the buyer',
  quotaWaiting:
    "Waiting for the platform's daily request quota: orders are pulled again once it renews, nothing to do",
} as const;

/** A Shopify shop's address (its myshopify domain); lower-cased, no scheme or path. */
const SHOP_DOMAIN = /^[a-z0-9][a-z0-9-]*(\.[a-z0-9][a-z0-9-]*)+(:\d{1,5})?$/;

const shopDomainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(255)
  .refine((value) => SHOP_DOMAIN.test(value), { message: STORE_MESSAGES.domainInvalid });

/** A WooCommerce site's URL: http(s), a host, an optional path; kept without a trailing slash. */
const SITE_URL = /^https?:\/\/[a-z0-9]([a-z0-9.-]*[a-z0-9])?(:\d{1,5})?(\/[^\s?#]*)?$/i;

const siteUrlSchema = z
  .string()
  .trim()
  .max(255)
  .refine((value) => SITE_URL.test(value), { message: STORE_MESSAGES.siteUrlInvalid })
  .transform((value) => value.replace(/\/+$/, ''));

/** An Etsy shop's name or its address (etsy.com/shop/YourShop); the Etsy client reads the name. */
const etsyShopSchema = z
  .string()
  .trim()
  .min(2, { message: STORE_MESSAGES.etsyShopInvalid })
  .max(255, { message: STORE_MESSAGES.etsyShopInvalid });

const keySchema = z.string().trim().min(1, { message: STORE_MESSAGES.keysRequired }).max(200);

/** Start connecting: Shopify answers where the browser goes; WooCommerce checks the keys and saves. */
export const connectStoreBodySchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('SHOPIFY'),
    domain: shopDomainSchema,
    /**
     * The App URL's query when Shopify started the install (App Store, the merchant's admin):
     * shop, host, timestamp and hmac, checked by the server before the authorize URL is answered.
     */
    launch: z.record(z.string().max(100), z.string().max(4000)).optional(),
  }),
  z.strictObject({ type: z.literal('ETSY'), domain: etsyShopSchema }),
  // TikTok Shop: the shop is the one the seller authorizes; its id is learned from the exchange.
  z.strictObject({ type: z.literal('TIKTOK'), domain: z.string().trim().max(0).optional() }),
  z.strictObject({
    type: z.literal('WOOCOMMERCE'),
    domain: siteUrlSchema,
    consumerKey: keySchema,
    consumerSecret: keySchema,
  }),
]);
export type ConnectStoreBody = z.infer<typeof connectStoreBodySchema>;

/** Reconnect: an OAuth store goes through the shop again; a keys store may bring new keys. */
export const reconnectStoreBodySchema = z
  .strictObject({ consumerKey: keySchema, consumerSecret: keySchema })
  .partial()
  // Fastify hands a request without a body over as null.
  .nullish();
export type ReconnectStoreBody = z.infer<typeof reconnectStoreBodySchema>;

/**
 * The OAuth callback's query as the /shopifyCallback or /s/etsy-redirect screen received it
 * (code, hmac, shop, state...).
 */
export const finishStoreConnectionBodySchema = z.strictObject({
  query: z.record(z.string().max(100), z.string().max(4000)),
});
export type FinishStoreConnectionBody = z.infer<typeof finishStoreConnectionBodySchema>;

export const externalStoreSchema = z.object({
  id: z.string(),
  type: z.enum(EXTERNAL_STORE_TYPES),
  status: z.enum(EXTERNAL_STORE_STATUSES),
  name: z.string(),
  domain: z.string(),
  shopCode: z.string().nullable(),
  lastSyncAt: z.string().nullable(),
  lastSyncError: z.string().nullable(),
  createdAt: z.string(),
  /** Variants seen in the shop's orders or products and not mapped yet (NOT_SYNC). */
  unmappedVariants: z.number().int(),
  /** Store orders waiting for a mapping (UN_SYNCED). */
  waitingOrders: z.number().int(),
  /** Tracking pushes that ran out of retries (FAILED): shown with a Retry. */
  failedTrackingPushes: z.number().int(),
  /** Etsy: the seller's words to the buyer sent with each shipment; null elsewhere or unset. */
  noteToBuyer: z.string().nullable(),
  /** Confirm mapped orders by hand (MANUAL) or place them at once (AUTO). */
  placeMode: z.enum(STORE_PLACE_MODES),
  /** AUTO is in effect: for TikTok, only while the admin's auto-place rule is on as well. */
  isAutoPlacing: z.boolean(),
});
export type ExternalStore = z.infer<typeof externalStoreSchema>;

export const storePlaceModeBodySchema = z.strictObject({ placeMode: z.enum(STORE_PLACE_MODES) });
export type StorePlaceModeBody = z.infer<typeof storePlaceModeBodySchema>;

/** What waits for the seller across their stores (the menu's and the dashboard's count). */
export const storesNeedsYouAnswerSchema = dataAnswer(
  z.object({
    /** Store orders not drafted: a variant not mapped, or refused (bad address...). */
    storeOrders: z.number().int(),
    /** Of them, those refused with a reason. */
    refusedOrders: z.number().int(),
    /** Drafts made from store orders, waiting to be placed. */
    storeDrafts: z.number().int(),
  }),
);
export type StoresNeedsYou = z.infer<typeof storesNeedsYouAnswerSchema>['data'];

/** The Etsy store's note to the buyer (an empty text clears it). */
export const noteToBuyerBodySchema = z.strictObject({
  noteToBuyer: z
    .string()
    .trim()
    .max(500, { message: 'The note to the buyer is at most 500 characters' }),
});
export type NoteToBuyerBody = z.infer<typeof noteToBuyerBodySchema>;
export const externalStoreAnswerSchema = dataAnswer(externalStoreSchema);

/** What starting a connection answers: where to send the browser, or the store already saved. */
export const connectStoreAnswerSchema = dataAnswer(
  z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('oauth'), authorizeUrl: z.string() }),
    z.object({ kind: z.literal('connected'), store: externalStoreSchema }),
  ]),
);
export type ConnectStoreAnswer = z.infer<typeof connectStoreAnswerSchema>['data'];

export const storeVariantSchema = z.object({
  id: z.string(),
  storeId: z.string(),
  storeProductId: z.string(),
  externalVariantId: z.string(),
  title: z.string(),
  sku: z.string().nullable(),
  imageUrl: z.string().nullable(),
  syncStatus: z.enum(EXTERNAL_VARIANT_SYNC_STATUSES),
  /** The seller's product and product-type item it is mapped to (SYNC). */
  productId: z.string().nullable(),
  productTypeItemId: z.string().nullable(),
  productTitle: z.string().nullable(),
  productTypeItemName: z.string().nullable(),
});
export type StoreVariantView = z.infer<typeof storeVariantSchema>;
export const storeVariantAnswerSchema = dataAnswer(storeVariantSchema);

/** A store product with its variants: the sync-variant screen (/s/stores/sync-variant/{idStore}/{id}). */
export const storeProductSchema = z.object({
  id: z.string(),
  storeId: z.string(),
  /** The store's name: the screen's way back names it. */
  storeName: z.string(),
  externalProductId: z.string(),
  title: z.string(),
  imageUrl: z.string().nullable(),
  variants: z.array(storeVariantSchema),
});
export type StoreProductView = z.infer<typeof storeProductSchema>;
export const storeProductAnswerSchema = dataAnswer(storeProductSchema);

export const storeParamsSchema = z.strictObject({ idStore: z.string().uuid() });
export const storeChildParamsSchema = z.strictObject({
  idStore: z.string().uuid(),
  id: z.string().uuid(),
});

/** Map a variant to one of the seller's own products and one of its product type's items. */
export const mapStoreVariantBodySchema = z.strictObject({
  productId: z.string().uuid(),
  productTypeItemId: z.string().uuid(),
});
export type MapStoreVariantBody = z.infer<typeof mapStoreVariantBodySchema>;

/**
 * Map many variants of a store product at once (issue 31 item 9). Each variant's product is
 * `productId` when given ("every size of White to my white tee"), else the seller's product
 * whose SKU equals the variant's; its item is the product type's item whose option names equal
 * the variant's ("White / M", in any order). `variantIds` narrows it to those variants (mapped
 * ones are mapped again); without it only unmapped variants are matched.
 */
export const matchStoreVariantsBodySchema = z.strictObject({
  productId: z.string().uuid().optional(),
  variantIds: z.array(z.string().uuid()).min(1).max(500).optional(),
});
export type MatchStoreVariantsBody = z.infer<typeof matchStoreVariantsBodySchema>;
export const storeVariantsMatchedAnswerSchema = dataAnswer(
  z.object({
    /** The variants now mapped by this call, and those it found no product or item for. */
    matched: z.number().int(),
    unmatched: z.number().int(),
    releasedOrders: z.number().int(),
  }),
);
export type StoreVariantsMatched = z.infer<typeof storeVariantsMatchedAnswerSchema>['data'];

/** What a mapping moved on: store orders that became drafts by it. */
export const storeVariantMappedAnswerSchema = dataAnswer(
  storeVariantSchema.extend({ releasedOrders: z.number().int() }),
);

export const trackingPushSchema = z.object({
  id: z.string(),
  storeId: z.string(),
  orderId: z.string(),
  externalOrderId: z.string(),
  trackingNumber: z.string(),
  company: z.string(),
  status: z.enum(TRACKING_PUSH_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  pushedAt: z.string().nullable(),
});
export type TrackingPush = z.infer<typeof trackingPushSchema>;
export const trackingPushAnswerSchema = dataAnswer(trackingPushSchema);
export const trackingPushesAnswerSchema = dataAnswer(z.array(trackingPushSchema));

/** Sync now: the pull was queued (one at a time per store; a second ask joins the first). */
export const storeSyncAnswerSchema = dataAnswer(z.object({ isQueued: z.boolean() }));

export const storeOrderStatusSchema = z.enum(STORE_ORDER_STATUSES);
