import type { AddressInfo } from 'node:net';
import type { Notification, Session } from '@platfox/domain';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  bearer,
  createTestApp,
  createUser,
  signIn,
  signInWith,
  type TestContext,
} from '../../test/harness';
import type { NotificationEvent } from './notify';
import { NotificationService } from './service';

let ctx: TestContext;
let baseUrl: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await ctx.close();
});

function open(namespace: string, session: Session): Promise<Socket> {
  const socket = connect(baseUrl + namespace, {
    transports: ['websocket'],
    query: { uid: session.user.id, token: session.accessToken.token },
    reconnection: false,
    forceNew: true,
  });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

const received = (socket: Socket) => {
  const events: NotificationEvent[] = [];
  socket.on('notification', (payload: NotificationEvent) => events.push(payload));
  return events;
};
// A window in which an event that should not come would have come: proving absence needs one.
const settle = (ms = 150) => new Promise((resolve) => setTimeout(resolve, ms));

async function notificationsOf(session: Session): Promise<Notification[]> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/notifications',
    headers: bearer(session),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Notification[] }>().data;
}

describe('the live notification event', () => {
  it('reaches the recipient once the transaction committed, never before', async () => {
    const user = await createUser(ctx, { type: 'SELLER' });
    const session = await signInWith(ctx.app, user.email, user.password);
    const other = await signIn(ctx.app, 'seller@demo.test');
    const events = received(await open('/api/seller', session));
    const othersEvents = received(await open('/api/seller', other));
    const service = new NotificationService(ctx.database.db, ctx.app.live);

    const delivery = await ctx.database.db.transaction(async (tx) => {
      const written = await service.notify(tx, {
        userIds: [user.id],
        type: 'ORDER',
        title: 'Order approved',
        details: { model: 'order', ids: ['o-1'] },
      });
      await settle();
      expect(events).toEqual([]);
      return written;
    });
    expect(delivery.count).toBe(1);
    await settle();
    expect(events).toEqual([]);
    delivery.push();
    await settle();
    expect(events).toMatchObject([
      { type: 'ORDER', title: 'Order approved', details: { model: 'order', ids: ['o-1'] } },
    ]);
    expect(othersEvents).toEqual([]);
  });
});

describe('an admin changing a user tells the user', () => {
  it('writes a notification on block and on re-activation, with the admin as actor', async () => {
    const user = await createUser(ctx, { type: 'PRINTER' });
    const admin = await signIn(ctx.app, 'admin@demo.test');
    const events = received(
      await open('/api/printer', await signInWith(ctx.app, user.email, user.password)),
    );
    for (const action of ['block', 're-activate']) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: `/api/accounts/${action}/${user.id}`,
        headers: bearer(admin),
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    const session = await signInWith(ctx.app, user.email, user.password);
    const listed = await notificationsOf(session);
    expect(listed.map((item) => item.title)).toEqual([
      'Your account is active again',
      'Your account has been blocked',
    ]);
    expect(listed[0]).toMatchObject({
      type: 'OTHERS',
      actorFullName: 'Ada Admin',
      details: { model: 'user', ids: [user.id] },
      refId: user.id,
    });
    await vi.waitFor(
      () => expect(events.map((event) => event.title)).toContain('Your account has been blocked'),
      { timeout: 10_000, interval: 20 },
    );
  });

  it('writes one on a role or a permission change by root', async () => {
    const root = await signIn(ctx.app, 'root@demo.test');
    const user = await createUser(ctx, { type: 'ADMIN' });
    const permissions = await ctx.app.inject({
      method: 'PUT',
      url: `/api/apps/permissions/${user.id}`,
      headers: bearer(root),
      payload: { isFirstBatch: true, items: [{ permission: 'ORDER', actions: ['ACCESS'] }] },
    });
    expect(permissions.statusCode, permissions.body).toBe(200);
    const role = await ctx.app.inject({
      method: 'POST',
      url: '/api/apps/user-role',
      headers: bearer(root),
      payload: { name: 'Notified', permissions: [{ permission: 'USER', actions: ['ACCESS'] }] },
    });
    const assigned = await ctx.app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      headers: bearer(root),
      payload: { firstName: 'Fixture', lastName: 'Admin', roleId: role.json().data.id },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const session = await signInWith(ctx.app, user.email, user.password);
    const titles = (await notificationsOf(session)).map((item) => item.title);
    expect(titles).toEqual([
      'Your permissions have been changed',
      'Your permissions have been changed',
    ]);
  });
});
