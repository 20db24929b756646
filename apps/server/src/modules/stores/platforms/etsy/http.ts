import { StoreAuthError } from '../types';
import { retryAfterMs, sleep, type RetryPolicy } from '../retry-after';

/*
 * How the Etsy client talks HTTP: every request carries the app's x-api-key (the keystring and
 * the shared secret joined by a colon, which Etsy requires of every Open API v3 call), one attempt
 * has a time limit, and "later" answers (429 with Retry-After, 5xx, a dropped connection) are
 * retried a bounded number of times. 401/403 become StoreAuthError so the store service asks the
 * seller to reconnect instead of retrying for ever.
 */

/** Etsy answered, but not with what was asked (a 4xx other than auth, or "later" too long). */
export class EtsyError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly isTransient: boolean,
  ) {
    super(message);
  }
}

export type EtsyAnswer = { status: number; body: unknown };

/**
 * One request with Etsy's retry rules: the first answer that is neither a rate limit nor a server
 * error, parsed as JSON when it is. 4xx other than 401/403 are the caller's to read.
 */
export async function etsyRequest(
  url: string,
  init: RequestInit,
  policy: RetryPolicy,
  /** Every answer's headers (the daily quota's figures: quota.ts). */
  onAnswer?: (headers: Headers) => void,
): Promise<EtsyAnswer> {
  let last = 'Etsy did not answer';
  for (let n = 1; n <= policy.maxAttempts; n += 1) {
    const backoff = Math.min(policy.maxWaitMs, policy.baseDelayMs * 2 ** (n - 1));
    let wait = backoff;
    try {
      const response = await fetch(url, {
        ...init,
        signal: AbortSignal.timeout(policy.timeoutMs),
      });
      onAnswer?.(response.headers);
      const text = await response.text().catch(() => '');
      if (response.status === 401 || response.status === 403) {
        throw new StoreAuthError(`Etsy refused the shop's access token (${response.status})`);
      }
      if (response.status === 429) {
        wait = retryAfterMs(response.headers.get('retry-after')) ?? backoff;
        last = 'Etsy rate limit (429)';
      } else if (response.status >= 500) {
        last = `Etsy answered ${response.status}`;
      } else {
        let body: unknown = null;
        try {
          body = text ? JSON.parse(text) : null;
        } catch {
          body = text;
        }
        return { status: response.status, body };
      }
    } catch (error) {
      if (error instanceof StoreAuthError) throw error;
      last =
        (error as Error).name === 'TimeoutError' ? 'Etsy timed out' : 'Etsy could not be reached';
    }
    if (wait > policy.maxWaitMs) {
      throw new EtsyError(`${last}: asked to wait ${Math.ceil(wait)} ms`, 429, true);
    }
    if (n < policy.maxAttempts) await sleep(wait);
  }
  throw new EtsyError(`${last}, after ${policy.maxAttempts} attempts`, 0, true);
}

/** The message of Etsy's error body ({"error": "..."}), for logs and the store's page. */
export function etsyErrorOf(body: unknown): string {
  const error = (body as { error?: unknown } | null)?.error;
  return typeof error === 'string' ? error : 'no detail';
}
