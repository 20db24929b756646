import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, demoPrinter, newAdmin, newSeller, type Caller } from '../../test/fixtures';
import { createTestApp, type TestContext } from '../../test/harness';
import { startSmtpStandIn } from './smtp-stand-in';

let ctx: TestContext;
let admin: Caller;
let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>;
beforeAll(async () => {
  [ctx, smtp] = await Promise.all([createTestApp(), startSmtpStandIn()]);
  admin = as(
    ctx,
    await newAdmin(ctx, [
      'MAIL_CONFIG_ACCESS',
      'MAIL_CONFIG_DETAIL_UPDATE',
      'MAIL_SENT_ACCESS',
      'MAIL_SENT_DETAIL_ACCESS',
      'MAIL_SENT_DETAIL_CREATE',
      'NOTIFICATION_SETTING_ACCESS',
      'NOTIFICATION_SETTING_DETAIL_UPDATE',
    ]),
  );
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const main = (email: string) => ({ email, isMain: true, isActive: true });
const smtpSettings = (overrides: Record<string, unknown> = {}) => ({
  host: '127.0.0.1',
  port: smtp.port,
  secure: false,
  user: 'mailer',
  password: 'smtp-secret',
  ...overrides,
});
const config = (overrides: Record<string, unknown> = {}) => ({
  addresses: {
    GENERAL_MAIL: [main('hello@platfox.test')],
    RECEIVE_EXPORT_MAILS: [
      main('exports@platfox.test'),
      { email: 'finance@platfox.test', isMain: false, isActive: true },
    ],
    SUPPORT_MAIL: [] as { email: string; isMain: boolean; isActive: boolean }[],
  },
  smtp: { host: '', port: 587, secure: false, user: '', ...overrides },
});

/** Waits for what a background delivery leaves behind. */
async function eventually<T>(read: () => Promise<T | undefined> | T | undefined): Promise<T> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('it never happened');
}

describe('mail configuration', () => {
  it('keeps the addresses and the SMTP server, never answering the password', async () => {
    const saved = await admin.put(
      '/api/apps/config-send-mails',
      config({ host: 'smtp.example.com', user: 'ops', password: 'secret' }),
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data.smtp).toEqual({
      host: 'smtp.example.com',
      port: 587,
      secure: false,
      user: 'ops',
      hasPassword: true,
    });
    expect(saved.body.data.sender).toBe('hello@platfox.test');
    expect(JSON.stringify(saved.body)).not.toContain('secret');

    // Without a password the stored one stays; the switch to the deployment's mailer is host ''.
    await admin.put('/api/apps/config-send-mails', config({ host: '', user: 'ops' }));
    const read = await admin.get('/api/apps/config-send-mails');
    expect(read.body.data.smtp.hasPassword).toBe(true);
    expect(read.body.data.addresses.RECEIVE_EXPORT_MAILS).toHaveLength(2);
    expect(read.body.data.updatedByEmail).toMatch(/@/);
  });

  it('refuses a key without exactly one main active address', async () => {
    const twoMains = config();
    twoMains.addresses.GENERAL_MAIL = [main('a@platfox.test'), main('b@platfox.test')];
    const refused = await admin.put('/api/apps/config-send-mails', twoMains);
    expect(refused.status).toBe(400);
    expect(refused.body.errors['addresses.GENERAL_MAIL']).toBe('One main active email required');

    const inactiveMain = config();
    inactiveMain.addresses.SUPPORT_MAIL = [
      { email: 'help@platfox.test', isMain: true, isActive: false },
    ];
    const second = await admin.put('/api/apps/config-send-mails', inactiveMain);
    expect(second.status).toBe(400);
    expect(second.body.errors['addresses.SUPPORT_MAIL']).toBe('One main active email required');

    const badPort = await admin.put('/api/apps/config-send-mails', config({ port: 70000 }));
    expect(badPort.status).toBe(400);
    expect(badPort.body.errors['smtp.port']).toMatch(/port/i);
  });

  it('tests the SMTP settings by a real send, and says why a server refused', async () => {
    const sent = await admin.post('/api/apps/config-send-mails/test', {
      to: 'ops@platfox.test',
      smtp: smtpSettings(),
    });
    expect(sent.status).toBe(200);
    const message = smtp.received.at(-1)!;
    expect(message.to).toEqual(['ops@platfox.test']);
    expect(message.user).toBe('mailer');
    expect(message.raw).toContain('Subject: Test mail | Platfox');
    expect(message.raw).toContain('the SMTP settings work');

    const wrongLogin = await admin.post('/api/apps/config-send-mails/test', {
      to: 'ops@platfox.test',
      smtp: smtpSettings({ password: 'wrong' }),
    });
    expect(wrongLogin.status).toBe(400);
    expect(wrongLogin.body.message).toContain('Invalid username or password');

    const failed = await admin.list('sent-mail', {
      filters: [{ field: 'status', operation: 'in', value: ['FAILED'] }],
    });
    expect(failed.body.items).toEqual([
      expect.objectContaining({ to: 'ops@platfox.test', kind: 'TEST', status: 'FAILED' }),
    ]);
    expect(failed.body.items[0].error).toContain('Invalid username or password');
    const detail = await admin.get(`/api/apps/emails/${sent.body.data.sentMailId}`);
    expect(detail.body.data).toMatchObject({
      to: 'ops@platfox.test',
      kind: 'TEST',
      status: 'SENT',
      subject: 'Test mail | Platfox',
    });
  });

  it("sends the system's mails through the saved SMTP server, from GENERAL_MAIL, recorded", async () => {
    await admin.put('/api/apps/config-send-mails', {
      ...config(),
      smtp: smtpSettings(),
    });
    const before = smtp.received.length;
    await ctx.app.inject({
      method: 'POST',
      url: '/api/accounts/forgot-password',
      payload: { email: 'seller@demo.test' },
    });
    const message = await eventually(() => smtp.received[before]);
    expect(message.to).toEqual(['seller@demo.test']);
    expect(message.from).toBe('hello@platfox.test');

    const listed = await eventually(async () => {
      const answer = await admin.list('sent-mail', {
        filters: [{ field: 'to', operation: 'ct', value: 'seller@demo.test' }],
      });
      return answer.body.items.find((row: { kind: string }) => row.kind === 'ACCOUNT');
    });
    expect(listed).toMatchObject({ status: 'SENT', to: 'seller@demo.test' });

    // A refused delivery is recorded with the server's words.
    await admin.post('/api/apps/emails', {
      to: ['nobody@refused.example.com'],
      toUserTypes: [],
      subject: 'Stock update',
      message: 'New blanks arrived.',
    });
    const failed = await eventually(async () => {
      const answer = await admin.list('sent-mail', {
        filters: [{ field: 'to', operation: 'ct', value: 'refused.example.com' }],
      });
      return answer.body.items[0];
    });
    expect(failed).toMatchObject({ status: 'FAILED', kind: 'ADMIN_MESSAGE' });
    expect(failed.error).toContain('Mailbox unavailable');

    // Back to the deployment's mailer for the tests after this one.
    await admin.put('/api/apps/config-send-mails', config());
  });
});

describe('export-ready mails', () => {
  it("tell RECEIVE_EXPORT_MAILS's active addresses of an admin's finished export", async () => {
    const addresses = config();
    addresses.addresses.RECEIVE_EXPORT_MAILS.push({
      email: 'resting@platfox.test',
      isMain: false,
      isActive: false,
    });
    expect((await admin.put('/api/apps/config-send-mails', addresses)).status).toBe(200);
    const asked = await admin.post('/api/exports', {
      model: 'sent-mail',
      scope: 'ALL_ITEMS',
      format: 'csv',
      query: { timezone: 'UTC' },
      columns: [{ field: 'to', label: 'To' }],
    });
    expect(asked.status).toBe(200);
    await ctx.app.jobs.runUntilIdle();
    for (const to of ['exports@platfox.test', 'finance@platfox.test']) {
      const mail = await eventually(() => ctx.mailer.to(to)[0]);
      expect(mail.subject).toBe('Export ready: sent-mail | Platfox');
      expect(mail.text).toMatch(/sent-mail-.*\.csv, \d+ rows/);
    }
    expect(ctx.mailer.to('resting@platfox.test')).toEqual([]);
  });
});

describe("an admin's own mail", () => {
  it('goes to each address and each active seller, one mail each', async () => {
    const seller = await newSeller(ctx);
    const answer = await admin.post('/api/apps/emails', {
      to: ['partner@example.com'],
      toUserTypes: ['SELLER'],
      subject: 'Holiday cut-off',
      message: 'Orders placed after 15 December ship in January.',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.recipients).toBeGreaterThanOrEqual(2);
    const mail = await eventually(() => ctx.mailer.to(seller.session.user.email)[0]);
    expect(mail.subject).toBe('Holiday cut-off | Platfox');
    expect(mail.text).toContain('ship in January');
    expect(ctx.mailer.last('partner@example.com').subject).toBe('Holiday cut-off | Platfox');

    const empty = await admin.post('/api/apps/emails', {
      to: [],
      toUserTypes: [],
      subject: 'x',
      message: 'y',
    });
    expect(empty.status).toBe(400);
    expect(empty.body.errors.to).toBe('Choose at least one recipient');
  });
});

describe('notification settings', () => {
  it('saves ADMIN_EMAIL and the activated account notification through the settings store', async () => {
    const saved = await admin.put('/api/apps/setting-account/notification', {
      ADMIN_EMAIL: 'ops@platfox.test',
      NOTIFICATION_FOR_NEW_ACTIVATED_ACCOUNT: {
        isEnabled: true,
        title: 'Welcome aboard',
        description: 'Your account is active: connect a store to start.',
      },
    });
    expect(saved.status).toBe(200);
    expect(await ctx.app.settings.get('ADMIN_EMAIL')).toBe('ops@platfox.test');
    expect(await ctx.app.settings.get('NOTIFICATION_FOR_NEW_ACTIVATED_ACCOUNT')).toMatchObject({
      isEnabled: true,
      title: 'Welcome aboard',
    });
    const bad = await admin.put('/api/apps/setting-account/notification', {
      ADMIN_EMAIL: 'not-an-address',
      NOTIFICATION_FOR_NEW_ACTIVATED_ACCOUNT: { isEnabled: false, title: '', description: '' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.ADMIN_EMAIL).toBeDefined();
  });
});

describe('who may', () => {
  it('refuses an admin without the permission, a seller and a printer', async () => {
    const bare = as(ctx, await newAdmin(ctx, ['ORDER_ACCESS']));
    const seller = as(ctx, (await newSeller(ctx)).session);
    const printer = (await demoPrinter(ctx)).call;
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/apps/config-send-mails'],
      ['PUT', '/api/apps/config-send-mails', config()],
      ['POST', '/api/apps/config-send-mails/test', { to: 'a@b.co', smtp: smtpSettings() }],
      ['GET', '/api/apps/emails/00000000-0000-4000-8000-000000000000'],
      ['POST', '/api/apps/emails', { to: ['a@b.co'], toUserTypes: [], subject: 's', message: 'm' }],
      ['GET', '/api/apps/setting-account/notification'],
    ];
    for (const [method, url, body] of calls) {
      for (const caller of [bare, seller, printer]) {
        const answer = await caller(method as 'GET', url, body);
        expect(answer.status, `${method} ${url}`).toBe(403);
      }
    }
    expect((await bare.list('sent-mail')).status).toBe(403);
    const missing = await admin.get('/api/apps/emails/00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
  });
});
