import {
  COUPON_MESSAGES,
  priceOrder,
  type OrderCart,
  type PriceEstimate,
  type PricingCoupon,
} from '@platfox/domain';
import { eq } from 'drizzle-orm';
import type { Db, DbTx } from '../../platform/db';
import { badRequest, HttpError } from '../../platform/errors';
import type { PricedCart } from '../orders/index';
import { AUTO_APPLY, refusalOf, resolveCoupon, toPricingCoupon, type CartFacts } from './resolve';
import { couponUsages, coupons } from './tables';

export const COUPON_CHANGED = 'The coupon was changed meanwhile, please try again';

/** A priced cart with the coupon priced in, if one applied. */
export type CouponPricedCart = PricedCart & {
  /** couponCode names the applied coupon; the answer without one is priceOrder's as it was. */
  estimate: PriceEstimate & { couponCode?: string };
  coupon: { couponId: string; coupon: PricingCoupon; facts: CartFacts } | null;
};

const reprice = (cart: OrderCart, priced: PricedCart, coupon: PricingCoupon | null) =>
  priceOrder({
    lines: priced.pricing,
    isFastShipping: cart.isFastShipping,
    isLocalPickup: cart.isLocalPickup,
    coupon,
  });

/**
 * Prices the cart's coupon in: its typed `couponCode` (a refusal is a 400 on couponCode), or
 * without one the best auto-apply coupon the seller may use, if any. The estimate and placement
 * both come here, so what the seller is shown is what placing charges.
 */
export async function priceWithCoupon(
  db: Db,
  sellerId: string,
  cart: OrderCart,
  priced: PricedCart,
): Promise<CouponPricedCart> {
  const { estimate } = priced;
  const facts: CartFacts = {
    country: cart.address.country,
    isFastShipping: cart.isFastShipping,
    productTypeIds: [...new Set(priced.lines.map((line) => line.productTypeId))],
    subtotal: estimate.items + estimate.extraPrint,
    total: estimate.total,
    discountOf: (coupon) => {
      const withCoupon = reprice(cart, priced, coupon);
      return withCoupon.discount + withCoupon.discountShipping;
    },
  };
  const typed = cart.couponCode?.trim();
  const resolved = await resolveCoupon(db, sellerId, typed ? typed : AUTO_APPLY, facts);
  if (!resolved.ok) {
    if (typed) throw badRequest(resolved.message, { couponCode: resolved.message });
    return { ...priced, coupon: null };
  }
  const withCoupon = reprice(cart, priced, resolved.coupon);
  return {
    ...priced,
    estimate: { ...withCoupon, couponCode: resolved.coupon.code },
    coupon: { couponId: resolved.couponId, coupon: resolved.coupon, facts },
  };
}

/**
 * Records the coupon's use by a placed order, in the placing transaction. The coupon row is
 * locked first and every rule checked again under the lock, so of two placements racing for the
 * last use one records it and the other is refused (409) and rolls back with nothing charged.
 */
export async function claimCoupon(
  tx: DbTx,
  priced: PricedCart & Partial<Pick<CouponPricedCart, 'coupon'>>,
  sellerId: string,
  orderId: string,
): Promise<void> {
  if (!priced.coupon) return;
  const [row] = await tx
    .select()
    .from(coupons)
    .where(eq(coupons.id, priced.coupon.couponId))
    .for('update');
  const refusal = row
    ? await refusalOf(tx, row, sellerId, priced.coupon.facts)
    : COUPON_MESSAGES.notFound;
  if (refusal) throw new HttpError(409, refusal, { couponCode: refusal });
  // Edited since the cart was priced: the discount shown is no longer the coupon's.
  if (JSON.stringify(toPricingCoupon(row!)) !== JSON.stringify(priced.coupon.coupon)) {
    throw new HttpError(409, COUPON_CHANGED, { couponCode: COUPON_CHANGED });
  }
  await tx.insert(couponUsages).values({
    couponId: priced.coupon.couponId,
    sellerId,
    orderId,
    amount: priced.estimate.discount + priced.estimate.discountShipping,
  });
}
