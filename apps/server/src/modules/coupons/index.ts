import { readModel } from '../../platform/read-model';
import { couponUsages, coupons } from './tables';
export { deleteCoupons } from './list-deletes';
export { claimCoupon, priceWithCoupon } from './apply';

/** Read-only handles on this module's tables for other modules' queries (recipes.md, "A module"). */
export const couponsReadModel = readModel({ couponUsages, coupons });
