export { claimCoupon, priceWithCoupon } from './apply';
export { couponHooks, couponsByCodes, couponsByIds, couponUsesBy } from './lookup';
export type { CouponRef } from './lookup';
export { couponUsages, coupons } from './tables';
