import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signature a delivery carries: HMAC-SHA256 with the endpoint's secret over
 * `${timestamp}.${body}`, in lowercase hex. The timestamp (Unix seconds, its own header) is
 * inside the signed text, so a receiver that refuses old timestamps cannot be replayed to.
 */
export function signDelivery(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/**
 * What a receiver does (docs/areas/webhooks.md): recompute, compare in constant time, refuse a
 * timestamp more than `toleranceSeconds` from now. Kept here for the tests and the docs' recipe.
 */
export function verifyDelivery(
  secret: string,
  headers: { signature: string | undefined; timestamp: string | undefined },
  body: string,
  { toleranceSeconds = 300, now = Date.now() } = {},
): boolean {
  const timestamp = Number(headers.timestamp);
  if (!headers.signature || !Number.isInteger(timestamp)) return false;
  if (Math.abs(now / 1000 - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(signDelivery(secret, timestamp, body), 'hex');
  const given = Buffer.from(headers.signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
