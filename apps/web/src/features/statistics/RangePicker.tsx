import { Group, SegmentedControl, TextInput } from '@mantine/core';
import { isoDay, type StatisticRangeQuery } from '@platfox/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The ranges a statistics screen offers (spec 03 section 3.4); cr opens its two dates. */
const RANGES = ['today', 'yesterday', 'w', 'm', 'y', 'cr'] as const;
type Range = (typeof RANGES)[number];

/** A screen's range, kept while the screen is open: this month to begin with. */
export function useStatisticRange(initial: Range = 'm') {
  const [range, setRange] = useState<Range>(initial);
  const today = isoDay(Date.now());
  const [startDate, setStartDate] = useState(isoDay(Date.now() - 29 * 86_400_000));
  const [endDate, setEndDate] = useState(today);
  const query: StatisticRangeQuery = range === 'cr' ? { range, startDate, endDate } : { range };
  return { range, setRange, startDate, setStartDate, endDate, setEndDate, query };
}

export type StatisticRangeState = ReturnType<typeof useStatisticRange>;

export function RangePicker({ state }: { state: StatisticRangeState }) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" wrap="wrap" align="end">
      <SegmentedControl
        aria-label={t('statistics.range')}
        value={state.range}
        onChange={(value) => state.setRange(value as Range)}
        data={RANGES.map((value) => ({ value, label: t(`statistics.ranges.${value}`) }))}
        data-testid="statistic-range"
      />
      {state.range === 'cr' && (
        <>
          <TextInput
            type="date"
            label={t('statistics.startDate')}
            value={state.startDate}
            max={state.endDate}
            onChange={(event) => state.setStartDate(event.currentTarget.value)}
            data-testid="statistic-start"
          />
          <TextInput
            type="date"
            label={t('statistics.endDate')}
            value={state.endDate}
            min={state.startDate}
            onChange={(event) => state.setEndDate(event.currentTarget.value)}
            data-testid="statistic-end"
          />
        </>
      )}
    </Group>
  );
}
