import type { TimekeepingType } from '@platfox/domain';

/** The longest shift: a check-in older than this no longer puts a member on duty. */
export const MAX_SHIFT_MS = 16 * 60 * 60 * 1000;

/**
 * The earliest check-in of a shift still under way at `now`: who is on duty is read from the time
 * logs since then (the staff screens, the floor's check, the shift reminders).
 */
export const shiftStart = (now = new Date()) => new Date(now.getTime() - MAX_SHIFT_MS);

export type TimeLog = { type: TimekeepingType; at: Date; timezoneOffset: number };

/** A stretch of one session: at work, on a break or at lunch. */
export type Segment = { kind: 'work' | 'break' | 'lunch'; start: number; end: number };

/** One check-in to its check-out (or to now, or to the longest shift when it was never closed). */
export type Session = {
  start: number;
  end: number;
  /** The station's offset at check-in: the session belongs to that local date. */
  timezoneOffset: number;
  segments: Segment[];
  isOpen: boolean;
  isMissingCheckout: boolean;
};

export type DayTotals = {
  date: string;
  firstCheckIn: Date;
  lastCheckOut: Date | null;
  timezoneOffset: number;
  duration: number;
  workDuration: number;
  breakDuration: number;
  breakTimes: number;
  lunchDuration: number;
  isOpen: boolean;
  isMissingCheckout: boolean;
};

/** The local date (YYYY-MM-DD) of an instant, for an offset as Date#getTimezoneOffset gives it. */
export function localDate(at: Date | number, timezoneOffset: number): string {
  const ms = typeof at === 'number' ? at : at.getTime();
  return new Date(ms - timezoneOffset * 60_000).toISOString().slice(0, 10);
}

/**
 * One member's logs (in time order) as sessions. The states: off, working, on a break, at lunch.
 * checkin opens a session (a check-in while one is open closes the forgotten one there), break and
 * lunch pause the work, working ends the pause, checkout closes the pause and the session. A log
 * that makes no sense in the state (a break while off) changes nothing: the station refuses those,
 * and the totals must survive old data. An open session runs to `now`, or to the longest shift
 * after its start, when it is then counted as a missing check-out.
 */
export function sessionsOf(logs: readonly TimeLog[], now: Date): Session[] {
  const sessions: Session[] = [];
  let open: Session | null = null;
  let since = 0;
  let kind: Segment['kind'] = 'work';

  const cut = (session: Session, at: number) => {
    if (at > since) session.segments.push({ kind, start: since, end: at });
    since = at;
  };
  const close = (session: Session, at: number, flags: Partial<Session> = {}) => {
    const end = Math.max(session.start, Math.min(at, session.start + MAX_SHIFT_MS));
    cut(session, end);
    sessions.push({ ...session, ...flags, end });
    open = null;
  };

  for (const log of logs) {
    const at = log.at.getTime();
    if (log.type === 'checkin') {
      if (open) close(open, at, { isMissingCheckout: true });
      open = {
        start: at,
        end: at,
        timezoneOffset: log.timezoneOffset,
        segments: [],
        isOpen: false,
        isMissingCheckout: false,
      };
      since = at;
      kind = 'work';
      continue;
    }
    if (!open) continue;
    const session: Session = open;
    if (at - session.start > MAX_SHIFT_MS) {
      close(session, at, { isMissingCheckout: true });
      continue;
    }
    if (log.type === 'checkout') close(session, at);
    else if (log.type === 'working') {
      if (kind !== 'work') {
        cut(session, at);
        kind = 'work';
      }
    } else if (kind !== log.type) {
      cut(session, at);
      kind = log.type;
    }
  }
  const last = open as Session | null;
  if (last) {
    const isOpen = now.getTime() - last.start < MAX_SHIFT_MS;
    close(last, now.getTime(), isOpen ? { isOpen: true } : { isMissingCheckout: true });
  }
  return sessions;
}

const minutes = (ms: number) => Math.round(ms / 600) / 100;

/** Totals per local date of check-in (spec 03 section 3.1), in minutes with 2 decimals. */
export function dayTotals(sessions: readonly Session[]): DayTotals[] {
  const byDate = new Map<string, DayTotals & { ms: Record<Segment['kind'] | 'all', number> }>();
  for (const session of sessions) {
    const date = localDate(session.start, session.timezoneOffset);
    const day = byDate.get(date) ?? {
      date,
      firstCheckIn: new Date(session.start),
      lastCheckOut: null,
      timezoneOffset: session.timezoneOffset,
      duration: 0,
      workDuration: 0,
      breakDuration: 0,
      breakTimes: 0,
      lunchDuration: 0,
      isOpen: false,
      isMissingCheckout: false,
      ms: { all: 0, work: 0, break: 0, lunch: 0 },
    };
    day.ms.all += session.end - session.start;
    for (const segment of session.segments) day.ms[segment.kind] += segment.end - segment.start;
    day.breakTimes += session.segments.filter((segment) => segment.kind === 'break').length;
    day.lastCheckOut = session.isOpen ? null : new Date(session.end);
    day.isOpen = session.isOpen;
    day.isMissingCheckout ||= session.isMissingCheckout;
    byDate.set(date, day);
  }
  return [...byDate.values()].map(({ ms, ...day }) => ({
    ...day,
    duration: minutes(ms.all),
    workDuration: minutes(ms.work),
    breakDuration: minutes(ms.break),
    lunchDuration: minutes(ms.lunch),
  }));
}

/** Minutes at work within [from, to): the work segments that fall in it. */
export function workedMinutes(sessions: readonly Session[], from: number, to: number): number {
  let ms = 0;
  for (const session of sessions) {
    for (const segment of session.segments) {
      if (segment.kind !== 'work') continue;
      ms += Math.max(0, Math.min(segment.end, to) - Math.max(segment.start, from));
    }
  }
  return minutes(ms);
}
