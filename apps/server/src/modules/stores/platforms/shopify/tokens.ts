import { StoreAuthError, type ConnectedStore, type StoreCredentials } from '../types';
import { verifyCallback } from './auth';
import type { ShopifyContext } from './graphql';
import { requestJson } from './http';

/*
 * Shopify's expiring offline access tokens ("Use expiring offline access tokens (required)": public
 * apps must use them; from 2027-01-01 Shopify refuses Admin API calls made with non-expiring
 * ones). The code exchange asks for one with `expiring: '1'` and keeps the refresh token (sealed
 * with the access token, credentials.ts); a token is refreshed at /admin/oauth/access_token with
 * grant_type refresh_token a few minutes before it expires and once on a 401. Shopify replaces the
 * refresh token on each use, so a refresh goes through the store's `renew`: one at a time per
 * store, across processes (connected-store.ts). A store connected before keeps a non-expiring
 * token until its first call, which trades it for an expiring one (token exchange, as Shopify's
 * migration guide describes). The request bodies are the ones @shopify/shopify-api sends.
 */

type App = { apiKey: string; apiSecret: string };

/** What the token endpoint answers: the access token, and for an expiring one its lifetimes. */
type TokenAnswer = {
  access_token?: string;
  scope?: string;
  expires_in?: number;
  refresh_token?: string;
  refresh_token_expires_in?: number;
};

/** A token is refreshed when it has less than this left, so no call starts with a dying token. */
const REFRESH_MARGIN_MS = 5 * 60_000;

const OFFLINE_TOKEN_TYPE = 'urn:shopify:params:oauth:token-type:offline-access-token';
const TOKEN_EXCHANGE = 'urn:ietf:params:oauth:grant-type:token-exchange';

const at = (now: number, seconds: number | undefined) =>
  typeof seconds === 'number' && seconds > 0 ? new Date(now + seconds * 1000).toISOString() : '';

/** The store's credentials from a token answer; the keys a renewal replaces, and only those. */
function credentialsOf(answer: TokenAnswer, now = Date.now()): StoreCredentials {
  return {
    accessToken: answer.access_token ?? '',
    scope: answer.scope ?? '',
    refreshToken: answer.refresh_token ?? '',
    expiresAt: at(now, answer.expires_in),
    refreshTokenExpiresAt: at(now, answer.refresh_token_expires_in),
  };
}

async function tokenRequest(
  context: ShopifyContext,
  domain: string,
  body: Record<string, string>,
): Promise<{ status: number; answer: TokenAnswer }> {
  const { status, body: answer } = await requestJson(
    `${context.originOf(domain)}/admin/oauth/access_token`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    },
    context.retry,
  );
  return { status, answer: (answer ?? {}) as TokenAnswer };
}

export async function exchangeCode(
  context: ShopifyContext,
  app: App,
  domain: string,
  query: Record<string, string>,
): Promise<StoreCredentials> {
  verifyCallback(query, domain, app.apiSecret);
  const { status, answer } = await tokenRequest(context, domain, {
    client_id: app.apiKey,
    client_secret: app.apiSecret,
    code: query.code ?? '',
    expiring: '1',
  });
  if (status !== 200 || !answer.access_token) {
    // Shopify answers 400 for a used, expired or foreign code: the seller starts again.
    throw new StoreAuthError(`Shopify refused the authorization code (${status})`);
  }
  return credentialsOf(answer);
}

/**
 * New tokens for the store's latest credentials: a refresh with its refresh token, or, for a
 * token issued before expiring tokens (no refresh token), its exchange for an expiring one.
 * Shopify refusing either (400: the refresh token expired or was revoked) needs a reconnection.
 */
export async function renewTokens(
  context: ShopifyContext,
  app: App,
  domain: string,
  latest: StoreCredentials,
): Promise<StoreCredentials> {
  const grant: Record<string, string> = latest.refreshToken
    ? { refresh_token: latest.refreshToken, grant_type: 'refresh_token' }
    : {
        grant_type: TOKEN_EXCHANGE,
        subject_token: latest.accessToken ?? '',
        subject_token_type: OFFLINE_TOKEN_TYPE,
        requested_token_type: OFFLINE_TOKEN_TYPE,
        expiring: '1',
      };
  const { status, answer } = await tokenRequest(context, domain, {
    client_id: app.apiKey,
    client_secret: app.apiSecret,
    ...grant,
  });
  if (status !== 200 || !answer.access_token) {
    throw new StoreAuthError(`Shopify refused to renew the store's access token (${status})`);
  }
  return { ...latest, ...credentialsOf(answer) };
}

/** Whether the store's token must be renewed before a call: expiring soon, or never expiring. */
export function needsRenewal(credentials: StoreCredentials, now = Date.now()): boolean {
  if (!credentials.accessToken) return false;
  const expiresAt = Date.parse(credentials.expiresAt ?? '');
  if (!Number.isFinite(expiresAt)) return true;
  return expiresAt - now < REFRESH_MARGIN_MS;
}

/**
 * Renews the store's tokens through its `renew` (one renewal per store at a time, the result
 * sealed), or directly in a platform test; the store's credentials are updated in place, so the
 * calls that follow use the new token.
 */
export async function renew(context: ShopifyContext, app: App, store: ConnectedStore) {
  const refresh = (latest: StoreCredentials) => renewTokens(context, app, store.domain, latest);
  const renewed = store.renew ? await store.renew(refresh) : await refresh(store.credentials);
  Object.assign(store.credentials, renewed);
}
