import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSpamGuard } from './useSpamGuard';

type Guard = { current: ReturnType<typeof useSpamGuard> };
/** One click; act() hands back a thenable, so the click's answer is read through a variable. */
function press(guard: Guard): boolean {
  let isAllowed = false;
  act(() => {
    isAllowed = guard.current.click();
  });
  return isAllowed;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the spam guard', () => {
  it('lets two clicks within 5 seconds act', () => {
    const { result } = renderHook(() => useSpamGuard());
    expect(press(result)).toBe(true);
    act(() => vi.advanceTimersByTime(4_000));
    expect(press(result)).toBe(true);
    expect(result.current.isBlocked).toBe(false);
  });

  it('blocks on the third click within 5 seconds', () => {
    const { result } = renderHook(() => useSpamGuard());
    press(result);
    press(result);
    expect(press(result)).toBe(false);
    expect(result.current.isBlocked).toBe(true);
  });

  it('stays blocked until 5 seconds pass without a click', () => {
    const { result } = renderHook(() => useSpamGuard());
    for (let index = 0; index < 3; index += 1) press(result);
    act(() => vi.advanceTimersByTime(4_000));
    // Another click (a keyboard press reaches a disabled-looking button too) restarts the wait.
    expect(press(result)).toBe(false);
    act(() => vi.advanceTimersByTime(4_999));
    expect(result.current.isBlocked).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.isBlocked).toBe(false);
    expect(press(result)).toBe(true);
  });

  it('forgets clicks older than the window', () => {
    const { result } = renderHook(() => useSpamGuard());
    press(result);
    act(() => vi.advanceTimersByTime(3_000));
    press(result);
    act(() => vi.advanceTimersByTime(2_500));
    // The first click is 5.5 s old: this is the second within the window.
    expect(press(result)).toBe(true);
    expect(result.current.isBlocked).toBe(false);
  });
});
