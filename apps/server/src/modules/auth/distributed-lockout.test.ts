import { SIGN_IN_CODE_MESSAGES } from '@platfox/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestContext } from '../../test/harness';
import { DEVICE_COOKIE } from './device-cookie';

/*
 * Issue 29, item 11: 5 wrong passwords from each of 11 addresses used to lock the owner out for
 * 15 minutes from anywhere. Now the owner's own browser keeps its allowance, a new device is asked
 * for a mailed code instead of being refused, and the owner is told of the attempts.
 */

let ctx: TestContext;
let owner: { email: string; password: string };

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createUser(ctx, { type: 'SELLER' });
});
afterAll(() => ctx.close());

type Attempt = { password: string; address: string; cookie?: string; code?: string };

const signIn = ({ password, address, cookie, code }: Attempt) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/authenticate',
    remoteAddress: address,
    headers: cookie ? { cookie } : {},
    payload: { email: owner.email, password, ...(code ? { code } : {}) },
  });

const deviceCookieOf = (setCookie: unknown) => {
  const header = Array.isArray(setCookie) ? setCookie[0] : String(setCookie);
  return header.split(';')[0]!;
};

describe('a distributed guessing attack', () => {
  it("keeps the owner's device signing in, asks a new device for the mailed code, tells the owner", async () => {
    // The owner signed in from this browser before the attack: it holds a signed device cookie.
    const before = await signIn({ password: owner.password, address: '198.51.100.1' });
    expect(before.statusCode).toBe(200);
    expect(String(before.headers['set-cookie'])).toMatch(
      new RegExp(`^${DEVICE_COOKIE}=.+HttpOnly; SameSite=Strict`),
    );
    const ownDevice = deviceCookieOf(before.headers['set-cookie']);

    // 5 wrong passwords from each of 11 addresses: 50 are checked, then the code is asked.
    for (let address = 1; address <= 11; address += 1) {
      for (let guess = 0; guess < 5; guess += 1) {
        const answer = await signIn({ password: `Wrong@${guess}x`, address: `10.9.0.${address}` });
        expect(answer.statusCode).toBe(401);
      }
    }

    // The owner's own browser, from a new address: its own allowance, no code.
    const own = await signIn({
      password: owner.password,
      address: '203.0.113.7',
      cookie: ownDevice,
    });
    expect(own.statusCode).toBe(200);

    // A new device: not refused with 429, asked for the second proof.
    const fresh = await signIn({ password: owner.password, address: '203.0.113.8' });
    expect(fresh.statusCode).toBe(401);
    expect(fresh.json().errors.code).toBe(SIGN_IN_CODE_MESSAGES.required);

    const mails = ctx.mailer.to(owner.email);
    const mail = mails.at(-1)!;
    expect(mail.text).toMatch(/50 failed sign-in attempts on your account from 10 addresses/);
    const code = /code with your password: (\d{6})/.exec(mail.text)![1]!;

    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const refused = await signIn({
      password: owner.password,
      address: '203.0.113.8',
      code: wrongCode,
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().errors.code).toBe(SIGN_IN_CODE_MESSAGES.invalid);

    // Asking again does not mail again while the code is live: no flood of the owner's inbox.
    await signIn({ password: owner.password, address: '203.0.113.9' });
    expect(ctx.mailer.to(owner.email)).toHaveLength(mails.length);

    const signed = await signIn({ password: owner.password, address: '203.0.113.8', code });
    expect(signed.statusCode).toBe(200);
    expect(signed.json().user.email).toBe(owner.email);
  }, 120_000);

  it("does not take another account's device cookie as this account's", async () => {
    const other = await createUser(ctx, { type: 'SELLER' });
    const signed = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/authenticate',
      remoteAddress: '198.51.100.2',
      payload: { email: other.email, password: other.password },
    });
    const foreign = deviceCookieOf(signed.headers['set-cookie']);
    const answer = await signIn({
      password: owner.password,
      address: '203.0.113.10',
      cookie: foreign,
    });
    expect(answer.statusCode).toBe(401);
    expect(answer.json().errors.code).toBe(SIGN_IN_CODE_MESSAGES.required);
  });
});
