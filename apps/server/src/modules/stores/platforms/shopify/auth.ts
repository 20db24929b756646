import { createHmac, timingSafeEqual } from 'node:crypto';
import { StoreAuthError } from '../types';
import type { ShopifyContext } from './graphql';

/*
 * Shopify's authorization code grant: the browser goes to the shop's /admin/oauth/authorize, comes
 * back to the app with code, shop, state, timestamp and an hmac over the rest of the query (hex
 * HMAC-SHA256 with the app's client secret), and the code is exchanged at
 * /admin/oauth/access_token for an expiring offline access token (tokens.ts). The one-time `state`
 * is the store service's to check; the signature, the shop and the code are checked here.
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

/**
 * The message Shopify signs: every parameter but hmac (and an app proxy's signature), sorted by
 * name, form-encoded as its libraries encode a query (URLSearchParams, a space as %20), so a value
 * holding a space, "+", "/" or "=" is signed as Shopify signed it, not as the raw query joined.
 */
export function signedMessage(query: Record<string, string>): string {
  const params = new URLSearchParams();
  for (const name of Object.keys(query)
    .filter((key) => key !== 'hmac' && key !== 'signature')
    .sort((a, b) => a.localeCompare(b))) {
    params.append(name, query[name] ?? '');
  }
  return params.toString().replace(/\+/g, '%20');
}

export const signQuery = (query: Record<string, string>, secret: string) =>
  createHmac('sha256', secret).update(signedMessage(query)).digest('hex');

export function equalSecrets(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}

/** How old a callback may be: the redirect is immediate, so minutes mean a replayed link. */
const CALLBACK_MAX_AGE_S = 10 * 60;

/**
 * How old an App URL launch may be. The merchant may have to sign in or register here before
 * the launch is used, which takes minutes; a replayed launch only opens Shopify's own grant
 * screen for that shop, which answers a code to the shop's signed-in staff alone.
 */
export const LAUNCH_MAX_AGE_S = 60 * 60;

/** The query's hmac is Shopify's signature of the rest, and its timestamp is recent. */
function verifySigned(
  query: Record<string, string>,
  apiSecret: string,
  maxAgeS: number,
  now: number,
): void {
  const hmac = query.hmac ?? '';
  if (!/^[0-9a-f]{64}$/i.test(hmac)) throw new StoreAuthError('The Shopify request is not signed');
  const expected = Buffer.from(signQuery(query, apiSecret), 'hex');
  if (!equalSecrets(expected, Buffer.from(hmac, 'hex'))) {
    throw new StoreAuthError("The Shopify request's signature is wrong");
  }
  const timestamp = Number(query.timestamp);
  if (!Number.isInteger(timestamp) || Math.abs(now / 1000 - timestamp) > maxAgeS) {
    throw new StoreAuthError('The Shopify link has expired: open the app from Shopify again');
  }
}

export function verifyCallback(
  query: Record<string, string>,
  domain: string,
  apiSecret: string,
  now = Date.now(),
): void {
  verifySigned(query, apiSecret, CALLBACK_MAX_AGE_S, now);
  if (query.shop !== domain || !isShopDomain(domain)) {
    throw new StoreAuthError('The Shopify callback is for another shop');
  }
  if (!query.code) throw new StoreAuthError('The Shopify callback carries no code');
}

/**
 * An install or open started by Shopify (App Store, the merchant's admin): Shopify opens the App
 * URL with shop, host, timestamp and hmac and no state. Answers the shop it names once verified.
 */
export function verifyLaunch(
  query: Record<string, string>,
  apiSecret: string,
  now = Date.now(),
): string {
  verifySigned(query, apiSecret, LAUNCH_MAX_AGE_S, now);
  const domain = (query.shop ?? '').toLowerCase();
  if (!isShopDomain(domain)) throw new StoreAuthError('The Shopify launch names no shop');
  return domain;
}
