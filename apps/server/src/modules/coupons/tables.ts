import { COUPON_STATUSES, COUPON_TYPES } from '@platfox/domain';
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
import { advancedFilterRules } from '../advanced-filters/tables';
import { orders } from '../orders/tables';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A coupon (spec 03 section 3.4). Dates are null when unlimited (the API says -1). Members and
 * networks are id arrays: a coupon's audience is read whole when it is applied, never joined.
 * Its conditions are an advanced filter rule's (issue 35): a rule in use cannot be deleted.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    type: text('type', { enum: COUPON_TYPES }).notNull(),
    /** Cents when isFixedValue, else a whole percentage. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    isFixedValue: boolean('is_fixed_value').notNull(),
    maxAmountValue: bigint('max_amount_value', { mode: 'number' }).notNull().default(0),
    fromDate: at('from_date'),
    toDate: at('to_date'),
    limitOnCouponUsage: integer('limit_on_coupon_usage').notNull().default(0),
    limitOnUserUsage: integer('limit_on_user_usage').notNull().default(0),
    isBadgeValue: boolean('is_badge_value').notNull().default(false),
    isAutoApplyToOrder: boolean('is_auto_apply_to_order').notNull().default(false),
    isAllowForSuggestion: boolean('is_allow_for_suggestion').notNull().default(false),
    isAppliedToAllMember: boolean('is_applied_to_all_member').notNull().default(true),
    userIds: uuid('user_ids').array().notNull().default([]),
    networkIds: uuid('network_ids').array().notNull().default([]),
    advancedFilterConditionId: uuid('advanced_filter_condition_id').references(
      () => advancedFilterRules.id,
      { onDelete: 'restrict' },
    ),
    itemQtyGap: integer('item_qty_gap').notNull().default(1),
    limitOnNumberOfDiscount: integer('limit_on_number_of_discount').notNull().default(0),
    status: text('status', { enum: COUPON_STATUSES }).notNull().default('ACTIVATED'),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('coupons_code_unique').on(table.code),
    index('coupons_auto_apply_idx').on(table.isAutoApplyToOrder, table.status),
    index('coupons_created_idx').on(table.createdAt),
    index('coupons_advanced_filter_idx').on(table.advancedFilterConditionId),
  ],
);
export type CouponRow = typeof coupons.$inferSelect;

/**
 * One use of a coupon by a placed order, written in the placing transaction while the coupon row
 * is locked, so the usage limits hold under concurrent placements. `amount` is the discount given
 * (goods and shipping), in cents.
 */
export const couponUsages = pgTable(
  'coupon_usages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'restrict' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('coupon_usages_order_unique').on(table.orderId),
    index('coupon_usages_coupon_seller_idx').on(table.couponId, table.sellerId),
  ],
);
export type CouponUsageRow = typeof couponUsages.$inferSelect;
