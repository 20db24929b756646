import type { Session } from '@platfox/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signInWith, type TestContext } from '../../test/harness';
import { REGISTERED_MESSAGE, VERIFICATION_RESENT_MESSAGE } from './registration';
import { accountTokens, users } from './tables';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const PASSWORD = 'Register@123';
const registration = (email: string, password = PASSWORD) => ({
  firstName: 'Nora',
  lastName: 'New',
  email,
  phone: '+1 555 0100',
  password,
  passwordConfirmation: password,
});
const register = (payload: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/accounts/register',
    payload: payload as Record<string, unknown>,
  });
const verify = (token: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/accounts/verify-email/${token}` });
const resendForToken = (token: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/accounts/verify-email-expired-token',
    payload: { token },
  });

/** The token of the verification link in the latest mail to `email`. */
function verificationToken(email: string): string {
  const mail = ctx.mailer.last(email);
  const match = /http:\/\/platfox\.test\/verify-email\/([\w-]+)/.exec(mail.text);
  if (!match) throw new Error(`no verification link in: ${mail.text}`);
  expect(mail.html).toContain(match[0]);
  return match[1]!;
}

/** Makes every verification token of a user look older, past the resend cooldown (and expired). */
async function ageTokens(email: string, hours: number): Promise<void> {
  const [user] = await ctx.database.db.select().from(users).where(eq(users.email, email));
  const shift = sql`interval '1 hour' * ${hours}`;
  await ctx.database.db
    .update(accountTokens)
    .set({
      createdAt: sql`${accountTokens.createdAt} - ${shift}`,
      expiresAt: sql`${accountTokens.expiresAt} - ${shift}`,
    })
    .where(eq(accountTokens.userId, user!.id));
}

const me = (session: Session) =>
  ctx.app.inject({ method: 'GET', url: '/api/accounts/me', headers: bearer(session) });

describe('seller registration and e-mail verification', () => {
  it('registers, mails the link, keeps the unverified seller out of the app until verified', async () => {
    const email = 'nora@register.test';
    const response = await register(registration(email));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 200, message: REGISTERED_MESSAGE });

    const mail = ctx.mailer.last(email);
    expect(mail.subject).toMatch(/Verify your e-mail address/);
    for (const part of [mail.text, mail.html]) expect(part).toContain('Platfox');
    const token = verificationToken(email);

    // Signing in works; the web sends the user to /verify-email.
    const session = await signInWith(ctx.app, email, PASSWORD);
    expect(session.user).toMatchObject({
      type: 'SELLER',
      isVerified: false,
      status: 'OFFLINE',
      fullName: 'Nora New',
    });
    expect((await me(session)).statusCode).toBe(200);
    const permissions = await ctx.app.inject({
      method: 'GET',
      url: '/api/accounts/permissions',
      headers: bearer(session),
    });
    expect(permissions.json()).toEqual({ status: 200, data: [] });
    const refused = await ctx.app.inject({
      method: 'GET',
      url: '/api/seller/api-key',
      headers: bearer(session),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Please verify your e-mail address');

    const verified = await verify(token);
    expect(verified.statusCode).toBe(200);
    expect(verified.json().message).toMatch(/verified/);
    expect((await me(session)).json().user.isVerified).toBe(true);
    const allowed = await ctx.app.inject({
      method: 'GET',
      url: '/api/seller/api-key',
      headers: bearer(session),
    });
    expect(allowed.statusCode).toBe(200);

    // The link works once.
    const again = await verify(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual({ token: 'invalid' });
  });

  it('answers a known address exactly like a new one, creates nothing and tells the owner', async () => {
    const first = await register(registration('seller@demo.test', 'Other@12345'));
    const second = await register(registration('someone-new@register.test'));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual(second.json());

    const rows = await ctx.database.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = 'seller@demo.test'`);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.firstName).toBe('Sam');
    // The registration's password did not become the account's.
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/authenticate',
      payload: { email: 'seller@demo.test', password: 'Other@12345' },
    });
    expect(wrong.statusCode).toBe(401);

    const notice = ctx.mailer.last('seller@demo.test');
    expect(notice.subject).toMatch(/Someone tried to register/);
    expect(notice.text).not.toMatch(/verify-email/);
    expect(notice.text).toContain('http://platfox.test/forgot-password');
  });

  it('tells an expired link from an unknown one and resends a fresh link for the expired', async () => {
    const email = 'late@register.test';
    await register(registration(email));
    const token = verificationToken(email);
    await ageTokens(email, 25);

    const expired = await verify(token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().errors).toEqual({ token: 'expired' });
    const unknown = await verify('no-such-token');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ token: 'invalid' });

    const mailsBefore = ctx.mailer.sent.length;
    const made = await resendForToken('no-such-token');
    expect(made.statusCode).toBe(200);
    expect(ctx.mailer.sent.length).toBe(mailsBefore);

    const resent = await resendForToken(token);
    expect(resent.json()).toEqual(made.json());
    expect(resent.json().message).toBe(VERIFICATION_RESENT_MESSAGE);
    const fresh = verificationToken(email);
    expect(fresh).not.toBe(token);
    // Pressing the button again at once sends nothing more.
    await resendForToken(token);
    expect(ctx.mailer.to(email)).toHaveLength(2);

    expect((await verify(fresh)).statusCode).toBe(200);
  });

  it('resends the link to a signed-in unverified user who asks', async () => {
    const email = 'asks@register.test';
    await register(registration(email));
    const first = verificationToken(email);
    await ageTokens(email, 1);
    const session = await signInWith(ctx.app, email, PASSWORD);
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/accounts/verify-email',
      headers: bearer(session),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toContain(email);
    const second = verificationToken(email);
    expect(second).not.toBe(first);
    // Only the latest link works.
    expect((await verify(first)).json().errors).toEqual({ token: 'invalid' });
    expect((await verify(second)).statusCode).toBe(200);

    const verified = await ctx.app.inject({
      method: 'GET',
      url: '/api/accounts/verify-email',
      headers: bearer(session),
    });
    expect(verified.json().message).toMatch(/already verified/);
  });

  it('answers a concurrent double registration the same, with one account', async () => {
    const email = 'twice@register.test';
    const answers = await Promise.all([
      register(registration(email)),
      register(registration(email)),
    ]);
    for (const answer of answers) expect(answer.json().message).toBe(REGISTERED_MESSAGE);
    const rows = await ctx.database.db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(1);
  });
});
