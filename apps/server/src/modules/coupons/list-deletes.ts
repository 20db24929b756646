import { deleteByIds } from '../../platform/db/delete-by-ids';
import { coupons } from './tables';

/** The coupon list's delete action (data-lists checks first): coupons owns the rows. */
export const deleteCoupons = deleteByIds(coupons, coupons.id);
