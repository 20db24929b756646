import { normalizeCouponCode } from '@platfox/domain';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db, DbTx } from '../../platform/db';
import { createHook } from '../../platform/hooks';
import { couponUsages, coupons } from './tables';

/** What other modules need of a coupon by its code or id. */
export type CouponRef = { id: string; code: string; isBadgeValue: boolean };

/** The coupons of these codes (normalised as typed codes are); unknown codes are left out. */
export async function couponsByCodes(
  db: Db | DbTx,
  codes: readonly string[],
): Promise<CouponRef[]> {
  if (codes.length === 0) return [];
  return db
    .select({ id: coupons.id, code: coupons.code, isBadgeValue: coupons.isBadgeValue })
    .from(coupons)
    .where(inArray(coupons.code, codes.map(normalizeCouponCode)));
}

export async function couponsByIds(db: Db | DbTx, ids: readonly string[]): Promise<CouponRef[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: coupons.id, code: coupons.code, isBadgeValue: coupons.isBadgeValue })
    .from(coupons)
    .where(inArray(coupons.id, [...ids]));
}

/** How often the seller used each of these coupons. */
export async function couponUsesBy(
  db: Db | DbTx,
  sellerId: string,
  couponIds: readonly string[],
): Promise<Map<string, number>> {
  if (couponIds.length === 0) return new Map();
  const rows = await db
    .select({ couponId: couponUsages.couponId, uses: count() })
    .from(couponUsages)
    .where(and(eq(couponUsages.sellerId, sellerId), inArray(couponUsages.couponId, [...couponIds])))
    .groupBy(couponUsages.couponId);
  return new Map(rows.map((row) => [row.couponId, Number(row.uses)]));
}

/**
 * A badge coupon (isBadgeValue) is for the holders of the badge it comes with (issue 35): the
 * module that awards badges answers how many valid awards bring this coupon to the seller, by
 * adding to `grants.count`. With no subscriber a badge coupon applies to no one.
 */
export const couponHooks = {
  badgeGrants:
    createHook<[db: Db | DbTx, sellerId: string, couponId: string, grants: { count: number }]>(
      'coupon.badgeGrants',
    ),
};
