import { Group, NumberInput, Radio, Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FilterChoice } from '../types';
import type { ValueInputProps } from './valueInputProps';

/** Text: kept as typed, trimmed on blur (spec 02 section 5.7); the request trims again. */
export function TextValueInput({ row, onChange }: ValueInputProps) {
  const { t } = useTranslation();
  const text = typeof row.value === 'string' ? row.value : '';
  return (
    <TextInput
      aria-label={t('dataListPanels.filters.value')}
      placeholder={t('dataListPanels.filters.valuePlaceholder')}
      value={text}
      onChange={(event) => onChange({ ...row, value: event.currentTarget.value })}
      onBlur={() => text !== text.trim() && onChange({ ...row, value: text.trim() })}
      data-testid="filter-value-text"
    />
  );
}

/** A number; a money column is typed in dollars (the request sends cents). */
export function NumberValueInput({ row, column, onChange }: ValueInputProps) {
  const { t } = useTranslation();
  const isMoney = column.display === 'money';
  return (
    <NumberInput
      aria-label={t('dataListPanels.filters.value')}
      placeholder={t('dataListPanels.filters.valuePlaceholder')}
      value={typeof row.value === 'number' ? row.value : ''}
      onChange={(value) => onChange({ ...row, value: typeof value === 'number' ? value : null })}
      prefix={isMoney ? '$' : undefined}
      decimalScale={isMoney ? 2 : undefined}
      step={isMoney ? 0.01 : 1}
      allowDecimal={isMoney}
      hideControls
      data-testid="filter-value-number"
    />
  );
}

export function BooleanValueInput({ row, onChange }: ValueInputProps) {
  const { t } = useTranslation();
  return (
    <Select<boolean>
      aria-label={t('dataListPanels.filters.value')}
      placeholder={t('dataListPanels.filters.choose')}
      data={[
        { value: true, label: t('dataListPanels.filters.yes') },
        { value: false, label: t('dataListPanels.filters.no') },
      ]}
      value={typeof row.value === 'boolean' ? row.value : null}
      onChange={(value) => onChange({ ...row, value })}
      allowDeselect={false}
      data-testid="filter-value-boolean"
    />
  );
}

/** One of the column's fixed choices. */
export function RadioValueInput({
  row,
  onChange,
  choices,
}: ValueInputProps & { choices: readonly FilterChoice[] }) {
  const { t } = useTranslation();
  const selected = choices.find((choice) => choice.key === row.value);
  return (
    <Radio.Group
      aria-label={t('dataListPanels.filters.value')}
      value={selected ? String(selected.key) : null}
      onChange={(value) =>
        onChange({ ...row, value: choices.find((choice) => String(choice.key) === value)?.key })
      }
    >
      <Group gap="md" mih={36} data-testid="filter-value-radio">
        {choices.map((choice) => (
          <Radio key={String(choice.key)} value={String(choice.key)} label={choice.label} />
        ))}
      </Group>
    </Radio.Group>
  );
}
