import type { Session } from '@platfox/domain';
import { eq } from 'drizzle-orm';
import { as, newAdmin, newSeller, type UserFixture } from '../../test/fixtures';
import type { TestContext } from '../../test/harness';
import { createRule } from '../advanced-filters/test-fixtures';
import { ADDRESS, demoCatalog, productOf } from '../orders/test-fixtures';
import { couponUsages } from './tables';

/*
 * Fixtures of the coupons' tests. Each seller is new and orders a product without designs, so no
 * extra print price applies and the numbers are the demo catalogue's item and shipping prices:
 * size S $9.50, L $11.00; US normal shipping $4.50 first unit, $2.00 each other unit.
 */

export const COUPON_PERMISSIONS = [
  'COUPON_ACCESS',
  'COUPON_DETAIL_ACCESS',
  'COUPON_DETAIL_CREATE',
  'COUPON_DETAIL_UPDATE',
];

export const couponAdmin = (ctx: TestContext) => newAdmin(ctx, COUPON_PERMISSIONS);

let codes = 0;
/** A code no other test used. */
export const freshCode = (stem = 'TEST') => `${stem}_${Date.now() % 100_000}${(codes += 1)}`;

/** A coupon created through the admin's call; throws unless it was created. */
export async function createCoupon(
  ctx: TestContext,
  admin: Session,
  body: Record<string, unknown>,
): Promise<{ id: string; code: string }> {
  const answer = await as(ctx, admin)('POST', '/api/coupons', { code: freshCode(), ...body });
  if (answer.status !== 200) throw new Error(`coupon: ${JSON.stringify(answer.body)}`);
  return answer.body.data;
}

/** A coupon body's reference to a new advanced filter rule of these conditions. */
export const ruleOf = async (ctx: TestContext, conditions: Record<string, unknown>[]) => ({
  advancedFilterConditionId: await createRule(ctx, conditions),
});

export type Shopper = UserFixture & {
  productId: string;
  call: ReturnType<typeof as>;
  /** Two S units and one L unit to the US: goods $30.00, shipping $8.50, total $38.50. */
  cart: (extra?: Record<string, unknown>) => Record<string, unknown>;
};

/** A new seller with a product of the demo product type. */
export async function newShopper(ctx: TestContext): Promise<Shopper> {
  const catalog = await demoCatalog(ctx);
  const seller = await newSeller(ctx);
  const product = await productOf(ctx, seller.id, catalog.productTypeId);
  const small = catalog.items.find((item) => item.price === 950)!;
  const large = catalog.items.find((item) => item.price === 1100)!;
  return {
    ...seller,
    productId: product.id,
    call: as(ctx, seller.session),
    cart: (extra = {}) => ({
      lines: [
        { productId: product.id, productTypeItemId: small.id, quantity: 2 },
        { productId: product.id, productTypeItemId: large.id, quantity: 1 },
      ],
      address: ADDRESS,
      ...extra,
    }),
  };
}

export const usagesOf = (ctx: TestContext, couponId: string) =>
  ctx.database.db.select().from(couponUsages).where(eq(couponUsages.couponId, couponId));
