import { UNLIMITED_COUPON_DATE, type SellerCoupon } from '@platfox/domain';
import { and, asc, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { limitRefusal, standingRefusal } from './resolve';
import { couponTerms } from './service';
import { coupons } from './tables';

/** Suggestions a form shows at most: a short list to pick from, ending soonest first. */
const MOST = 20;

/**
 * GET seller/coupons: the coupons the admin allowed for suggestion (isAllowForSuggestion) that the
 * seller could apply now: active, in date, of an audience the seller is in (every member, named,
 * in a named network, or holding the badge that brings it) and not used up. The database narrows
 * to active, dated coupons for everyone or naming the seller or a network; each is then held to
 * the same rules as a typed code (standingRefusal, limitRefusal), so a suggestion is never
 * another audience's coupon. Whether the cart meets its conditions is the estimate's to say.
 */
export async function suggestedCoupons(
  db: Db,
  sellerId: string,
  now: Date = new Date(),
): Promise<SellerCoupon[]> {
  const rows = await db
    .select()
    .from(coupons)
    .where(
      and(
        eq(coupons.isAllowForSuggestion, true),
        eq(coupons.status, 'ACTIVATED'),
        or(isNull(coupons.fromDate), lte(coupons.fromDate, now)),
        or(isNull(coupons.toDate), gte(coupons.toDate, now)),
        or(
          eq(coupons.isAppliedToAllMember, true),
          sql`${sellerId}::uuid = any(${coupons.userIds})`,
          sql`cardinality(${coupons.networkIds}) > 0`,
        ),
      ),
    )
    .orderBy(sql`${coupons.toDate} asc nulls last`, asc(coupons.code));
  const suggested: SellerCoupon[] = [];
  for (const row of rows) {
    if (suggested.length === MOST) break;
    if (await standingRefusal(db, row, sellerId, now)) continue;
    if (await limitRefusal(db, row, sellerId)) continue;
    suggested.push({
      ...couponTerms(row),
      toDate: row.toDate ? row.toDate.getTime() : UNLIMITED_COUPON_DATE,
    });
  }
  return suggested;
}
