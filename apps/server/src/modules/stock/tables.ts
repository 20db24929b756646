import {
  INVENTORY_ACTIONS,
  INVENTORY_STATUSES,
  INVENTORY_TYPES,
  STOCK_LOG_REASONS,
} from '@platfox/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { userKeys } from '../../platform/db/user-keys';
import { blankApparelItems } from '../catalog/supply-tables';
import { productTypeItems } from '../catalog/tables';
import { staff } from '../staff/tables';

/*
 * The printer's stock (issue 32). Stock is held per printer, per warehouse, per blank-apparel
 * item: a stock item. Its quantity changes only by one conditional UPDATE (quantity + delta >= 0,
 * so two writers never lose an update and stock never goes below zero) together with a stock log
 * row, in one transaction. The catalogue's tables are named for their foreign keys only (the
 * blank-apparel item, and its product type item for the pick's look-up without a join).
 */

const at = (name: string) => timestamp(name, { withTimezone: true });

export const warehouses = pgTable(
  'warehouses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    printerId: uuid('printer_id')
      .notNull()
      .references(() => userKeys.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    address: text('address').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('warehouses_printer_name_unique').on(table.printerId, table.name),
    // Exactly one default per printer: at most one by this index, at least one by the service.
    uniqueIndex('warehouses_one_default')
      .on(table.printerId)
      .where(sql`${table.isDefault}`),
  ],
);
export type WarehouseRow = typeof warehouses.$inferSelect;

/** A named bin inside a warehouse (an aisle and shelf: "A-01"); the walk order is its name. */
export const storageAreas = pgTable(
  'storage_areas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    printerId: uuid('printer_id')
      .notNull()
      .references(() => userKeys.id, { onDelete: 'cascade' }),
    warehouseId: uuid('warehouse_id')
      .notNull()
      .references(() => warehouses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('storage_areas_warehouse_name_unique').on(table.warehouseId, table.name)],
);
export type StorageAreaRow = typeof storageAreas.$inferSelect;

/** One blank-apparel item held in one warehouse of a printer, in at most one storage area. */
export const stockItems = pgTable(
  'stock_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    printerId: uuid('printer_id')
      .notNull()
      .references(() => userKeys.id, { onDelete: 'cascade' }),
    warehouseId: uuid('warehouse_id')
      .notNull()
      .references(() => warehouses.id, { onDelete: 'restrict' }),
    blankApparelItemId: uuid('blank_apparel_item_id')
      .notNull()
      .references(() => blankApparelItems.id, { onDelete: 'cascade' }),
    productTypeItemId: uuid('product_type_item_id')
      .notNull()
      .references(() => productTypeItems.id, { onDelete: 'cascade' }),
    storageAreaId: uuid('storage_area_id').references(() => storageAreas.id, {
      onDelete: 'set null',
    }),
    quantity: integer('quantity').notNull().default(0),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('stock_items_warehouse_item_unique').on(
      table.warehouseId,
      table.blankApparelItemId,
    ),
    // The pick's look-up: the printer's stock of an order item's product type item.
    index('stock_items_printer_item_idx').on(table.printerId, table.productTypeItemId),
    index('stock_items_storage_area_idx').on(table.storageAreaId),
    check('stock_items_quantity_not_negative', sql`${table.quantity} >= 0`),
  ],
);
export type StockItemRow = typeof stockItems.$inferSelect;

/** A receipt (IN) or an issue (OUT) of stock; reverting restores what it moved, once. */
export const inventories = pgTable(
  'inventories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    printerId: uuid('printer_id')
      .notNull()
      .references(() => userKeys.id, { onDelete: 'cascade' }),
    warehouseId: uuid('warehouse_id')
      .notNull()
      .references(() => warehouses.id, { onDelete: 'restrict' }),
    type: text('type', { enum: INVENTORY_TYPES }).notNull().default('BLANK_APPAREL'),
    action: text('action', { enum: INVENTORY_ACTIONS }).notNull(),
    status: text('status', { enum: INVENTORY_STATUSES }).notNull(),
    inventoryRefId: text('inventory_ref_id'),
    /** When stock in transit is expected: the coming date of the units waiting for it. */
    expectedAt: at('expected_at'),
    actorId: uuid('actor_id').references(() => userKeys.id, { onDelete: 'set null' }),
    /** The staff member checked in at the station that recorded it (as a scan records them). */
    staffId: uuid('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    revertedAt: at('reverted_at'),
  },
  (table) => [
    index('inventories_printer_created_idx').on(table.printerId, table.createdAt),
    index('inventories_printer_status_idx').on(table.printerId, table.status),
  ],
);
export type InventoryRow = typeof inventories.$inferSelect;

export const inventoryLines = pgTable(
  'inventory_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    inventoryId: uuid('inventory_id')
      .notNull()
      .references(() => inventories.id, { onDelete: 'cascade' }),
    stockItemId: uuid('stock_item_id')
      .notNull()
      .references(() => stockItems.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
  },
  (table) => [
    index('inventory_lines_inventory_idx').on(table.inventoryId),
    index('inventory_lines_stock_item_idx').on(table.stockItemId),
  ],
);

/** Every change of a stock item's quantity: who, when, before and after, and why. */
export const stockLogs = pgTable(
  'stock_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    printerId: uuid('printer_id')
      .notNull()
      .references(() => userKeys.id, { onDelete: 'cascade' }),
    stockItemId: uuid('stock_item_id')
      .notNull()
      .references(() => stockItems.id, { onDelete: 'cascade' }),
    /** Copied from the stock item, so the list filters without a join. */
    warehouseId: uuid('warehouse_id').notNull(),
    productTypeItemId: uuid('product_type_item_id').notNull(),
    reason: text('reason', { enum: STOCK_LOG_REASONS }).notNull(),
    /** The inventory record's id, or the picked unit's code_qtyIndex. */
    ref: text('ref'),
    previousStock: integer('previous_stock').notNull(),
    stock: integer('stock').notNull(),
    actorId: uuid('actor_id').references(() => userKeys.id, { onDelete: 'set null' }),
    /** The staff member on duty who moved it: the station's checked-in member, or the picker. */
    staffId: uuid('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    // The lists' default sort within a printer, and across printers for admins.
    index('stock_logs_printer_created_idx').on(table.printerId, table.createdAt, table.id),
    index('stock_logs_created_idx').on(table.createdAt, table.id),
    index('stock_logs_item_created_idx').on(table.stockItemId, table.createdAt),
    // The list's filter by item (a product type item, the printer's own), newest first: without
    // it the filter read the printer's whole log (0.8 s over 2,000,000 rows; bench/stock.ts).
    index('stock_logs_printer_item_created_idx').on(
      table.printerId,
      table.productTypeItemId,
      table.createdAt,
    ),
    index('stock_logs_warehouse_created_idx').on(table.warehouseId, table.createdAt),
  ],
);
