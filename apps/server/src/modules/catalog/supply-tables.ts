import { PRINTER_PRODUCT_ITEM_STATUSES } from '@platfox/domain';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables';
import { productTypeItems, productTypes } from './tables';

/*
 * What producing a product type needs: its blank apparel with stock per item, shipping prices per
 * country and item, and the printers allowed to produce it (spec 03 section 3.3).
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** The blank garment a product type is printed on; a product type is activated only with one. */
export const blankApparels = pgTable(
  'blank_apparels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productTypeId: uuid('product_type_id')
      .notNull()
      .references(() => productTypes.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('blank_apparels_product_type_unique').on(table.productTypeId),
    index('blank_apparels_created_idx').on(table.createdAt),
  ],
);
export type BlankApparelRow = typeof blankApparels.$inferSelect;

/** Stock of one attribute combination (a product type item) of a blank apparel. */
export const blankApparelItems = pgTable(
  'blank_apparel_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    blankApparelId: uuid('blank_apparel_id')
      .notNull()
      .references(() => blankApparels.id, { onDelete: 'cascade' }),
    productTypeItemId: uuid('product_type_item_id')
      .notNull()
      .references(() => productTypeItems.id, { onDelete: 'cascade' }),
    stock: integer('stock').notNull().default(0),
    maximumQuantity: integer('maximum_quantity'),
    storageArea: text('storage_area'),
  },
  (table) => [
    uniqueIndex('blank_apparel_items_item_unique').on(
      table.blankApparelId,
      table.productTypeItemId,
    ),
    index('blank_apparel_items_product_type_item_idx').on(table.productTypeItemId),
  ],
);
export type BlankApparelItemRow = typeof blankApparelItems.$inferSelect;

/** Every stock change of a blank apparel item: who, when, from what to what, and why. */
export const blankApparelStockLogs = pgTable(
  'blank_apparel_stock_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    blankApparelItemId: uuid('blank_apparel_item_id')
      .notNull()
      .references(() => blankApparelItems.id, { onDelete: 'cascade' }),
    ref: text('ref'),
    previousStock: integer('previous_stock').notNull(),
    stock: integer('stock').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('blank_apparel_stock_logs_item_idx').on(table.blankApparelItemId, table.createdAt),
  ],
);

/** Shipping rates of one product type item to one country; one row per country and item. */
export const shippingPrices = pgTable(
  'shipping_prices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** ISO 3166-1 alpha-2. */
    country: text('country').notNull(),
    productTypeItemId: uuid('product_type_item_id')
      .notNull()
      .references(() => productTypeItems.id, { onDelete: 'cascade' }),
    normalFirstItem: integer('normal_first_item').notNull(),
    normalRestItems: integer('normal_rest_items').notNull(),
    fastFirstItem: integer('fast_first_item').notNull(),
    fastRestItems: integer('fast_rest_items').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('shipping_prices_country_item_unique').on(table.country, table.productTypeItemId),
    index('shipping_prices_item_idx').on(table.productTypeItemId),
    index('shipping_prices_created_idx').on(table.createdAt),
  ],
);
export type ShippingPriceRow = typeof shippingPrices.$inferSelect;

/**
 * Which printer may produce which product type. An admin block holds until an admin lifts it; a
 * printer may pause and resume its own (PRINTER_BLOCKED).
 */
export const printerPermissions = pgTable(
  'printer_permissions',
  {
    printerId: uuid('printer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productTypeId: uuid('product_type_id')
      .notNull()
      .references(() => productTypes.id, { onDelete: 'cascade' }),
    status: text('status', { enum: PRINTER_PRODUCT_ITEM_STATUSES }).notNull().default('ACTIVATED'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('printer_permissions_unique').on(table.printerId, table.productTypeId),
    index('printer_permissions_product_type_idx').on(table.productTypeId, table.status),
  ],
);
export type PrinterPermissionRow = typeof printerPermissions.$inferSelect;
