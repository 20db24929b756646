/** What an attribute describes (spec 03 section 3.3). */
export const ATTRIBUTE_ELEMENTS = ['COLOR', 'SIZE', 'OTHER'] as const;
export type AttributeElement = (typeof ATTRIBUTE_ELEMENTS)[number];

/** How an attribute's options are shown: a swatch, an image or text. */
export const ATTRIBUTE_OPTIONS = ['COLOR', 'IMAGE', 'TEXT'] as const;
export type AttributeOption = (typeof ATTRIBUTE_OPTIONS)[number];

/** Print positions of an upload type's items. */
export const UPLOAD_TYPE_ITEM_TYPES = ['FRONT', 'BACK', 'LEFT_SHOULDER', 'RIGHT_SHOULDER'] as const;
export type UploadTypeItemType = (typeof UPLOAD_TYPE_ITEM_TYPES)[number];

/** The id the client sends for an upload type that does not exist yet. */
export const NEW_UPLOAD_TYPE_ID = '-1';

export const PRODUCT_STATUSES = ['ACTIVATED', 'INACTIVATED'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** A new product type starts inactivated: it cannot be activated before it has a blank apparel. */
export const DEFAULT_PRODUCT_TYPE_STATUS: ProductStatus = 'INACTIVATED';

/** Sync state of an external store variant; IGNORE stops syncing an item that cannot be removed. */
export const SYNC_STATUSES = ['SYNC', 'NOT_SYNC', 'IGNORE'] as const;
export type SyncStatus = (typeof SYNC_STATUSES)[number];

export const GROUP_STATUSES = ['ACTIVATED', 'INACTIVATED'] as const;
export type GroupStatus = (typeof GROUP_STATUSES)[number];

/** A printer's permission on a product type item; admin and printer blocks are told apart. */
export const PRINTER_PRODUCT_ITEM_STATUSES = [
  'ACTIVATED',
  'ADMIN_BLOCKED',
  'PRINTER_BLOCKED',
] as const;
export type PrinterProductItemStatus = (typeof PRINTER_PRODUCT_ITEM_STATUSES)[number];

/** Print sides of a product type, spelled as the spec shows them. */
export const PRODUCT_TYPE_SIDES = ['One Side', 'Two Side', 'Back Side', 'Front Side'] as const;
export type ProductTypeSide = (typeof PRODUCT_TYPE_SIDES)[number];

export const INVENTORY_TYPES = ['BLANK_APPAREL', 'PRINTED_PRODUCT'] as const;
export type InventoryType = (typeof INVENTORY_TYPES)[number];

export const INVENTORY_STATUSES = ['APPROVED', 'IN_TRANSIT', 'REVERTED'] as const;
export type InventoryStatus = (typeof INVENTORY_STATUSES)[number];

export const INVENTORY_ACTIONS = ['IN', 'OUT'] as const;
export type InventoryAction = (typeof INVENTORY_ACTIONS)[number];

/** What an uploaded file is for (spec 03 section 3.3). */
export const UPLOAD_FILE_TYPES = [
  'BACKUP',
  'COMPLETED_PRODUCT_IMAGE',
  'IMAGE',
  'IMPORT_INSTANT_ORDER',
  'IMPORT_ORDER',
  'IMPORT_PRODUCT',
  'IMPORT_PRODUCT_NEW',
  'IMPORT_TRACKING_CODE',
  'ISSUE_IMAGE',
  'THUMBNAIL',
] as const;
export type UploadFileType = (typeof UPLOAD_FILE_TYPES)[number];

export const FILE_UPLOAD_STATUSES = ['COMPLETED', 'FAIL', 'WAITING'] as const;
export type FileUploadStatus = (typeof FILE_UPLOAD_STATUSES)[number];
