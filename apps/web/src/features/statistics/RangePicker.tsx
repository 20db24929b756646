import { Group, SegmentedControl, TextInput } from '@mantine/core';
import { MAX_RANGE_DAYS, daysBetween, isoDay, type StatisticRangeQuery } from '@platfox/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The ranges a statistics screen offers (spec 03 section 3.4); cr opens its two dates. */
const RANGES = ['today', 'yesterday', 'w', 'm', 'y', 'cr'] as const;
type Range = (typeof RANGES)[number];

/** What is wrong with a custom range, as a key of the statistics words, or null. */
function customProblem(startDate: string, endDate: string) {
  if (!startDate || !endDate) return null;
  const days = daysBetween(startDate, endDate);
  if (days < 1) return 'rangeReversed' as const;
  return days > MAX_RANGE_DAYS ? ('rangeTooLong' as const) : null;
}

/**
 * A screen's range, kept while the screen is open: this month to begin with. A custom range is
 * asked for only once both dates make one (the last good range stays meanwhile), so typing a
 * date never shows the server's refusal.
 */
export function useStatisticRange(initial: Range = 'm') {
  const [range, setRange] = useState<Range>(initial);
  const today = isoDay(Date.now());
  const [startDate, setStartDate] = useState(isoDay(Date.now() - 29 * 86_400_000));
  const [endDate, setEndDate] = useState(today);
  const problem = customProblem(startDate, endDate);
  // The last dates that made a range: what a custom range asks for while a date is being typed.
  const [asked, setAsked] = useState({ startDate, endDate });
  const isGood = Boolean(startDate && endDate) && !problem;
  if (isGood && (asked.startDate !== startDate || asked.endDate !== endDate))
    setAsked({ startDate, endDate });
  const query: StatisticRangeQuery = range === 'cr' ? { range, ...asked } : { range };
  return { range, setRange, startDate, setStartDate, endDate, setEndDate, query, problem };
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
            error={state.range === 'cr' && state.problem && t(`statistics.${state.problem}`)}
            onChange={(event) => state.setEndDate(event.currentTarget.value)}
            data-testid="statistic-end"
          />
        </>
      )}
    </Group>
  );
}
