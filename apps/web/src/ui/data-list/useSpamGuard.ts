import { SPAM_GUARD_MAX_CLICKS, SPAM_GUARD_WINDOW_MS } from '@platfox/domain';
import { useCallback, useEffect, useRef, useState } from 'react';

export type SpamGuard = {
  /** The button is disabled and says "Processing..." until the window passes without clicks. */
  isBlocked: boolean;
  /** Call on every click; false when this click is one too many and must not act. */
  click: () => boolean;
};

/**
 * The spam guard of spec 02 section 4.9: a third click within 5 seconds blocks the button, and it
 * stays blocked until 5 seconds pass without a click. Each click restarts that quiet period, so a
 * user hammering a slow button is held off until they stop.
 */
export function useSpamGuard({
  maxClicks = SPAM_GUARD_MAX_CLICKS,
  windowMs = SPAM_GUARD_WINDOW_MS,
}: { maxClicks?: number; windowMs?: number } = {}): SpamGuard {
  const clicks = useRef<number[]>([]);
  const quiet = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [isBlocked, setBlocked] = useState(false);

  useEffect(() => () => clearTimeout(quiet.current), []);

  const click = useCallback(() => {
    const now = Date.now();
    clicks.current = [...clicks.current.filter((at) => now - at < windowMs), now];
    clearTimeout(quiet.current);
    quiet.current = setTimeout(() => {
      clicks.current = [];
      setBlocked(false);
    }, windowMs);
    if (clicks.current.length <= maxClicks) return true;
    setBlocked(true);
    return false;
  }, [maxClicks, windowMs]);

  return { isBlocked, click };
}
