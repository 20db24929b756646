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

/** Status of a pending Etsy order waiting to become an order. */
export const ETSY_ORDER_QUEUE_STATUSES = ['ERROR', 'FINISHED', 'PENDING', 'PROCESSING'] as const;
export type EtsyOrderQueueStatus = (typeof ETSY_ORDER_QUEUE_STATUSES)[number];
