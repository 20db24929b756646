import { TRANSACTION_STATUSES, TRANSACTION_TYPES, ORDER_ITEM_STATUSES } from '@platfox/domain';
import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables';

/*
 * The rollups the dashboards and statistics read (issue 34). They are kept by PostgreSQL triggers
 * on the raw tables (migration 0033_statistics), in the writer's own transaction, so no write path
 * can forget them and a statistic always equals the same figure counted from the raw rows. Days
 * are UTC days. Rows read by every seller at once (the totals) are split in 16 shards by seller,
 * so two placements of different sellers never wait on one counter row.
 */

const money = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);
const counter = (name: string) => integer(name).notNull().default(0);

/** Ledger rows per seller, day, type and status (transactions.created_at's day). */
export const statLedgerDays = pgTable(
  'stat_ledger_days',
  {
    userId: uuid('user_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    type: text('type', { enum: TRANSACTION_TYPES }).notNull(),
    status: text('status', { enum: TRANSACTION_STATUSES }).notNull(),
    amount: money('amount'),
    fee: money('fee'),
    count: counter('count'),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.day, table.type, table.status] }),
    // The sale KPI: approved deposits of a range, by seller.
    index('stat_ledger_days_type_day_idx').on(table.type, table.status, table.day, table.userId),
  ],
);

/** The same, for every seller at once, in shards. */
export const statLedgerTotals = pgTable(
  'stat_ledger_totals',
  {
    day: date('day', { mode: 'string' }).notNull(),
    type: text('type', { enum: TRANSACTION_TYPES }).notNull(),
    status: text('status', { enum: TRANSACTION_STATUSES }).notNull(),
    shard: smallint('shard').notNull(),
    amount: money('amount'),
    fee: money('fee'),
    count: counter('count'),
  },
  (table) => [primaryKey({ columns: [table.day, table.type, table.status, table.shard] })],
);

/**
 * The ledger rollups again by month (`month` is its first day), kept by the same trigger: a range
 * of whole months reads a row a month instead of one a day (ledger-months.ts cuts a range into
 * its whole months and the days at its edges).
 */
export const statLedgerMonths = pgTable(
  'stat_ledger_months',
  {
    userId: uuid('user_id').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    type: text('type', { enum: TRANSACTION_TYPES }).notNull(),
    status: text('status', { enum: TRANSACTION_STATUSES }).notNull(),
    amount: money('amount'),
    fee: money('fee'),
    count: counter('count'),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.month, table.type, table.status] }),
    index('stat_ledger_months_type_month_idx').on(
      table.type,
      table.status,
      table.month,
      table.userId,
    ),
  ],
);

/** The monthly totals for every seller at once, in shards as the daily ones. */
export const statLedgerMonthTotals = pgTable(
  'stat_ledger_month_totals',
  {
    month: date('month', { mode: 'string' }).notNull(),
    type: text('type', { enum: TRANSACTION_TYPES }).notNull(),
    status: text('status', { enum: TRANSACTION_STATUSES }).notNull(),
    shard: smallint('shard').notNull(),
    amount: money('amount'),
    fee: money('fee'),
    count: counter('count'),
  },
  (table) => [primaryKey({ columns: [table.month, table.type, table.status, table.shard] })],
);

/**
 * Placed order items per product and day (order_items.placed_at's day): lines (the product's
 * orders), units, revenue (the total price of lines neither cancelled nor refunded), refunded
 * units and reprinted units.
 */
export const statProductDays = pgTable(
  'stat_product_days',
  {
    productId: uuid('product_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    sellerId: uuid('seller_id').notNull(),
    productTypeId: uuid('product_type_id').notNull(),
    lines: counter('lines'),
    units: counter('units'),
    revenue: money('revenue'),
    refunds: counter('refunds'),
    reprints: counter('reprints'),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.day, table.productTypeId] }),
    index('stat_product_days_seller_day_idx').on(table.sellerId, table.day),
    index('stat_product_days_day_idx').on(table.day),
  ],
);

/**
 * The product rollups again by month (`month` is its first day), kept by the same trigger as the
 * day rollups: a year's product statistics read about 12 rows a product instead of 365 (the whole
 * months from here, the days at the range's edges from stat_product_days).
 */
export const statProductMonths = pgTable(
  'stat_product_months',
  {
    productId: uuid('product_id').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    sellerId: uuid('seller_id').notNull(),
    productTypeId: uuid('product_type_id').notNull(),
    lines: counter('lines'),
    units: counter('units'),
    revenue: money('revenue'),
    refunds: counter('refunds'),
    reprints: counter('reprints'),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.month, table.productTypeId] }),
    index('stat_product_months_seller_month_idx').on(table.sellerId, table.month),
    index('stat_product_months_month_idx').on(table.month),
  ],
);

/** Placed order items per product type and day, in shards. */
export const statTypeDays = pgTable(
  'stat_type_days',
  {
    productTypeId: uuid('product_type_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    shard: smallint('shard').notNull(),
    lines: counter('lines'),
    units: counter('units'),
    revenue: money('revenue'),
  },
  (table) => [primaryKey({ columns: [table.day, table.productTypeId, table.shard] })],
);

/** Placed orders per seller and day (orders.placed_at's day). */
export const statOrderDays = pgTable(
  'stat_order_days',
  {
    sellerId: uuid('seller_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    orders: counter('orders'),
  },
  (table) => [
    primaryKey({ columns: [table.sellerId, table.day] }),
    index('stat_order_days_day_idx').on(table.day),
  ],
);

/** Placed order items by seller and current status: the production picture now. */
export const statItemStatuses = pgTable(
  'stat_item_statuses',
  {
    sellerId: uuid('seller_id').notNull(),
    status: text('status', { enum: ORDER_ITEM_STATUSES }).notNull(),
    items: counter('items'),
    units: counter('units'),
  },
  (table) => [primaryKey({ columns: [table.sellerId, table.status] })],
);

/** A salesman (spec 03 section 3.4's saleMan): brings sellers by their sale code. */
export const salesmen = pgTable(
  'salesmen',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    saleCode: text('sale_code').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('salesmen_sale_code_unique').on(table.saleCode)],
);
export type SalesmanRow = typeof salesmen.$inferSelect;

/** The seller a salesman brought: the stored sale code of the registration link (spec 01). */
export const salesmanSellers = pgTable(
  'salesman_sellers',
  {
    sellerId: uuid('seller_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    salesmanId: uuid('salesman_id')
      .notNull()
      .references(() => salesmen.id, { onDelete: 'cascade' }),
    saleCode: text('sale_code').notNull(),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('salesman_sellers_salesman_idx').on(table.salesmanId, table.registeredAt)],
);
