import { couponCodeList, serialiseDate } from '@platfox/domain';
import { inArray, sql } from 'drizzle-orm';
import { adminDelete } from '../admin-delete';
import { qualified as q } from '../../catalog/index';
import { couponsReadModel, deleteCoupons, forgetAutoApplyCoupons } from '../../coupons/index';
import { datedRow, selectionOf } from '../model-parts';
import { serveListModel } from '../registry';
const { coupons, couponUsages } = couponsReadModel;

export const COUPON_IN_USE = 'A coupon used by an order cannot be deleted';

const usedCount = sql<number>`(select count(*)::int from ${couponUsages} where ${q(couponUsages.couponId)} = ${q(coupons.id)})`;

const columns = {
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
};

/** Coupons (/a/coupon-codes) for admins with COUPON_ACCESS; a used coupon stays (its orders). */
export const couponCodeListModel = serveListModel(couponCodeList, {
  source: (db, selection) => db.select(selection).from(coupons).$dynamic(),
  id: coupons.id,
  columns,
  select: { id: coupons.id, ...selectionOf(columns) },
  scope: () => undefined,
  toRow: (row) => ({
    ...datedRow(row),
    fromDate: serialiseDate(row.fromDate),
    toDate: serialiseDate(row.toDate),
  }),
  delete: adminDelete('COUPON_DETAIL_UPDATE', {
    inUse: async (db, ids) => {
      const used = await db
        .select({ id: couponUsages.couponId })
        .from(couponUsages)
        .where(inArray(couponUsages.couponId, ids));
      return new Map(used.map((row) => [String(row.id), COUPON_IN_USE]));
    },
    run: deleteCoupons,
    // After the commit: the next placement in this process reads the coupons without them.
    announce: () => forgetAutoApplyCoupons(),
  }),
});
