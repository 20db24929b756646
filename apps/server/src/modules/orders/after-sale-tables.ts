import {
  AFTER_SALE_STATUSES,
  AFTER_SALE_TYPES,
  ORDER_ITEM_STATUSES,
  REFUND_TYPES,
  type OrderAddress,
} from '@platfox/domain';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from '../accounts/tables';
import { orders } from './tables';
import { orderItems } from '../order-items/tables';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A seller's refund, resend or return request on an order item and the admin's answer. At most
 * one PENDING request per item (partial unique index): a second one would race the first's review.
 */
export const afterSaleRequests = pgTable(
  'after_sale_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type', { enum: AFTER_SALE_TYPES }).notNull(),
    status: text('status', { enum: AFTER_SALE_STATUSES }).notNull().default('PENDING'),
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    reason: text('reason').notNull(),
    refundType: text('refund_type', { enum: REFUND_TYPES }),
    percent: integer('percent'),
    /** Cents asked back (REFUND); what an approval gives, never above what is left to refund. */
    amount: bigint('amount', { mode: 'number' }),
    /** The item's status when the request was made: a refusal restores it. */
    itemStatusBefore: text('item_status_before', { enum: ORDER_ITEM_STATUSES }).notNull(),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewNote: text('review_note'),
    reviewedAt: at('reviewed_at'),
    /** The ledger row of an approved refund (or of cancel-and-refund). */
    refundTransactionId: uuid('refund_transaction_id'),
    /** Cents an approval gave back to the balance. */
    refundedAmount: bigint('refunded_amount', { mode: 'number' }).notNull().default(0),
    resendOrderId: uuid('resend_order_id').references(() => orders.id, { onDelete: 'set null' }),
    /**
     * A return's destination: the seller's forwarding address (general settings, FORWARD) when
     * the return was asked for, else the return address of their MAIN settings; kept with the
     * request, so a later change of the settings does not redirect a parcel already on its way.
     */
    forwardAddress: jsonb('forward_address').$type<OrderAddress>(),
    /** The FORWARD settings' note for whoever forwards the parcel. */
    forwardNote: text('forward_note'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('after_sale_requests_type_status_idx').on(table.type, table.status, table.createdAt),
    index('after_sale_requests_item_idx').on(table.orderItemId),
    index('after_sale_requests_seller_idx').on(table.sellerId, table.createdAt),
    uniqueIndex('after_sale_requests_one_pending_unique')
      .on(table.orderItemId)
      .where(sql`${table.status} = 'PENDING'`),
  ],
);
export type AfterSaleRequestRow = typeof afterSaleRequests.$inferSelect;

/** The last address check of an order: the seller's invalid-address list reads it. */
export const orderAddressChecks = pgTable(
  'order_address_checks',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isValid: boolean('is_valid').notNull(),
    isConfirmed: boolean('is_confirmed').notNull().default(false),
    problems: jsonb('problems').$type<{ field: string; message: string }[]>().notNull(),
    confirmedBy: uuid('confirmed_by').references(() => users.id, { onDelete: 'set null' }),
    checkedAt: at('checked_at').notNull().defaultNow(),
    /** The admin's last invalid-address reminder to the seller: a second one waits a while. */
    remindedAt: at('reminded_at'),
    remindedBy: uuid('reminded_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [index('order_address_checks_seller_idx').on(table.sellerId, table.isValid)],
);
export type OrderAddressCheckRow = typeof orderAddressChecks.$inferSelect;
