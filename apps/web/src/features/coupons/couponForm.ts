import {
  COUPON_CODE_HINT,
  COUPON_MESSAGES,
  UNLIMITED_COUPON_DATE,
  couponBodySchema,
  type Coupon,
  type CouponBody,
  type CouponStatus,
  type CouponType,
} from '@platfox/domain';
import type { TFunction } from 'i18next';

/** The form as the admin edits it: money in cents (MoneyInput), dates as local date-times. */
export type CouponValues = {
  code: string;
  type: CouponType;
  isFixedValue: boolean;
  /** Cents when fixed, a whole percentage otherwise. */
  amount: number | null;
  maxAmountValue: number | null;
  /** "YYYY-MM-DDTHH:mm" in the admin's time zone; empty = unlimited. */
  fromDate: string;
  toDate: string;
  limitOnCouponUsage: number;
  limitOnUserUsage: number;
  isBadgeValue: boolean;
  isAutoApplyToOrder: boolean;
  isAllowForSuggestion: boolean;
  isAppliedToAllMember: boolean;
  userIds: string[];
  networkIds: string[];
  /** The advanced filter rule the order must meet; null: none. */
  advancedFilterConditionId: string | null;
  itemQtyGap: number;
  limitOnNumberOfDiscount: number;
  status: CouponStatus;
};

export const EMPTY_COUPON: CouponValues = {
  code: '',
  type: 'DISCOUNT_AMOUNT_IN_TOTAL',
  isFixedValue: false,
  amount: null,
  maxAmountValue: 0,
  fromDate: '',
  toDate: '',
  limitOnCouponUsage: 0,
  limitOnUserUsage: 0,
  isBadgeValue: false,
  isAutoApplyToOrder: false,
  isAllowForSuggestion: false,
  isAppliedToAllMember: true,
  userIds: [],
  networkIds: [],
  advancedFilterConditionId: null,
  itemQtyGap: 1,
  limitOnNumberOfDiscount: 0,
  status: 'ACTIVATED',
};

const pad = (value: number) => String(value).padStart(2, '0');

/** Epoch milliseconds to the datetime-local text of the admin's clock; -1 to empty. */
export function toLocalInput(millis: number): string {
  if (millis === UNLIMITED_COUPON_DATE) return '';
  const date = new Date(millis);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}`;
}

function fromLocalInput(text: string): number {
  if (!text.trim()) return UNLIMITED_COUPON_DATE;
  const millis = new Date(text).getTime();
  return Number.isNaN(millis) ? Number.NaN : millis;
}

/** What the form sends; the domain's couponBodySchema checks it on both sides. */
export function toCouponBody(values: CouponValues): unknown {
  return {
    code: values.code,
    type: values.type,
    amount: values.type === 'SHIPPING_FREE' ? 0 : (values.amount ?? Number.NaN),
    isFixedValue: values.isFixedValue,
    maxAmountValue: values.maxAmountValue ?? 0,
    fromDate: fromLocalInput(values.fromDate),
    toDate: fromLocalInput(values.toDate),
    limitOnCouponUsage: values.limitOnCouponUsage,
    limitOnUserUsage: values.limitOnUserUsage,
    isBadgeValue: values.isBadgeValue,
    isAutoApplyToOrder: values.isAutoApplyToOrder,
    isAllowForSuggestion: values.isAllowForSuggestion,
    isAppliedToAllMember: values.isAppliedToAllMember,
    userIds: values.isAppliedToAllMember ? [] : values.userIds,
    networkIds: values.isAppliedToAllMember ? [] : values.networkIds,
    advancedFilterConditionId: values.advancedFilterConditionId,
    itemQtyGap: values.itemQtyGap,
    limitOnNumberOfDiscount: values.limitOnNumberOfDiscount,
    status: values.status,
  };
}

export function fromCoupon(coupon: Coupon): CouponValues {
  return {
    code: coupon.code,
    type: coupon.type,
    isFixedValue: coupon.isFixedValue,
    amount: coupon.amount,
    maxAmountValue: coupon.maxAmountValue,
    fromDate: toLocalInput(coupon.fromDate),
    toDate: toLocalInput(coupon.toDate),
    limitOnCouponUsage: coupon.limitOnCouponUsage,
    limitOnUserUsage: coupon.limitOnUserUsage,
    isBadgeValue: coupon.isBadgeValue,
    isAutoApplyToOrder: coupon.isAutoApplyToOrder,
    isAllowForSuggestion: coupon.isAllowForSuggestion,
    isAppliedToAllMember: coupon.isAppliedToAllMember,
    userIds: coupon.userIds,
    networkIds: coupon.networkIds,
    advancedFilterConditionId: coupon.advancedFilterConditionId,
    itemQtyGap: coupon.itemQtyGap,
    limitOnNumberOfDiscount: coupon.limitOnNumberOfDiscount,
    status: coupon.status,
  };
}

type RuleKey = keyof typeof COUPON_MESSAGES;
const RULE_OF_MESSAGE = new Map(
  (Object.entries(COUPON_MESSAGES) as [RuleKey, string][]).map(([key, text]) => [text, key]),
);
const TRANSLATED_RULES = new Set<string>([
  'badgeNoDates',
  'badgeNoLimits',
  'badgeAllMembers',
  'noMaxAmount',
  'itemGapOnly',
  'autoApplyNotBadge',
  'percentage',
  'fixedAmount',
  'endAfterStart',
  'members',
  'ruleNotFound',
]);

/**
 * Checks the form with the domain's schema; answers the body, or the messages per field in the
 * admin's language (the domain's English rule texts are mapped to their translation keys).
 */
export function validateCoupon(
  values: CouponValues,
  t: TFunction,
): { body: CouponBody; errors: null } | { body: null; errors: Record<string, string> } {
  const result = couponBodySchema.safeParse(toCouponBody(values));
  if (result.success) return { body: result.data, errors: null };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || 'code';
    if (errors[field]) continue;
    const rule = RULE_OF_MESSAGE.get(issue.message);
    if (field === 'code') {
      errors[field] = values.code.trim()
        ? issue.message === COUPON_CODE_HINT
          ? t('coupons.hints.code')
          : t('coupons.rules.invalid')
        : t('coupons.rules.required');
    } else if (rule && TRANSLATED_RULES.has(rule)) {
      errors[field] = t(`coupons.rules.${rule as 'members'}`);
    } else {
      errors[field] = t('coupons.rules.invalid');
    }
  }
  return { body: null, errors };
}
