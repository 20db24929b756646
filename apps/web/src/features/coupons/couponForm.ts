import {
  COUPON_CODE_HINT,
  COUPON_MESSAGES,
  CONDITION_RULES,
  UNLIMITED_COUPON_DATE,
  couponBodySchema,
  dollarsToCents,
  type AdvancedFilterConditionType,
  type AdvancedFilterOperation,
  type Coupon,
  type CouponBody,
  type CouponStatus,
  type CouponType,
} from '@platfox/domain';
import type { TFunction } from 'i18next';

/** Conditions whose number is money: typed in dollars, sent in cents rounded up (spec 03 s. 5). */
export const MONEY_CONDITIONS: readonly AdvancedFilterConditionType[] = [
  'ORDER_SUB_VALUE',
  'ORDER_TOTAL_VALUE',
  'DEPOSIT',
  'TOTAL_ORDER_SUB_VALUE',
  'TOTAL_ORDER_VALUE',
];

export type ConditionValues = {
  type: AdvancedFilterConditionType;
  operation: AdvancedFilterOperation;
  /** Dollars or a count for number conditions, comma-separated codes or ids for lists. */
  value: string;
};

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
  conditions: ConditionValues[];
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
  conditions: [],
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

const splitList = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((part) => part.trim())
    .filter(Boolean);

function conditionValue(condition: ConditionValues): number | string[] | null {
  const kind = CONDITION_RULES[condition.type].value;
  if (kind === 'none') return null;
  if (kind === 'list') return splitList(condition.value);
  if (!condition.value.trim()) return Number.NaN;
  return MONEY_CONDITIONS.includes(condition.type)
    ? dollarsToCents(condition.value)
    : Number(condition.value);
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
    conditions: values.conditions.map((condition) => ({
      type: condition.type,
      operation: condition.operation,
      value: conditionValue(condition),
    })),
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
    conditions: coupon.conditions.map((condition) => ({
      type: condition.type,
      operation: condition.operation,
      value: Array.isArray(condition.value)
        ? condition.value.join(', ')
        : condition.value === null
          ? ''
          : MONEY_CONDITIONS.includes(condition.type)
            ? (condition.value / 100).toFixed(2)
            : String(condition.value),
    })),
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
  'conditionOperation',
  'conditionValue',
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
