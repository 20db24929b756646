import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';

/*
 * OWASP's device cookies (issue 29, item 11): a browser that signed in to an account before gets
 * a cookie naming a random device id, signed with the server's key over the id and the account's
 * e-mail. Presented again with that e-mail, it proves "this device signed in here before", and
 * its failed attempts count against its own allowance, not the account's: strangers guessing from
 * a thousand addresses cannot lock the owner's own browser out.
 */

export const DEVICE_COOKIE = 'pf_device';
/** A device stays known for a year after its last sign-in. */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 3600;

const mac = (key: string, deviceId: string, email: string) =>
  createHmac('sha256', key).update(`${deviceId}:${email}`).digest('base64url');

/** A cookie value for the device (a new id unless one is given) and the account's e-mail. */
export function signDevice(key: string, email: string, deviceId: string = randomUUID()): string {
  return `${deviceId}.${mac(key, deviceId, email)}`;
}

/** The device id when the cookie was signed with this key for this e-mail, else null. */
export function verifiedDevice(key: string, email: string, value: string | undefined) {
  const [deviceId, given] = (value ?? '').split('.');
  if (!deviceId || !given || !/^[0-9a-f-]{36}$/.test(deviceId)) return null;
  const expected = Buffer.from(mac(key, deviceId, email));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? deviceId : null;
}

/** The cookie's value in a Cookie header, or undefined. */
export function deviceCookieOf(header: string | undefined): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === DEVICE_COOKIE) return value.join('=');
  }
  return undefined;
}

/** The Set-Cookie header: HttpOnly (no script reads it), Secure behind https, sent on sign-in. */
export function deviceSetCookie(value: string, isHttps: boolean): string {
  return [
    `${DEVICE_COOKIE}=${value}`,
    'Path=/api/auth',
    `Max-Age=${DEVICE_COOKIE_MAX_AGE_SECONDS}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(isHttps ? ['Secure'] : []),
  ].join('; ');
}
