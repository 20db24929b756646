import type { EventNotify } from '@platfox/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, newSeller, type Caller } from '../../test/fixtures';
import { createTestApp, type TestContext } from '../../test/harness';
import { daysFromNow, engagementAdmin, eventBody, freshKey } from './test-fixtures';

/* An event of mode NOTIFY reaches its audience as a notice in its layout, through the feed. */

let ctx: TestContext;
let admin: Caller;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = as(ctx, await engagementAdmin(ctx));
});
afterAll(() => ctx.close());

const sellerCall = async () => {
  const made = await newSeller(ctx);
  return { id: made.id, call: as(ctx, made.session) };
};

const noticesOf = async (call: Caller): Promise<EventNotify[]> => {
  const answer = await call.get('/api/events/notifies');
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
};

async function notifyEvent(changes: Record<string, unknown>) {
  const created = await admin.post(
    '/api/events',
    eventBody({
      mode: 'NOTIFY',
      isAppliedToAllMember: false,
      emailContent: {
        subject: `Cut-off ${freshKey()}`,
        content: '<p>Order by <b>Friday</b><script>x()</script></p>',
        layout: 'SIDEBAR',
      },
      ...changes,
    }),
  );
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return created.body.data as { id: string; emailContent: { subject: string } };
}

describe('NOTIFY events as notices', () => {
  it('reach a seller of the audience in the layout, never one outside it', async () => {
    const member = await sellerCall();
    const outsider = await sellerCall();
    const group = await admin.post('/api/groups', {
      name: 'Notified',
      key: freshKey('N'),
      memberIds: [member.id],
    });
    expect(group.status, JSON.stringify(group.body)).toBe(200);
    const event = await notifyEvent({ groupIds: [group.body.data.id] });
    const seen = (await noticesOf(member.call)).filter((notice) => notice.id === event.id);
    expect(seen).toEqual([
      expect.objectContaining({
        subject: event.emailContent.subject,
        content: '<p>Order by <b>Friday</b></p>',
        layout: 'SIDEBAR',
      }),
    ]);
    expect((await noticesOf(outsider.call)).map((notice) => notice.id)).not.toContain(event.id);
  });

  it('shows nothing once deactivated, ended or not begun', async () => {
    const seller = await sellerCall();
    const running = await notifyEvent({ userIds: [seller.id] });
    const ended = await notifyEvent({
      userIds: [seller.id],
      fromDate: daysFromNow(-3),
      toDate: daysFromNow(-1),
    });
    const later = await notifyEvent({
      userIds: [seller.id],
      fromDate: daysFromNow(2),
      toDate: daysFromNow(3),
    });
    const ids = async () => (await noticesOf(seller.call)).map((notice) => notice.id);
    expect(await ids()).toContain(running.id);
    expect(await ids()).not.toContain(ended.id);
    expect(await ids()).not.toContain(later.id);
    const off = await admin.post(`/api/events/${running.id}/status`, { status: 'INACTIVATED' });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(await ids()).not.toContain(running.id);
  });

  it('a pop-up, once seen, is not sent again; other modes never become notices', async () => {
    const seller = await sellerCall();
    const popup = await notifyEvent({
      userIds: [seller.id],
      emailContent: { subject: 'Flash sale', content: '<p>Today only</p>', layout: 'POPUP' },
    });
    const normal = await admin.post(
      '/api/events',
      eventBody({
        mode: 'NORMAL',
        isAppliedToAllMember: false,
        userIds: [seller.id],
        emailContent: { subject: 'Mail only', content: '<p>Hi</p>', layout: 'PIN_TOP' },
      }),
    );
    const [shown] = (await noticesOf(seller.call)).filter((notice) => notice.id === popup.id);
    expect(shown).toMatchObject({ layout: 'POPUP' });
    const ids = (await noticesOf(seller.call)).map((notice) => notice.id);
    expect(ids).not.toContain(normal.body.data.id);
    const seen = await seller.call.post('/api/events/notifies/seen', {
      notices: [{ id: shown!.id, updatedAt: shown!.updatedAt }],
    });
    expect(seen.body.data).toEqual({ seen: 1 });
    expect((await noticesOf(seller.call)).map((notice) => notice.id)).not.toContain(popup.id);
  });
});
