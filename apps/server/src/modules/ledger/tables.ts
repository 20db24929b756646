import { PAYMENT_METHODS, TRANSACTION_STATUSES, TRANSACTION_TYPES } from '@platfox/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
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
import { files } from '../../platform/files/tables';
import { users } from '../accounts/tables';

export const PAYMENT_PROVIDERS = ['STRIPE', 'PAYPAL'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/**
 * The ledger: one row per movement of a seller's money (spec 03 section 3.4). `amount` is the
 * signed effect on users.current_balance in cents; only APPROVED rows have moved it, so the
 * balance always equals the sum of the approved rows' amounts. Rows are written by balance.ts only.
 */
export const transactions = pgTable(
  'transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    type: text('type', { enum: TRANSACTION_TYPES }).notNull(),
    status: text('status', { enum: TRANSACTION_STATUSES }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    fee: bigint('fee', { mode: 'number' }).notNull().default(0),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }),
    description: text('description'),
    proofFileId: uuid('proof_file_id').references(() => files.id, { onDelete: 'restrict' }),
    /** The order a CHARGE or REFUND belongs to (the orders module keeps its own table). */
    orderId: uuid('order_id'),
    /** The deposit a REFUND_DEPOSIT pays back. */
    refTransactionId: uuid('ref_transaction_id'),
    /** Set when the row moved the balance (at APPROVED). */
    balanceBefore: bigint('balance_before', { mode: 'number' }),
    balanceAfter: bigint('balance_after', { mode: 'number' }),
    /** The caller's key of a payment-like request: a retry finds this row instead of paying twice. */
    idempotencyKey: text('idempotency_key'),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }),
    /** The provider's id: a card payment intent, a PayPal order. */
    providerRef: text('provider_ref'),
    /** SHA-256 of the 6-digit code of a held card deposit; never the code itself. */
    verifyCodeHash: text('verify_code_hash'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** Why it was cancelled (an admin's reason, the provider's refusal); the seller sees it. */
    reviewNote: text('review_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Decides between two racing requests with the same key: the second insert conflicts.
    uniqueIndex('transactions_user_idempotency_unique').on(table.userId, table.idempotencyKey),
    uniqueIndex('transactions_provider_ref_unique').on(table.provider, table.providerRef),
    // A seller's own list and statement, newest first; pending withdraws under the lock.
    index('transactions_user_created_idx').on(table.userId, table.createdAt),
    index('transactions_user_type_status_idx').on(table.userId, table.type, table.status),
    // The admin lists: deposits, withdraws, others, narrowed by status, newest first.
    index('transactions_type_status_created_idx').on(table.type, table.status, table.createdAt),
    index('transactions_created_idx').on(table.createdAt),
    index('transactions_order_idx').on(table.orderId),
  ],
);
export type TransactionRow = typeof transactions.$inferSelect;

/** The deposit methods config for all sellers (/a/deposit-methods): one row, id 1. */
export const depositMethodConfig = pgTable(
  'deposit_method_config',
  {
    id: integer('id').primaryKey().default(1),
    allowDepositBanking: boolean('allow_deposit_banking').notNull().default(true),
    allowDepositCreditCard: boolean('allow_deposit_credit_card').notNull().default(true),
    allowDepositPaypal: boolean('allow_deposit_paypal').notNull().default(true),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('deposit_method_config_single_row', sql`${table.id} = 1`)],
);

/**
 * A seller's own deposit settings: method flags overriding the config for all (null follows it),
 * a ban from depositing, and the card-code attempts left (0 bans card deposits). No row means
 * the defaults.
 */
export const depositSettings = pgTable('deposit_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  allowDepositBanking: boolean('allow_deposit_banking'),
  allowDepositCreditCard: boolean('allow_deposit_credit_card'),
  allowDepositPaypal: boolean('allow_deposit_paypal'),
  allowDepositPermission: boolean('allow_deposit_permission').notNull().default(true),
  verifyRemainingAttemptNumber: integer('verify_remaining_attempt_number').notNull(),
  /** The seller's Stripe Customer holding their saved cards; made on first need, one per seller. */
  cardCustomerId: text('card_customer_id'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type DepositSettingsRow = typeof depositSettings.$inferSelect;
