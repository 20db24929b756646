import { z } from 'zod';
import {
  ADVANCED_FILTER_CONDITION_TYPES,
  ADVANCED_FILTER_OPERATIONS,
  type AdvancedFilterConditionType,
  type AdvancedFilterOperation,
} from '../coupons';
import { dataAnswer } from './accounts';

/*
 * Advanced filter rules (spec 03 "Advanced filter condition types", /a/advanced-filters, issue
 * 35): a named list of conditions that coupons (and milestones) reference by
 * advancedFilterConditionId. Every condition must hold for the rule to hold.
 */

export const ADVANCED_FILTER_MAX_CONDITIONS = 20;
export const ADVANCED_FILTER_MAX_LIST = 1_000;
export const ADVANCED_FILTER_NAME_MAX_LENGTH = 100;

/**
 * What a condition's value is: none (the operation says it all), a count, money in cents (typed in
 * units and rounded up to cents by the form), or a list of codes or ids.
 */
export const ADVANCED_FILTER_VALUE_KINDS = ['none', 'count', 'money', 'list'] as const;
export type AdvancedFilterValueKind = (typeof ADVANCED_FILTER_VALUE_KINDS)[number];

const compared = ['EQ', 'GTEQ', 'LTEQ'] as const;
const listed = ['IN', 'NIN', 'IS', 'ISNT'] as const;

/**
 * Which operations fit which type (our design; the spec lists both without pairing them): a yes/no
 * fact takes TRUE or FALSE, a number EQ, GTEQ or LTEQ, a list membership IN or NIN (any of
 * several) and IS or ISNT (exactly one value).
 */
export const ADVANCED_FILTER_TYPE_RULES: Record<
  AdvancedFilterConditionType,
  { value: AdvancedFilterValueKind; operations: readonly AdvancedFilterOperation[] }
> = {
  ALLOW_FAST_SHIPPING: { value: 'none', operations: ['TRUE', 'FALSE'] },
  COUNTRY: { value: 'list', operations: listed },
  PRODUCT_TYPE: { value: 'list', operations: listed },
  ORDER_SUB_VALUE: { value: 'money', operations: compared },
  ORDER_TOTAL_VALUE: { value: 'money', operations: compared },
  DEPOSIT: { value: 'money', operations: compared },
  TOTAL_PRODUCTS_IN_ORDER_ITEM_COMPLETE: { value: 'count', operations: compared },
  TOTAL_ORDER_SUB_VALUE: { value: 'money', operations: compared },
  TOTAL_ORDER_VALUE: { value: 'money', operations: compared },
};

/**
 * The conditions on the seller's history, not on one order: the only ones a milestone's rule may
 * hold, since a milestone is reached by completions, with no order to check the rest against.
 */
export const ADVANCED_FILTER_HISTORY_TYPES: readonly AdvancedFilterConditionType[] = [
  'DEPOSIT',
  'TOTAL_PRODUCTS_IN_ORDER_ITEM_COMPLETE',
  'TOTAL_ORDER_SUB_VALUE',
  'TOTAL_ORDER_VALUE',
];

/** Whether every condition of the rule is on the seller's history (a milestone may name it). */
export const isHistoryRule = (conditions: readonly { type: AdvancedFilterConditionType }[]) =>
  conditions.every((condition) => ADVANCED_FILTER_HISTORY_TYPES.includes(condition.type));

export const ADVANCED_FILTER_MESSAGES = {
  notFound: 'Advanced filter rule not found',
  nameTaken: 'A rule with this name already exists',
  noConditions: 'Add at least one condition',
  conditionOperation: 'This operation does not apply to this condition',
  conditionValue: 'This condition needs a value of its kind',
  inUse: 'A rule used by a coupon or a milestone cannot be deleted',
} as const;

export const advancedFilterConditionSchema = z
  .strictObject({
    type: z.enum(ADVANCED_FILTER_CONDITION_TYPES),
    operation: z.enum(ADVANCED_FILTER_OPERATIONS),
    /** Cents for money conditions, a count for TOTAL_PRODUCTS_..., codes or ids for lists. */
    value: z
      .union([
        z.number().int().min(0),
        z.array(z.string().trim().min(1).max(100)).max(ADVANCED_FILTER_MAX_LIST),
      ])
      .nullable()
      .default(null),
  })
  .superRefine((condition, context) => {
    const rule = ADVANCED_FILTER_TYPE_RULES[condition.type];
    if (!rule.operations.includes(condition.operation)) {
      context.addIssue({
        code: 'custom',
        path: ['operation'],
        message: ADVANCED_FILTER_MESSAGES.conditionOperation,
      });
      return;
    }
    const { value } = condition;
    const single = condition.operation === 'IS' || condition.operation === 'ISNT';
    const fits =
      rule.value === 'none' ||
      ((rule.value === 'count' || rule.value === 'money') && typeof value === 'number') ||
      (rule.value === 'list' &&
        Array.isArray(value) &&
        value.length > 0 &&
        (!single || value.length === 1));
    if (!fits) {
      context.addIssue({
        code: 'custom',
        path: ['value'],
        message: ADVANCED_FILTER_MESSAGES.conditionValue,
      });
    }
  })
  // A yes/no condition keeps no value, so a stray one never reads as meaningful.
  .transform((condition) =>
    ADVANCED_FILTER_TYPE_RULES[condition.type].value === 'none'
      ? { ...condition, value: null }
      : condition,
  );
export type AdvancedFilterCondition = z.output<typeof advancedFilterConditionSchema>;

export const advancedFilterRuleBodySchema = z.strictObject({
  name: z.string().trim().min(1).max(ADVANCED_FILTER_NAME_MAX_LENGTH),
  conditions: z
    .array(advancedFilterConditionSchema)
    .max(ADVANCED_FILTER_MAX_CONDITIONS)
    // A custom check, so the answer carries this sentence rather than the generic minimum.
    .refine((conditions) => conditions.length > 0, ADVANCED_FILTER_MESSAGES.noConditions),
});
export type AdvancedFilterRuleBody = z.output<typeof advancedFilterRuleBodySchema>;

export const advancedFilterConditionViewSchema = z.object({
  type: z.enum(ADVANCED_FILTER_CONDITION_TYPES),
  operation: z.enum(ADVANCED_FILTER_OPERATIONS),
  value: z.union([z.number(), z.array(z.string())]).nullable(),
});

export const advancedFilterRuleSchema = z.object({
  id: z.string(),
  name: z.string(),
  conditions: z.array(advancedFilterConditionViewSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdvancedFilterRule = z.infer<typeof advancedFilterRuleSchema>;
export const advancedFilterRuleAnswerSchema = dataAnswer(advancedFilterRuleSchema);

/** GET advanced-filters/types: each type with the operations it takes and its value's kind. */
export const advancedFilterTypeSchema = z.object({
  type: z.enum(ADVANCED_FILTER_CONDITION_TYPES),
  operations: z.array(z.enum(ADVANCED_FILTER_OPERATIONS)),
  value: z.enum(ADVANCED_FILTER_VALUE_KINDS),
});
export type AdvancedFilterType = z.infer<typeof advancedFilterTypeSchema>;
export const advancedFilterTypesAnswerSchema = dataAnswer(z.array(advancedFilterTypeSchema));

/** The rules' names for a picker (a coupon's or a milestone's form). */
export const advancedFilterChoicesAnswerSchema = dataAnswer(
  z.array(z.object({ id: z.string(), name: z.string() })),
);
