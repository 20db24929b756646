/**
 * When a failed delivery is tried again: exponential backoff with jitter. The delay before try
 * n + 1 is drawn from [d/2, d], d = min(base × 2^(n-1), base × 480); with the default base of
 * 60 s that is 1, 2, 4 ... minutes up to 8 hours. Fifteen tries in all: even with the shortest
 * draws the last comes 87,330 s (24.3 h) after the first, at the longest 174,660 s (48.5 h).
 * The jitter spreads the retries of many deliveries that failed together (a receiver's outage).
 */
export const WEBHOOK_MAX_ATTEMPTS = 15;
const CAP_FACTOR = 480;

/** The delay in ms after the `attempts`-th failed try; `random` in [0, 1). */
export function retryDelayMs(attempts: number, baseMs: number, random = Math.random()): number {
  const ceiling = Math.min(baseMs * 2 ** (attempts - 1), baseMs * CAP_FACTOR);
  return Math.round(ceiling / 2 + (ceiling / 2) * random);
}
