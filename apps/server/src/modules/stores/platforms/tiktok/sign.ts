import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * TikTok Shop's request signature (Partner Center, "Sign your API request", API version 202309):
 *   1. every query parameter except `sign` and `access_token`, sorted by name;
 *   2. each written as {name}{value}, joined with nothing between;
 *   3. the request path put in front ("/order/202309/orders/search");
 *   4. the body appended as sent, unless the request is multipart/form-data (none here);
 *   5. the whole wrapped with the app secret on both sides;
 *   6. HMAC-SHA256 keyed by the app secret, as lowercase hex, sent as the `sign` parameter.
 * The access token itself travels in the x-tts-access-token header.
 */

/** What is signed: secret + path + sorted name/value pairs + body + secret. */
export function signedString(
  appSecret: string,
  path: string,
  query: Record<string, string>,
  body = '',
): string {
  const pairs = Object.keys(query)
    .filter((name) => name !== 'sign' && name !== 'access_token')
    .sort()
    .map((name) => `${name}${query[name]}`)
    .join('');
  return `${appSecret}${path}${pairs}${body}${appSecret}`;
}

export const signRequest = (
  appSecret: string,
  path: string,
  query: Record<string, string>,
  body = '',
): string =>
  createHmac('sha256', appSecret)
    .update(signedString(appSecret, path, query, body))
    .digest('hex');

/**
 * A webhook's signature (Partner Center, "Webhooks: verify"): the Authorization header carries
 * the lowercase hex HMAC-SHA256, keyed by the app secret, of the app key followed by the raw body.
 */
export const signWebhook = (appKey: string, appSecret: string, rawBody: Buffer | string) =>
  createHmac('sha256', appSecret)
    .update(Buffer.concat([Buffer.from(appKey), Buffer.from(rawBody)]))
    .digest('hex');

/** Constant-time comparison of two hex signatures; false for anything not 64 hex digits. */
export function sameSignature(given: string | undefined, expected: string): boolean {
  if (!given || !/^[0-9a-f]{64}$/i.test(given)) return false;
  return timingSafeEqual(Buffer.from(given.toLowerCase(), 'hex'), Buffer.from(expected, 'hex'));
}
