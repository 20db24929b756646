import type { TimekeepingType } from '@platfox/domain';
import { describe, expect, it } from 'vitest';
import { dayTotals, localDate, sessionsOf, workedMinutes, type TimeLog } from './time-totals';

/* Time totals (issue 33) against values worked out by hand. */

const log = (type: TimekeepingType, iso: string, timezoneOffset = 0): TimeLog => ({
  type,
  at: new Date(iso),
  timezoneOffset,
});
const totalsOf = (logs: TimeLog[], now = '2026-03-10T00:00:00Z') =>
  dayTotals(sessionsOf(logs, new Date(now)));

describe('time totals', () => {
  it('sums a day with two breaks and a lunch', () => {
    // 08:00 to 17:00 = 540 min; breaks 10:00-10:15 and 15:00-15:10 = 25 min; lunch 12:00-12:45.
    const [day, ...rest] = totalsOf([
      log('checkin', '2026-03-02T08:00:00Z'),
      log('break', '2026-03-02T10:00:00Z'),
      log('working', '2026-03-02T10:15:00Z'),
      log('lunch', '2026-03-02T12:00:00Z'),
      log('working', '2026-03-02T12:45:00Z'),
      log('break', '2026-03-02T15:00:00Z'),
      log('working', '2026-03-02T15:10:00Z'),
      log('checkout', '2026-03-02T17:00:00Z'),
    ]);
    expect(rest).toEqual([]);
    expect(day).toMatchObject({
      date: '2026-03-02',
      duration: 540,
      breakDuration: 25,
      breakTimes: 2,
      lunchDuration: 45,
      workDuration: 470,
      isOpen: false,
      isMissingCheckout: false,
    });
    expect(day!.lastCheckOut!.toISOString()).toBe('2026-03-02T17:00:00.000Z');
  });

  it('credits a night shift across midnight to the local date it began', () => {
    // UTC+7 (offset -420): check-in 22:00 local on 2 March = 15:00Z; out 06:30 local = 23:30Z.
    const [day] = totalsOf([
      log('checkin', '2026-03-02T15:00:00Z', -420),
      log('lunch', '2026-03-02T19:00:00Z', -420),
      log('working', '2026-03-02T19:30:00Z', -420),
      log('checkout', '2026-03-02T23:30:00Z', -420),
    ]);
    expect(day).toMatchObject({ date: '2026-03-02', duration: 510, lunchDuration: 30 });
    expect(day!.workDuration).toBe(480);
  });

  it('puts the same instant on different dates by the station offset', () => {
    // 23:30Z on 2 March is 3 March 06:30 at UTC+7 and still 2 March 18:30 at UTC-5.
    expect(localDate(new Date('2026-03-02T23:30:00Z'), -420)).toBe('2026-03-03');
    expect(localDate(new Date('2026-03-02T23:30:00Z'), 300)).toBe('2026-03-02');
    const days = totalsOf([
      log('checkin', '2026-03-02T23:30:00Z', -420),
      log('checkout', '2026-03-03T01:00:00Z', -420),
      log('checkin', '2026-03-03T02:00:00Z', 300),
      log('checkout', '2026-03-03T04:15:00Z', 300),
    ]);
    // The second session began at 21:00 on 2 March local (UTC-5).
    expect(days.map((day) => [day.date, day.duration])).toEqual([
      ['2026-03-03', 90],
      ['2026-03-02', 135],
    ]);
  });

  it('adds two sessions of one date and marks a forgotten check-out', () => {
    const days = totalsOf(
      [
        log('checkin', '2026-03-04T08:00:00Z'),
        log('checkout', '2026-03-04T11:00:00Z'),
        log('checkin', '2026-03-04T12:00:00Z'),
        log('checkout', '2026-03-04T13:30:00Z'),
        // Never checked out: counted to the longest shift (16 h).
        log('checkin', '2026-03-05T08:00:00Z'),
      ],
      '2026-03-06T12:00:00Z',
    );
    expect(days.map((day) => [day.date, day.duration, day.isMissingCheckout])).toEqual([
      ['2026-03-04', 270, false],
      ['2026-03-05', 960, true],
    ]);
  });

  it('runs an open session to now and counts work inside a window only', () => {
    const logs = [
      log('checkin', '2026-03-09T22:00:00Z'),
      log('break', '2026-03-09T23:50:00Z'),
      log('working', '2026-03-10T00:20:00Z'),
    ];
    const now = new Date('2026-03-10T02:00:00Z');
    const sessions = sessionsOf(logs, now);
    expect(dayTotals(sessions)[0]).toMatchObject({
      isOpen: true,
      duration: 240,
      breakDuration: 30,
    });
    // Today (from midnight UTC): 00:20 to 02:00 at work = 100 min.
    expect(workedMinutes(sessions, Date.parse('2026-03-10T00:00:00Z'), now.getTime())).toBe(100);
  });
});
