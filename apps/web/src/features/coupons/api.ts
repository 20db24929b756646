import {
  couponSchema,
  priceEstimateSchema,
  type CouponBody,
  type OrderCart,
} from '@platfox/domain';
import { api } from '../../platform/api';
import { entity } from '../accounts/answers';

export const couponKeys = {
  all: ['coupons'] as const,
  detail: (id: string) => ['coupons', 'detail', id] as const,
};

export const couponsApi = {
  get: (id: string, signal?: AbortSignal) =>
    api.get(`/coupons/${encodeURIComponent(id)}`, { signal, parse: entity(couponSchema) }),
  create: (body: CouponBody) => api.post('/coupons', body, { parse: entity(couponSchema) }),
  update: (id: string, body: CouponBody) =>
    api.put(`/coupons/${encodeURIComponent(id)}`, body, { parse: entity(couponSchema) }),
  /** The order estimate with a coupon (or none: an auto-apply coupon may answer). */
  estimate: (cart: OrderCart) =>
    api.post('/orders/estimate', cart, { parse: entity(priceEstimateSchema) }),
};
