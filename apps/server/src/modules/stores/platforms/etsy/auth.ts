import { createHash, randomBytes } from 'node:crypto';
import { StoreAuthError, type ConnectedStore, type StoreCredentials } from '../types';
import type { RetryPolicy } from '../retry-after';
import { etsyErrorOf, etsyRequest, EtsyError } from './http';
import type { EtsyQuota } from './quota';

/*
 * Etsy's OAuth 2.0 authorization code grant with PKCE (Open API v3 "Authentication"): the browser
 * goes to www.etsy.com/oauth/connect with the app's keystring as client_id, the scopes, the
 * one-time state and the S256 code challenge; Etsy comes back to the redirect URI with code and
 * state; the code is exchanged with the verifier at /v3/public/oauth/token for an access token
 * (an hour) and a refresh token (90 days). The access token is refreshed before it expires and
 * kept through the store's renew.
 */

export type EtsyContext = {
  /** The app's keystring (client_id) and shared secret, from Your Apps. */
  apiKey: string;
  sharedSecret: string;
  /** https://api.etsy.com, or a stand-in. */
  apiBase: string;
  /** https://www.etsy.com/oauth/connect, or a stand-in. */
  connectUrl: string;
  retry: RetryPolicy;
  /** The app's daily quota as Etsy's answers report it. */
  quota: EtsyQuota;
};

/** Receipts to read and to ship (transactions_r/_w), listings to map (listings_r), the shop (shops_r). */
export const ETSY_SCOPES = ['transactions_r', 'transactions_w', 'listings_r', 'shops_r'];

/** A token is renewed when it has less than this left, so no call starts with a dying token. */
const REFRESH_MARGIN_MS = 5 * 60_000;

/** The x-api-key Etsy asks of every call: keystring and shared secret, colon-joined. */
export const apiKeyHeader = (context: EtsyContext) => `${context.apiKey}:${context.sharedSecret}`;

/** RFC 7636: 32 random bytes as base64url, 43 characters (within 43-128). */
export const newCodeVerifier = () => randomBytes(32).toString('base64url');

export const codeChallengeOf = (verifier: string) =>
  createHash('sha256').update(verifier).digest('base64url');

/** A shop's name as Etsy spells its address: letters and digits. */
const SHOP_NAME = /^[a-z0-9]{2,40}$/;

export class InvalidEtsyShopError extends Error {
  constructor(input: string) {
    super(`"${input}" is not an Etsy shop name (expected the name in etsy.com/shop/YourShop)`);
  }
}

/** What a seller types ("YourShop", "https://www.etsy.com/shop/YourShop") as the shop, lower-cased. */
export function normaliseShopName(input: string): string {
  let name = input.trim();
  const fromUrl = /etsy\.com\/(?:[a-z-]+\/)?shop\/([^/?#]+)/i.exec(name);
  if (fromUrl) name = fromUrl[1]!;
  const sub = /^(?:https?:\/\/)?([a-z0-9]+)\.etsy\.com\/?$/i.exec(name);
  if (sub) name = sub[1]!;
  name = name.toLowerCase();
  if (!SHOP_NAME.test(name)) throw new InvalidEtsyShopError(input);
  return name;
}

export function authorizeUrl(
  context: EtsyContext,
  state: string,
  redirectUri: string,
  codeVerifier: string | undefined,
): string {
  if (!codeVerifier) throw new Error('Etsy connections need a PKCE code verifier');
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: context.apiKey,
    redirect_uri: redirectUri,
    scope: ETSY_SCOPES.join(' '),
    state,
    code_challenge: codeChallengeOf(codeVerifier),
    code_challenge_method: 'S256',
  });
  return `${context.connectUrl}?${query.toString()}`;
}

type TokenAnswer = { access_token?: string; refresh_token?: string; expires_in?: number };

async function tokenRequest(
  context: EtsyContext,
  form: Record<string, string>,
): Promise<{ accessToken: string; refreshToken: string; expiresAt: string }> {
  const answer = await etsyRequest(
    `${context.apiBase}/v3/public/oauth/token`,
    {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
        'x-api-key': apiKeyHeader(context),
      },
      body: new URLSearchParams(form).toString(),
    },
    context.retry,
  );
  const body = (answer.body ?? {}) as TokenAnswer;
  if (answer.status !== 200 || !body.access_token || !body.refresh_token) {
    // 400 invalid_grant: a used, expired or foreign code, a wrong verifier, a revoked refresh token.
    throw new StoreAuthError(`Etsy refused the grant (${answer.status}: ${etsyErrorOf(body)})`);
  }
  const expiresInS = typeof body.expires_in === 'number' ? body.expires_in : 3600;
  return {
    accessToken: body.access_token,
    refreshToken: body.refresh_token,
    expiresAt: new Date(Date.now() + expiresInS * 1000).toISOString(),
  };
}

/** The code exchanged, then the token's user and their shop, which must be the shop asked for. */
export async function exchangeCode(
  context: EtsyContext,
  shopName: string,
  query: Record<string, string>,
  redirectUri: string,
  codeVerifier: string | undefined,
): Promise<StoreCredentials> {
  if (query.error) throw new StoreAuthError(`Etsy refused the connection (${query.error})`);
  if (!query.code) throw new StoreAuthError('The Etsy callback carries no code');
  if (!codeVerifier) throw new StoreAuthError('The connection lost its PKCE code verifier');
  const tokens = await tokenRequest(context, {
    grant_type: 'authorization_code',
    client_id: context.apiKey,
    redirect_uri: redirectUri,
    code: query.code,
    code_verifier: codeVerifier,
  });
  const store: ConnectedStore = { domain: shopName, credentials: { ...tokens } };
  const me = (await etsyGet(context, store, '/v3/application/users/me')) as {
    user_id?: number;
    shop_id?: number | null;
  };
  if (!me.shop_id) throw new StoreAuthError('This Etsy account has no shop');
  const shop = (await etsyGet(context, store, `/v3/application/shops/${me.shop_id}`)) as {
    shop_name?: string;
  };
  if ((shop.shop_name ?? '').toLowerCase() !== shopName) {
    throw new StoreAuthError(
      `The Etsy account that signed in owns ${shop.shop_name ?? 'another shop'}`,
    );
  }
  return {
    ...store.credentials,
    userId: String(me.user_id ?? ''),
    shopId: String(me.shop_id),
    shopName: shop.shop_name ?? shopName,
  };
}

/**
 * A fresh access token from the refresh token, which Etsy spends: renewed through the store (one
 * renewal at a time, kept for the next call) where it can, and the store's credentials updated.
 */
export async function refreshToken(context: EtsyContext, store: ConnectedStore): Promise<void> {
  const refresh = async (latest: StoreCredentials): Promise<StoreCredentials> => {
    if (!latest.refreshToken) {
      throw new StoreAuthError('The Etsy store has no refresh token: reconnect it');
    }
    const tokens = await tokenRequest(context, {
      grant_type: 'refresh_token',
      client_id: context.apiKey,
      refresh_token: latest.refreshToken,
    });
    return { ...latest, ...tokens };
  };
  const renewed = store.renew ? await store.renew(refresh) : await refresh(store.credentials);
  // In place: the rest of this pull or push uses the new token too.
  Object.assign(store.credentials, renewed);
}

function isExpiring(credentials: StoreCredentials, now = Date.now()): boolean {
  const expiresAt = Date.parse(credentials.expiresAt ?? '');
  return !Number.isFinite(expiresAt) || expiresAt - now < REFRESH_MARGIN_MS;
}

/**
 * A call in the shop's name: its token refreshed first when it is about to expire, and once
 * more when Etsy refuses it all the same (revoked early, clocks apart).
 */
export async function etsyCall(
  context: EtsyContext,
  store: ConnectedStore,
  method: 'GET' | 'POST',
  path: string,
  options: { query?: Record<string, string>; form?: Record<string, string> } = {},
): Promise<{ status: number; body: unknown }> {
  let isRefreshed = false;
  if (store.credentials.refreshToken && isExpiring(store.credentials)) {
    await refreshToken(context, store);
    isRefreshed = true;
  }
  const url = `${context.apiBase}${path}${options.query ? `?${new URLSearchParams(options.query).toString()}` : ''}`;
  const send = () =>
    etsyRequest(
      url,
      {
        method,
        headers: {
          accept: 'application/json',
          'x-api-key': apiKeyHeader(context),
          authorization: `Bearer ${store.credentials.accessToken ?? ''}`,
          ...(options.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        ...(options.form ? { body: new URLSearchParams(options.form).toString() } : {}),
      },
      context.retry,
      (headers) => context.quota.observe(headers),
    );
  try {
    return await send();
  } catch (error) {
    if (!(error instanceof StoreAuthError) || isRefreshed || !store.credentials.refreshToken) {
      throw error;
    }
    await refreshToken(context, store);
    return send();
  }
}

/** A GET whose answer must be 200. */
export async function etsyGet(
  context: EtsyContext,
  store: ConnectedStore,
  path: string,
  query?: Record<string, string>,
): Promise<unknown> {
  const answer = await etsyCall(context, store, 'GET', path, query ? { query } : {});
  if (answer.status !== 200) {
    throw new EtsyError(
      `Etsy answered ${answer.status} to ${path}: ${etsyErrorOf(answer.body)}`,
      answer.status,
      false,
    );
  }
  return answer.body;
}
