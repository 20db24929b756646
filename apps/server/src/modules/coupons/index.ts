export { claimCoupon, priceWithCoupon } from './apply';
export { couponUsages, coupons } from './tables';
