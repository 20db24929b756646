import type { Session } from '@platfox/domain';
import { COUPON_MESSAGES } from '@platfox/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/harness';
import { couponAdmin, createCoupon, newShopper, ruleOf, type Shopper } from './test-fixtures';

/*
 * Every coupon type priced through the estimate call, against numbers worked out by hand on the
 * fixture cart: 2 × $9.50 and 1 × $11.00 (goods 3000 cents); shipping 450 + 200 on the first line
 * and 200 on the second (850); 3850 before any discount.
 */

let ctx: TestContext;
let admin: Session;
let shopper: Shopper;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await couponAdmin(ctx);
  shopper = await newShopper(ctx);
});
afterAll(() => ctx.close());

async function estimateWith(coupon: Record<string, unknown>) {
  const { code } = await createCoupon(ctx, admin, coupon);
  const answer = await shopper.call(
    'POST',
    '/api/orders/estimate',
    shopper.cart({ couponCode: code }),
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(answer.body.data.couponCode).toBe(code);
  return answer.body.data;
}

describe('each coupon type through the estimate', () => {
  it('prices the fixture cart at 3850 without a coupon', async () => {
    const answer = await shopper.call('POST', '/api/orders/estimate', shopper.cart());
    expect(answer.body.data).toMatchObject({
      items: 3000,
      shipping: 850,
      discount: 0,
      discountShipping: 0,
      total: 3850,
    });
    expect(answer.body.data).not.toHaveProperty('couponCode');
  });

  it('SHIPPING_FREE takes off the whole shipping', async () => {
    const data = await estimateWith({ type: 'SHIPPING_FREE', amount: 0, isFixedValue: false });
    expect(data).toMatchObject({ discount: 0, discountShipping: 850, total: 3000 });
    expect(
      data.lines.map((line: { discountShippingAmount: number }) => line.discountShippingAmount),
    ).toEqual([650, 200]);
  });

  it('SHIPPING_DISCOUNT: 10% of 850 is 85; a fixed $1.00 is 100; 50% capped at $3.00 is 300', async () => {
    expect(
      await estimateWith({ type: 'SHIPPING_DISCOUNT', amount: 10, isFixedValue: false }),
    ).toMatchObject({ discountShipping: 85, total: 3765 });
    expect(
      await estimateWith({ type: 'SHIPPING_DISCOUNT', amount: 100, isFixedValue: true }),
    ).toMatchObject({ discountShipping: 100, total: 3750 });
    expect(
      await estimateWith({
        type: 'SHIPPING_DISCOUNT',
        amount: 50,
        isFixedValue: false,
        maxAmountValue: 300,
      }),
    ).toMatchObject({ discountShipping: 300, total: 3550 });
  });

  it('DISCOUNT_AMOUNT_WITHOUT_SHIPPING: 10% of the goods is 300; a fixed $5.00 is 500', async () => {
    const percent = await estimateWith({
      type: 'DISCOUNT_AMOUNT_WITHOUT_SHIPPING',
      amount: 10,
      isFixedValue: false,
    });
    expect(percent).toMatchObject({ discount: 300, discountShipping: 0, total: 3550 });
    expect(percent.lines.map((line: { discountAmount: number }) => line.discountAmount)).toEqual([
      190, 110,
    ]);
    expect(
      await estimateWith({
        type: 'DISCOUNT_AMOUNT_WITHOUT_SHIPPING',
        amount: 500,
        isFixedValue: true,
      }),
    ).toMatchObject({ discount: 500, total: 3350 });
  });

  it('DISCOUNT_AMOUNT_IN_TOTAL: 10% of 3850 is 385, shared 300 on goods and 85 on shipping', async () => {
    expect(
      await estimateWith({ type: 'DISCOUNT_AMOUNT_IN_TOTAL', amount: 10, isFixedValue: false }),
    ).toMatchObject({ discount: 300, discountShipping: 85, total: 3465 });
  });

  it('DISCOUNT_AMOUNT_IN_ORDER_ITEM_WITHOUT_SHIPPING: every 2nd unit 20% off, or 2 units at most', async () => {
    // Units in order: S, S, L. Gap 2 discounts the second S only: 20% of 950 = 190.
    expect(
      await estimateWith({
        type: 'DISCOUNT_AMOUNT_IN_ORDER_ITEM_WITHOUT_SHIPPING',
        amount: 20,
        isFixedValue: false,
        itemQtyGap: 2,
      }),
    ).toMatchObject({ discount: 190, discountShipping: 0, total: 3660 });
    // Gap 1 limited to 2 discounts: both S units, 190 each; the L is not discounted.
    expect(
      await estimateWith({
        type: 'DISCOUNT_AMOUNT_IN_ORDER_ITEM_WITHOUT_SHIPPING',
        amount: 20,
        isFixedValue: false,
        limitOnNumberOfDiscount: 2,
      }),
    ).toMatchObject({ discount: 380, total: 3470 });
  });

  it('DISCOUNT_AMOUNT_IN_ORDER_ITEM: $10.00 per unit, what the goods cannot absorb off shipping', async () => {
    // Per unit with shipping: S 950 + 650/2 = 1275, L 1100 + 200 = 1300; $10.00 each = 3000.
    // Line S: 2000 against goods of 1900, so 100 comes off its shipping.
    const data = await estimateWith({
      type: 'DISCOUNT_AMOUNT_IN_ORDER_ITEM',
      amount: 1000,
      isFixedValue: true,
    });
    expect(data).toMatchObject({ discount: 2900, discountShipping: 100, total: 850 });
  });

  it('reads a typed code whatever its case and spaces', async () => {
    const { code } = await createCoupon(ctx, admin, {
      type: 'DISCOUNT_AMOUNT_IN_TOTAL',
      amount: 100,
      isFixedValue: true,
    });
    const answer = await shopper.call(
      'POST',
      '/api/orders/estimate',
      shopper.cart({ couponCode: ` ${code.toLowerCase()} ` }),
    );
    expect(answer.body.data).toMatchObject({ couponCode: code, total: 3750 });
  });
});

describe('refusals say why, on couponCode', () => {
  const refusal = async (couponCode: string, cart = shopper.cart({ couponCode })) => {
    const answer = await shopper.call('POST', '/api/orders/estimate', cart);
    expect(answer.status).toBe(400);
    return answer.body;
  };
  const base = { type: 'SHIPPING_FREE', amount: 0, isFixedValue: false };

  it('an unknown code', async () => {
    expect(await refusal('NO_SUCH_CODE')).toMatchObject({
      message: COUPON_MESSAGES.notFound,
      errors: { couponCode: COUPON_MESSAGES.notFound },
    });
  });

  it('an inactive coupon', async () => {
    const { code } = await createCoupon(ctx, admin, { ...base, status: 'INACTIVATED' });
    expect((await refusal(code)).message).toBe(COUPON_MESSAGES.inactive);
  });

  it('dates: not started yet, expired, and open within them', async () => {
    const hour = 3_600_000;
    const later = await createCoupon(ctx, admin, { ...base, fromDate: Date.now() + hour });
    expect((await refusal(later.code)).message).toBe(COUPON_MESSAGES.notStarted);
    const past = await createCoupon(ctx, admin, {
      ...base,
      fromDate: Date.now() - 2 * hour,
      toDate: Date.now() - hour,
    });
    expect((await refusal(past.code)).message).toBe(COUPON_MESSAGES.expired);
    const open = await createCoupon(ctx, admin, {
      ...base,
      fromDate: Date.now() - hour,
      toDate: Date.now() + hour,
    });
    const answer = await shopper.call(
      'POST',
      '/api/orders/estimate',
      shopper.cart({ couponCode: open.code }),
    );
    expect(answer.body.data.total).toBe(3000);
  });

  it('members: a coupon for chosen sellers refuses the others', async () => {
    const member = await newShopper(ctx);
    const { code } = await createCoupon(ctx, admin, {
      ...base,
      isAppliedToAllMember: false,
      userIds: [member.id],
    });
    expect((await refusal(code)).message).toBe(COUPON_MESSAGES.notMember);
    const answer = await member.call(
      'POST',
      '/api/orders/estimate',
      member.cart({ couponCode: code }),
    );
    expect(answer.body.data.total).toBe(3000);
  });

  it('advanced filter rules: country, order value and fast shipping', async () => {
    const notUs = await createCoupon(ctx, admin, {
      ...base,
      ...(await ruleOf(ctx, [{ type: 'COUNTRY', operation: 'NIN', value: ['US'] }])),
    });
    expect((await refusal(notUs.code)).message).toBe(COUPON_MESSAGES.conditions);

    const bigOrders = await createCoupon(ctx, admin, {
      ...base,
      ...(await ruleOf(ctx, [{ type: 'ORDER_SUB_VALUE', operation: 'GTEQ', value: 3001 }])),
    });
    expect((await refusal(bigOrders.code)).message).toBe(COUPON_MESSAGES.conditions);

    const usFast = await createCoupon(ctx, admin, {
      ...base,
      ...(await ruleOf(ctx, [
        { type: 'COUNTRY', operation: 'IN', value: ['US', 'CA'] },
        { type: 'ORDER_SUB_VALUE', operation: 'GTEQ', value: 3000 },
        { type: 'ALLOW_FAST_SHIPPING', operation: 'TRUE' },
      ])),
    });
    expect((await refusal(usFast.code)).message).toBe(COUPON_MESSAGES.conditions);
    const fast = await shopper.call(
      'POST',
      '/api/orders/estimate',
      shopper.cart({ couponCode: usFast.code, isFastShipping: true }),
    );
    expect(fast.status).toBe(200);
    // Fast shipping: 900 + 350 on the S line, 350 on the L line, all taken off.
    expect(fast.body.data).toMatchObject({ discountShipping: 1600, total: 3000 });
  });

  it("the seller's history: a deposit condition the new seller does not meet", async () => {
    const { code } = await createCoupon(ctx, admin, {
      ...base,
      ...(await ruleOf(ctx, [{ type: 'DEPOSIT', operation: 'GTEQ', value: 10_000 }])),
    });
    expect((await refusal(code)).message).toBe(COUPON_MESSAGES.conditions);
  });
});
