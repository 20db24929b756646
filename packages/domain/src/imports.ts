/** What an import queue entry imports (spec 03 section 3.5). */
export const IMPORT_QUEUE_TYPES = [
  'ETSY_ORDER',
  'INSTANT_ORDER',
  'ORDER',
  'ORDER_ITEM_COMING_STOCK_DATE',
  'PRINTER_ORDER_TRACKING_CODE',
  'PRODUCT',
  'PRODUCT_NEW',
  'SHOPIFY_ORDER',
  'TIKTOK_ORDER',
  'TRACKING_CODE',
  // A store order arriving from a connected WooCommerce store (issue 17; beside SHOPIFY_ORDER).
  'WOOCOMMERCE_ORDER',
] as const;
export type ImportQueueType = (typeof IMPORT_QUEUE_TYPES)[number];

export const IMPORT_QUEUE_STATUSES = [
  'PENDING',
  'PROCESSING',
  'FINISHED',
  'FINISHED_WITH_ERRORS',
  'FAIL',
] as const;
export type ImportQueueStatus = (typeof IMPORT_QUEUE_STATUSES)[number];

/** Statuses after which an import queue is no longer polled (spec 03 section 4). */
export const FINAL_IMPORT_STATUSES = [
  'FINISHED',
  'FINISHED_WITH_ERRORS',
  'FAIL',
] as const satisfies readonly ImportQueueStatus[];
export type FinalImportStatus = (typeof FINAL_IMPORT_STATUSES)[number];

export function isFinalImportStatus(
  status: string | null | undefined,
): status is FinalImportStatus {
  return (FINAL_IMPORT_STATUSES as readonly (string | null | undefined)[]).includes(status);
}

/** The kinds of spreadsheet a seller can import. */
export const IMPORT_KINDS = [
  'INSTANT_ORDER',
  'ORDER_WITH_UPLOAD_PRODUCT',
  'PRODUCT',
  'PRODUCT_NEW',
] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

export const EXTERNAL_STORE_TYPES = ['ETSY', 'SHOPIFY', 'TIKTOK', 'WOOCOMMERCE'] as const;
export type ExternalStoreType = (typeof EXTERNAL_STORE_TYPES)[number];

export const EXTERNAL_STORE_STATUSES = ['CONNECTED', 'DISCONNECTED'] as const;
export type ExternalStoreStatus = (typeof EXTERNAL_STORE_STATUSES)[number];

/**
 * A store variant's sync status (spec 03 sections 3.5 and 4): SYNC once mapped to one of the
 * seller's product-type items, NOT_SYNC until then, IGNORE when the seller chose not to print it
 * (ignored variants no longer sync; an un-synced one cannot be removed, only ignored).
 */
export const EXTERNAL_VARIANT_SYNC_STATUSES = ['SYNC', 'NOT_SYNC', 'IGNORE'] as const;
export type ExternalVariantSyncStatus = (typeof EXTERNAL_VARIANT_SYNC_STATUSES)[number];

/**
 * Where a store order stands on its way to an order of the seller: UN_SYNCED while a line's
 * variant is not mapped, NO_ITEM when every line is ignored, IMPORTED once it is an order (a
 * draft the seller places), CANCELLED when the shop cancelled it before it was placed, ERROR when
 * it cannot become an order (no shipping address, a cart the price list refuses: lastError says),
 * WAITING while the shop says it is not the seller's to fulfil yet (TikTok Shop: unpaid, or on hold
 * while the buyer may still cancel; or shipped already): lastError is one of STORE_WAIT_REASONS.
 */
export const STORE_ORDER_STATUSES = [
  'UN_SYNCED',
  'NO_ITEM',
  'IMPORTED',
  'CANCELLED',
  'ERROR',
  'WAITING',
] as const;

/**
 * Why a store order waits (issue 28): kept as its lastError, in these words; the web shows each
 * in the seller's language by its key.
 */
export const STORE_WAIT_REASONS = {
  UNPAID: 'The buyer has not paid yet: it is imported once paid',
  ON_HOLD: 'The buyer can still cancel it: it is imported once the shop releases it',
  SHIPPED: 'The shop shows it shipped already: it is not imported',
  OTHER: 'The shop does not let it be fulfilled yet: it is imported once it does',
} as const;
export type StoreWaitReason = keyof typeof STORE_WAIT_REASONS;
export type StoreOrderStatus = (typeof STORE_ORDER_STATUSES)[number];

/**
 * The store orders that wait for the seller and nobody else (issue 31 item 7): a line not mapped
 * yet (UN_SYNCED), or refused with its reason (ERROR: a bad address, a price the list refuses).
 * Counted in the menu and on the dashboard, listed across stores, told by a notification.
 */
export const STORE_ORDER_NEEDS_YOU_STATUSES = [
  'UN_SYNCED',
  'ERROR',
] as const satisfies readonly StoreOrderStatus[];

/**
 * How a store's mapped orders go on (issue 31 item 8, Printful's manual / auto confirm): MANUAL
 * leaves each as a draft the seller places; AUTO places it at once when the balance covers it. A
 * TikTok store places automatically only while the admin's IS_AUTO_PLACE_TIKTOK_ORDER is on too.
 */
export const STORE_PLACE_MODES = ['MANUAL', 'AUTO'] as const;
export type StorePlaceMode = (typeof STORE_PLACE_MODES)[number];

/** A tracking push back to a store: PENDING (queued or retrying), PUSHED, or FAILED (retries spent). */
export const TRACKING_PUSH_STATUSES = ['PENDING', 'PUSHED', 'FAILED'] as const;
export type TrackingPushStatus = (typeof TRACKING_PUSH_STATUSES)[number];

/** Which import queue type a store's orders arrive as. */
export const STORE_ORDER_IMPORT_TYPES = {
  ETSY: 'ETSY_ORDER',
  SHOPIFY: 'SHOPIFY_ORDER',
  TIKTOK: 'TIKTOK_ORDER',
  WOOCOMMERCE: 'WOOCOMMERCE_ORDER',
} as const satisfies Record<ExternalStoreType, ImportQueueType>;

/** Status of a pending Etsy order waiting to become an order. */
export const ETSY_ORDER_QUEUE_STATUSES = ['ERROR', 'FINISHED', 'PENDING', 'PROCESSING'] as const;
export type EtsyOrderQueueStatus = (typeof ETSY_ORDER_QUEUE_STATUSES)[number];
