import { orderEndpoints } from '@platfox/domain';
import { couponEndpoints as endpoints, type CouponBody, type OrderCart } from '@platfox/domain';
import { queryKeys } from '../../platform/api/queryKeys';
import { call } from '../../platform/api';
import { cachedMutationHook } from '../../platform/api/cachedMutation';

export const couponKeys = queryKeys('coupons', {
  detail: (id: string) => ['detail', id],
  /** The seller's suggested coupons (the order form). */
  suggestions: ['suggestions'],
});

export const couponsApi = {
  get: async (id: string, signal?: AbortSignal) =>
    (await call(endpoints.get, { params: { id } }, { signal })).data,
  create: async (body: CouponBody) => (await call(endpoints.create, { body })).data,
  update: async (id: string, body: CouponBody) =>
    (await call(endpoints.update, { params: { id }, body })).data,
  suggestions: async (signal?: AbortSignal) =>
    (await call(endpoints.getSellerCoupons, {}, { signal })).data,
  /** The order estimate with a coupon (or none: an auto-apply coupon may answer). */
  estimate: (cart: OrderCart) =>
    call(orderEndpoints.postOrdersEstimate, { body: cart }).then((answer) => answer.data),
};

/** A change of a coupon: every coupon read follows. */
export const useCouponMutation = cachedMutationHook([couponKeys.all]);
