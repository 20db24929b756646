import {
  DAY_AGO_DEFAULT,
  DYNAMIC_TIME_OPERATIONS,
  type DataListFilter,
  type DynamicTimeOperation,
  type TimeZoneInput,
} from '@platfox/domain';

/**
 * Time filters become concrete instant ranges here, on the server, in the user's time zone: the
 * client sends what the user picked (a date, a range of dates, or a shortcut such as thisMonth)
 * and the server decides which instants that means. Pure functions, no clock: `now` is given.
 */

/** A half-open range of instants: start inclusive, end exclusive; a missing side is open. */
export type InstantRange = { start?: Date; end?: Date };

type LocalDate = { year: number; month: number; day: number };
type LocalDateTime = LocalDate & { hour: number; minute: number; second: number; ms: number };

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/**
 * Minutes the zone's wall clock is ahead of UTC at `instant` (Paris in summer: 120). A number
 * zone is an offset as Date#getTimezoneOffset gives it (UTC minus local), so it is negated.
 */
export function zoneOffsetMinutes(zone: TimeZoneInput, instant: Date): number {
  if (typeof zone === 'number') return zone === 0 ? 0 : -zone;
  const parts: Record<string, number> = {};
  for (const part of formatterFor(zone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const asUtc = Date.UTC(
    parts.year!,
    parts.month! - 1,
    parts.day!,
    parts.hour!,
    parts.minute!,
    parts.second!,
  );
  const wholeSeconds = instant.getTime() - instant.getUTCMilliseconds();
  return Math.round((asUtc - wholeSeconds) / 60_000);
}

/** The calendar date on the zone's wall clock at `instant`. */
export function localDateOf(zone: TimeZoneInput, instant: Date): LocalDate {
  const shifted = new Date(instant.getTime() + zoneOffsetMinutes(zone, instant) * 60_000);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
  };
}

/**
 * The instant the zone's wall clock shows `local`. Around a daylight-saving change the offset
 * of the guess may differ from the offset at the answer, so it is refined once more; a wall time
 * that does not exist (skipped by a spring-forward) lands just after the gap.
 */
export function instantOfLocal(zone: TimeZoneInput, local: LocalDateTime): Date {
  const wall = Date.UTC(
    local.year,
    local.month - 1,
    local.day,
    local.hour,
    local.minute,
    local.second,
    local.ms,
  );
  const first = wall - zoneOffsetMinutes(zone, new Date(wall)) * 60_000;
  const second = wall - zoneOffsetMinutes(zone, new Date(first)) * 60_000;
  if (second === first) return new Date(first);
  // Two candidates: keep the one whose own offset agrees with it (the later one in a gap).
  const third = wall - zoneOffsetMinutes(zone, new Date(second)) * 60_000;
  return new Date(third === second ? second : Math.max(first, second));
}

/** Local midnight starting `date` (days may overflow: day 0 is the last day of the month before). */
export function startOfLocalDay(zone: TimeZoneInput, date: LocalDate): Date {
  const normal = new Date(Date.UTC(date.year, date.month - 1, date.day));
  return instantOfLocal(zone, {
    year: normal.getUTCFullYear(),
    month: normal.getUTCMonth() + 1,
    day: normal.getUTCDate(),
    hour: 0,
    minute: 0,
    second: 0,
    ms: 0,
  });
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/** A value a time filter may carry: a local date, a local date-time, or an instant. */
export type TimePoint = { kind: 'date'; date: LocalDate } | { kind: 'instant'; instant: Date };

/** Reads YYYY-MM-DD as a local date; a date-time with a zone as that instant, one without as
 * local wall time. Answers null for anything else or an impossible date. */
export function parseTimePoint(zone: TimeZoneInput, text: string): TimePoint | null {
  const trimmed = text.trim();
  const dateOnly = DATE_ONLY.exec(trimmed);
  if (dateOnly) {
    const date = { year: +dateOnly[1]!, month: +dateOnly[2]!, day: +dateOnly[3]! };
    return isRealDate(date) ? { kind: 'date', date } : null;
  }
  const dateTime = DATE_TIME.exec(trimmed);
  if (!dateTime) return null;
  const local = {
    year: +dateTime[1]!,
    month: +dateTime[2]!,
    day: +dateTime[3]!,
    hour: +dateTime[4]!,
    minute: +dateTime[5]!,
    second: +(dateTime[6] ?? 0),
    ms: +(dateTime[7] ?? '0').padEnd(3, '0'),
  };
  if (!isRealDate(local) || local.hour > 23 || local.minute > 59 || local.second > 59) return null;
  if (!dateTime[8]) return { kind: 'instant', instant: instantOfLocal(zone, local) };
  const instant = new Date(trimmed.replace(' ', 'T'));
  return Number.isNaN(instant.getTime()) ? null : { kind: 'instant', instant };
}

function isRealDate({ year, month, day }: LocalDate): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day && year >= 1900;
}

const addDays = (date: LocalDate, days: number): LocalDate => {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
};

/** The whole local day a point falls on. */
function dayOf(zone: TimeZoneInput, point: TimePoint): InstantRange {
  const date = point.kind === 'date' ? point.date : localDateOf(zone, point.instant);
  return { start: startOfLocalDay(zone, date), end: startOfLocalDay(zone, addDays(date, 1)) };
}

/** The range a shortcut means at `now` (spec 02 section 9). dayAgo: from local midnight N days
 * back, open-ended. */
export function dynamicRange(
  zone: TimeZoneInput,
  operation: DynamicTimeOperation,
  now: Date,
  dayAgo: number = DAY_AGO_DEFAULT,
): InstantRange {
  const today = localDateOf(zone, now);
  const month = (year: number, monthIndex: number) =>
    startOfLocalDay(zone, { year, month: monthIndex, day: 1 });
  switch (operation) {
    case 'yesterday':
      return {
        start: startOfLocalDay(zone, addDays(today, -1)),
        end: startOfLocalDay(zone, today),
      };
    case 'dayAgo':
      return { start: startOfLocalDay(zone, addDays(today, -dayAgo)) };
    case 'thisMonth':
      return { start: month(today.year, today.month), end: month(today.year, today.month + 1) };
    case 'lastMonth':
      return { start: month(today.year, today.month - 1), end: month(today.year, today.month) };
    case 'thisYear':
      return { start: month(today.year, 1), end: month(today.year + 1, 1) };
    case 'lastYear':
      return { start: month(today.year - 1, 1), end: month(today.year, 1) };
  }
}

/** Why a time filter's value cannot be read; null when it can. */
export type TimeResolution =
  { ok: true; range: InstantRange; echo: DataListFilter } | { ok: false; message: string };

const isDynamic = (operation: string): operation is DynamicTimeOperation =>
  (DYNAMIC_TIME_OPERATIONS as readonly string[]).includes(operation);

/**
 * The instant range of one time filter. A shortcut (as the operation, or kept in
 * operationDynamicTime beside the range the client computed) is recomputed here, so a saved
 * "this month" filter still means this month next month; the echo carries the range and the
 * shortcut. Dates are whole local days: at is that day, before is before it starts, after is
 * after it ends, between runs from the start of the first to the end of the last.
 */
export function resolveTimeFilter(
  filter: DataListFilter,
  zone: TimeZoneInput,
  now: Date,
): TimeResolution {
  const dynamic =
    filter.operationDynamicTime ?? (isDynamic(filter.operation) ? filter.operation : null);
  if (dynamic) {
    const dayAgo =
      filter.dayAgo ?? (typeof filter.value === 'number' ? filter.value : DAY_AGO_DEFAULT);
    if (!Number.isInteger(dayAgo) || dayAgo < 0 || dayAgo > 999) {
      return { ok: false, message: 'The day ago must be a whole number from 0 to 999' };
    }
    const range = dynamicRange(zone, dynamic, now, dayAgo);
    return {
      ok: true,
      range,
      echo: {
        field: filter.field,
        operation: 'between',
        value: {
          startDate: range.start?.toISOString() ?? null,
          endDate: range.end ? new Date(range.end.getTime() - 1).toISOString() : null,
        },
        operationDynamicTime: dynamic,
        ...(dynamic === 'dayAgo' ? { dayAgo } : {}),
      },
    };
  }
  const point = (value: unknown): TimePoint | null | 'invalid' => {
    if (value === null || value === undefined || value === '') return null;
    if (typeof value !== 'string') return 'invalid';
    return parseTimePoint(zone, value) ?? 'invalid';
  };
  const invalid = { ok: false as const, message: 'The date is not valid (YYYY-MM-DD)' };
  const done = (range: InstantRange): TimeResolution => ({ ok: true, range, echo: filter });
  const value = filter.value;
  if (filter.operation === 'between') {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      return { ok: false, message: 'A range needs a startDate and an endDate' };
    }
    const from = point(value.startDate);
    const to = point(value.endDate);
    if (from === 'invalid' || to === 'invalid') return invalid;
    if (!from && !to) return { ok: false, message: 'A range needs a startDate or an endDate' };
    const range: InstantRange = {
      start: !from ? undefined : from.kind === 'date' ? dayOf(zone, from).start : from.instant,
      end: !to
        ? undefined
        : to.kind === 'date'
          ? dayOf(zone, to).end
          : new Date(to.instant.getTime() + 1),
    };
    if (range.start && range.end && range.start >= range.end) {
      return { ok: false, message: 'The start of the range must come before its end' };
    }
    return done(range);
  }
  const at = point(value);
  if (at === 'invalid' || at === null) return invalid;
  switch (filter.operation) {
    case 'at':
      return done(dayOf(zone, at));
    case 'before':
      return done({ end: at.kind === 'date' ? dayOf(zone, at).start : at.instant });
    case 'after':
      return done({
        start: at.kind === 'date' ? dayOf(zone, at).end : new Date(at.instant.getTime() + 1),
      });
    default:
      return { ok: false, message: `The operation ${filter.operation} is not a time operation` };
  }
}
