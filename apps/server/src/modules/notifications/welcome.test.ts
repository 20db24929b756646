import type { Notification, Session } from '@platfox/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, newAdmin } from '../../test/fixtures';
import { bearer, createTestApp, signInWith, type TestContext } from '../../test/harness';
import { users } from '../accounts/tables';
import { notifications } from './tables';

/*
 * The admin's welcome notice for a newly activated account (NOTIFICATION_FOR_NEW_ACTIVATED_ACCOUNT,
 * /a/setting-account/notification): written with the activation, by the mailed link or by an
 * administrator, once per account, and only while it is switched on.
 */

let ctx: TestContext;
let settingsAdmin: Session;
let usersAdmin: Session;
const PASSWORD = 'Welcome@123';
const WELCOME = { title: 'Welcome to Platfox', description: 'Your first order ships free.' };

beforeAll(async () => {
  ctx = await createTestApp();
  settingsAdmin = await newAdmin(ctx, [
    'NOTIFICATION_SETTING_ACCESS',
    'NOTIFICATION_SETTING_DETAIL_UPDATE',
  ]);
  usersAdmin = await newAdmin(ctx, ['USER_ACCESS', 'USER_DETAIL_UPDATE']);
});
afterAll(() => ctx.close());

async function setWelcome(isEnabled: boolean): Promise<void> {
  const saved = await as(ctx, settingsAdmin)('PUT', '/api/apps/setting-account/notification', {
    ADMIN_EMAIL: '',
    NOTIFICATION_FOR_NEW_ACTIVATED_ACCOUNT: { isEnabled, ...WELCOME },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}

async function register(email: string): Promise<string> {
  const answer = await ctx.app.inject({
    method: 'POST',
    url: '/api/accounts/register',
    payload: {
      firstName: 'Wen',
      lastName: 'Welcome',
      email,
      phone: '+1 555 0100',
      password: PASSWORD,
      passwordConfirmation: PASSWORD,
    },
  });
  expect(answer.statusCode).toBe(200);
  const [user] = await ctx.database.db.select().from(users).where(eq(users.email, email));
  return user!.id;
}

async function titlesOf(email: string): Promise<string[]> {
  const session = await signInWith(ctx.app, email, PASSWORD);
  const listed = await ctx.app.inject({
    method: 'GET',
    url: '/api/notifications',
    headers: bearer(session),
  });
  return listed.json<{ data: Notification[] }>().data.map((notice) => notice.title);
}

const welcomesOf = async (userId: string) =>
  (
    await ctx.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.title, WELCOME.title)))
  ).length;

const verifyByLink = async (email: string) => {
  const match = /verify-email\/([\w-]+)/.exec(ctx.mailer.last(email).text);
  const answer = await ctx.app.inject({
    method: 'GET',
    url: `/api/accounts/verify-email/${match![1]}`,
  });
  expect(answer.statusCode).toBe(200);
};

describe('the welcome notice of a newly activated account', () => {
  it('reaches a seller who verifies by the mailed link, once', async () => {
    await setWelcome(true);
    const email = 'wen.link@welcome.test';
    const id = await register(email);
    // Registered, not yet activated: no welcome yet.
    expect(await welcomesOf(id)).toBe(0);
    await verifyByLink(email);
    expect((await titlesOf(email)).filter((title) => title === WELCOME.title)).toHaveLength(1);
  });

  it('reaches a seller an admin verifies, and a second verify adds nothing', async () => {
    await setWelcome(true);
    const email = 'wen.admin@welcome.test';
    const id = await register(email);
    const admin = as(ctx, usersAdmin);
    expect((await admin('POST', `/api/accounts/verify-registered-account/${id}`)).status).toBe(200);
    expect((await admin('POST', `/api/accounts/verify-registered-account/${id}`)).status).toBe(200);
    expect((await titlesOf(email)).filter((title) => title === WELCOME.title)).toHaveLength(1);
  });

  it('is not sent while switched off', async () => {
    await setWelcome(false);
    const email = 'wen.off@welcome.test';
    await register(email);
    await verifyByLink(email);
    expect(await titlesOf(email)).not.toContain(WELCOME.title);
  });
});
