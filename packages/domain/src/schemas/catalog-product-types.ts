import { z } from 'zod';
import {
  ATTRIBUTE_ELEMENTS,
  ATTRIBUTE_OPTIONS,
  PRODUCT_STATUSES,
  PRODUCT_TYPE_SIDES,
} from '../catalog';
import { catalogNameSchema, catalogTextSchema, uploadTypeItemSchema } from './catalog';
import { DEFAULT_MAX_LENGTH } from './fields';

/*
 * Product types and their items (one per combination of attribute options), and the blank
 * apparels they are printed on (spec 03 section 3.3). Money is integer cents.
 */

/** Most cents a catalogue price may hold: $1,000,000.00. */
export const CATALOG_MAX_CENTS = 100_000_000;
export const centsSchema = z.number().int().min(0).max(CATALOG_MAX_CENTS);

/** Most items (attribute-option combinations) one product type may have. */
export const PRODUCT_TYPE_MAX_ITEMS = 1_000;
export const PRODUCT_TYPE_MAX_ATTRIBUTES = 5;
export const SHORT_SKU_PATTERN = /^[A-Za-z0-9-]{1,20}$/;

export const PRODUCT_TYPE_MESSAGES = {
  activationNeedsBlankApparel: 'A product type cannot be activated without a blank apparel',
  duplicateAttribute: 'This attribute is already chosen',
  shortSku: 'The short SKU may hold letters, digits and hyphens only (at most 20)',
  tooManyItems: `A product type may have at most ${PRODUCT_TYPE_MAX_ITEMS} items (attribute-option combinations)`,
  unknownCombination: "This combination is not one of the product type's attribute options",
} as const;

const measureSchema = z.number().min(0).max(100_000).nullable().optional();
const daysSchema = z.number().int().min(0).max(365);

/** One item's values; it is matched to its combination by its attribute option ids. */
export const productTypeItemInputSchema = z.strictObject({
  attributeOptionIds: z.array(z.string().uuid()).max(PRODUCT_TYPE_MAX_ATTRIBUTES),
  price: centsSchema,
  status: z.enum(PRODUCT_STATUSES).default('ACTIVATED'),
  imageId: z.string().uuid().nullable().optional(),
  height: measureSchema,
  length: measureSchema,
  width: measureSchema,
  weight: measureSchema,
  shippingDescription: z.string().trim().max(1_000).nullable().optional(),
  shippingSku: z.string().trim().max(100).nullable().optional(),
});
export type ProductTypeItemInput = z.input<typeof productTypeItemInputSchema>;

const productTypeAttributeInputSchema = z.strictObject({
  attributeId: z.string().uuid(),
  optionIds: z.array(z.string().uuid()).min(1).max(200),
});

const productTypeShape = {
  name: catalogNameSchema,
  description: catalogTextSchema,
  imageId: z.string().uuid().nullable().optional(),
  categoryId: z.string().uuid().nullable().optional(),
  uploadTypeId: z.string().uuid(),
  isDisableCreateNewProduct: z.boolean().default(false),
  extraPrintPrice: centsSchema.default(0),
  estimatedProcessingDay: daysSchema,
  estimatedDeliveryDay: daysSchema,
  isRequiredProductDesignDescription: z.boolean().default(false),
  shortSku: z.string().trim().regex(SHORT_SKU_PATTERN, { message: PRODUCT_TYPE_MESSAGES.shortSku }),
  sides: z.enum(PRODUCT_TYPE_SIDES),
  /** The attributes and the options of each the product type is sold in. */
  attributes: z.array(productTypeAttributeInputSchema).max(PRODUCT_TYPE_MAX_ATTRIBUTES).default([]),
  /** The price of a generated item that `items` does not name. */
  defaultPrice: centsSchema.default(0),
  /** Values of some or all items; the items themselves are the combinations of `attributes`. */
  items: z.array(productTypeItemInputSchema).max(PRODUCT_TYPE_MAX_ITEMS).default([]),
};

function uniqueAttributes(
  body: { attributes: { attributeId: string }[] },
  context: z.RefinementCtx,
): void {
  const seen = new Set<string>();
  body.attributes.forEach((attribute, index) => {
    if (seen.has(attribute.attributeId)) {
      context.addIssue({
        code: 'custom',
        message: PRODUCT_TYPE_MESSAGES.duplicateAttribute,
        path: ['attributes', index, 'attributeId'],
      });
    }
    seen.add(attribute.attributeId);
  });
}

/** POST product-types: a new product type is always INACTIVATED (spec 03 section 3.3). */
export const createProductTypeBodySchema = z
  .strictObject(productTypeShape)
  .superRefine(uniqueAttributes);
export type CreateProductTypeBody = z.input<typeof createProductTypeBodySchema>;

/** PUT product-types/{id}: activation needs a blank apparel. */
export const updateProductTypeBodySchema = z
  .strictObject({ ...productTypeShape, status: z.enum(PRODUCT_STATUSES).optional() })
  .superRefine(uniqueAttributes);
export type UpdateProductTypeBody = z.input<typeof updateProductTypeBodySchema>;

/** PUT product-types/{id}/status. */
export const productTypeStatusBodySchema = z.strictObject({ status: z.enum(PRODUCT_STATUSES) });

export const productTypeItemSchema = z.object({
  id: z.string(),
  attributeOptionIds: z.array(z.string()),
  /** The options' names joined, in the product type's attribute order ("White / M"). */
  name: z.string(),
  price: z.number(),
  status: z.enum(PRODUCT_STATUSES),
  imageId: z.string().nullable(),
  height: z.number().nullable(),
  length: z.number().nullable(),
  width: z.number().nullable(),
  weight: z.number().nullable(),
  shippingDescription: z.string().nullable(),
  shippingSku: z.string().nullable(),
});
export type ProductTypeItem = z.infer<typeof productTypeItemSchema>;

export const productTypeAttributeSchema = z.object({
  id: z.string(),
  name: z.string(),
  element: z.enum(ATTRIBUTE_ELEMENTS),
  option: z.enum(ATTRIBUTE_OPTIONS),
  options: z.array(z.object({ id: z.string(), name: z.string(), value: z.string() })),
});

export const productTypeSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  imageId: z.string().nullable(),
  categoryId: z.string().nullable(),
  categoryName: z.string().nullable(),
  uploadType: z.object({ id: z.string(), name: z.string(), items: z.array(uploadTypeItemSchema) }),
  status: z.enum(PRODUCT_STATUSES),
  isDisableCreateNewProduct: z.boolean(),
  extraPrintPrice: z.number(),
  estimatedProcessingDay: z.number(),
  estimatedDeliveryDay: z.number(),
  isRequiredProductDesignDescription: z.boolean(),
  shortSku: z.string(),
  sides: z.enum(PRODUCT_TYPE_SIDES),
  attributes: z.array(productTypeAttributeSchema),
  items: z.array(productTypeItemSchema),
  hasBlankApparel: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ProductType = z.infer<typeof productTypeSchema>;

// ---- Blank apparels ----

export const BLANK_APPAREL_MESSAGES = {
  alreadyExists: 'This product type already has a blank apparel',
  unknownItem: 'This item is not one of the product type items',
} as const;

export const blankApparelItemInputSchema = z.strictObject({
  productTypeItemId: z.string().uuid(),
  stock: z.number().int().min(0).max(10_000_000),
  maximumQuantity: z.number().int().min(0).max(10_000_000).nullable().optional(),
  storageArea: z.string().trim().max(DEFAULT_MAX_LENGTH).nullable().optional(),
});

const blankApparelShape = {
  name: catalogNameSchema,
  /** Items left out keep their stock; a new blank apparel starts them at 0. */
  items: z.array(blankApparelItemInputSchema).max(PRODUCT_TYPE_MAX_ITEMS).default([]),
  /** What the stock log rows of this change refer to (a delivery note, a count). */
  ref: z.string().trim().max(DEFAULT_MAX_LENGTH).nullable().optional(),
};

/** POST blank-apparels: the blank a product type is printed on, stock per item. */
export const createBlankApparelBodySchema = z.strictObject({
  productTypeId: z.string().uuid(),
  ...blankApparelShape,
});
/** PUT blank-apparels/{id}. */
export const updateBlankApparelBodySchema = z.strictObject(blankApparelShape);

export const blankApparelItemSchema = z.object({
  id: z.string(),
  productTypeItemId: z.string(),
  name: z.string(),
  stock: z.number(),
  maximumQuantity: z.number().nullable(),
  storageArea: z.string().nullable(),
});

export const blankApparelSchema = z.object({
  id: z.string(),
  name: z.string(),
  productTypeId: z.string(),
  productTypeName: z.string(),
  items: z.array(blankApparelItemSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BlankApparel = z.infer<typeof blankApparelSchema>;

export const stockLogSchema = z.object({
  id: z.string(),
  blankApparelItemId: z.string(),
  itemName: z.string(),
  ref: z.string().nullable(),
  previousStock: z.number(),
  stock: z.number(),
  actorFullName: z.string().nullable(),
  createdAt: z.string(),
});
export type StockLog = z.infer<typeof stockLogSchema>;
