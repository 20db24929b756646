import { ActionIcon, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import {
  ADVANCED_FILTER_CONDITION_TYPES,
  CONDITION_RULES,
  type AdvancedFilterConditionType,
} from '@platfox/domain';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ConditionValues } from './couponForm';
import { MONEY_CONDITIONS } from './couponForm';

type Props = {
  value: ConditionValues[];
  onChange: (next: ConditionValues[]) => void;
  errors: Record<string, string>;
  readOnly: boolean;
};

const isConditionType = (value: string | null): value is AdvancedFilterConditionType =>
  (ADVANCED_FILTER_CONDITION_TYPES as readonly string[]).includes(value ?? '');

/** The coupon's advanced filter conditions: every one must hold for the coupon to apply. */
export function CouponConditions({ value, onChange, errors, readOnly }: Props) {
  const { t } = useTranslation();
  const change = (index: number, patch: Partial<ConditionValues>) =>
    onChange(value.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  return (
    <Stack gap="xs" data-testid="coupon-conditions">
      <Text size="sm" fw={500}>
        {t('coupons.fields.conditions')}
      </Text>
      {value.map((condition, index) => {
        const rule = CONDITION_RULES[condition.type];
        const at = `conditions.${index}`;
        return (
          <Group key={index} align="flex-start" wrap="nowrap" data-testid="coupon-condition">
            <Select
              aria-label={t('coupons.conditions.type')}
              allowDeselect={false}
              disabled={readOnly}
              value={condition.type}
              data={ADVANCED_FILTER_CONDITION_TYPES.map((type) => ({
                value: type,
                label: t(`coupons.conditionTypes.${type}`),
              }))}
              onChange={(type) => {
                if (!isConditionType(type)) return;
                change(index, {
                  type,
                  operation: CONDITION_RULES[type].operations[0]!,
                  value: '',
                });
              }}
              error={errors[`${at}.type`]}
            />
            <Select
              aria-label={t('coupons.conditions.operation')}
              allowDeselect={false}
              disabled={readOnly}
              value={condition.operation}
              data={rule.operations.map((operation) => ({
                value: operation,
                label: t(`coupons.operations.${operation}`),
              }))}
              onChange={(operation) => {
                const chosen = rule.operations.find((known) => known === operation);
                if (chosen) change(index, { operation: chosen });
              }}
              error={errors[`${at}.operation`]}
            />
            {rule.value !== 'none' && (
              <TextInput
                aria-label={t('coupons.conditions.value')}
                disabled={readOnly}
                value={condition.value}
                leftSection={MONEY_CONDITIONS.includes(condition.type) ? '$' : undefined}
                placeholder={rule.value === 'list' ? t('coupons.hints.conditionList') : undefined}
                onChange={(event) => change(index, { value: event.currentTarget.value })}
                error={errors[`${at}.value`]}
                data-testid="coupon-condition-value"
              />
            )}
            {!readOnly && (
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('coupons.conditions.remove')}
                onClick={() => onChange(value.filter((_, at) => at !== index))}
              >
                <IconTrash size={16} />
              </ActionIcon>
            )}
          </Group>
        );
      })}
      {!readOnly && (
        <Button
          variant="light"
          size="xs"
          w="fit-content"
          leftSection={<IconPlus size={14} />}
          onClick={() => onChange([...value, { type: 'COUNTRY', operation: 'IN', value: '' }])}
          data-testid="coupon-condition-add"
        >
          {t('coupons.conditions.add')}
        </Button>
      )}
    </Stack>
  );
}
