import {
  ETSY_ORDER_QUEUE_STATUSES,
  EXTERNAL_STORE_STATUSES,
  EXTERNAL_STORE_TYPES,
  EXTERNAL_VARIANT_SYNC_STATUSES,
  STORE_ORDER_STATUSES,
  STORE_PLACE_MODES,
  TRACKING_PUSH_STATUSES,
} from '@platfox/domain';
import { and, eq, sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables';
import { products } from '../catalog/product-tables';
import { productTypeItems } from '../catalog/tables';
import { orders } from '../orders/tables';
import { orderItems } from '../order-items/tables';
import type { StoreOrder } from './platforms/types';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A seller's connected shop (spec 03 section 3.5). `credentials` holds the platform's tokens or
 * keys (and the per-store webhook secret) sealed with AES-256-GCM (credentials.ts): never read
 * into an answer. One shop belongs to one seller while connected: the partial unique index.
 */
export const externalStores = pgTable(
  'external_stores',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: EXTERNAL_STORE_TYPES }).notNull(),
    status: text('status', { enum: EXTERNAL_STORE_STATUSES }).notNull().default('CONNECTED'),
    name: text('name').notNull(),
    domain: text('domain').notNull(),
    shopCode: text('shop_code'),
    /** Sealed (v1.iv.tag.ciphertext, base64url); null once disconnected. */
    credentials: text('credentials'),
    lastSyncAt: at('last_sync_at'),
    lastSyncError: text('last_sync_error'),
    /** Orders updated up to here were pulled: the next pull asks from it. */
    pulledThrough: at('pulled_through'),
    /** Etsy: the seller's words to the buyer sent with each shipment (spec 03: noteToBuyer). */
    noteToBuyer: text('note_to_buyer'),
    /**
     * The seller's choice for mapped orders (issue 31 item 8): MANUAL drafts, AUTO placed when
     * funded. A TikTok store starts AUTO (the admin's rule decided alone before), others MANUAL.
     */
    placeMode: text('place_mode', { enum: STORE_PLACE_MODES }).notNull().default('MANUAL'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('external_stores_seller_created_idx').on(table.sellerId, table.createdAt),
    uniqueIndex('external_stores_connected_domain_unique')
      .on(table.type, table.domain)
      .where(sql`${table.status} = 'CONNECTED'`),
  ],
);
export type ExternalStoreRow = typeof externalStores.$inferSelect;

/**
 * A connection begun by OAuth and not finished: the one-time state (kept as its hash) ties the
 * callback to the seller, the platform and the shop that started it, and expires.
 */
export const storeConnections = pgTable('store_connections', {
  stateHash: text('state_hash').primaryKey(),
  sellerId: uuid('seller_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  type: text('type', { enum: EXTERNAL_STORE_TYPES }).notNull(),
  domain: text('domain').notNull(),
  /** The store being reconnected, when it is one. */
  storeId: uuid('store_id').references(() => externalStores.id, { onDelete: 'cascade' }),
  /**
   * The PKCE code verifier (Etsy), sealed with the state's hash as its additional data: it never
   * leaves the server, and only the callback bringing the state back can use it.
   */
  codeVerifier: text('code_verifier'),
  expiresAt: at('expires_at').notNull(),
});

export const storeProducts = pgTable(
  'store_products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => externalStores.id, { onDelete: 'cascade' }),
    externalProductId: text('external_product_id').notNull(),
    title: text('title').notNull(),
    imageUrl: text('image_url'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('store_products_external_unique').on(table.storeId, table.externalProductId),
  ],
);

/** A shop's variant and what the seller mapped it to (SYNC), or NOT_SYNC / IGNORE. */
export const storeVariants = pgTable(
  'store_variants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => externalStores.id, { onDelete: 'cascade' }),
    storeProductId: uuid('store_product_id')
      .notNull()
      .references(() => storeProducts.id, { onDelete: 'cascade' }),
    externalVariantId: text('external_variant_id').notNull(),
    title: text('title').notNull(),
    sku: text('sku'),
    imageUrl: text('image_url'),
    syncStatus: text('sync_status', { enum: EXTERNAL_VARIANT_SYNC_STATUSES })
      .notNull()
      .default('NOT_SYNC'),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    productTypeItemId: uuid('product_type_item_id').references(() => productTypeItems.id, {
      onDelete: 'set null',
    }),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('store_variants_external_unique').on(table.storeId, table.externalVariantId),
    index('store_variants_store_status_idx').on(table.storeId, table.syncStatus, table.createdAt),
    index('store_variants_product_idx').on(table.storeProductId),
  ],
);
export type StoreVariantRow = typeof storeVariants.$inferSelect;

/**
 * A store order as it arrived, and the seller's order it became. The unique key is what makes a
 * retried webhook, an overlapping pull and two processes receiving it at once one order: every
 * arrival is an INSERT ... ON CONFLICT on it, and the order is created under that row's lock.
 */
export const storeOrders = pgTable(
  'store_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => externalStores.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    externalOrderId: text('external_order_id').notNull(),
    name: text('name').notNull(),
    status: text('status', { enum: STORE_ORDER_STATUSES }).notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** The order as the platform gave it, normalised (its lines are store_order_lines too). */
    data: jsonb('data').$type<StoreOrderData>().notNull(),
    externalUpdatedAt: at('external_updated_at').notNull(),
    lastError: text('last_error'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('store_orders_external_unique').on(table.storeId, table.externalOrderId),
    index('store_orders_store_status_idx').on(table.storeId, table.status, table.createdAt),
    index('store_orders_order_idx').on(table.orderId),
    // The seller's "needs you" count and list across stores (issue 31 item 7).
    index('store_orders_seller_status_idx').on(table.sellerId, table.status, table.createdAt),
  ],
);
export type StoreOrderRow = typeof storeOrders.$inferSelect;
/** StoreOrder as JSON keeps it: dates as ISO strings. */
export type StoreOrderData = Omit<StoreOrder, 'createdAt' | 'updatedAt'> & {
  createdAt: string;
  updatedAt: string;
};

/** A line of a store order, by its variant: what waits for which mapping. */
export const storeOrderLines = pgTable(
  'store_order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeOrderId: uuid('store_order_id')
      .notNull()
      .references(() => storeOrders.id, { onDelete: 'cascade' }),
    storeId: uuid('store_id').notNull(),
    externalLineId: text('external_line_id').notNull(),
    externalVariantId: text('external_variant_id').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (table) => [
    uniqueIndex('store_order_lines_unique').on(table.storeOrderId, table.externalLineId),
    index('store_order_lines_variant_idx').on(table.storeId, table.externalVariantId),
  ],
);

/** Joins an order line to its store variant: the shop's variant id, within the same store. */
export const lineVariant = and(
  eq(storeVariants.storeId, storeOrderLines.storeId),
  eq(storeVariants.externalVariantId, storeOrderLines.externalVariantId),
);

/**
 * A tracking code going back to its store: one per item and code (adding the same code again
 * pushes nothing new). PENDING while queued or retrying, PUSHED, or FAILED once pg-boss's retries
 * are spent (the store's page shows it with a Retry).
 */
export const storeTrackingPushes = pgTable(
  'store_tracking_pushes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => externalStores.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    trackingNumber: text('tracking_number').notNull(),
    carrierCode: text('carrier_code').notNull(),
    status: text('status', { enum: TRACKING_PUSH_STATUSES }).notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: at('created_at').notNull().defaultNow(),
    pushedAt: at('pushed_at'),
  },
  (table) => [
    uniqueIndex('store_tracking_pushes_item_code_unique').on(
      table.orderItemId,
      table.trackingNumber,
    ),
    index('store_tracking_pushes_store_status_idx').on(table.storeId, table.status),
  ],
);
export type StoreTrackingPushRow = typeof storeTrackingPushes.$inferSelect;

/**
 * The pending Etsy order queue (spec 03: PENDING, PROCESSING, FINISHED, ERROR): each receipt a
 * pull brings waits here, one row per receipt, until it is ingested as a store order (then
 * FINISHED, and the seller's order when its variants are mapped) or fails (ERROR, with why). A
 * newer version of the receipt puts its row back to PENDING.
 */
export const etsyOrderQueue = pgTable(
  'etsy_order_queue',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => externalStores.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiptId: text('receipt_id').notNull(),
    status: text('status', { enum: ETSY_ORDER_QUEUE_STATUSES }).notNull().default('PENDING'),
    /** The receipt as the client normalised it (address, buyer note, lines). */
    data: jsonb('data').$type<StoreOrderData>().notNull(),
    buyerName: text('buyer_name'),
    receiptUpdatedAt: at('receipt_updated_at').notNull(),
    /** Why processing failed (ERROR); the store order it became is found by (store, receipt). */
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('etsy_order_queue_receipt_unique').on(table.storeId, table.receiptId),
    index('etsy_order_queue_seller_created_idx').on(table.sellerId, table.createdAt),
    index('etsy_order_queue_store_status_idx').on(table.storeId, table.status),
  ],
);
export type EtsyOrderQueueRow = typeof etsyOrderQueue.$inferSelect;

/** Where a received webhook is: waiting for the relay, handed to pg-boss, or ended. */
export const STORE_INBOX_STATUSES = ['PENDING', 'PROCESSING', 'FINISHED', 'FAIL'] as const;

/** What a store's webhook brought: the order itself, or (TikTok Shop) only its id to read. */
export type StoreWebhookPayload = { order: StoreOrderData } | { externalOrderId: string };

/**
 * The webhook intake's inbox (issue 30): each verified order webhook of a connected store, as it
 * came, written in the request's one statement; the relay (inbox-relay.ts) hands PENDING rows to
 * pg-boss and the ingest ends them FINISHED (with what they made) or FAIL (with why). Unique per
 * platform event id (Shopify's X-Shopify-Webhook-Id, WooCommerce's X-WC-Webhook-Delivery-ID, the
 * same on every retry), so a delivery is taken once however often it comes. Ended rows are kept
 * 2 days (a pull prunes its store's), past Shopify's 4 hours of retries. No foreign key on the
 * store: the ingest reads the store again and fails the row of one gone or disconnected.
 */
export const storeWebhookInbox = pgTable(
  'store_webhook_inbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id').notNull(),
    /** The platform's id of the delivery; null for a platform that names none. */
    eventId: text('event_id'),
    payload: jsonb('payload').$type<StoreWebhookPayload>().notNull(),
    status: text('status', { enum: STORE_INBOX_STATUSES }).notNull().default('PENDING'),
    /** Ingest runs that took the row (pg-boss retries a failed one). */
    attempts: integer('attempts').notNull().default(0),
    /** Why the row failed (FAIL), or why the last run threw (retried). */
    error: text('error'),
    /** 1 when its version of the order was kept (0: the same or an older one was). */
    keptOrders: integer('kept_orders').notNull().default(0),
    /** 1 when it made or updated a draft of the seller. */
    madeDrafts: integer('made_drafts').notNull().default(0),
    receivedAt: at('received_at').notNull().defaultNow(),
    processedAt: at('processed_at'),
  },
  (table) => [
    uniqueIndex('store_webhook_inbox_event_unique').on(table.storeId, table.eventId),
    index('store_webhook_inbox_pending_idx')
      .on(table.receivedAt)
      .where(sql`${table.status} = 'PENDING'`),
    index('store_webhook_inbox_store_received_idx').on(table.storeId, table.receivedAt),
  ],
);
export type StoreInboxRow = typeof storeWebhookInbox.$inferSelect;

/**
 * A shop's privacy request (Shopify's compliance webhooks: customers/data_request,
 * customers/redact, shop/redact) as it came, and how many store orders it redacted: the record an
 * admin answers a data request from, and the trail of each redaction.
 */
export const storePrivacyRequests = pgTable(
  'store_privacy_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type', { enum: EXTERNAL_STORE_TYPES }).notNull(),
    domain: text('domain').notNull(),
    topic: text('topic').notNull(),
    payload: jsonb('payload').notNull(),
    redactedOrders: integer('redacted_orders').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [index('store_privacy_requests_created_idx').on(table.createdAt)],
);
