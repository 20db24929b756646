import type { Session } from '@platfox/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TEST_PASSWORD,
  bearer,
  createTestApp,
  createUser,
  signInWith,
  type TestContext,
} from '../../test/harness';
import { RESET_LINK_SENT_MESSAGE, WRONG_CURRENT_PASSWORD } from './passwords';
import { accountTokens } from './tables';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const NEW_PASSWORD = 'Changed#2468';

const forgot = (email: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/accounts/forgot-password', payload: { email } });
const reset = (token: string, password = NEW_PASSWORD) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/accounts/reset-password',
    payload: { token, password, passwordConfirmation: password },
  });
const authenticate = (email: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/authenticate', payload: { email, password } });
const me = (session: Session) =>
  ctx.app.inject({ method: 'GET', url: '/api/accounts/me', headers: bearer(session) });

function resetToken(email: string): string {
  const mail = ctx.mailer.last(email);
  const match = /http:\/\/platfox\.test\/reset-password\?token=([\w%-]+)/.exec(mail.text);
  if (!match) throw new Error(`no reset link in: ${mail.text}`);
  return decodeURIComponent(match[1]!);
}

describe('forgotten password', () => {
  it('answers the same for a known and an unknown address and mails only the known one', async () => {
    const { email } = await createUser(ctx, { type: 'SELLER' });
    const known = await forgot(email);
    const unknown = await forgot('nobody@nowhere.test');
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json().message).toBe(RESET_LINK_SENT_MESSAGE);
    expect(ctx.mailer.to('nobody@nowhere.test')).toEqual([]);
    const mail = ctx.mailer.last(email);
    expect(mail.subject).toMatch(/Reset your password \| Platfox/);
    expect(mail.html).toContain('reset-password?token=');
  });

  it('sets the new password once, ends every session and refuses the old password', async () => {
    const { email } = await createUser(ctx, { type: 'PRINTER' });
    const before = await signInWith(ctx.app, email, TEST_PASSWORD);
    await forgot(email);
    const token = resetToken(email);

    const done = await reset(token);
    expect(done.statusCode).toBe(200);
    expect((await me(before)).statusCode).toBe(401);
    expect((await authenticate(email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await authenticate(email, NEW_PASSWORD)).statusCode).toBe(200);

    const again = await reset(token, 'Another#1357');
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual({ token: 'invalid' });
    expect((await authenticate(email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a link older than an hour as expired', async () => {
    const { id, email } = await createUser(ctx, { type: 'SELLER' });
    await forgot(email);
    const token = resetToken(email);
    await ctx.database.db
      .update(accountTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(accountTokens.userId, id));
    const expired = await reset(token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().errors).toEqual({ token: 'expired' });
    expect((await authenticate(email, TEST_PASSWORD)).statusCode).toBe(200);
  });
});

describe('POST /api/accounts/change-password', () => {
  const change = (session: Session, payload: Record<string, unknown>) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/accounts/change-password',
      headers: bearer(session),
      payload,
    });

  it('refuses a wrong current password on its field', async () => {
    const { email } = await createUser(ctx, { type: 'SELLER' });
    const session = await signInWith(ctx.app, email, TEST_PASSWORD);
    const response = await change(session, {
      currentPassword: 'Wrong@12345',
      password: NEW_PASSWORD,
      passwordConfirmation: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ currentPassword: WRONG_CURRENT_PASSWORD });
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const { email } = await createUser(ctx, { type: 'WAREHOUSE' });
    const here = await signInWith(ctx.app, email, TEST_PASSWORD);
    const elsewhere = await signInWith(ctx.app, email, TEST_PASSWORD);
    const response = await change(here, {
      currentPassword: TEST_PASSWORD,
      password: NEW_PASSWORD,
      passwordConfirmation: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect((await me(here)).statusCode).toBe(200);
    expect((await me(elsewhere)).statusCode).toBe(401);
    expect((await authenticate(email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await authenticate(email, NEW_PASSWORD)).statusCode).toBe(200);
  });
});

describe('PUT /api/accounts/update', () => {
  it("updates the signed-in user's own profile and nothing else", async () => {
    const { email } = await createUser(ctx, { type: 'SELLER' });
    const session = await signInWith(ctx.app, email, TEST_PASSWORD);
    const address = {
      street: '1 Main St',
      street2: null,
      city: 'Austin',
      state: 'TX',
      zipcode: '73301',
      country: 'US',
      phone: null,
    };
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/accounts/update',
      headers: bearer(session),
      payload: { firstName: 'Renamed', lastName: 'Seller', phone: '+1 555 0199', address },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      email,
      fullName: 'Renamed Seller',
      phone: '+1 555 0199',
      address,
    });
    const typeChange = await ctx.app.inject({
      method: 'PUT',
      url: '/api/accounts/update',
      headers: bearer(session),
      payload: { firstName: 'A', lastName: 'B', type: 'ADMIN' },
    });
    expect(typeChange.statusCode).toBe(400);
    expect(typeChange.json().errors.type).toMatch(/Unknown field/);
  });
});
