import '@mantine/dates/styles.css';
import { Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { DayAgoInput } from './DayAgoInput';
import { isDynamicTimeOperation, rangeOf } from './rowValues';
import type { ValueInputProps } from './valueInputProps';

/** Dates show as MM/DD/YYYY and are kept as YYYY-MM-DD (spec 02 section 9). */
const DISPLAY_FORMAT = 'MM/DD/YYYY';

/**
 * A time filter's value by operation: a range of days for between, one day for before, after and
 * at, a day count for day ago; the other shortcuts need no value.
 */
export function TimeValueInput({ row, onChange }: ValueInputProps) {
  const { t } = useTranslation();
  if (row.operation === 'dayAgo') {
    return <DayAgoInput value={row.dayAgo} onChange={(dayAgo) => onChange({ ...row, dayAgo })} />;
  }
  if (isDynamicTimeOperation(row.operation)) {
    return (
      <Text size="sm" c="dimmed" py={6}>
        {t('dataListPanels.filters.noValueNeeded')}
      </Text>
    );
  }
  if (row.operation === 'between') {
    const range = rangeOf(row);
    return (
      <DatePickerInput
        type="range"
        aria-label={t('dataListPanels.filters.dateRange')}
        placeholder={t('dataListPanels.filters.dateRange')}
        valueFormat={DISPLAY_FORMAT}
        allowSingleDateInRange
        clearable
        value={[range.startDate, range.endDate]}
        onChange={([startDate, endDate]) => {
          const valueDate = { startDate, endDate };
          onChange({ ...row, valueDate, value: startDate || endDate ? valueDate : null });
        }}
        data-testid="filter-value-range"
      />
    );
  }
  return (
    <DatePickerInput
      aria-label={t('dataListPanels.filters.date')}
      placeholder={t('dataListPanels.filters.date')}
      valueFormat={DISPLAY_FORMAT}
      clearable
      value={typeof row.value === 'string' && row.value ? row.value : null}
      onChange={(date) => onChange({ ...row, value: date })}
      data-testid="filter-value-date"
    />
  );
}
