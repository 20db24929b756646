import { StoreAuthError, type ConnectedStore, type StoreCredentials } from '../types';
import { signRequest } from './sign';
import { retryAfterMs, sleep, type RetryPolicy } from '../retry-after';

/*
 * How the TikTok Shop client talks HTTP. Every Open API call carries app_key, timestamp and (for
 * shop resources) shop_cipher in its query, is signed (sign.ts), and sends the access token in
 * x-tts-access-token. TikTok answers {code, message, data, request_id}: code 0 is success. A 429 or
 * 5xx (or a dropped connection) is retried a bounded number of times; a refused token is
 * StoreAuthError, so the store asks its seller to reconnect instead of retrying forever. An
 * access token that has expired (or is about to) is refreshed first with the refresh token.
 */

export type TikTokContext = {
  appKey: string;
  appSecret: string;
  /** The Open API's origin: https://open-api.tiktokglobalshop.com. */
  apiBase: string;
  /** The token service's origin: https://auth.tiktok-shops.com. */
  authBase: string;
  /** The app's service id (Partner Center), which the authorization link names. */
  serviceId: string | undefined;
  /** The authorization page's origin: https://services.tiktokshop.com (US: services.tiktokshops.us). */
  authorizeBase: string;
  retry: RetryPolicy;
};

/** TikTok answered, but not with what was asked (a non-zero code other than the token's). */
export class TikTokError extends Error {
  constructor(
    message: string,
    readonly code: number,
    readonly isTransient: boolean,
  ) {
    super(message);
  }
}

/** TikTok's codes for an access token that is invalid, expired or revoked (105xxx). */
const isTokenCode = (code: number) => code >= 105000 && code < 106000;
/** The access token has expired: worth one refresh before the store needs reconnecting. */
const EXPIRED_TOKEN = 105002;
/** Refreshed this long before the documented expiry, so a call never carries a dying token. */
const REFRESH_MARGIN_MS = 5 * 60_000;

type Envelope = { code?: number; message?: string; data?: unknown };
/**
 * One request with TikTok's retry rules: the envelope of the first answer that is neither a rate
 * limit nor a server error. `build` is called per attempt (the timestamp and signature are fresh).
 */
async function withRetries(
  policy: RetryPolicy,
  build: () => { url: string; init: RequestInit },
): Promise<Envelope> {
  let last = 'TikTok Shop did not answer';
  for (let n = 1; n <= policy.maxAttempts; n += 1) {
    const backoff = Math.min(policy.maxWaitMs, policy.baseDelayMs * 2 ** (n - 1));
    const { url, init } = build();
    let wait = backoff;
    try {
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(policy.timeoutMs) });
      const text = await response.text().catch(() => '');
      if (response.status === 401 || response.status === 403) {
        throw new StoreAuthError(`TikTok Shop refused the shop's credentials (${response.status})`);
      }
      if (response.status === 429) {
        wait = retryAfterMs(response.headers.get('retry-after')) ?? backoff;
        last = 'TikTok Shop rate limit (429)';
      } else if (response.status >= 500) {
        last = `TikTok Shop answered ${response.status}`;
      } else {
        try {
          return JSON.parse(text) as Envelope;
        } catch {
          throw new TikTokError(`TikTok Shop answered ${response.status}, not JSON`, -1, false);
        }
      }
    } catch (error) {
      if (error instanceof StoreAuthError || error instanceof TikTokError) throw error;
      last =
        (error as Error).name === 'TimeoutError'
          ? 'TikTok Shop timed out'
          : 'TikTok Shop could not be reached';
    }
    if (wait > policy.maxWaitMs) {
      throw new TikTokError(`${last}: asked to wait ${Math.ceil(wait)} ms`, 429, true);
    }
    if (n < policy.maxAttempts) await sleep(wait);
  }
  throw new TikTokError(`${last}, after ${policy.maxAttempts} attempts`, 0, true);
}

/** The token service (token/get and token/refresh): plain GETs with the app's key and secret. */
export async function tokenCall(
  context: TikTokContext,
  path: '/api/v2/token/get' | '/api/v2/token/refresh',
  params: Record<string, string>,
): Promise<StoreCredentials> {
  const query = new URLSearchParams({
    app_key: context.appKey,
    app_secret: context.appSecret,
    ...params,
  });
  const answer = await withRetries(context.retry, () => ({
    url: `${context.authBase}${path}?${query.toString()}`,
    init: { method: 'GET', headers: { accept: 'application/json' } },
  }));
  const data = (answer.data ?? {}) as {
    access_token?: string;
    access_token_expire_in?: number;
    refresh_token?: string;
    refresh_token_expire_in?: number;
    open_id?: string;
    seller_name?: string;
  };
  if (answer.code !== 0 || !data.access_token || !data.refresh_token) {
    throw new StoreAuthError(`TikTok Shop refused the ${params.grant_type} (${answer.code})`);
  }
  // The *_expire_in fields are Unix times in seconds, not durations.
  return {
    accessToken: data.access_token,
    accessExpiresAt: String((data.access_token_expire_in ?? 0) * 1000),
    refreshToken: data.refresh_token,
    refreshExpiresAt: String((data.refresh_token_expire_in ?? 0) * 1000),
    openId: data.open_id ?? '',
    sellerName: data.seller_name ?? '',
  };
}

/**
 * A fresh access token from the refresh token: renewed through the store (one renewal at a time,
 * kept for the next call) where it can, and the store's credentials updated in place, so the rest
 * of this pull or push uses it too.
 */
async function refresh(context: TikTokContext, store: ConnectedStore): Promise<StoreCredentials> {
  const renew = async (latest: StoreCredentials): Promise<StoreCredentials> => {
    if (!latest.refreshToken) throw new StoreAuthError('The TikTok shop has no refresh token');
    const tokens = await tokenCall(context, '/api/v2/token/refresh', {
      refresh_token: latest.refreshToken,
      grant_type: 'refresh_token',
    });
    return { ...latest, ...tokens };
  };
  const renewed = store.renew ? await store.renew(renew) : await renew(store.credentials);
  Object.assign(store.credentials, renewed);
  return store.credentials;
}

export type Call = {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  /** Shop resources carry shop_cipher; the authorization calls (which find it) do not. */
  isShopCall?: boolean;
};

/** One signed Open API call for a connected shop; answers the envelope's `data`. */
export async function openApi<T>(context: TikTokContext, store: ConnectedStore, call: Call) {
  let credentials = store.credentials;
  const expiresAt = Number(credentials.accessExpiresAt ?? 0);
  if (expiresAt > 0 && expiresAt - Date.now() < REFRESH_MARGIN_MS) {
    credentials = await refresh(context, store);
  }
  let answer = await signedCall(context, credentials, call);
  if (answer.code === EXPIRED_TOKEN) {
    credentials = await refresh(context, store);
    answer = await signedCall(context, credentials, call);
  }
  if (answer.code === 0) return (answer.data ?? {}) as T;
  const code = answer.code ?? -1;
  if (isTokenCode(code)) throw new StoreAuthError(`TikTok Shop refused the token (${code})`);
  throw new TikTokError(`TikTok Shop: ${answer.message ?? 'error'} (${code})`, code, false);
}

/** The query and signature one attempt sends: app_key, timestamp, shop_cipher and the call's own. */
export function signedQuery(
  context: Pick<TikTokContext, 'appKey' | 'appSecret'>,
  credentials: StoreCredentials,
  call: Call,
  body: string,
  now = Date.now(),
): URLSearchParams {
  const query: Record<string, string> = {
    ...call.query,
    app_key: context.appKey,
    timestamp: String(Math.floor(now / 1000)),
  };
  if (call.isShopCall !== false && credentials.shopCipher) {
    query.shop_cipher = credentials.shopCipher;
  }
  query.sign = signRequest(context.appSecret, call.path, query, body);
  return new URLSearchParams(query);
}

function signedCall(context: TikTokContext, credentials: StoreCredentials, call: Call) {
  const body = call.body === undefined ? '' : JSON.stringify(call.body);
  return withRetries(context.retry, () => ({
    url: `${context.apiBase}${call.path}?${signedQuery(context, credentials, call, body).toString()}`,
    init: {
      method: call.method,
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        'x-tts-access-token': credentials.accessToken ?? '',
      },
      ...(call.body === undefined ? {} : { body }),
    },
  }));
}
