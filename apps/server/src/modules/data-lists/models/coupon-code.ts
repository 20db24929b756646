import { COUPON_STATUSES, COUPON_TYPES } from '@platfox/domain';
import { inArray, sql } from 'drizzle-orm';
import { adminDelete, qualified as q } from '../../catalog/list-rules';
import { couponUsages, coupons } from '../../coupons/tables';
import { defineListModel, idField } from '../registry';

export const COUPON_IN_USE = 'A coupon used by an order cannot be deleted';

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : value);
const choices = (values: readonly string[]) => values.map((key) => ({ key, label: key }));
const usedCount = sql<number>`(select count(*)::int from ${couponUsages} where ${q(couponUsages.couponId)} = ${q(coupons.id)})`;

/** Coupons (/a/coupon-codes) for admins with COUPON_ACCESS; a used coupon stays (its orders). */
export const couponCodeListModel = defineListModel({
  name: 'coupon-code',
  source: (db, selection) => db.select(selection).from(coupons).$dynamic(),
  id: coupons.id,
  fields: {
    id: idField(coupons.id),
    code: { type: 'text', column: coupons.code, isSortable: true },
    type: { type: 'array', column: coupons.type, isSortable: true, choices: choices(COUPON_TYPES) },
    amount: { type: 'int', column: coupons.amount, isSortable: true },
    isFixedValue: { type: 'boolean', column: coupons.isFixedValue },
    maxAmountValue: { type: 'int', column: coupons.maxAmountValue, isMoney: true },
    fromDate: { type: 'time', column: coupons.fromDate, isSortable: true },
    toDate: { type: 'time', column: coupons.toDate, isSortable: true },
    limitOnCouponUsage: { type: 'int', column: coupons.limitOnCouponUsage, isSortable: true },
    limitOnUserUsage: { type: 'int', column: coupons.limitOnUserUsage, isSortable: true },
    isAutoApplyToOrder: { type: 'boolean', column: coupons.isAutoApplyToOrder },
    isBadgeValue: { type: 'boolean', column: coupons.isBadgeValue },
    isAllowForSuggestion: { type: 'boolean', column: coupons.isAllowForSuggestion },
    isAppliedToAllMember: { type: 'boolean', column: coupons.isAppliedToAllMember },
    status: {
      type: 'array',
      column: coupons.status,
      isSortable: true,
      choices: choices(COUPON_STATUSES),
    },
    usedCount: { type: 'int', column: usedCount, isSortable: true },
    createdAt: { type: 'time', column: coupons.createdAt, isSortable: true },
    updatedAt: { type: 'time', column: coupons.updatedAt, isSortable: true },
  },
  select: {
    id: coupons.id,
    code: coupons.code,
    type: coupons.type,
    amount: coupons.amount,
    isFixedValue: coupons.isFixedValue,
    maxAmountValue: coupons.maxAmountValue,
    fromDate: coupons.fromDate,
    toDate: coupons.toDate,
    limitOnCouponUsage: coupons.limitOnCouponUsage,
    limitOnUserUsage: coupons.limitOnUserUsage,
    isAutoApplyToOrder: coupons.isAutoApplyToOrder,
    isBadgeValue: coupons.isBadgeValue,
    isAllowForSuggestion: coupons.isAllowForSuggestion,
    isAppliedToAllMember: coupons.isAppliedToAllMember,
    status: coupons.status,
    usedCount,
    createdAt: coupons.createdAt,
    updatedAt: coupons.updatedAt,
  },
  defaultSort: { field: 'createdAt', direction: 'desc' },
  access: { types: ['ADMIN'], permission: 'COUPON_ACCESS' },
  scope: () => undefined,
  toRow: (row) => ({
    ...row,
    id: String(row.id),
    fromDate: iso(row.fromDate),
    toDate: iso(row.toDate),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    updatable: true,
  }),
  delete: adminDelete('COUPON_DETAIL_UPDATE', {
    inUse: async (db, ids) => {
      const used = await db
        .select({ id: couponUsages.couponId })
        .from(couponUsages)
        .where(inArray(couponUsages.couponId, ids));
      return new Map(used.map((row) => [String(row.id), COUPON_IN_USE]));
    },
    run: async (tx, ids) =>
      (await tx.delete(coupons).where(inArray(coupons.id, ids)).returning({ id: coupons.id })).map(
        (row) => row.id,
      ),
  }),
});
