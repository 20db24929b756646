import { StoreAuthError } from '../types';
import { retryAfterMs, sleep, type RetryPolicy } from '../retry-after';

/*
 * How the Shopify client talks HTTP: one request with a timeout, retried a bounded number of times
 * when Shopify says "later" (429 with Retry-After, GraphQL THROTTLED with its cost bucket, 5xx, a
 * dropped connection), and StoreAuthError when the shop refused the token (401/403), so the store
 * service can ask the seller to reconnect instead of retrying forever.
 */

/** Shopify answered, but not with what was asked (a GraphQL error, a userError, a 4xx other than auth). */
export class ShopifyError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** Worth retrying later (5xx, throttling, timeouts) rather than a refusal of the request itself. */
    readonly isTransient: boolean,
  ) {
    super(message);
  }
}

/** 401 (the token expired or was revoked: worth one renewal) or 403 (a scope is missing). */
export class TokenRefusedError extends StoreAuthError {
  constructor(readonly status: number) {
    super(`Shopify refused the store's access token (${status})`);
  }
}

export type GraphqlThrottle = { requestedQueryCost?: number; throttleStatus?: ThrottleStatus };
type ThrottleStatus = { currentlyAvailable?: number; restoreRate?: number };

/** What a THROTTLED answer asks for: long enough for the bucket to hold the query's cost again. */
function throttleWaitMs(cost: GraphqlThrottle | undefined): number {
  const needed = cost?.requestedQueryCost ?? 0;
  const available = cost?.throttleStatus?.currentlyAvailable ?? 0;
  const rate = cost?.throttleStatus?.restoreRate ?? 0;
  if (rate <= 0) return 1000;
  return Math.max(0, ((needed - available) / rate) * 1000);
}

type Attempt =
  { kind: 'done'; status: number; body: unknown } | { kind: 'wait'; ms: number; reason: string };

async function attempt(
  url: string,
  init: RequestInit,
  policy: RetryPolicy,
  n: number,
): Promise<Attempt> {
  const backoff = () => Math.min(policy.maxWaitMs, policy.baseDelayMs * 2 ** (n - 1));
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(policy.timeoutMs) });
  } catch (error) {
    const reason = (error as Error).name === 'TimeoutError' ? 'timed out' : 'could not be reached';
    return { kind: 'wait', ms: backoff(), reason: `Shopify ${reason}` };
  }
  const text = await response.text().catch(() => '');
  if (response.status === 401 || response.status === 403) {
    throw new TokenRefusedError(response.status);
  }
  if (response.status === 429) {
    const ms = retryAfterMs(response.headers.get('retry-after')) ?? backoff();
    return { kind: 'wait', ms, reason: 'Shopify rate limit (429)' };
  }
  if (response.status >= 500) {
    return { kind: 'wait', ms: backoff(), reason: `Shopify answered ${response.status}` };
  }
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  return { kind: 'done', status: response.status, body };
}

/**
 * One JSON request with Shopify's retry rules. Answers the status and parsed body of the first
 * answer that is neither a rate limit nor a server error; 4xx other than 401/403 are the caller's.
 * `isThrottled` lets GraphQL treat a 200 carrying a THROTTLED error as the rate limit it is.
 */
export async function requestJson(
  url: string,
  init: RequestInit,
  policy: RetryPolicy,
  isThrottled: (body: unknown) => GraphqlThrottle | null = () => null,
): Promise<{ status: number; body: unknown }> {
  let last = 'Shopify did not answer';
  for (let n = 1; n <= policy.maxAttempts; n += 1) {
    let result: Attempt = await attempt(url, init, policy, n);
    if (result.kind === 'done') {
      const throttle = isThrottled(result.body);
      if (!throttle) return result;
      result = {
        kind: 'wait',
        ms: throttleWaitMs(throttle),
        reason: 'Shopify throttled the query',
      };
    }
    last = result.reason;
    if (result.ms > policy.maxWaitMs) {
      throw new ShopifyError(`${last}: asked to wait ${Math.ceil(result.ms)} ms`, 429, true);
    }
    if (n < policy.maxAttempts) await sleep(result.ms);
  }
  throw new ShopifyError(`${last}, after ${policy.maxAttempts} attempts`, 0, true);
}
