import { z } from 'zod';
import {
  COUPON_CODE_HINT,
  COUPON_TYPES,
  ITEM_GAP_COUPON_TYPES,
  UNLIMITED_COUPON_DATE,
  type CouponType,
} from '../coupons';
import { dataAnswer } from './accounts';

/*
 * The admin's coupon calls (spec 01 /a/coupon-codes, spec 03 sections 3.4 and 5). Money is integer
 * cents; a percentage coupon's amount is a whole percentage. Dates are epoch milliseconds, or -1
 * (UNLIMITED_COUPON_DATE) for no limit.
 */

export const COUPON_STATUSES = ['ACTIVATED', 'INACTIVATED'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];

/** Upper-case letters and digits in groups joined by single underscores, e.g. ABC_012. */
export const COUPON_CODE_PATTERN = /^[A-Z0-9]+(?:_[A-Z0-9]+)*$/;
export const COUPON_CODE_MAX_LENGTH = 50;
export const COUPON_MAX_MEMBERS = 1_000;

/** Codes are compared upper-case and trimmed, so "abc_012 " finds ABC_012. */
export const normalizeCouponCode = (code: string): string => code.trim().toUpperCase();

export const couponCodeSchema = z
  .string()
  .trim()
  .max(COUPON_CODE_MAX_LENGTH)
  .transform(normalizeCouponCode)
  .refine((code) => COUPON_CODE_PATTERN.test(code), { message: COUPON_CODE_HINT });

export const COUPON_MESSAGES = {
  notFound: 'This coupon code does not exist',
  inactive: 'This coupon is not active',
  notStarted: 'This coupon is not valid yet',
  expired: 'This coupon has expired',
  usedUp: 'This coupon has reached its usage limit',
  userUsedUp: 'You have used this coupon as many times as it allows',
  notMember: 'This coupon is not available to your account',
  badgeNotHeld: 'This coupon comes with a badge you do not hold',
  conditions: 'This order does not meet the conditions of this coupon',
  badgeNoDates: 'A badge coupon has no start or end date',
  badgeNoLimits: 'A badge coupon has no usage limits',
  badgeAllMembers: 'A badge coupon applies to all members',
  noMaxAmount: 'A fixed-value or free-shipping coupon has no maximum amount',
  itemGapOnly: 'Only the two discount-in-order-item types use an item gap or a discount limit',
  autoApplyNotBadge: 'An auto-apply coupon cannot be a badge or suggestion coupon',
  percentage: 'A percentage must be from 1 to 100',
  fixedAmount: 'The amount must be above 0',
  endAfterStart: 'The end date must be after the start date',
  members: 'Select at least one member or network, or apply to all members',
  ruleNotFound: 'Choose an existing advanced filter rule',
} as const;

const dateSchema = z.number().int().min(UNLIMITED_COUPON_DATE);
const isItemGapType = (type: CouponType) =>
  (ITEM_GAP_COUPON_TYPES as readonly CouponType[]).includes(type);

export const couponBodySchema = z
  .strictObject({
    code: couponCodeSchema,
    type: z.enum(COUPON_TYPES),
    /** Cents when isFixedValue, else a whole percentage. Free shipping ignores it (0). */
    amount: z.number().int().min(0),
    isFixedValue: z.boolean(),
    maxAmountValue: z.number().int().min(0).default(0),
    fromDate: dateSchema.default(UNLIMITED_COUPON_DATE),
    toDate: dateSchema.default(UNLIMITED_COUPON_DATE),
    /** 0 = no limit. */
    limitOnCouponUsage: z.number().int().min(0).default(0),
    limitOnUserUsage: z.number().int().min(0).default(0),
    isBadgeValue: z.boolean().default(false),
    isAutoApplyToOrder: z.boolean().default(false),
    isAllowForSuggestion: z.boolean().default(false),
    isAppliedToAllMember: z.boolean().default(true),
    userIds: z.array(z.string().uuid()).max(COUPON_MAX_MEMBERS).default([]),
    networkIds: z.array(z.string().uuid()).max(COUPON_MAX_MEMBERS).default([]),
    /** The advanced filter rule whose conditions the order must meet; null: no conditions. */
    advancedFilterConditionId: z.string().uuid().nullable().default(null),
    /** Item types only: every n-th unit is discounted; 1 = every unit. */
    itemQtyGap: z.number().int().min(1).max(1_000).default(1),
    /** Item types only: at most this many units are discounted; 0 = no limit. */
    limitOnNumberOfDiscount: z.number().int().min(0).default(0),
    status: z.enum(COUPON_STATUSES).default('ACTIVATED'),
  })
  .superRefine((body, context) => {
    const issue = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (body.isBadgeValue) {
      if (body.fromDate !== UNLIMITED_COUPON_DATE) issue('fromDate', COUPON_MESSAGES.badgeNoDates);
      if (body.toDate !== UNLIMITED_COUPON_DATE) issue('toDate', COUPON_MESSAGES.badgeNoDates);
      if (body.limitOnCouponUsage !== 0) issue('limitOnCouponUsage', COUPON_MESSAGES.badgeNoLimits);
      if (body.limitOnUserUsage !== 0) issue('limitOnUserUsage', COUPON_MESSAGES.badgeNoLimits);
      if (!body.isAppliedToAllMember)
        issue('isAppliedToAllMember', COUPON_MESSAGES.badgeAllMembers);
    }
    if ((body.isFixedValue || body.type === 'SHIPPING_FREE') && body.maxAmountValue !== 0) {
      issue('maxAmountValue', COUPON_MESSAGES.noMaxAmount);
    }
    if (!isItemGapType(body.type)) {
      if (body.itemQtyGap !== 1) issue('itemQtyGap', COUPON_MESSAGES.itemGapOnly);
      if (body.limitOnNumberOfDiscount !== 0)
        issue('limitOnNumberOfDiscount', COUPON_MESSAGES.itemGapOnly);
    }
    if (body.isAutoApplyToOrder && (body.isBadgeValue || body.isAllowForSuggestion)) {
      issue('isAutoApplyToOrder', COUPON_MESSAGES.autoApplyNotBadge);
    }
    if (body.type !== 'SHIPPING_FREE') {
      if (body.isFixedValue && body.amount < 1) issue('amount', COUPON_MESSAGES.fixedAmount);
      if (!body.isFixedValue && (body.amount < 1 || body.amount > 100)) {
        issue('amount', COUPON_MESSAGES.percentage);
      }
    }
    if (
      body.fromDate !== UNLIMITED_COUPON_DATE &&
      body.toDate !== UNLIMITED_COUPON_DATE &&
      body.toDate <= body.fromDate
    ) {
      issue('toDate', COUPON_MESSAGES.endAfterStart);
    }
    if (!body.isAppliedToAllMember && body.userIds.length + body.networkIds.length === 0) {
      issue('userIds', COUPON_MESSAGES.members);
    }
  });
export type CouponBody = z.output<typeof couponBodySchema>;

export const couponSchema = z.object({
  id: z.string(),
  code: z.string(),
  type: z.enum(COUPON_TYPES),
  amount: z.number().int(),
  isFixedValue: z.boolean(),
  maxAmountValue: z.number().int(),
  fromDate: z.number().int(),
  toDate: z.number().int(),
  limitOnCouponUsage: z.number().int(),
  limitOnUserUsage: z.number().int(),
  isBadgeValue: z.boolean(),
  isAutoApplyToOrder: z.boolean(),
  isAllowForSuggestion: z.boolean(),
  isAppliedToAllMember: z.boolean(),
  userIds: z.array(z.string()),
  networkIds: z.array(z.string()),
  advancedFilterConditionId: z.string().nullable(),
  itemQtyGap: z.number().int(),
  limitOnNumberOfDiscount: z.number().int(),
  status: z.enum(COUPON_STATUSES),
  /** Placed orders that used it. */
  usedCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Coupon = z.infer<typeof couponSchema>;
export const couponAnswerSchema = dataAnswer(couponSchema);

/**
 * A coupon suggested to a seller on the order form (GET seller/coupons, spec 03 section 7.3):
 * what it gives and until when, never who else it is for. The cart's conditions are checked when
 * it is applied (the estimate), like a typed code.
 */
export const sellerCouponSchema = z.object({
  id: z.string(),
  code: z.string(),
  type: z.enum(COUPON_TYPES),
  /** Cents when isFixedValue, else a whole percentage. */
  amount: z.number().int(),
  isFixedValue: z.boolean(),
  /** A percentage's cap in cents; 0 for none. */
  maxAmountValue: z.number().int(),
  /** Epoch milliseconds, or -1 (UNLIMITED_COUPON_DATE) for no end. */
  toDate: z.number().int(),
});
export type SellerCoupon = z.infer<typeof sellerCouponSchema>;
export const sellerCouponsAnswerSchema = dataAnswer(z.array(sellerCouponSchema));
