import { access } from '../access';
import { endpoint } from '../endpoint';
import { idParamsSchema } from '../../schemas/accounts';
import {
  couponAnswerSchema,
  couponBodySchema,
  sellerCouponsAnswerSchema,
} from '../../schemas/coupons';

const tags = ['coupons'];

/**
 * The admin's coupons (spec 01 /a/coupon-codes, /a/coupon-code/create, /a/coupon-code/:id). The
 * list and deleting are the data list's (`coupon-code`); sellers apply a coupon through the order
 * estimate and placement (`couponCode` in the cart).
 */
export const couponEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/coupons/:id',
    tags,
    summary: 'One coupon with every rule and how many placed orders used it',
    access: access.admin('COUPON_DETAIL_ACCESS'),
    params: idParamsSchema,
    answer: couponAnswerSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/coupons',
    tags,
    summary: 'Create a coupon (the code is unique, upper-case, e.g. ABC_012)',
    access: access.admin('COUPON_DETAIL_CREATE'),
    body: couponBodySchema,
    answer: couponAnswerSchema,
    errors: [409],
  }),
  update: endpoint({
    method: 'PUT',
    path: '/coupons/:id',
    tags,
    summary: 'Edit a coupon; later estimates and placements use the new rules',
    access: access.admin('COUPON_DETAIL_UPDATE'),
    params: idParamsSchema,
    body: couponBodySchema,
    answer: couponAnswerSchema,
    errors: [409],
  }),
  getSellerCoupons: endpoint({
    method: 'GET',
    path: '/seller/coupons',
    tags,
    summary:
      'Coupons suggested to the seller: allowed for suggestion, active, in date, of an audience the seller is in, not used up',
    access: access.types('SELLER'),
    answer: sellerCouponsAnswerSchema,
  }),
};
