import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/harness';
import { LOGIN_LIMITS } from './throttle';

/* Whose address the per-address sign-in limit counts: the socket's, unless a trusted proxy says. */

let direct: TestContext;
let proxied: TestContext;
beforeAll(async () => {
  direct = await createTestApp();
  proxied = await createTestApp({ trustProxy: '10.9.9.9' });
});
afterAll(async () => {
  await direct.close();
  await proxied.close();
});

const guess = (ctx: TestContext, i: number, remoteAddress: string, forwarded: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/authenticate',
    payload: { email: `guess${i}@demo.test`, password: 'Wrong@1234' },
    headers: { 'x-forwarded-for': forwarded },
    remoteAddress,
  });

describe('the per-address sign-in limit', () => {
  it('is not dodged by rotating X-Forwarded-For when no proxy is trusted (the default)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= LOGIN_LIMITS.perAddress; i++) {
      statuses.push((await guess(direct, i, '10.3.0.1', `203.0.113.${i}`)).statusCode);
    }
    expect(statuses.slice(0, LOGIN_LIMITS.perAddress).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('counts the forwarded address when the call comes through a trusted proxy, and only then', async () => {
    for (let i = 0; i < LOGIN_LIMITS.perAddress; i++) {
      expect((await guess(proxied, i, '10.9.9.9', '198.51.100.7')).statusCode).toBe(401);
    }
    // The same client again: limited. Another client behind the same proxy: not.
    expect((await guess(proxied, 99, '10.9.9.9', '198.51.100.7')).statusCode).toBe(429);
    expect((await guess(proxied, 98, '10.9.9.9', '198.51.100.8')).statusCode).toBe(401);
    // An untrusted caller's header is ignored: its own socket address counts (a fresh one here).
    expect((await guess(proxied, 97, '10.4.0.1', '198.51.100.7')).statusCode).toBe(401);
  });
});
