import { ActionIcon, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { ADVANCED_FILTER_CONDITION_TYPES, type AdvancedFilterConditionType } from '@platfox/domain';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ConditionValues, TypeTable } from './ruleForm';

type Props = {
  value: ConditionValues[];
  onChange: (next: ConditionValues[]) => void;
  /** From GET advanced-filters/types: the operations each type takes and its value's kind. */
  types: TypeTable;
  errors: Record<string, string>;
};

const isConditionType = (value: string | null): value is AdvancedFilterConditionType =>
  (ADVANCED_FILTER_CONDITION_TYPES as readonly string[]).includes(value ?? '');

/** A rule's conditions: every one must hold for the rule to hold. */
export function RuleConditions({ value, onChange, types, errors }: Props) {
  const { t } = useTranslation();
  const change = (index: number, patch: Partial<ConditionValues>) =>
    onChange(value.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  const typeOptions = [...types.keys()].map((type) => ({
    value: type,
    label: t(`advancedFilters.conditionTypes.${type}`),
  }));
  const add = () => {
    const first = types.get('COUNTRY') ?? [...types.values()][0];
    if (first)
      onChange([...value, { type: first.type, operation: first.operations[0]!, value: '' }]);
  };
  return (
    <Stack gap="xs" data-testid="rule-conditions">
      <div>
        <Text size="sm" fw={500}>
          {t('advancedFilters.fields.conditions')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('advancedFilters.hints.conditions')}
        </Text>
      </div>
      {errors.conditions && (
        <Text size="sm" c="red" role="alert" data-testid="rule-conditions-error">
          {errors.conditions}
        </Text>
      )}
      {value.map((condition, index) => {
        const kind = types.get(condition.type);
        const at = `conditions.${index}`;
        return (
          <Group key={index} align="flex-start" wrap="wrap" gap="xs" data-testid="rule-condition">
            <Select
              aria-label={t('advancedFilters.condition.type')}
              allowDeselect={false}
              value={condition.type}
              data={typeOptions}
              onChange={(type) => {
                const chosen = isConditionType(type) ? types.get(type) : undefined;
                if (chosen) {
                  change(index, { type: chosen.type, operation: chosen.operations[0]!, value: '' });
                }
              }}
              error={errors[`${at}.type`]}
              w={{ base: '100%', sm: 220 }}
              data-testid="rule-condition-type"
            />
            <Select
              aria-label={t('advancedFilters.condition.operation')}
              allowDeselect={false}
              value={condition.operation}
              data={(kind?.operations ?? []).map((operation) => ({
                value: operation,
                label: t(`advancedFilters.operations.${operation}`),
              }))}
              onChange={(operation) => {
                const chosen = kind?.operations.find((known) => known === operation);
                if (chosen) change(index, { operation: chosen });
              }}
              error={errors[`${at}.operation`]}
              w={{ base: '100%', sm: 150 }}
              data-testid="rule-condition-operation"
            />
            {kind && kind.value !== 'none' && (
              <TextInput
                aria-label={t('advancedFilters.condition.value')}
                value={condition.value}
                dir="ltr"
                leftSection={kind.value === 'money' ? '$' : undefined}
                inputMode={kind.value === 'list' ? 'text' : 'decimal'}
                placeholder={
                  kind.value === 'list' ? t('advancedFilters.hints.conditionList') : undefined
                }
                title={kind.value === 'money' ? t('advancedFilters.hints.money') : undefined}
                onChange={(event) => change(index, { value: event.currentTarget.value })}
                error={errors[`${at}.value`]}
                style={{ flex: 1, minWidth: 140 }}
                data-testid="rule-condition-value"
              />
            )}
            <ActionIcon
              variant="subtle"
              color="red"
              mt={4}
              aria-label={t('advancedFilters.condition.remove')}
              onClick={() => onChange(value.filter((_, at) => at !== index))}
              data-testid="rule-condition-remove"
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        );
      })}
      <Button
        variant="light"
        size="xs"
        w="fit-content"
        leftSection={<IconPlus size={14} />}
        onClick={add}
        data-testid="rule-condition-add"
      >
        {t('advancedFilters.condition.add')}
      </Button>
    </Stack>
  );
}
