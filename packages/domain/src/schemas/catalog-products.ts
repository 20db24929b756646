import { z } from 'zod';
import { PRODUCT_STATUSES, UPLOAD_TYPE_ITEM_TYPES } from '../catalog';
import { MIN_IMAGE_DPI } from '../limits';
import { formatMessage } from '../validation';
import { catalogNameSchema, catalogTextSchema } from './catalog';
import { DEFAULT_MAX_LENGTH } from './fields';

/*
 * A seller's products: a product type, a title and SKU, a print design per upload-type item and
 * mockups (spec 01 /s/products, spec 03 section 3.3). Designs and images are uploaded first and
 * named here by id.
 */

export const PRODUCT_MAX_MOCKUPS = 10;
export const PRODUCT_SKU_PATTERN = /^[A-Za-z0-9._-]{1,100}$/;

export const PRODUCT_MESSAGES = {
  sku: 'The SKU may hold letters, digits, dots, hyphens and underscores only (at most 100)',
  skuTaken: 'You already have a product with this SKU',
  uploadDesign: formatMessage('uploadDesign'),
  requiredDesign: (name: string) => `The print position ${name} needs a design`,
  designDescription: formatMessage('required', { name: 'designDescription' }),
  productTypeUnavailable: 'This product type is not available for new products',
  unknownUploadTypeItem: "This print position is not one of the product type's upload type",
  designMismatch: 'This design was uploaded for another print position',
  unknownDesign: 'The design does not exist',
  unknownMockup: 'The mockup image does not exist',
  duplicatePosition: 'This print position already has a design',
} as const;

/** Messages of the design checks (spec 03 section 9: minimum image DPI 150). */
export const DESIGN_MESSAGES = {
  fileFormat: formatMessage('fileFormat', { name: 'file' }),
  fileSize: formatMessage('fileSize'),
  fileMissing: 'Please choose a file to upload',
  lowDpi: (dpi: number) =>
    `The design is ${dpi} dpi; it needs at least ${MIN_IMAGE_DPI} dpi to print sharply`,
  tooSmall: (width: number, height: number, wanted: { width: number; height: number }) =>
    `The design is ${width} × ${height} px; the print area needs at least ${wanted.width} × ${wanted.height} px`,
} as const;

const printDesignInputSchema = z.strictObject({
  uploadTypeItemId: z.string().uuid(),
  /** A design uploaded through POST seller/designs for this upload-type item. */
  designId: z.string().uuid(),
});

const productShape = {
  title: catalogNameSchema,
  sku: z.string().trim().regex(PRODUCT_SKU_PATTERN, { message: PRODUCT_MESSAGES.sku }),
  description: catalogTextSchema,
  designDescription: catalogTextSchema,
  printDesigns: z.array(printDesignInputSchema).max(10),
  /** Images uploaded through POST seller/mockups, in the order shown. */
  mockupIds: z.array(z.string().uuid()).max(PRODUCT_MAX_MOCKUPS).default([]),
};

/** POST seller/product. */
export const createProductBodySchema = z.strictObject({
  productTypeId: z.string().uuid(),
  ...productShape,
});
export type CreateProductBody = z.input<typeof createProductBodySchema>;

/** PUT seller/product/{id}: the product type stays. */
export const updateProductBodySchema = z.strictObject(productShape);
export type UpdateProductBody = z.input<typeof updateProductBodySchema>;

/** PUT products/{id}/status: an admin activates or inactivates a product. */
export const productStatusBodySchema = z.strictObject({ status: z.enum(PRODUCT_STATUSES) });

export const productCodeParamsSchema = z.strictObject({
  code: z.string().trim().min(1).max(DEFAULT_MAX_LENGTH),
});

/** An uploaded image: a design checked against its print position, a mockup or a catalogue image. */
export const catalogImageSchema = z.object({
  id: z.string(),
  kind: z.enum(['CATALOG', 'DESIGN', 'MOCKUP']),
  name: z.string(),
  width: z.number(),
  height: z.number(),
  /** The density the file declares; null when it declares none. */
  dpi: z.number().nullable(),
  uploadTypeItemId: z.string().nullable(),
  url: z.string(),
  thumbnailUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type CatalogImage = z.infer<typeof catalogImageSchema>;

export const printDesignSchema = z.object({
  uploadTypeItemId: z.string(),
  uploadTypeItemName: z.string(),
  type: z.enum(UPLOAD_TYPE_ITEM_TYPES),
  design: catalogImageSchema,
});

export const productSchema = z.object({
  id: z.string(),
  /** Unique over all products: what the warehouse scans. */
  code: z.string(),
  sellerId: z.string(),
  sellerFullName: z.string(),
  productTypeId: z.string(),
  productTypeName: z.string(),
  title: z.string(),
  sku: z.string(),
  description: z.string().nullable(),
  designDescription: z.string().nullable(),
  status: z.enum(PRODUCT_STATUSES),
  printDesigns: z.array(printDesignSchema),
  mockups: z.array(catalogImageSchema),
  /**
   * The mockup made from the design on the product type's mockup background (issue 36), made in
   * the background after a create or a design change; null while none is made, or without one.
   */
  generatedMockup: catalogImageSchema.nullable().default(null),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;
