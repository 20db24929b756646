import { UPLOAD_TYPE_ITEM_TYPES, type UploadTypeItemType } from '../catalog';
import { UPLOAD_SIZE_LIMIT_KB } from '../limits';
import { PRODUCT_MAX_MOCKUPS } from './catalog-products';

/*
 * The seller's product spreadsheet (spec 01 /s/product/import, import-queue type PRODUCT): one
 * line per product, its designs and mockups named by URL and fetched by the server. The template
 * is written from these columns and every file is checked against the same names.
 */

export const PRODUCT_IMPORT_TEMPLATE_VERSION = 1;
export const PRODUCT_IMPORT_SHEET = 'Products';
export const PRODUCT_IMPORT_JOB_KIND = 'import-products';
/** Most data lines one product file may hold: each line fetches up to 14 images. */
export const PRODUCT_IMPORT_MAX_LINES = 1_000;
/** A fetched image may be as large as an uploaded design. */
export const PRODUCT_IMPORT_MAX_IMAGE_BYTES = UPLOAD_SIZE_LIMIT_KB * 1024;
export const PRODUCT_IMPORT_FETCH_TIMEOUT_MS = 15_000;

/**
 * The design columns by print-position type: a product type's upload type has at most one
 * position of each type, so the generic columns fit every product type.
 */
export const PRODUCT_IMPORT_DESIGN_COLUMNS = {
  FRONT: { key: 'frontDesign', name: 'Front Design URL' },
  BACK: { key: 'backDesign', name: 'Back Design URL' },
  LEFT_SHOULDER: { key: 'leftShoulderDesign', name: 'Left Shoulder Design URL' },
  RIGHT_SHOULDER: { key: 'rightShoulderDesign', name: 'Right Shoulder Design URL' },
} as const satisfies Record<UploadTypeItemType, { key: string; name: string }>;

export const PRODUCT_IMPORT_COLUMNS = [
  { key: 'productType', name: 'Product Type', required: true },
  { key: 'title', name: 'Title', required: true },
  { key: 'sku', name: 'SKU', required: true },
  { key: 'description', name: 'Description', required: false },
  { key: 'designDescription', name: 'Design Description', required: false },
  ...UPLOAD_TYPE_ITEM_TYPES.map((type) => ({
    ...PRODUCT_IMPORT_DESIGN_COLUMNS[type],
    required: false as const,
  })),
  { key: 'mockups', name: 'Mockup URLs', required: false },
] as const;
export type ProductImportColumnKey = (typeof PRODUCT_IMPORT_COLUMNS)[number]['key'];

export const PRODUCT_IMPORT_MESSAGES = {
  sheetMissing: `The sheet "${PRODUCT_IMPORT_SHEET}" was not found: please use the latest template`,
  empty: 'The file holds no product lines',
  tooManyLines: `A file may hold at most ${PRODUCT_IMPORT_MAX_LINES} lines`,
  productTypeNotFound: 'No product type available for new products has this name or ID',
  productTypeAmbiguous: 'Several product types have this name: please use its ID',
  skuRepeated: (line: number) => `This SKU is already on line ${line} of the file`,
  noPosition: 'The product type has no print position of this kind',
  url: 'Each URL must start with http:// or https://',
  /** A loopback or private network address: the link works only inside the seller's network. */
  notPublic: 'The address is not public: use a link anyone on the internet can open',
  tooManyMockups: `A product may have at most ${PRODUCT_MAX_MOCKUPS} mockups`,
  unreachable: (status: number | null) =>
    status === null
      ? 'The file could not be downloaded'
      : `The file could not be downloaded (HTTP ${status})`,
  timeout: `The file did not download within ${PRODUCT_IMPORT_FETCH_TIMEOUT_MS / 1000} seconds`,
  tooLarge: `The file is larger than ${UPLOAD_SIZE_LIMIT_KB / 1024} MB`,
  notImage: 'The file is not a PNG or JPEG image',
} as const;
