import { PRODUCT_STATUSES } from '@platfox/domain';
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables';
import { files } from '../../platform/files/tables';
import { productTypes, uploadTypeItems } from './tables';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const CATALOG_IMAGE_KINDS = ['CATALOG', 'DESIGN', 'MOCKUP'] as const;
export type CatalogImageKind = (typeof CATALOG_IMAGE_KINDS)[number];

/**
 * An uploaded image with what was read from it: catalogue images (product types, items, image
 * options) any signed-in user may see; designs and mockups stay with their seller (and staff).
 * The content is a file of the file store; the thumbnail another.
 */
export const catalogImages = pgTable(
  'catalog_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: CATALOG_IMAGE_KINDS }).notNull(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    thumbnailFileId: uuid('thumbnail_file_id').references(() => files.id, {
      onDelete: 'set null',
    }),
    /** A design is checked against the print position it was uploaded for. */
    uploadTypeItemId: uuid('upload_type_item_id').references(() => uploadTypeItems.id, {
      onDelete: 'set null',
    }),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** The density the file declares, in dots per inch; null when it declares none. */
    dpi: integer('dpi'),
    createdAt: createdAt(),
  },
  (table) => [index('catalog_images_owner_idx').on(table.ownerId, table.createdAt)],
);
export type CatalogImageRow = typeof catalogImages.$inferSelect;

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** A random code unique over all products: printed on labels, scanned by the warehouse. */
    code: text('code').notNull(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productTypeId: uuid('product_type_id')
      .notNull()
      .references(() => productTypes.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    sku: text('sku').notNull(),
    description: text('description'),
    designDescription: text('design_description'),
    status: text('status', { enum: PRODUCT_STATUSES }).notNull().default('ACTIVATED'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('products_code_unique').on(table.code),
    uniqueIndex('products_seller_sku_unique').on(table.sellerId, sql`lower(${table.sku})`),
    // A seller's list, newest first; the admin and warehouse lists by creation.
    index('products_seller_created_idx').on(table.sellerId, table.createdAt),
    index('products_created_idx').on(table.createdAt),
    index('products_product_type_idx').on(table.productTypeId),
  ],
);
export type ProductRow = typeof products.$inferSelect;

/** A product's design for one print position of its product type's upload type. */
export const productPrintDesigns = pgTable(
  'product_print_designs',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    uploadTypeItemId: uuid('upload_type_item_id')
      .notNull()
      .references(() => uploadTypeItems.id, { onDelete: 'restrict' }),
    designId: uuid('design_id')
      .notNull()
      .references(() => catalogImages.id, { onDelete: 'restrict' }),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.uploadTypeItemId] }),
    // Which products show an image (a printer's access to a design it prints).
    index('product_print_designs_design_idx').on(table.designId),
  ],
);

export const productMockups = pgTable(
  'product_mockups',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    imageId: uuid('image_id')
      .notNull()
      .references(() => catalogImages.id, { onDelete: 'restrict' }),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.imageId] }),
    index('product_mockups_image_idx').on(table.imageId),
  ],
);

/**
 * A product type's mockup background (issue 36): a catalogue image and the print area, in the
 * image's own pixels, where a product's design is placed to make its generated mockup.
 */
export const productTypeMockupBackgrounds = pgTable('product_type_mockup_backgrounds', {
  productTypeId: uuid('product_type_id')
    .primaryKey()
    .references(() => productTypes.id, { onDelete: 'cascade' }),
  imageId: uuid('image_id')
    .notNull()
    .references(() => catalogImages.id, { onDelete: 'restrict' }),
  x: integer('x').notNull(),
  y: integer('y').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The mockup generated for a product from its design on its product type's background: one per
 * product, replaced when its design changes. The image is a MOCKUP of the product's seller.
 */
export const productGeneratedMockups = pgTable(
  'product_generated_mockups',
  {
    productId: uuid('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    imageId: uuid('image_id')
      .notNull()
      .references(() => catalogImages.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (table) => [index('product_generated_mockups_image_idx').on(table.imageId)],
);
