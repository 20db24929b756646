import { ORDER_STATUSES } from '@platfox/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables';

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
