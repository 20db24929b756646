import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, newAdmin, type Caller } from '../../test/fixtures';
import { createTestApp, type TestContext } from '../../test/harness';
import { MemoryMailer } from '../../platform/mail';
import { users } from '../accounts/tables';
import { sentMails } from '../mail/tables';
import { EventMailService } from './event-mail';
import { engagementAdmin, eventBody, freshKey, fundedShopper } from './test-fixtures';

/*
 * An event's e-mail to its audience (issue 35): queued at the first activation, sent by a job
 * with progress to the audience only, once each, even when the job runs again.
 */

let ctx: TestContext;
let admin: Caller;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = as(ctx, await engagementAdmin(ctx));
});
afterAll(() => ctx.close());

const MAIL = {
  subject: 'Free shipping week',
  content: '<p>Ship free <strong>all week</strong>.</p><script>alert(1)</script>',
  layout: 'PIN_TOP',
};

/** A merchant with their e-mail address. */
async function merchant() {
  const shopper = await fundedShopper(ctx);
  const [user] = await ctx.database.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, shopper.id));
  return { ...shopper, email: user!.email };
}

const eventMails = (eventId: string) =>
  ctx.database.db.select().from(sentMails).where(eq(sentMails.refId, eventId));

describe("an event's e-mail", () => {
  it('goes to the named merchants and the group, once each, with progress, and to nobody else', async () => {
    const [named, grouped, outsider] = [await merchant(), await merchant(), await merchant()];
    const group = await admin.post('/api/groups', {
      name: 'Mailed',
      key: freshKey(),
      memberIds: [grouped.id],
    });
    const created = await admin.post(
      '/api/events',
      eventBody({
        mode: 'EMAIL',
        isAppliedToAllMember: false,
        userIds: [named.id],
        groupIds: [group.body.data.id],
        emailContent: MAIL,
      }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const { id, mailJobId } = created.body.data;
    expect(mailJobId).toEqual(expect.any(String));
    await ctx.app.jobs.runUntilIdle();

    const job = await admin.get(`/api/jobs/${mailJobId}`);
    expect(job.body.data).toMatchObject({
      status: 'FINISHED',
      progress: { done: 2, total: 2 },
      result: { recipients: 2, sent: 2, failed: 0 },
    });
    for (const seller of [named, grouped]) {
      const mail = ctx.mailer.last(seller.email);
      expect(mail.subject).toBe('Free shipping week');
      expect(mail.html).toContain('<strong>all week</strong>');
      expect(mail.html).not.toContain('<script>');
      expect(mail.text).toBe('Ship free all week.');
    }
    expect(ctx.mailer.to(outsider.email)).toEqual([]);
    const recorded = await eventMails(id);
    expect(recorded.map((mail) => [mail.to, mail.kind, mail.status]).sort()).toEqual(
      [
        [named.email, 'EVENT', 'SENT'],
        [grouped.email, 'EVENT', 'SENT'],
      ].sort(),
    );

    // A run again (a worker died after sending): nobody is mailed twice.
    const rerun = new MemoryMailer();
    await new EventMailService(ctx.database.db, ctx.app.jobs, rerun).run(id, {
      job: (await ctx.app.jobs.find(mailJobId))!,
      reportProgress: () => undefined,
      signal: new AbortController().signal,
    });
    expect(rerun.sent).toEqual([]);
  });

  it('waits for a contest to be activated, and is queued once however often it is', async () => {
    const seller = await merchant();
    const created = await admin.post(
      '/api/events',
      eventBody({
        mode: 'CONTEST',
        contestCondition: 'TOTAL_PRODUCTS_IN_ORDER_ITEM_COMPLETE',
        isAppliedToAllMember: false,
        userIds: [seller.id],
        emailContent: MAIL,
      }),
    );
    const { id } = created.body.data;
    expect(created.body.data.mailJobId).toBeNull();
    const activated = await admin.post(`/api/events/${id}/status`, { status: 'ACTIVATED' });
    const { mailJobId } = activated.body.data;
    expect(mailJobId).toEqual(expect.any(String));
    await admin.post(`/api/events/${id}/status`, { status: 'INACTIVATED' });
    const again = await admin.post(`/api/events/${id}/status`, { status: 'ACTIVATED' });
    expect(again.body.data.mailJobId).toBe(mailJobId);
    await ctx.app.jobs.runUntilIdle();
    expect(ctx.mailer.to(seller.email).map((mail) => mail.subject)).toEqual(['Free shipping week']);
  });

  it("is read by the event's admins, never by a merchant or an admin without events", async () => {
    const seller = await fundedShopper(ctx);
    const created = await admin.post(
      '/api/events',
      eventBody({ mode: 'EMAIL', emailContent: MAIL, userIds: [seller.id] }),
    );
    const { mailJobId } = created.body.data;
    expect((await seller.call.get(`/api/jobs/${mailJobId}`)).status).toBe(404);
    const other = as(ctx, await newAdmin(ctx, ['ORDER_ACCESS']));
    expect((await other.get(`/api/jobs/${mailJobId}`)).status).toBe(404);
    const reader = as(ctx, await newAdmin(ctx, ['EVENT_ACCESS', 'EVENT_DETAIL_ACCESS']));
    expect((await reader.get(`/api/jobs/${mailJobId}`)).status).toBe(200);
  });
});
