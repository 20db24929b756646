import { describe, expect, it } from 'vitest';
import { UNLIMITED_COUPON_DATE, couponExpiryHint, isCouponAlmostExpiring } from './coupons';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const now = Date.UTC(2025, 0, 10, 12);

describe('couponExpiryHint', () => {
  it('is silent for coupons without an end date', () => {
    expect(couponExpiryHint(UNLIMITED_COUPON_DATE, now)).toBeNull();
    expect(couponExpiryHint(null, now)).toBeNull();
    expect(couponExpiryHint(undefined, now)).toBeNull();
  });

  it('is silent more than 3 days ahead and after the end', () => {
    expect(couponExpiryHint(now + 3 * DAY + 1, now)).toBeNull();
    expect(couponExpiryHint(now, now)).toBeNull();
    expect(couponExpiryHint(now - HOUR, now)).toBeNull();
  });

  it('counts days, rounded up, between 1 and 3 days ahead', () => {
    expect(couponExpiryHint(now + 3 * DAY, now)).toEqual({ unit: 'days', amount: 3 });
    expect(couponExpiryHint(now + 2 * DAY + HOUR, now)).toEqual({ unit: 'days', amount: 3 });
    expect(couponExpiryHint(now + DAY + 1, now)).toEqual({ unit: 'days', amount: 2 });
  });

  it('counts hours, rounded up, at 1 day or less', () => {
    expect(couponExpiryHint(now + DAY, now)).toEqual({ unit: 'hours', amount: 24 });
    expect(couponExpiryHint(now + 5 * HOUR + 1, now)).toEqual({ unit: 'hours', amount: 6 });
    expect(couponExpiryHint(now + 60_000, now)).toEqual({ unit: 'hours', amount: 1 });
  });

  it('accepts Date values', () => {
    expect(couponExpiryHint(new Date(now + 2 * HOUR), new Date(now))).toEqual({
      unit: 'hours',
      amount: 2,
    });
  });
});

describe('isCouponAlmostExpiring', () => {
  it('is true exactly within the 3-day window', () => {
    expect(isCouponAlmostExpiring(now + 3 * DAY, now)).toBe(true);
    expect(isCouponAlmostExpiring(now + 4 * DAY, now)).toBe(false);
  });
});
