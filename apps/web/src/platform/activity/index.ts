import { ACTIVITY_BROADCAST_INTERVAL_MS, INACTIVE_USER_MINUTES } from '@platfox/domain';

/**
 * User activity (spec 01 section 4): key presses, mouse moves, resizes and scrolls. The token check
 * reads it (an active user's token is refreshed silently); the shell turns a long silence into the
 * confirm-still-active prompt. Activity in another tab counts too: each tab tells the others every
 * 60 seconds, but only about activity of its own, so two idle tabs never keep each other alive.
 */
export const ACTIVITY_EVENTS = ['keydown', 'mousemove', 'resize', 'scroll'] as const;
export const INACTIVE_AFTER_MS = INACTIVE_USER_MINUTES * 60_000;

let lastActivityAt = Date.now();
let lastLocalActivityAt = lastActivityAt;

/** Notes activity at `at`; `isLocal: false` for activity another tab reported. */
export function recordActivity(at = Date.now(), { isLocal = true } = {}): void {
  if (at > lastActivityAt) lastActivityAt = at;
  if (isLocal && at > lastLocalActivityAt) lastLocalActivityAt = at;
}

export function lastActivityTime(): number {
  return lastActivityAt;
}

/** Active means some activity, here or in another tab, within the last 10 minutes. */
export function isUserActive(now = Date.now()): boolean {
  return now - lastActivityAt < INACTIVE_AFTER_MS;
}

/** Tests start from a known moment. */
export function resetActivity(at = Date.now()): void {
  lastActivityAt = at;
  lastLocalActivityAt = at;
}

export type ActivityTrackingOptions = {
  /** Tells the other tabs about this tab's latest activity. */
  broadcast: (at: number) => void;
  /** Called at each check while nobody has been active for `idleAfterMs`. */
  onIdle: () => void;
  /** Whether idleness matters right now (a tracked route, a session without remember-me). */
  isIdleChecked: () => boolean;
  idleAfterMs?: number;
  intervalMs?: number;
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  now?: () => number;
};

/**
 * Listens to the activity events and, every minute, broadcasts this tab's new activity and checks
 * for idleness. Returns the stop function.
 */
export function startActivityTracking({
  broadcast,
  onIdle,
  isIdleChecked,
  idleAfterMs = INACTIVE_AFTER_MS,
  intervalMs = ACTIVITY_BROADCAST_INTERVAL_MS,
  target = window,
  now = Date.now,
}: ActivityTrackingOptions): () => void {
  let broadcastUpTo = lastLocalActivityAt;
  const onEvent = () => recordActivity(now());
  // Capture, so scrolls inside any scrolling element count (scroll does not bubble).
  const listenerOptions = { capture: true, passive: true } as const;
  for (const name of ACTIVITY_EVENTS) target.addEventListener(name, onEvent, listenerOptions);
  const timer = setInterval(() => {
    if (lastLocalActivityAt > broadcastUpTo) {
      broadcastUpTo = lastLocalActivityAt;
      broadcast(lastLocalActivityAt);
    }
    if (isIdleChecked() && now() - lastActivityAt >= idleAfterMs) onIdle();
  }, intervalMs);
  return () => {
    clearInterval(timer);
    for (const name of ACTIVITY_EVENTS) target.removeEventListener(name, onEvent, listenerOptions);
  };
}
