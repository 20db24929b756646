import { readModel } from '../../platform/read-model';
import { couponUsages, coupons } from './tables';
export { deleteCoupons } from './list-deletes';
export { claimCoupon, priceWithCoupon } from './apply';
export { forgetAutoApplyCoupons } from './auto-apply';
export { couponHooks, couponsByCodes, couponsByIds, couponUsesBy } from './lookup';
export type { CouponRef } from './lookup';

/** Read-only handles on this module's tables for other modules' queries (recipes.md, "A module"). */
export const couponsReadModel = readModel({ couponUsages, coupons });
