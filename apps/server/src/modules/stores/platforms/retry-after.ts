/** The shop platform clients' waits between attempts (429 and 5xx answers). */
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Retry-After as milliseconds: seconds (Shopify sends "2.0") or an HTTP date (RFC 9110); null when
 * absent or unreadable, so the caller falls back to its own backoff.
 */
export function retryAfterMs(value: string | null, now = Date.now()): number | null {
  if (!value?.trim()) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/** How a shop platform client retries "later" answers (429, 5xx, a dropped connection). */
export type RetryPolicy = {
  /** Attempts in all, the first included. */
  maxAttempts: number;
  /** The first back-off after a 5xx or a network failure; doubled each time. */
  baseDelayMs: number;
  /** No single wait is longer: a Retry-After beyond it fails the call (the caller retries later). */
  maxWaitMs: number;
  /** One attempt's time limit. */
  timeoutMs: number;
};

/** The same for Shopify, TikTok Shop and Etsy: a few attempts, and no wait longer than 10 s. */
export const DEFAULT_RETRY: RetryPolicy = {
  maxAttempts: 5,
  baseDelayMs: 500,
  maxWaitMs: 10_000,
  timeoutMs: 20_000,
};
