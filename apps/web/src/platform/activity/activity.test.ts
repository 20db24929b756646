import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ACTIVITY_EVENTS,
  INACTIVE_AFTER_MS,
  isUserActive,
  recordActivity,
  resetActivity,
  startActivityTracking,
} from '.';

const MINUTE = 60_000;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(0);
  resetActivity(0);
});
afterEach(() => vi.useRealTimers());

function track(isIdleChecked = () => true) {
  const target = new EventTarget();
  const broadcast = vi.fn();
  const onIdle = vi.fn();
  const stop = startActivityTracking({
    broadcast,
    onIdle,
    isIdleChecked,
    target: target as unknown as Window,
  });
  return { target, broadcast, onIdle, stop };
}

describe('activity tracking', () => {
  it('listens to key presses, mouse moves, resizes and scrolls', () => {
    expect([...ACTIVITY_EVENTS]).toEqual(['keydown', 'mousemove', 'resize', 'scroll']);
    const { target, stop } = track();
    for (const name of ACTIVITY_EVENTS) {
      vi.advanceTimersByTime(11 * MINUTE);
      expect(isUserActive(Date.now())).toBe(false);
      target.dispatchEvent(new Event(name));
      expect(isUserActive(Date.now()), name).toBe(true);
    }
    stop();
  });

  it('calls the user inactive after 10 minutes without activity, at the minute check', () => {
    expect(INACTIVE_AFTER_MS).toBe(10 * MINUTE);
    const { onIdle, stop } = track();
    vi.advanceTimersByTime(9 * MINUTE);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(MINUTE);
    expect(onIdle).toHaveBeenCalledOnce();
    stop();
  });

  it('tells the other tabs about its own activity once a minute, and only when there was some', () => {
    const { target, broadcast, stop } = track();
    vi.advanceTimersByTime(MINUTE);
    expect(broadcast).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10_000);
    target.dispatchEvent(new Event('mousemove'));
    target.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(50_000);
    expect(broadcast).toHaveBeenCalledExactlyOnceWith(70_000);
    vi.advanceTimersByTime(MINUTE);
    expect(broadcast).toHaveBeenCalledOnce();
    stop();
  });

  it('is kept alive by another tab’s activity without echoing it back', () => {
    const { broadcast, onIdle, stop } = track();
    for (let minute = 1; minute <= 15; minute += 1) {
      recordActivity(minute * MINUTE - 1_000, { isLocal: false });
      vi.advanceTimersByTime(MINUTE);
    }
    expect(onIdle).not.toHaveBeenCalled();
    expect(broadcast).not.toHaveBeenCalled();
    stop();
  });

  it('does not ask while idleness does not matter (remember me, an untracked route)', () => {
    const { onIdle, stop } = track(() => false);
    vi.advanceTimersByTime(30 * MINUTE);
    expect(onIdle).not.toHaveBeenCalled();
    stop();
  });

  it('stops listening when stopped', () => {
    const { target, onIdle, stop } = track();
    stop();
    vi.advanceTimersByTime(11 * MINUTE);
    target.dispatchEvent(new Event('keydown'));
    expect(isUserActive(Date.now())).toBe(false);
    expect(onIdle).not.toHaveBeenCalled();
  });
});
