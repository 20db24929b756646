import {
  COUPON_MESSAGES,
  UNLIMITED_COUPON_DATE,
  type Coupon,
  type CouponBody,
} from '@platfox/domain';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db, DbTx } from '../../platform/db';
import { notFound } from '../../platform/errors';
import { type Live, announceListChange } from '../../platform/live';
import { accountsReadModel } from '../accounts/index';
import { ruleExists } from '../advanced-filters/index';
import type { Actor } from '../auth/index';
import { invalidField, refuseTakenOrInUse } from '../catalog/index';
import { networksReadModel } from '../networks/index';
import { forgetAutoApplyCoupons } from './auto-apply';
import { couponUsages, coupons, type CouponRow } from './tables';
const { users } = accountsReadModel;
const { networks } = networksReadModel;

export const COUPON_NOT_FOUND = 'Coupon not found';
export const COUPON_IN_USE = 'A coupon used by an order cannot be deleted';
export const MEMBERS_NOT_SELLERS = 'Every member must be a merchant account';
export const NETWORKS_NOT_FOUND = 'Every network must be an existing network';

const toMillis = (date: Date | null) => (date ? date.getTime() : UNLIMITED_COUPON_DATE);
const toDate = (millis: number) => (millis === UNLIMITED_COUPON_DATE ? null : new Date(millis));

function columnsOf(body: CouponBody) {
  return {
    code: body.code,
    type: body.type,
    // Free shipping takes the whole shipping: an amount would mean nothing.
    amount: body.type === 'SHIPPING_FREE' ? 0 : body.amount,
    isFixedValue: body.isFixedValue,
    maxAmountValue: body.maxAmountValue,
    fromDate: toDate(body.fromDate),
    toDate: toDate(body.toDate),
    limitOnCouponUsage: body.limitOnCouponUsage,
    limitOnUserUsage: body.limitOnUserUsage,
    isBadgeValue: body.isBadgeValue,
    isAutoApplyToOrder: body.isAutoApplyToOrder,
    isAllowForSuggestion: body.isAllowForSuggestion,
    isAppliedToAllMember: body.isAppliedToAllMember,
    // An audience of all members keeps no list: it would otherwise read as narrowed.
    userIds: body.isAppliedToAllMember ? [] : [...new Set(body.userIds)],
    networkIds: body.isAppliedToAllMember ? [] : [...new Set(body.networkIds)],
    advancedFilterConditionId: body.advancedFilterConditionId,
    itemQtyGap: body.itemQtyGap,
    limitOnNumberOfDiscount: body.limitOnNumberOfDiscount,
    status: body.status,
  };
}

/** What a coupon takes off and under which code: the part of it every view of it shows. */
export function couponTerms(row: CouponRow) {
  return {
    id: row.id,
    code: row.code,
    type: row.type,
    amount: row.amount,
    isFixedValue: row.isFixedValue,
    maxAmountValue: row.maxAmountValue,
  };
}

export function couponView(row: CouponRow, usedCount: number): Coupon {
  return {
    ...couponTerms(row),
    fromDate: toMillis(row.fromDate),
    toDate: toMillis(row.toDate),
    limitOnCouponUsage: row.limitOnCouponUsage,
    limitOnUserUsage: row.limitOnUserUsage,
    isBadgeValue: row.isBadgeValue,
    isAutoApplyToOrder: row.isAutoApplyToOrder,
    isAllowForSuggestion: row.isAllowForSuggestion,
    isAppliedToAllMember: row.isAppliedToAllMember,
    userIds: row.userIds,
    networkIds: row.networkIds,
    advancedFilterConditionId: row.advancedFilterConditionId,
    itemQtyGap: row.itemQtyGap,
    limitOnNumberOfDiscount: row.limitOnNumberOfDiscount,
    status: row.status,
    usedCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The admin's coupons (/a/coupon-codes); lists and deletes go through the data list. */
export class CouponService {
  constructor(
    private readonly db: Db,
    private readonly live: Live,
  ) {}

  async get(id: string, db: Db | DbTx = this.db): Promise<Coupon> {
    const [row] = await db.select().from(coupons).where(eq(coupons.id, id));
    if (!row) throw notFound(COUPON_NOT_FOUND);
    const [used] = await db
      .select({ n: count() })
      .from(couponUsages)
      .where(eq(couponUsages.couponId, id));
    return couponView(row, Number(used?.n ?? 0));
  }

  async create(actor: Actor, body: CouponBody): Promise<Coupon> {
    await this.checkMembers(body);
    await this.checkRule(body);
    const coupon = await this.db
      .transaction(async (tx) => {
        const [row] = await tx
          .insert(coupons)
          .values({ ...columnsOf(body), createdById: actor.id })
          .returning({ id: coupons.id });
        return this.get(row!.id, tx);
      })
      .catch(refuseTakenOrInUse('code', COUPON_IN_USE));
    forgetAutoApplyCoupons();
    announceListChange(this.live, { model: 'coupon-code', kind: 'created', ids: [coupon.id] });
    return coupon;
  }

  /** Edits apply to later estimates and placements; uses already recorded keep their amounts. */
  async update(id: string, body: CouponBody): Promise<Coupon> {
    await this.checkMembers(body);
    await this.checkRule(body);
    const coupon = await this.db
      .transaction(async (tx) => {
        const [row] = await tx
          .update(coupons)
          .set({ ...columnsOf(body), updatedAt: new Date() })
          .where(eq(coupons.id, id))
          .returning({ id: coupons.id });
        if (!row) throw notFound(COUPON_NOT_FOUND);
        return this.get(id, tx);
      })
      .catch(refuseTakenOrInUse('code', COUPON_IN_USE));
    forgetAutoApplyCoupons();
    announceListChange(this.live, { model: 'coupon-code', kind: 'updated', ids: [id] });
    return coupon;
  }

  /**
   * The named rule must exist: the foreign key would refuse it too, but as a conflict, not as
   * the field's message.
   */
  private async checkRule(body: CouponBody): Promise<void> {
    const id = body.advancedFilterConditionId;
    if (id && !(await ruleExists(this.db, id))) {
      throw invalidField('advancedFilterConditionId', COUPON_MESSAGES.ruleNotFound);
    }
  }

  /** Members are merchant accounts (spec 03 section 3.4 userIds). */
  private async checkMembers(body: CouponBody): Promise<void> {
    if (body.isAppliedToAllMember) return;
    await this.checkNetworks(body.networkIds);
    if (body.userIds.length === 0) return;
    const ids = [...new Set(body.userIds)];
    const [found] = await this.db
      .select({ n: count() })
      .from(users)
      .where(and(inArray(users.id, ids), eq(users.type, 'SELLER')));
    if (Number(found?.n ?? 0) !== ids.length) throw invalidField('userIds', MEMBERS_NOT_SELLERS);
  }

  /** A network named in the audience must exist, or the coupon would silently reach nobody. */
  private async checkNetworks(networkIds: string[]): Promise<void> {
    const ids = [...new Set(networkIds)];
    if (ids.length === 0) return;
    const [found] = await this.db
      .select({ n: count() })
      .from(networks)
      .where(inArray(networks.id, ids));
    if (Number(found?.n ?? 0) !== ids.length) throw invalidField('networkIds', NETWORKS_NOT_FOUND);
  }
}
