import type { Notification, NotificationType, Session } from '@platfox/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  createUser,
  signInWith,
  type TestContext,
} from '../../test/harness';
import type { NotifyInput } from './notify';
import { NotificationService } from './service';

let ctx: TestContext;
let service: NotificationService;
let alice: { id: string; session: Session };
let bob: { id: string; session: Session };

async function seller(): Promise<{ id: string; session: Session }> {
  const user = await createUser(ctx, { type: 'SELLER' });
  return { id: user.id, session: await signInWith(ctx.app, user.email, user.password) };
}

/** Writes notifications the way a service does: in a transaction, pushed after the commit. */
async function notify(input: Omit<NotifyInput, 'type'> & { type?: NotificationType }) {
  const delivery = await ctx.database.db.transaction((tx) =>
    service.notify(tx, { type: 'OTHERS', ...input }),
  );
  delivery.push();
  return delivery;
}

const get = (session: Session, url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: bearer(session) });
const put = (session: Session, url: string, payload?: object) =>
  ctx.app.inject({ method: 'PUT', url, headers: bearer(session), ...(payload ? { payload } : {}) });

async function page(session: Session, query = '') {
  const response = await get(session, `/api/notifications${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Notification[]; page: number; totalUnread: number }>();
}

beforeAll(async () => {
  ctx = await createTestApp();
  service = new NotificationService(ctx.database.db, ctx.app.live);
  alice = await seller();
  bob = await seller();
});
afterAll(() => ctx.close());

describe('GET /api/notifications', () => {
  it('pages 20 newest first with the unread count, until an empty page', async () => {
    for (let index = 1; index <= 25; index += 1) {
      await notify({ userIds: [alice.id], title: `Note ${index}` });
    }
    const first = await page(alice.session);
    const second = await page(alice.session, '?page=2');
    const third = await page(alice.session, '?page=3');
    expect(first.data).toHaveLength(20);
    expect(second.data).toHaveLength(5);
    expect(third.data).toEqual([]);
    expect(first.totalUnread).toBe(25);
    const all = [...first.data, ...second.data];
    expect(new Set(all.map((item) => item.title)).size).toBe(25);
    const times = all.map((item) => Date.parse(item.sentAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(first.data[0]).toMatchObject({
      isRead: false,
      type: 'OTHERS',
      hasChildItem: false,
      items: [],
      details: null,
      actorFullName: null,
      hasConvertTime: true,
    });
  });

  it('keeps tracking updates out of the panel but lists them by their own type', async () => {
    const before = await page(bob.session);
    await notify({ userIds: [bob.id], type: 'TRACKING_UPDATE', title: 'Parcel moving' });
    const panel = await page(bob.session);
    expect(panel.data.map((item) => item.title)).not.toContain('Parcel moving');
    expect(panel.totalUnread).toBe(before.totalUnread);
    const tracking = await page(bob.session, '?type=TRACKING_UPDATE');
    expect(tracking.data.map((item) => item.title)).toEqual(['Parcel moving']);
    expect(tracking.totalUnread).toBe(1);
    const count = await get(bob.session, '/api/notifications/unread-count?type=TRACKING_UPDATE');
    expect(count.json()).toEqual({ status: 200, data: { totalUnread: 1 } });
  });

  it('refuses a bad query with the field named', async () => {
    const response = await get(alice.session, '/api/notifications?mode=some&page=0');
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual(['mode', 'page']);
  });
});

describe('marking read', () => {
  it('marks one read, lists only unread in unread mode, and marks all read', async () => {
    const carol = await seller();
    await notify({ userIds: [carol.id], title: 'First' });
    await notify({ userIds: [carol.id], title: 'Second' });
    const [newest] = (await page(carol.session)).data;
    const marked = await put(carol.session, '/api/notifications/read', { id: newest!.id });
    expect(marked.json()).toEqual({ status: 200, data: { totalUnread: 1 } });
    const unread = await page(carol.session, '?mode=unread');
    expect(unread.data.map((item) => item.title)).toEqual(['First']);
    expect((await page(carol.session)).data.find((item) => item.id === newest!.id)?.isRead).toBe(
      true,
    );
    const all = await put(carol.session, '/api/notifications/group/markAsRead');
    expect(all.json()).toEqual({ status: 200, data: { totalUnread: 0 } });
    expect((await page(carol.session, '?mode=unread')).data).toEqual([]);
  });
});

describe('groups', () => {
  it('nests later notifications of a group under the first, loaded on expand', async () => {
    const dave = await seller();
    const groupId = crypto.randomUUID();
    await notify({ userIds: [dave.id], title: 'Import started', groupId });
    await notify({ userIds: [dave.id], title: 'Row 2 failed', groupId });
    await notify({ userIds: [dave.id], title: 'Row 7 failed', groupId });
    await notify({ userIds: [dave.id], title: 'Unrelated' });
    const listed = await page(dave.session);
    expect(listed.data.map((item) => item.title)).toEqual(['Unrelated', 'Import started']);
    const parent = listed.data[1]!;
    expect(parent).toMatchObject({ hasChildItem: true, childCount: 2, groupId });
    expect(listed.totalUnread).toBe(4);

    const query = `/api/notifications/group?parentId=${parent.id}&groupId=${groupId}`;
    const children = (await get(dave.session, query)).json<{ data: Notification[] }>().data;
    expect(children.map((item) => item.title)).toEqual(['Row 7 failed', 'Row 2 failed']);
    expect(children.every((item) => item.parentId === parent.id)).toBe(true);
    const none = await get(
      dave.session,
      `/api/notifications/group?parentId=${parent.id}&groupId=null&all=true`,
    );
    expect(none.json().data).toEqual([]);

    // Reading the parent reads its children too.
    const read = await put(dave.session, '/api/notifications/read', { id: parent.id });
    expect(read.json().data.totalUnread).toBe(1);

    // A new item brings the group back on top, unread; reading the last unread child reads it.
    await notify({ userIds: [dave.id], title: 'Import finished', groupId });
    const again = await page(dave.session);
    expect(again.data[0]).toMatchObject({ id: parent.id, isRead: false, childCount: 3 });
    const [latest] = (await get(dave.session, query)).json<{ data: Notification[] }>().data;
    await put(dave.session, '/api/notifications/read', { id: latest!.id, parentId: parent.id });
    expect((await page(dave.session)).data[0]).toMatchObject({ id: parent.id, isRead: true });

    const detail = await get(dave.session, `/api/notifications/${parent.id}`);
    expect(detail.json().data.items.map((item: Notification) => item.title)).toEqual([
      'Import finished',
      'Row 7 failed',
      'Row 2 failed',
    ]);
  });
});

describe('a user reads and marks only their own notifications', () => {
  it('answers 404 to another user for reading, marking and expanding', async () => {
    await notify({ userIds: [alice.id], title: 'For Alice only', groupId: crypto.randomUUID() });
    const [mine] = (await page(alice.session)).data;
    expect(mine?.title).toBe('For Alice only');
    const bobBefore = await page(bob.session);

    expect((await get(bob.session, `/api/notifications/${mine!.id}`)).statusCode).toBe(404);
    expect((await put(bob.session, '/api/notifications/read', { id: mine!.id })).statusCode).toBe(
      404,
    );
    expect(
      (await get(bob.session, `/api/notifications/group?parentId=${mine!.id}`)).statusCode,
    ).toBe(404);
    await put(bob.session, '/api/notifications/group/markAsRead');

    const aliceAfter = await get(alice.session, `/api/notifications/${mine!.id}`);
    expect(aliceAfter.json().data).toMatchObject({ title: 'For Alice only', isRead: false });
    const bobAfter = await page(bob.session);
    expect(bobAfter.data.map((item) => item.id)).not.toContain(mine!.id);
    expect(bobAfter.data.length).toBe(bobBefore.data.length);

    const listed = await ctx.app.inject({
      method: 'POST',
      url: '/api/data-lists',
      headers: bearer(bob.session),
      payload: {
        model: 'notification',
        filters: [{ field: 'id', operation: 'in', value: [mine!.id] }],
      },
    });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json()).toMatchObject({ items: [], total: 0 });
  });

  it('needs a session and a valid id', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(
      401,
    );
    expect((await get(alice.session, '/api/notifications/not-a-uuid')).statusCode).toBe(400);
  });
});
