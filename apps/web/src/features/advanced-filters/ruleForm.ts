import {
  ADVANCED_FILTER_MESSAGES,
  advancedFilterRuleBodySchema,
  dollarsToCents,
  type AdvancedFilterConditionType,
  type AdvancedFilterOperation,
  type AdvancedFilterRule,
  type AdvancedFilterRuleBody,
  type AdvancedFilterType,
  type AdvancedFilterValueKind,
} from '@platfox/domain';
import type { TFunction } from 'i18next';

/** One condition as the admin edits it. */
export type ConditionValues = {
  type: AdvancedFilterConditionType;
  operation: AdvancedFilterOperation;
  /** Dollars for money, a count, or comma-separated codes or ids for lists; empty for yes/no. */
  value: string;
};

export type RuleValues = { name: string; conditions: ConditionValues[] };

export const EMPTY_RULE: RuleValues = { name: '', conditions: [] };

/** The kinds of value by type, as GET advanced-filters/types answered them. */
export type TypeTable = ReadonlyMap<AdvancedFilterConditionType, AdvancedFilterType>;

export const typeTableOf = (types: readonly AdvancedFilterType[]): TypeTable =>
  new Map(types.map((entry) => [entry.type, entry]));

const splitList = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((part) => part.trim())
    .filter(Boolean);

function valueOf(kind: AdvancedFilterValueKind, text: string): number | string[] | null {
  if (kind === 'none') return null;
  if (kind === 'list') return splitList(text);
  if (!text.trim()) return Number.NaN;
  // Money is typed in dollars and becomes cents rounded up (spec 03 section 5).
  return kind === 'money' ? dollarsToCents(text) : Number(text);
}

/** What the editor sends; the domain's advancedFilterRuleBodySchema checks it on both sides. */
export function toRuleBody(values: RuleValues, types: TypeTable): unknown {
  return {
    name: values.name,
    conditions: values.conditions.map((condition) => ({
      type: condition.type,
      operation: condition.operation,
      value: valueOf(types.get(condition.type)?.value ?? 'none', condition.value),
    })),
  };
}

type StoredCondition = AdvancedFilterRule['conditions'][number];

export function fromConditions(conditions: readonly StoredCondition[], types: TypeTable) {
  return conditions.map((condition): ConditionValues => ({
    type: condition.type,
    operation: condition.operation,
    value: Array.isArray(condition.value)
      ? condition.value.join(', ')
      : condition.value === null
        ? ''
        : types.get(condition.type)?.value === 'money'
          ? (condition.value / 100).toFixed(2)
          : String(condition.value),
  }));
}

type MessageKey = keyof typeof ADVANCED_FILTER_MESSAGES;
const KEY_OF_MESSAGE = new Map(
  (Object.entries(ADVANCED_FILTER_MESSAGES) as [MessageKey, string][]).map(([key, text]) => [
    text,
    key,
  ]),
);
const TRANSLATED = new Set<MessageKey>(['noConditions', 'conditionOperation', 'conditionValue']);

/**
 * Checks the editor with the domain's schema; answers the body, or one message per field in the
 * admin's language (the domain's English sentences mapped to their translation keys).
 */
export function validateRule(
  values: RuleValues,
  types: TypeTable,
  t: TFunction,
): { body: AdvancedFilterRuleBody; errors: null } | { body: null; errors: Record<string, string> } {
  const result = advancedFilterRuleBodySchema.safeParse(toRuleBody(values, types));
  if (result.success) return { body: result.data, errors: null };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || 'name';
    if (errors[field]) continue;
    const key = KEY_OF_MESSAGE.get(issue.message);
    const valueAt = /^conditions\.(\d+)\.value$/.exec(field);
    const typed = valueAt ? values.conditions[Number(valueAt[1])]?.value : undefined;
    if ((field === 'name' && !values.name.trim()) || typed?.trim() === '') {
      errors[field] = t('advancedFilters.rules.required');
    } else if (key && TRANSLATED.has(key)) {
      errors[field] = t(`advancedFilters.rules.${key as 'noConditions'}`);
    } else {
      errors[field] = t('advancedFilters.rules.invalid');
    }
  }
  return { body: null, errors };
}
