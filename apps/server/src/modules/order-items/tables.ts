import { ORDER_ITEM_STATUSES } from '@platfox/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables';
import { products } from '../catalog/product-tables';
import { productTypeItems, productTypes } from '../catalog/tables';
import { orders } from '../orders/tables';
import { staff } from '../staff/tables';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** One line of an order, priced by the domain's priceOrder, with snapshots of what was ordered. */
export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /**
     * Copies of the order's seller and placing time: the order-item lists filter, sort and count
     * on order_items alone (no join per counted row), and drafts' items (placedAt null) are
     * left out by a partial index's own condition.
     */
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    placedAt: at('placed_at'),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    productTypeId: uuid('product_type_id')
      .notNull()
      .references(() => productTypes.id, { onDelete: 'restrict' }),
    productTypeItemId: uuid('product_type_item_id')
      .notNull()
      .references(() => productTypeItems.id, { onDelete: 'restrict' }),
    productTitle: text('product_title').notNull(),
    productSku: text('product_sku').notNull(),
    productTypeName: text('product_type_name').notNull(),
    /** The variant as ordered ("Black / M"), kept like the title: a later rename changes no order. */
    variantName: text('variant_name').notNull().default('Default'),
    quantity: integer('quantity').notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
    shippingPrice: bigint('shipping_price', { mode: 'number' }).notNull(),
    discountAmount: bigint('discount_amount', { mode: 'number' }).notNull().default(0),
    discountShippingAmount: bigint('discount_shipping_amount', { mode: 'number' })
      .notNull()
      .default(0),
    totalPrice: bigint('total_price', { mode: 'number' }).notNull(),
    status: text('status', { enum: ORDER_ITEM_STATUSES }).notNull().default('NOT_READY'),
    previousStatus: text('previous_status', { enum: ORDER_ITEM_STATUSES }),
    trackingCode: text('tracking_code'),
    // Production (modules/production): the printer the item is routed to at approval, the
    // carrier of trackingCode, and whether shipping is held (spec 02 section 4.7).
    trackingCarrierCode: text('tracking_carrier_code'),
    printerId: uuid('printer_id').references(() => users.id, { onDelete: 'set null' }),
    isDisallowShipping: boolean('is_disallow_shipping').notNull().default(false),
    /** The item this one reprints at no charge (an issue resolved by a reprint, issue 19). */
    reprintOfItemId: uuid('reprint_of_item_id'),
    /** The admin's note on the item (spec 03 section 6's note); every change is in the trail. */
    note: text('note'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('order_items_order_idx').on(table.orderId, table.sortOrder),
    index('order_items_status_created_idx').on(table.status, table.createdAt),
    // The placed items' lists (models/order-item.ts): newest first, by status, seller, product
    // type or date, and "tracking code contains" through trigrams. Each ends on the id like the
    // list's ORDER BY, so keyset paging (paging.ts) reads a deep page straight from the index.
    index('order_items_placed_created_idx')
      .on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.placedAt} is not null`),
    index('order_items_placed_status_created_id_idx')
      .on(table.status, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.placedAt} is not null`),
    index('order_items_placed_seller_created_id_idx')
      .on(table.sellerId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.placedAt} is not null`),
    index('order_items_placed_product_type_created_id_idx')
      .on(table.productTypeId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.placedAt} is not null`),
    index('order_items_tracking_code_trgm_idx')
      .using('gin', table.trackingCode.op('gin_trgm_ops'))
      .where(sql`${table.placedAt} is not null`),
    // A product's items (the restrict check when a product is deleted; a printer's access to the
    // designs of the products it prints).
    index('order_items_product_printer_idx').on(table.productId, table.printerId),
    index('order_items_printer_status_created_idx').on(
      table.printerId,
      table.status,
      table.createdAt,
    ),
  ],
);
export type OrderItemRow = typeof orderItems.$inferSelect;

/** When an item reached each milestone (spec 03 section 3.2); one row per item. */
export const orderTimelines = pgTable('order_timelines', {
  orderItemId: uuid('order_item_id')
    .primaryKey()
    .references(() => orderItems.id, { onDelete: 'cascade' }),
  approvedAt: at('approved_at'),
  beginProcessAt: at('begin_process_at'),
  finishProcessAt: at('finish_process_at'),
  beginShipAt: at('begin_ship_at'),
  finishAt: at('finish_at'),
});
export type OrderTimelineRow = typeof orderTimelines.$inferSelect;

/**
 * One unit of an order item per quantity index (1..quantity), made when the item is approved. The
 * units of an item share its packing-slip code; (code, qty_index) is what a slip carries and a
 * scanner reads, so it is unique.
 */
export const orderItemUnits = pgTable(
  'order_item_units',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    qtyIndex: integer('qty_index').notNull(),
    code: text('code').notNull(),
    status: text('status', { enum: ORDER_ITEM_STATUSES }).notNull().default('APPROVED'),
    /** The staff member who last moved the unit. */
    staffId: uuid('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    awaitingStockComingAt: at('awaiting_stock_coming_at'),
    verifiedAt: at('verified_at'),
    /**
     * When the unit's packing slip was last downloaded, and how often: a slip printed before is a
     * reprint, and the printer's downloaded-packing-slip list shows the items printed.
     */
    packingSlipPrintedAt: at('packing_slip_printed_at'),
    packingSlipPrintCount: integer('packing_slip_print_count').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('order_item_units_code_index_unique').on(table.code, table.qtyIndex),
    uniqueIndex('order_item_units_item_index_unique').on(table.orderItemId, table.qtyIndex),
  ],
);
export type OrderItemUnitRow = typeof orderItemUnits.$inferSelect;

/** The item's actions log (spec 02 section 4.13): who moved which unit, when, and why. */
export const orderItemActionLogs = pgTable(
  'order_item_action_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    /** Null for an item-wide change (tracking, shipping hold). */
    qtyIndex: integer('qty_index'),
    action: text('action').notNull(),
    fromStatus: text('from_status', { enum: ORDER_ITEM_STATUSES }),
    toStatus: text('to_status', { enum: ORDER_ITEM_STATUSES }),
    staffId: uuid('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    description: text('description'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('order_item_action_logs_item_idx').on(table.orderItemId, table.createdAt),
    // A staff member's figures today and in the last hour (issue 33, staff statistics): only unit
    // rows count, so the index holds only them and the count reads the index alone (an index-only
    // scan: 9 buffers against 174 for a member's 1,148 rows of today, seen with EXPLAIN). Staff are
    // disabled, never deleted, so the foreign key needs no index over the other rows.
    index('order_item_action_logs_staff_idx')
      .on(table.staffId, table.createdAt)
      .where(sql`${table.qtyIndex} is not null`),
  ],
);
