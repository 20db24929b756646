import type { StatisticRange } from './engagement';

/**
 * Statistic ranges (spec 03 section 3.4: cr, d, m, today, w, y, yesterday), resolved to whole UTC
 * days, read as the printer's statistic reads them: `d` one chosen day, `w` the last 7 days, `m`
 * this month, `y` this year, `cr` a custom range. Ranges over 62 days are drawn by month.
 */
export type StatisticBucket = 'day' | 'month';

/** The longest custom range (three years and a day): beyond it a chart says nothing more. */
export const MAX_RANGE_DAYS = 3 * 366;

export type ResolvedRange = {
  /** First and last day, inclusive, as YYYY-MM-DD. */
  from: string;
  to: string;
  bucket: StatisticBucket;
};

const DAY_MS = 86_400_000;
export const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
const dayStart = (time: number) => Math.floor(time / DAY_MS) * DAY_MS;
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;

export function resolveRange(
  range: StatisticRange,
  now: number,
  custom?: { startDate?: string; endDate?: string },
): ResolvedRange {
  const today = dayStart(now);
  const date = new Date(today);
  const span = (first: number, last = today): ResolvedRange => {
    const from = isoDay(first);
    const to = isoDay(last);
    return { from, to, bucket: daysBetween(from, to) > 62 ? 'month' : 'day' };
  };
  switch (range) {
    case 'today':
      return span(today);
    case 'yesterday':
      return span(today - DAY_MS, today - DAY_MS);
    case 'w':
      return span(today - 6 * DAY_MS);
    case 'd': {
      const day = custom?.startDate ? Date.parse(custom.startDate) : today;
      return span(day, day);
    }
    case 'm':
      return span(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1));
    case 'y':
      return span(Date.UTC(date.getUTCFullYear(), 0, 1));
    case 'cr': {
      const from = custom?.startDate ?? isoDay(today);
      const to = custom?.endDate ?? from;
      return span(Date.parse(from), Date.parse(to));
    }
  }
}

/** The periods of a range, in order: every day, or the first day of every month. */
export function periodsOf({ from, to, bucket }: ResolvedRange): string[] {
  const periods: string[] = [];
  if (bucket === 'day') {
    for (let time = Date.parse(from); time <= Date.parse(to); time += DAY_MS)
      periods.push(isoDay(time));
    return periods;
  }
  const end = Date.parse(to);
  const start = new Date(Date.parse(from));
  for (
    let time = Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), 1);
    time <= end;
    time = Date.UTC(new Date(time).getUTCFullYear(), new Date(time).getUTCMonth() + 1, 1)
  )
    periods.push(isoDay(time));
  return periods;
}
