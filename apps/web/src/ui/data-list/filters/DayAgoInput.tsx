import { NumberInput } from '@mantine/core';
import { clampDayAgo, DAY_AGO_BLOCKED_KEYS, DAY_AGO_DEFAULT, DAY_AGO_MAX } from '@platfox/domain';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

type DayAgoInputProps = {
  value: number | undefined;
  onChange: (dayAgo: number | undefined) => void;
};

/** Refuses -, +, e and . as they are typed (spec 02 section 5.1): a day count is whole and positive. */
export function blockDayAgoKeys(event: KeyboardEvent<HTMLInputElement>): void {
  if ((DAY_AGO_BLOCKED_KEYS as readonly string[]).includes(event.key.toLowerCase())) {
    event.preventDefault();
  }
}

/**
 * The day count of a "day ago" time filter: 0 to 999, larger values clamp to 999. Emptied while
 * typing it means the default (7), which it shows again on blur.
 */
export function DayAgoInput({ value, onChange }: DayAgoInputProps) {
  const { t } = useTranslation();
  return (
    <NumberInput
      aria-label={t('dataListPanels.filters.days')}
      description={t('dataListPanels.filters.daysHint')}
      inputWrapperOrder={['input', 'description']}
      value={value ?? ''}
      min={0}
      max={DAY_AGO_MAX}
      allowNegative={false}
      allowDecimal={false}
      hideControls
      onKeyDown={blockDayAgoKeys}
      onChange={(next) => {
        const number = typeof next === 'number' ? next : Number.parseInt(next, 10);
        onChange(Number.isNaN(number) ? undefined : clampDayAgo(number));
      }}
      onBlur={() => value === undefined && onChange(DAY_AGO_DEFAULT)}
      data-testid="filter-value-day-ago"
    />
  );
}
