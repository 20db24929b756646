import type { AddressInfo } from 'node:net';
import { LIVE_LIST_WATCH, type Session } from '@platfox/domain';
import { eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  createUser,
  signIn,
  signInWith,
  type TestContext,
} from '../../test/harness';
import { newAdmin } from '../../test/fixtures';
import { users } from './tables';

/* A blocked or deleted user's live channel closes at once, after it is told; no list is watched. */

let ctx: TestContext;
let baseUrl: string;
let root: Session;
const sockets: Socket[] = [];

beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  root = await signIn(ctx.app, 'root@demo.test');
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await ctx.close();
});

function open(namespace: string, session: Session): Promise<Socket> {
  const socket = connect(`${baseUrl}${namespace}`, {
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
  const events: string[] = [];
  socket.onAny((event: string) => events.push(event));
  const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
  return { events, closed };
};

async function newSeller(): Promise<Session> {
  const account = await createUser(ctx, { type: 'SELLER' });
  return signInWith(ctx.app, account.email, account.password);
}

const post = (url: string) => ctx.app.inject({ method: 'POST', url, headers: bearer(root) });

describe("a blocked or deleted user's live channel", () => {
  it('is told it is blocked, then closed by the server; a reconnect is refused', async () => {
    const seller = await newSeller();
    const socket = await open('/api/seller', seller);
    const { events, closed } = received(socket);
    expect((await post(`/api/accounts/block/${seller.user.id}`)).statusCode).toBe(200);
    expect(await closed).toBe('io server disconnect');
    expect(events).toContain('user_blocked');
    await expect(open('/api/seller', seller)).rejects.toThrow();
  });

  it('is closed when the account is deleted', async () => {
    const seller = await newSeller();
    const socket = await open('/api/seller', seller);
    const { closed } = received(socket);
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/accounts/SELLER/${seller.user.id}`,
      headers: bearer(root),
    });
    expect(deleted.statusCode).toBe(200);
    expect(await closed).toBe('io server disconnect');
  });

  it('joins no list room once blocked, even before its channel is closed', async () => {
    const admin = await newAdmin(ctx, ['ORDER_ACCESS']);
    const socket = await open('/api/admin', admin);
    const watch = () =>
      new Promise<{ models: string[] }>((resolve) =>
        socket.emit(LIVE_LIST_WATCH, { models: ['order'] }, resolve),
      );
    expect(await watch()).toEqual({ models: ['order'] });
    // Blocked in the database only: the channel is still open, as during a block in progress.
    await ctx.database.db
      .update(users)
      .set({ status: 'BLOCKED' })
      .where(eq(users.id, admin.user.id));
    expect(await watch()).toEqual({ models: [] });
  });
});
