import { createHmac, timingSafeEqual } from 'node:crypto';
import { StoreAuthError, type StoreCredentials } from '../types';
import type { ShopifyContext } from './graphql';
import { requestJson } from './http';

/*
 * Shopify's authorization code grant: the browser goes to the shop's /admin/oauth/authorize, comes
 * back to the app with code, shop, state, timestamp and an hmac over the rest of the query (hex
 * HMAC-SHA256 with the app's client secret), and the code is exchanged at
 * /admin/oauth/access_token for an offline access token. The one-time `state` is the store
 * service's to check; the signature, the shop and the code are checked here.
 */

/** A shop's permanent address: {name}.myshopify.com, the only host Shopify serves the admin API on. */
const SHOP_DOMAIN = /^[a-z0-9][a-z0-9-]*\.myshopify\.com$/;

export class InvalidShopDomainError extends Error {
  constructor(domain: string) {
    super(`"${domain}" is not a Shopify shop address (expected your-shop.myshopify.com)`);
  }
}

/**
 * What a seller types ("my-shop", "https://my-shop.myshopify.com/admin") as the shop's domain,
 * or null when it is not one.
 */
export function normaliseShopDomain(input: string): string | null {
  let host = input.trim().toLowerCase();
  host = host.replace(/^https?:\/\//, '').replace(/[/?#].*$/, '');
  if (host && !host.includes('.')) host = `${host}.myshopify.com`;
  return SHOP_DOMAIN.test(host) ? host : null;
}

export const isShopDomain = (domain: string) => SHOP_DOMAIN.test(domain);

export function authorizeUrl(
  context: ShopifyContext,
  app: { apiKey: string; scopes: string[] },
  domain: string,
  state: string,
  redirectUri: string,
): string {
  if (!isShopDomain(domain)) throw new InvalidShopDomainError(domain);
  const query = new URLSearchParams({
    client_id: app.apiKey,
    scope: app.scopes.join(','),
    redirect_uri: redirectUri,
    state,
  });
  // No grant_options[]=per-user: an offline token, which the periodic pull needs.
  return `${context.originOf(domain)}/admin/oauth/authorize?${query.toString()}`;
}

/** The message Shopify signs: every parameter but hmac, sorted by name, as name=value joined by &. */
export function signedMessage(query: Record<string, string>): string {
  return Object.keys(query)
    .filter((name) => name !== 'hmac')
    .sort()
    .map((name) => `${name}=${query[name]}`)
    .join('&');
}

export const signQuery = (query: Record<string, string>, secret: string) =>
  createHmac('sha256', secret).update(signedMessage(query)).digest('hex');

export function equalSecrets(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}

/** How old a callback may be: the redirect is immediate, so minutes mean a replayed link. */
const CALLBACK_MAX_AGE_S = 10 * 60;

export function verifyCallback(
  query: Record<string, string>,
  domain: string,
  apiSecret: string,
  now = Date.now(),
): void {
  const hmac = query.hmac ?? '';
  if (!/^[0-9a-f]{64}$/i.test(hmac)) throw new StoreAuthError('The Shopify callback is not signed');
  const expected = Buffer.from(signQuery(query, apiSecret), 'hex');
  if (!equalSecrets(expected, Buffer.from(hmac, 'hex'))) {
    throw new StoreAuthError("The Shopify callback's signature is wrong");
  }
  if (query.shop !== domain || !isShopDomain(domain)) {
    throw new StoreAuthError('The Shopify callback is for another shop');
  }
  const timestamp = Number(query.timestamp);
  if (!Number.isFinite(timestamp) || Math.abs(now / 1000 - timestamp) > CALLBACK_MAX_AGE_S) {
    throw new StoreAuthError('The Shopify callback has expired');
  }
  if (!query.code) throw new StoreAuthError('The Shopify callback carries no code');
}

export async function exchangeCode(
  context: ShopifyContext,
  app: { apiKey: string; apiSecret: string },
  domain: string,
  query: Record<string, string>,
): Promise<StoreCredentials> {
  verifyCallback(query, domain, app.apiSecret);
  const { status, body } = await requestJson(
    `${context.originOf(domain)}/admin/oauth/access_token`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        client_id: app.apiKey,
        client_secret: app.apiSecret,
        code: query.code,
      }),
    },
    context.retry,
  );
  const answer = (body ?? {}) as { access_token?: string; scope?: string };
  if (status !== 200 || !answer.access_token) {
    // Shopify answers 400 for a used, expired or foreign code: the seller starts again.
    throw new StoreAuthError(`Shopify refused the authorization code (${status})`);
  }
  return { accessToken: answer.access_token, scope: answer.scope ?? '' };
}
