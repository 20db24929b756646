import { orderEndpoints } from '@platfox/domain';
import { couponEndpoints as endpoints, type CouponBody, type OrderCart } from '@platfox/domain';
import { call } from '../../platform/api';
import { useCachedMutation, type MutationOptions } from '../../platform/api/cachedMutation';

export const couponKeys = {
  all: ['coupons'] as const,
  detail: (id: string) => ['coupons', 'detail', id] as const,
  /** The seller's suggested coupons (the order form). */
  suggestions: ['coupons', 'suggestions'] as const,
};

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
export const useCouponMutation = <TData = unknown, TVars = void>(
  options: MutationOptions<TData, TVars>,
) => useCachedMutation({ ...options, refreshes: [couponKeys.all] });
