import {
  ATTRIBUTE_ELEMENTS,
  ATTRIBUTE_OPTIONS,
  PRODUCT_STATUSES,
  PRODUCT_TYPE_SIDES,
  UPLOAD_TYPE_ITEM_TYPES,
} from '@platfox/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/*
 * The catalogue's reference data (spec 03 section 3.3): attributes, upload types, product type
 * categories, product types and their items. Money is integer cents.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const attributes = pgTable(
  'attributes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    element: text('element', { enum: ATTRIBUTE_ELEMENTS }).notNull(),
    /** How the options show: a colour swatch, an image or a text. */
    option: text('option_type', { enum: ATTRIBUTE_OPTIONS }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('attributes_name_unique').on(sql`lower(${table.name})`)],
);
export type AttributeRow = typeof attributes.$inferSelect;

export const attributeOptions = pgTable(
  'attribute_options',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    attributeId: uuid('attribute_id')
      .notNull()
      .references(() => attributes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** A hex colour, a catalogue image id or a text, by the attribute's option type. */
    value: text('value').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [
    uniqueIndex('attribute_options_name_unique').on(table.attributeId, sql`lower(${table.name})`),
  ],
);
export type AttributeOptionRow = typeof attributeOptions.$inferSelect;

export const uploadTypes = pgTable(
  'upload_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Items may hold for one option of this attribute (a size's own print area). */
    attributeId: uuid('attribute_id').references(() => attributes.id, { onDelete: 'restrict' }),
    isGroupType: boolean('is_group_type').notNull().default(false),
    isFlexibleDimension: boolean('is_flexible_dimension').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('upload_types_name_unique').on(sql`lower(${table.name})`)],
);
export type UploadTypeRow = typeof uploadTypes.$inferSelect;

export const uploadTypeItems = pgTable(
  'upload_type_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    uploadTypeId: uuid('upload_type_id')
      .notNull()
      .references(() => uploadTypes.id, { onDelete: 'cascade' }),
    type: text('type', { enum: UPLOAD_TYPE_ITEM_TYPES }).notNull(),
    name: text('name').notNull(),
    /** The art-work size in pixels at the print resolution. */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    isRequired: boolean('is_required').notNull().default(false),
    attributeOptionId: uuid('attribute_option_id').references(() => attributeOptions.id, {
      onDelete: 'restrict',
    }),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [index('upload_type_items_type_idx').on(table.uploadTypeId, table.sortOrder)],
);
export type UploadTypeItemRow = typeof uploadTypeItems.$inferSelect;

export const productTypeCategories = pgTable(
  'product_type_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('product_type_categories_name_unique').on(sql`lower(${table.name})`)],
);
export type ProductTypeCategoryRow = typeof productTypeCategories.$inferSelect;

export const productTypes = pgTable(
  'product_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description'),
    /** A catalogue image (catalog_images.id); kept as a plain id so images stay reusable. */
    imageId: uuid('image_id'),
    categoryId: uuid('category_id').references(() => productTypeCategories.id, {
      onDelete: 'set null',
    }),
    uploadTypeId: uuid('upload_type_id')
      .notNull()
      .references(() => uploadTypes.id, { onDelete: 'restrict' }),
    status: text('status', { enum: PRODUCT_STATUSES }).notNull().default('INACTIVATED'),
    isDisableCreateNewProduct: boolean('is_disable_create_new_product').notNull().default(false),
    extraPrintPrice: integer('extra_print_price').notNull().default(0),
    estimatedProcessingDay: integer('estimated_processing_day').notNull().default(0),
    estimatedDeliveryDay: integer('estimated_delivery_day').notNull().default(0),
    isRequiredProductDesignDescription: boolean('is_required_product_design_description')
      .notNull()
      .default(false),
    /** Stored upper-cased; unique. */
    shortSku: text('short_sku').notNull(),
    sides: text('sides', { enum: PRODUCT_TYPE_SIDES }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('product_types_name_unique').on(sql`lower(${table.name})`),
    uniqueIndex('product_types_short_sku_unique').on(table.shortSku),
    index('product_types_status_idx').on(table.status, table.createdAt),
    index('product_types_category_idx').on(table.categoryId),
    index('product_types_upload_type_idx').on(table.uploadTypeId),
    index('product_types_created_idx').on(table.createdAt),
  ],
);
export type ProductTypeRow = typeof productTypes.$inferSelect;

/** The attributes a product type is sold in, with the chosen options, in display order. */
export const productTypeAttributes = pgTable(
  'product_type_attributes',
  {
    productTypeId: uuid('product_type_id')
      .notNull()
      .references(() => productTypes.id, { onDelete: 'cascade' }),
    attributeId: uuid('attribute_id')
      .notNull()
      .references(() => attributes.id, { onDelete: 'restrict' }),
    optionIds: uuid('option_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.productTypeId, table.attributeId] }),
    index('product_type_attributes_attribute_idx').on(table.attributeId),
  ],
);

/** One per combination of the product type's attribute options: what is priced and stocked. */
export const productTypeItems = pgTable(
  'product_type_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productTypeId: uuid('product_type_id')
      .notNull()
      .references(() => productTypes.id, { onDelete: 'cascade' }),
    /** The option ids sorted and joined with commas: finds an item by its combination. */
    combination: text('combination').notNull(),
    price: integer('price').notNull(),
    status: text('status', { enum: PRODUCT_STATUSES }).notNull().default('ACTIVATED'),
    imageId: uuid('image_id'),
    height: doublePrecision('height'),
    length: doublePrecision('length'),
    width: doublePrecision('width'),
    weight: doublePrecision('weight'),
    shippingDescription: text('shipping_description'),
    shippingSku: text('shipping_sku'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [
    uniqueIndex('product_type_items_combination_unique').on(table.productTypeId, table.combination),
  ],
);
export type ProductTypeItemRow = typeof productTypeItems.$inferSelect;

/** An item's options, one row each: an option in use cannot be removed from its attribute. */
export const productTypeItemOptions = pgTable(
  'product_type_item_options',
  {
    productTypeItemId: uuid('product_type_item_id')
      .notNull()
      .references(() => productTypeItems.id, { onDelete: 'cascade' }),
    attributeOptionId: uuid('attribute_option_id')
      .notNull()
      .references(() => attributeOptions.id, { onDelete: 'restrict' }),
  },
  (table) => [
    primaryKey({ columns: [table.productTypeItemId, table.attributeOptionId] }),
    index('product_type_item_options_option_idx').on(table.attributeOptionId),
  ],
);
