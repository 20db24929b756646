import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startReconnectCountdown } from './connection';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('disconnect countdown', () => {
  it('counts down 60 seconds, retries every 10 and gives up at zero', () => {
    const retry = vi.fn();
    const onTick = vi.fn();
    const onExpire = vi.fn();
    startReconnectCountdown({ retry, onTick, onExpire });
    vi.advanceTimersByTime(9_000);
    expect(retry).not.toHaveBeenCalled();
    expect(onTick).toHaveBeenLastCalledWith({ secondsLeft: 51, secondsToRetry: 1 });
    vi.advanceTimersByTime(1_000);
    expect(retry).toHaveBeenCalledOnce();
    expect(onTick).toHaveBeenLastCalledWith({ secondsLeft: 50, secondsToRetry: 10 });
    vi.advanceTimersByTime(49_000);
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(retry).toHaveBeenCalledTimes(6);
    expect(onExpire).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(60_000);
    expect(retry).toHaveBeenCalledTimes(6);
  });

  it('stops when the server answers (the modal closes)', () => {
    const retry = vi.fn();
    const onExpire = vi.fn();
    const stop = startReconnectCountdown({ retry, onTick: () => undefined, onExpire });
    vi.advanceTimersByTime(15_000);
    stop();
    vi.advanceTimersByTime(60_000);
    expect(retry).toHaveBeenCalledOnce();
    expect(onExpire).not.toHaveBeenCalled();
  });

  it('never gives up on the maintenance page', () => {
    const retry = vi.fn();
    const onExpire = vi.fn();
    const stop = startReconnectCountdown({
      totalSeconds: Infinity,
      retry,
      onTick: () => undefined,
      onExpire,
    });
    vi.advanceTimersByTime(600_000);
    expect(retry).toHaveBeenCalledTimes(60);
    expect(onExpire).not.toHaveBeenCalled();
    stop();
  });
});
