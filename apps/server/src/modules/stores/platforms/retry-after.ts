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
