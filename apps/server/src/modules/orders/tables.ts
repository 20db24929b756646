import { ORDER_ITEM_STATUSES, ORDER_STATUSES, TRACE_TARGETS, TRACE_TYPES } from '@platfox/domain';
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
import { users } from '../accounts/index';
import { products, productTypeItems, productTypes } from '../catalog/index';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A seller's order (spec 03 section 3.2). A draft is NOT_READY with isDraft; placing it charges
 * the total and moves it to PENDING in one transaction. The address is copied onto the order: a
 * later change of the seller's address book never moves a parcel.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('NOT_READY'),
    isDraft: boolean('is_draft').notNull().default(true),
    isFastShipping: boolean('is_fast_shipping').notNull().default(false),
    isLocalPickup: boolean('is_local_pickup').notNull().default(false),
    fullName: text('full_name').notNull(),
    phone: text('phone'),
    email: text('email'),
    street: text('street').notNull(),
    street2: text('street2'),
    city: text('city').notNull(),
    state: text('state'),
    zipcode: text('zipcode').notNull(),
    country: text('country').notNull(),
    note: text('note'),
    /** Cents: what placing charged (or will charge) the seller. */
    total: bigint('total', { mode: 'number' }).notNull().default(0),
    /** The key of the placing call: a retry finds the placed order, never a second charge. */
    placeKey: text('place_key'),
    chargeTransactionId: uuid('charge_transaction_id'),
    placedAt: at('placed_at'),
    /**
     * The connected store the order came from (modules/stores, issue 17) and its name there
     * ("#1001"). No foreign key: external_stores names orders (its store orders), and the store
     * row is kept while orders name it (a store is disconnected, never deleted).
     */
    externalStoreId: uuid('external_store_id'),
    refId: text('ref_id'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('orders_external_store_idx')
      .on(table.externalStoreId)
      .where(sql`${table.externalStoreId} is not null`),
    // The order list newest first, within a seller or a status; the id ends each index like the
    // list's ORDER BY, so a page after a cursor (created_at, id) < (...) starts in the index.
    index('orders_seller_created_id_idx').on(table.sellerId, table.createdAt, table.id),
    index('orders_status_created_id_idx').on(table.status, table.createdAt, table.id),
    index('orders_created_id_idx').on(table.createdAt, table.id),
    uniqueIndex('orders_seller_place_key_unique').on(table.sellerId, table.placeKey),
  ],
);
export type OrderRow = typeof orders.$inferSelect;

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

/** Who did what to which order or item, from where: every status change writes one. */
export const traceLogs = pgTable(
  'trace_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** What was acted on (TRACE_TARGETS): an order, an item, a transaction, a user, an issue. */
    target: text('target', { enum: TRACE_TARGETS }).notNull(),
    targetId: uuid('target_id').notNull(),
    orderId: uuid('order_id'),
    /**
     * The kind of change (TRACE_TYPES). Most rows are status changes, written by the one flow
     * (moveItems); the default keeps those writers short, the others name their type.
     */
    type: text('type', { enum: TRACE_TYPES }).notNull().default('STATUS'),
    description: text('description').notNull(),
    ip: text('ip'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('trace_logs_order_idx').on(table.orderId, table.createdAt),
    index('trace_logs_target_idx').on(table.targetId, table.createdAt),
    // /a/trace-logs: newest first, and narrowed by actor.
    index('trace_logs_created_idx').on(table.createdAt),
    index('trace_logs_actor_idx').on(table.actorId, table.createdAt),
  ],
);
