import { describe, expect, it } from 'vitest';
import {
  dynamicRange,
  instantOfLocal,
  parseTimePoint,
  resolveTimeFilter,
  startOfLocalDay,
  zoneOffsetMinutes,
} from './time';

const iso = (date: Date | undefined) => date?.toISOString();
const at = (text: string) => new Date(text);

describe('time zones', () => {
  it('reads offsets from IANA names across daylight saving, and browser offsets as given', () => {
    expect(zoneOffsetMinutes('Europe/Paris', at('2024-01-15T12:00:00Z'))).toBe(60);
    expect(zoneOffsetMinutes('Europe/Paris', at('2024-07-15T12:00:00Z'))).toBe(120);
    expect(zoneOffsetMinutes('America/New_York', at('2024-07-15T12:00:00Z'))).toBe(-240);
    expect(zoneOffsetMinutes('Asia/Kolkata', at('2024-07-15T12:00:00Z'))).toBe(330);
    // Date#getTimezoneOffset: UTC minus local, so Paris in winter is -60.
    expect(zoneOffsetMinutes(-60, at('2024-07-15T12:00:00Z'))).toBe(60);
    expect(zoneOffsetMinutes('UTC', at('2024-07-15T12:00:00Z'))).toBe(0);
  });

  it('finds local midnight on the days clocks change', () => {
    // Paris springs forward on 2024-03-31 at 02:00 and falls back on 2024-10-27 at 03:00.
    expect(iso(startOfLocalDay('Europe/Paris', { year: 2024, month: 3, day: 31 }))).toBe(
      '2024-03-30T23:00:00.000Z',
    );
    expect(iso(startOfLocalDay('Europe/Paris', { year: 2024, month: 4, day: 1 }))).toBe(
      '2024-03-31T22:00:00.000Z',
    );
    expect(iso(startOfLocalDay('Europe/Paris', { year: 2024, month: 10, day: 27 }))).toBe(
      '2024-10-26T22:00:00.000Z',
    );
    expect(iso(startOfLocalDay('Europe/Paris', { year: 2024, month: 10, day: 28 }))).toBe(
      '2024-10-27T23:00:00.000Z',
    );
    expect(iso(startOfLocalDay('America/New_York', { year: 2024, month: 3, day: 10 }))).toBe(
      '2024-03-10T05:00:00.000Z',
    );
  });

  it('moves a wall time skipped by spring-forward to just after the gap', () => {
    const skipped = { year: 2024, month: 3, day: 31, hour: 2, minute: 30, second: 0, ms: 0 };
    expect(iso(instantOfLocal('Europe/Paris', skipped))).toBe('2024-03-31T01:30:00.000Z');
  });

  it('parses dates, local date-times and instants, and refuses impossible dates', () => {
    expect(parseTimePoint('UTC', '2024-02-29')).toEqual({
      kind: 'date',
      date: { year: 2024, month: 2, day: 29 },
    });
    expect(parseTimePoint('UTC', '2023-02-29')).toBeNull();
    expect(parseTimePoint('UTC', '02/01/2024')).toBeNull();
    expect(parseTimePoint('Europe/Paris', '2024-07-01T10:00')).toEqual({
      kind: 'instant',
      instant: at('2024-07-01T08:00:00Z'),
    });
    expect(parseTimePoint('Europe/Paris', '2024-07-01T10:00:00.250Z')).toEqual({
      kind: 'instant',
      instant: at('2024-07-01T10:00:00.250Z'),
    });
  });
});

describe('time shortcuts', () => {
  const paris = 'Europe/Paris';
  // 00:30 on 1 January 2025 in Paris is still 2024 in UTC.
  const newYearNight = at('2024-12-31T23:30:00Z');

  it('reads today in the user zone, across a year boundary', () => {
    const yesterday = dynamicRange(paris, 'yesterday', newYearNight);
    expect(iso(yesterday.start)).toBe('2024-12-30T23:00:00.000Z');
    expect(iso(yesterday.end)).toBe('2024-12-31T23:00:00.000Z');
    expect(iso(dynamicRange(paris, 'thisYear', newYearNight).start)).toBe(
      '2024-12-31T23:00:00.000Z',
    );
    const lastYear = dynamicRange(paris, 'lastYear', newYearNight);
    expect([iso(lastYear.start), iso(lastYear.end)]).toEqual([
      '2023-12-31T23:00:00.000Z',
      '2024-12-31T23:00:00.000Z',
    ]);
    // The same instant in UTC is still in 2024.
    expect(iso(dynamicRange('UTC', 'thisYear', newYearNight).start)).toBe(
      '2024-01-01T00:00:00.000Z',
    );
    const lastMonth = dynamicRange(paris, 'lastMonth', newYearNight);
    expect([iso(lastMonth.start), iso(lastMonth.end)]).toEqual([
      '2024-11-30T23:00:00.000Z',
      '2024-12-31T23:00:00.000Z',
    ]);
  });

  it('gives months their own length and offsets at daylight-saving edges', () => {
    const inApril = at('2024-04-15T10:00:00Z');
    const thisMonth = dynamicRange(paris, 'thisMonth', inApril);
    expect([iso(thisMonth.start), iso(thisMonth.end)]).toEqual([
      '2024-03-31T22:00:00.000Z',
      '2024-04-30T22:00:00.000Z',
    ]);
    // March runs from a winter midnight to a summer one: 30 days and 23 hours.
    const march = dynamicRange(paris, 'lastMonth', inApril);
    expect([iso(march.start), iso(march.end)]).toEqual([
      '2024-02-29T23:00:00.000Z',
      '2024-03-31T22:00:00.000Z',
    ]);
    const inMarch = at('2024-03-01T12:00:00Z');
    expect(iso(dynamicRange(paris, 'lastMonth', inMarch).start)).toBe('2024-01-31T23:00:00.000Z');
  });

  it('counts day ago from local midnight, open-ended', () => {
    const range = dynamicRange(paris, 'dayAgo', at('2024-04-02T10:00:00Z'), 3);
    expect(iso(range.start)).toBe('2024-03-29T23:00:00.000Z');
    expect(range.end).toBeUndefined();
  });
});

describe('resolveTimeFilter', () => {
  const now = at('2024-04-15T10:00:00Z');

  it('recomputes a kept shortcut and echoes the range with the shortcut', () => {
    const resolved = resolveTimeFilter(
      {
        field: 'createdAt',
        operation: 'between',
        value: { startDate: '2020-01-01', endDate: '2020-01-31' },
        operationDynamicTime: 'thisMonth',
      },
      'Europe/Paris',
      now,
    );
    expect(resolved).toEqual({
      ok: true,
      range: { start: at('2024-03-31T22:00:00Z'), end: at('2024-04-30T22:00:00Z') },
      echo: {
        field: 'createdAt',
        operation: 'between',
        value: { startDate: '2024-03-31T22:00:00.000Z', endDate: '2024-04-30T21:59:59.999Z' },
        operationDynamicTime: 'thisMonth',
      },
    });
  });

  it('reads at, before, after and between as whole local days', () => {
    const range = (operation: 'at' | 'before' | 'after', value: string) => {
      const resolved = resolveTimeFilter({ field: 'f', operation, value }, -60, now);
      return resolved.ok ? resolved.range : resolved.message;
    };
    expect(range('at', '2024-01-01')).toEqual({
      start: at('2023-12-31T23:00:00Z'),
      end: at('2024-01-01T23:00:00Z'),
    });
    expect(range('before', '2024-01-01')).toEqual({ end: at('2023-12-31T23:00:00Z') });
    expect(range('after', '2024-01-01')).toEqual({ start: at('2024-01-01T23:00:00Z') });
    expect(range('at', 'yesterday-ish')).toMatch(/not valid/);
    const between = resolveTimeFilter(
      { field: 'f', operation: 'between', value: { startDate: '2024-01-02', endDate: null } },
      'UTC',
      now,
    );
    expect(between).toMatchObject({ ok: true, range: { start: at('2024-01-02T00:00:00Z') } });
    const backwards = resolveTimeFilter(
      {
        field: 'f',
        operation: 'between',
        value: { startDate: '2024-02-02', endDate: '2024-01-01' },
      },
      'UTC',
      now,
    );
    expect(backwards).toMatchObject({ ok: false });
  });
});
