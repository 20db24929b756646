/** Coupon types (spec 03 section 3.4). */
export const COUPON_TYPES = [
  'SHIPPING_DISCOUNT',
  'SHIPPING_FREE',
  'DISCOUNT_AMOUNT_IN_ORDER_ITEM',
  'DISCOUNT_AMOUNT_IN_ORDER_ITEM_WITHOUT_SHIPPING',
  'DISCOUNT_AMOUNT_IN_TOTAL',
  'DISCOUNT_AMOUNT_WITHOUT_SHIPPING',
] as const;
export type CouponType = (typeof COUPON_TYPES)[number];

/** Only these types use itemQtyGap and limitOnNumberOfDiscount (spec 03 section 5). */
export const ITEM_GAP_COUPON_TYPES = [
  'DISCOUNT_AMOUNT_IN_ORDER_ITEM',
  'DISCOUNT_AMOUNT_IN_ORDER_ITEM_WITHOUT_SHIPPING',
] as const satisfies readonly CouponType[];

/** fromDate / toDate value meaning "no limit"; badge coupons always carry it. */
export const UNLIMITED_COUPON_DATE = -1;

/** The hint shown under the coupon code field, spelled as the spec quotes it. */
export const COUPON_CODE_HINT = 'Code in valid. Example: ABC_012';

export const ADVANCED_FILTER_CONDITION_TYPES = [
  'ALLOW_FAST_SHIPPING',
  'COUNTRY',
  'ORDER_SUB_VALUE',
  'ORDER_TOTAL_VALUE',
  'PRODUCT_TYPE',
  'DEPOSIT',
  'TOTAL_PRODUCTS_IN_ORDER_ITEM_COMPLETE',
  'TOTAL_ORDER_SUB_VALUE',
  'TOTAL_ORDER_VALUE',
] as const;
export type AdvancedFilterConditionType = (typeof ADVANCED_FILTER_CONDITION_TYPES)[number];

export const ADVANCED_FILTER_OPERATIONS = [
  'EQ',
  'FALSE',
  'GTEQ',
  'IN',
  'IS',
  'ISNT',
  'LTEQ',
  'NIN',
  'TRUE',
] as const;
export type AdvancedFilterOperation = (typeof ADVANCED_FILTER_OPERATIONS)[number];

/** A coupon counts as almost expiring this many days before its end (spec 03 section 3.4). */
export const COUPON_ALMOST_EXPIRING_DAYS = 3;
/** At or below this many days the remaining time is shown in hours. */
export const COUPON_HOURS_SHOWN_AT_DAYS = 1;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export type CouponExpiryHint = { unit: 'days' | 'hours'; amount: number };

/**
 * How soon a coupon ends, or null when it is not almost expiring (no end date, already ended, or
 * more than 3 days away). Amounts round up so that "1 hours left" covers the last minutes and the
 * day count never passes the 3-day window. Dates are epoch milliseconds.
 */
export function couponExpiryHint(
  toDate: number | Date | null | undefined,
  now: number | Date = Date.now(),
): CouponExpiryHint | null {
  if (toDate === null || toDate === undefined) return null;
  const end = typeof toDate === 'number' ? toDate : toDate.getTime();
  if (end === UNLIMITED_COUPON_DATE || !Number.isFinite(end)) return null;
  const remaining = end - (typeof now === 'number' ? now : now.getTime());
  if (remaining <= 0 || remaining > COUPON_ALMOST_EXPIRING_DAYS * DAY_MS) return null;
  if (remaining <= COUPON_HOURS_SHOWN_AT_DAYS * DAY_MS) {
    return { unit: 'hours', amount: Math.ceil(remaining / HOUR_MS) };
  }
  return { unit: 'days', amount: Math.ceil(remaining / DAY_MS) };
}

export function isCouponAlmostExpiring(
  toDate: number | Date | null | undefined,
  now: number | Date = Date.now(),
): boolean {
  return couponExpiryHint(toDate, now) !== null;
}
