import { endpoint } from '../endpoint';
import { access } from '../access';
import {
  connectStoreAnswerSchema,
  connectStoreBodySchema,
  externalStoreAnswerSchema,
  finishStoreConnectionBodySchema,
  mapStoreVariantBodySchema,
  matchStoreVariantsBodySchema,
  storeVariantsMatchedAnswerSchema,
  noteToBuyerBodySchema,
  reconnectStoreBodySchema,
  storeChildParamsSchema,
  storeParamsSchema,
  storeProductAnswerSchema,
  storeSyncAnswerSchema,
  storePlaceModeBodySchema,
  storesNeedsYouAnswerSchema,
  storeVariantAnswerSchema,
  storeVariantMappedAnswerSchema,
  trackingPushAnswerSchema,
  trackingPushesAnswerSchema,
} from '../../schemas/stores';

const seller = access.types('SELLER');
const tags = ['external-stores'];

/**
 * The external-stores endpoints (spec base name "external-stores"; screens /s/stores,
 * /s/store/{id}, /s/stores/sync-variant/{idStore}/{id}, /shopify, /shopifyCallback). The list of a
 * seller's stores is the data list (model external-store, pageSize all); its variants and store
 * orders are the data lists external-store-variant and external-store-order. Every call reaches
 * only the caller's own stores (another's id answers 404).
 */
export const storeEndpoints = {
  getStoresNeedsYou: endpoint({
    method: 'GET',
    path: '/seller/external-stores/needs-you',
    tags,
    summary:
      'What waits for me across my stores: store orders not drafted (a variant not mapped, refused) and store drafts to place',
    access: seller,
    answer: storesNeedsYouAnswerSchema,
  }),
  setStorePlaceMode: endpoint({
    method: 'PUT',
    path: '/seller/external-stores/:idStore/place-mode',
    tags,
    summary:
      "Confirm this store's mapped orders by hand (MANUAL) or place them at once when funded (AUTO); TikTok within the admin's rule",
    access: seller,
    params: storeParamsSchema,
    body: storePlaceModeBodySchema,
    answer: externalStoreAnswerSchema,
  }),
  getStore: endpoint({
    method: 'GET',
    path: '/seller/external-stores/:idStore',
    tags,
    summary:
      'One of my stores: status, last sync and its error, what waits for me (no credentials)',
    access: seller,
    params: storeParamsSchema,
    answer: externalStoreAnswerSchema,
  }),
  connectStore: endpoint({
    method: 'POST',
    path: '/seller/external-stores/connect',
    tags,
    summary:
      'Start connecting a store: Shopify answers the authorize URL; WooCommerce keys are checked with the store, then saved',
    access: seller,
    body: connectStoreBodySchema,
    answer: connectStoreAnswerSchema,
    errors: [409, 502],
  }),
  finishStoreConnection: endpoint({
    method: 'POST',
    path: '/seller/external-stores/oauth-callback',
    tags,
    summary:
      "Finish an OAuth connection with the callback's query (/shopifyCallback): state, signature and code checked",
    access: seller,
    body: finishStoreConnectionBodySchema,
    answer: externalStoreAnswerSchema,
    errors: [409, 502],
  }),
  disconnectStore: endpoint({
    method: 'POST',
    path: '/seller/external-stores/:idStore/disconnect',
    tags,
    summary: 'Disconnect a store: its credentials are dropped and no order arrives from it',
    access: seller,
    params: storeParamsSchema,
    answer: externalStoreAnswerSchema,
  }),
  reconnectStore: endpoint({
    method: 'POST',
    path: '/seller/external-stores/:idStore/reconnect',
    tags,
    summary:
      'Reconnect a store: OAuth answers the authorize URL again; keys are checked (new ones may be given)',
    access: seller,
    params: storeParamsSchema,
    body: reconnectStoreBodySchema,
    answer: connectStoreAnswerSchema,
    errors: [409, 502],
  }),
  syncStore: endpoint({
    method: 'POST',
    path: '/seller/external-stores/:idStore/sync',
    tags,
    summary: "Sync now: pull the shop's products and the orders since the last pull (queued)",
    access: seller,
    params: storeParamsSchema,
    answer: storeSyncAnswerSchema,
  }),
  getStoreProduct: endpoint({
    method: 'GET',
    path: '/seller/external-stores/:idStore/products/:id',
    tags,
    summary:
      'A store product with its variants, their sync status and mapping (sync-variant screen)',
    access: seller,
    params: storeChildParamsSchema,
    answer: storeProductAnswerSchema,
  }),
  matchStoreVariants: endpoint({
    method: 'POST',
    path: '/seller/external-stores/:idStore/products/:id/match',
    tags,
    summary:
      "Map many of a store product's variants at once: to one product's items of the same option names, or by equal SKU",
    access: seller,
    params: storeChildParamsSchema,
    body: matchStoreVariantsBodySchema,
    answer: storeVariantsMatchedAnswerSchema,
  }),
  mapStoreVariant: endpoint({
    method: 'PUT',
    path: '/seller/external-stores/:idStore/variants/:id/mapping',
    tags,
    summary:
      'Map a variant to my product and its product-type item (SYNC); waiting orders it completes become drafts',
    access: seller,
    params: storeChildParamsSchema,
    body: mapStoreVariantBodySchema,
    answer: storeVariantMappedAnswerSchema,
  }),
  ignoreStoreVariant: endpoint({
    method: 'POST',
    path: '/seller/external-stores/:idStore/variants/:id/ignore',
    tags,
    summary:
      'Ignore a variant (IGNORE): its lines are not printed; an order of only ignored lines is NO_ITEM',
    access: seller,
    params: storeChildParamsSchema,
    answer: storeVariantMappedAnswerSchema,
  }),
  unignoreStoreVariant: endpoint({
    method: 'POST',
    path: '/seller/external-stores/:idStore/variants/:id/unignore',
    tags,
    summary: 'Un-ignore a variant: back to NOT_SYNC (or SYNC when it kept its mapping)',
    access: seller,
    params: storeChildParamsSchema,
    answer: storeVariantAnswerSchema,
  }),
  setStoreNoteToBuyer: endpoint({
    method: 'PUT',
    path: '/seller/external-stores/:idStore/note-to-buyer',
    tags,
    summary:
      "An Etsy store's note to the buyer (/s/etsy-shop/detail): sent with each shipment's tracking",
    access: seller,
    params: storeParamsSchema,
    body: noteToBuyerBodySchema,
    answer: externalStoreAnswerSchema,
  }),
  getStoreTrackingPushes: endpoint({
    method: 'GET',
    path: '/seller/external-stores/:idStore/tracking-pushes',
    tags,
    summary: 'Tracking pushes to this store that failed or are still retrying, newest first',
    access: seller,
    params: storeParamsSchema,
    answer: trackingPushesAnswerSchema,
  }),
  retryStoreTrackingPush: endpoint({
    method: 'POST',
    path: '/seller/external-stores/:idStore/tracking-pushes/:id/retry',
    tags,
    summary: 'Retry a failed tracking push now',
    access: seller,
    params: storeChildParamsSchema,
    answer: trackingPushAnswerSchema,
  }),
};
