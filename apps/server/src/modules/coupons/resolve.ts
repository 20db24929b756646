import { COUPON_MESSAGES, normalizeCouponCode, type PricingCoupon } from '@platfox/domain';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbTx } from '../../platform/db';
import { meetsRule, type OrderFacts } from '../advanced-filters/index';
import { networksReadModel } from '../networks/index';
import { autoApplyCandidates } from './auto-apply';
import { couponHooks } from './lookup';
import { couponUsages, coupons, type CouponRow } from './tables';
const { networkMembers, networks } = networksReadModel;

/** Asks for the best auto-apply coupon instead of a typed code. */
export const AUTO_APPLY = Symbol('auto-apply');

/** What the cart is, before any discount: the facts a coupon's rule is checked against. */
export type CartFacts = OrderFacts & {
  /** The discount a coupon would give this cart; ranks auto-apply coupons (best first). */
  discountOf?: (coupon: PricingCoupon) => number;
};

export type ResolvedCoupon =
  { ok: true; couponId: string; coupon: PricingCoupon } | { ok: false; message: string };

export function toPricingCoupon(row: CouponRow): PricingCoupon {
  return {
    code: row.code,
    type: row.type,
    amount: row.amount,
    isFixedValue: row.isFixedValue,
    maxAmountValue: row.maxAmountValue,
    itemQtyGap: row.itemQtyGap,
    limitOnNumberOfDiscount: row.limitOnNumberOfDiscount,
  };
}

async function usageCounts(db: Db | DbTx, couponId: string, sellerId: string) {
  const [row] = await db
    .select({
      total: count(),
      bySeller: sql<string>`count(*) filter (where ${couponUsages.sellerId} = ${sellerId})`,
    })
    .from(couponUsages)
    .where(eq(couponUsages.couponId, couponId));
  return { total: Number(row?.total ?? 0), bySeller: Number(row?.bySeller ?? 0) };
}

/**
 * Whether the seller is in one of the coupon's networks: its owner, or a member the owner
 * approved (a PENDING or BLOCKED member is not in the network yet, or no longer).
 */
async function isInNetworks(db: Db | DbTx, sellerId: string, networkIds: string[]) {
  if (networkIds.length === 0) return false;
  // A network an admin blocked shares no coupons until it is unblocked.
  const isActive = eq(networks.status, 'ACTIVE');
  const [owned] = await db
    .select({ id: networks.id })
    .from(networks)
    .where(and(eq(networks.ownerId, sellerId), inArray(networks.id, networkIds), isActive))
    .limit(1);
  if (owned) return true;
  const [member] = await db
    .select({ id: networkMembers.id })
    .from(networkMembers)
    .innerJoin(networks, eq(networks.id, networkMembers.networkId))
    .where(
      and(
        eq(networkMembers.userId, sellerId),
        eq(networkMembers.status, 'APPROVED'),
        inArray(networkMembers.networkId, networkIds),
        isActive,
      ),
    )
    .limit(1);
  return Boolean(member);
}

/**
 * A badge coupon is used once per award that brings it (issue 35): a seller holding no such
 * badge is refused, one who used it as often as they were awarded it has used it up.
 */
async function badgeRefusal(db: Db | DbTx, couponId: string, sellerId: string) {
  const grants = { count: 0 };
  await couponHooks.badgeGrants.raise(db, sellerId, couponId, grants);
  if (grants.count === 0) return COUPON_MESSAGES.badgeNotHeld;
  const used = await usageCounts(db, couponId, sellerId);
  return used.bySeller >= grants.count ? COUPON_MESSAGES.userUsedUp : null;
}

/**
 * What holds a coupon from the seller whatever the cart: status, dates, members (named sellers,
 * or the owners and approved members of the named networks) and a badge coupon's awards.
 */
export async function standingRefusal(
  db: Db | DbTx,
  row: CouponRow,
  sellerId: string,
  now: Date,
): Promise<string | null> {
  if (row.status !== 'ACTIVATED') return COUPON_MESSAGES.inactive;
  if (row.fromDate && now < row.fromDate) return COUPON_MESSAGES.notStarted;
  if (row.toDate && now > row.toDate) return COUPON_MESSAGES.expired;
  if (
    !row.isAppliedToAllMember &&
    !row.userIds.includes(sellerId) &&
    !(await isInNetworks(db, sellerId, row.networkIds))
  ) {
    return COUPON_MESSAGES.notMember;
  }
  if (row.isBadgeValue) return badgeRefusal(db, row.id, sellerId);
  return null;
}

/** The usage limits: every seller's uses together, and this seller's. */
export async function limitRefusal(
  db: Db | DbTx,
  row: CouponRow,
  sellerId: string,
): Promise<string | null> {
  if (row.limitOnCouponUsage > 0 || row.limitOnUserUsage > 0) {
    const used = await usageCounts(db, row.id, sellerId);
    if (row.limitOnCouponUsage > 0 && used.total >= row.limitOnCouponUsage) {
      return COUPON_MESSAGES.usedUp;
    }
    if (row.limitOnUserUsage > 0 && used.bySeller >= row.limitOnUserUsage) {
      return COUPON_MESSAGES.userUsedUp;
    }
  }
  return null;
}

/**
 * Checks one coupon against every rule, in the order a seller can act on: what holds it whatever
 * the cart (standingRefusal), the conditions of its advanced filter rule, then the usage limits. Answers null when
 * it applies.
 */
export async function refusalOf(
  db: Db | DbTx,
  row: CouponRow,
  sellerId: string,
  facts: CartFacts,
  now: Date = new Date(),
): Promise<string | null> {
  const standing = await standingRefusal(db, row, sellerId, now);
  if (standing) return standing;
  if (
    row.advancedFilterConditionId &&
    !(await meetsRule(db, row.advancedFilterConditionId, sellerId, facts))
  ) {
    return COUPON_MESSAGES.conditions;
  }
  return limitRefusal(db, row, sellerId);
}

/**
 * The coupon a seller's cart gets: the typed code checked against every rule (a refusal says
 * why), or with AUTO_APPLY the auto-apply coupon giving the biggest discount among those that
 * apply (the oldest on a tie); no such coupon is a refusal too, which callers treat as "none".
 */
export async function resolveCoupon(
  db: Db | DbTx,
  sellerId: string,
  code: string | typeof AUTO_APPLY,
  facts: CartFacts,
  now: Date = new Date(),
): Promise<ResolvedCoupon> {
  if (code !== AUTO_APPLY) {
    const [row] = await db
      .select()
      .from(coupons)
      .where(eq(coupons.code, normalizeCouponCode(code)));
    if (!row) return { ok: false, message: COUPON_MESSAGES.notFound };
    const refusal = await refusalOf(db, row, sellerId, facts, now);
    if (refusal) return { ok: false, message: refusal };
    return { ok: true, couponId: row.id, coupon: toPricingCoupon(row) };
  }
  const candidates = await autoApplyCandidates(db);
  let best: { row: CouponRow; discount: number } | undefined;
  for (const row of candidates) {
    if (await refusalOf(db, row, sellerId, facts, now)) continue;
    const discount = facts.discountOf?.(toPricingCoupon(row)) ?? 0;
    if (!best || discount > best.discount) best = { row, discount };
  }
  if (!best) return { ok: false, message: COUPON_MESSAGES.notFound };
  return { ok: true, couponId: best.row.id, coupon: toPricingCoupon(best.row) };
}
