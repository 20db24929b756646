import { describe, expect, it } from 'vitest';
import { allocate, priceOrder, type PricingCoupon, type PricingLine } from './pricing';

// Hand-computed: a two-sided T-shirt ×2 and a one-sided hoodie ×1, shipped to one country.
const tshirt: PricingLine = {
  key: 'tshirt',
  quantity: 2,
  unitPrice: 950,
  extraPrintPrice: 200,
  printedSides: 2,
  shipping: {
    normal: { firstItem: 500, restItems: 200 },
    fast: { firstItem: 900, restItems: 400 },
  },
};
const hoodie: PricingLine = {
  key: 'hoodie',
  quantity: 1,
  unitPrice: 2000,
  extraPrintPrice: 300,
  printedSides: 1,
  shipping: {
    normal: { firstItem: 700, restItems: 300 },
    fast: { firstItem: 1200, restItems: 600 },
  },
};
const coupon = (fields: Partial<PricingCoupon>): PricingCoupon => ({
  code: 'ABC_012',
  type: 'DISCOUNT_AMOUNT_IN_TOTAL',
  amount: 0,
  isFixedValue: false,
  maxAmountValue: 0,
  itemQtyGap: 1,
  limitOnNumberOfDiscount: 0,
  ...fields,
});
const order = (fields: Partial<Parameters<typeof priceOrder>[0]> = {}) =>
  priceOrder({ lines: [tshirt, hoodie], isFastShipping: false, isLocalPickup: false, ...fields });

describe('priceOrder', () => {
  it('prices items, the extra print of two-sided items and shipping (highest first item once)', () => {
    const estimate = order();
    // Items 2×9.50 + 20.00; extra print 2×2.00 (two sides); the hoodie's 7.00 is the first item,
    // both T-shirts ship at 2.00 each.
    expect(estimate).toMatchObject({
      items: 3900,
      extraPrint: 400,
      shippingFirstItem: 700,
      shippingRestItems: 400,
      fastShipping: 0,
      shipping: 1100,
      discount: 0,
      total: 5400,
    });
    expect(estimate.lines.map((line) => [line.price, line.shippingPrice, line.totalPrice])).toEqual(
      [
        [2300, 400, 2700],
        [2000, 700, 2700],
      ],
    );
  });

  it('shows what fast shipping adds over the normal rates', () => {
    // Fast: 12.00 first + 2×4.00 = 20.00, that is 9.00 over the normal 11.00.
    expect(order({ isFastShipping: true })).toMatchObject({
      shippingFirstItem: 700,
      shippingRestItems: 400,
      fastShipping: 900,
      shipping: 2000,
      total: 6300,
    });
  });

  it('ships nothing for local pickup', () => {
    expect(order({ isLocalPickup: true })).toMatchObject({ shipping: 0, total: 4300 });
  });

  it('names the lines that do not ship to the country', () => {
    const estimate = order({ lines: [tshirt, { ...hoodie, shipping: null }] });
    expect(estimate.unshippable).toEqual(['hoodie']);
  });

  it('free shipping takes all shipping off', () => {
    expect(order({ coupon: coupon({ type: 'SHIPPING_FREE' }) })).toMatchObject({
      discountShipping: 1100,
      total: 4300,
    });
  });

  it('a percentage off the total is shared over goods and shipping exactly', () => {
    const estimate = order({ coupon: coupon({ amount: 10 }) });
    expect(estimate).toMatchObject({ discount: 430, discountShipping: 110, total: 4860 });
    expect(
      estimate.lines.map((line) => [line.discountAmount, line.discountShippingAmount]),
    ).toEqual([
      [230, 40],
      [200, 70],
    ]);
  });

  it('caps a percentage coupon at its maximum amount', () => {
    const estimate = order({ coupon: coupon({ amount: 10, maxAmountValue: 500 }) });
    expect(estimate.discount + estimate.discountShipping).toBe(500);
    expect(estimate.total).toBe(4900);
  });

  it('discounts every n-th unit for item coupons, up to the limit', () => {
    const everySecond = coupon({
      type: 'DISCOUNT_AMOUNT_IN_ORDER_ITEM_WITHOUT_SHIPPING',
      amount: 300,
      isFixedValue: true,
      itemQtyGap: 2,
    });
    // Units in cart order: T-shirt, T-shirt (2nd: discounted), hoodie.
    expect(order({ coupon: everySecond })).toMatchObject({ discount: 300, total: 5100 });
    const firstTwo = { ...everySecond, itemQtyGap: 1, limitOnNumberOfDiscount: 2 };
    const estimate = order({ coupon: firstTwo });
    expect(estimate.lines.map((line) => line.discountAmount)).toEqual([600, 0]);
    expect(estimate.total).toBe(4800);
  });

  it('takes what the goods cannot absorb off shipping for item coupons with shipping', () => {
    const estimate = priceOrder({
      lines: [hoodie],
      isFastShipping: false,
      isLocalPickup: false,
      coupon: coupon({ type: 'DISCOUNT_AMOUNT_IN_ORDER_ITEM', amount: 2500, isFixedValue: true }),
    });
    expect(estimate).toMatchObject({ discount: 2000, discountShipping: 500, total: 200 });
  });

  it('never discounts below zero', () => {
    const estimate = order({ coupon: coupon({ amount: 999_999, isFixedValue: true }) });
    expect(estimate.total).toBe(0);
  });
});

describe('allocate', () => {
  it('shares exactly and in proportion', () => {
    expect(allocate(500, [2300, 2000, 400, 700])).toEqual([213, 185, 37, 65]);
    expect(allocate(10, [0, 0])).toEqual([0, 0]);
    expect(allocate(10, [3])).toEqual([3]);
  });
});
