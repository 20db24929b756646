import type { AddressInfo } from 'node:net';
import { LIVE_LIST_WATCH, LIVE_PONG, LIVE_UNAUTHORIZED, type Session } from '@platfox/domain';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { announceListChange } from './index';
import { createTestApp, signIn, type TestContext } from '../../test/harness';
import type { App } from '../types';

let ctx: TestContext;
let baseUrl: string;
const sockets: Socket[] = [];

async function listen(app: App): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

function open(
  url: string,
  namespace: string,
  session: Pick<Session, 'user' | 'accessToken'>,
): Socket {
  const socket = connect(url + namespace, {
    transports: ['websocket'],
    query: { uid: session.user.id, token: session.accessToken.token },
    reconnection: false,
    // Each test socket is its own connection; a shared manager would reuse the first query.
    forceNew: true,
    timeout: 6000,
  });
  sockets.push(socket);
  return socket;
}

const connected = (socket: Socket) =>
  new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });

const refused = (socket: Socket) =>
  new Promise<string>((resolve, reject) => {
    socket.once('connect', () => reject(new Error('connected but should have been refused')));
    socket.once('connect_error', (err) => resolve(err.message));
  });

const nextEvent = <T>(socket: Socket, event: string) =>
  new Promise<T>((resolve) => socket.once(event, (payload: T) => resolve(payload)));

beforeAll(async () => {
  ctx = await createTestApp();
  baseUrl = await listen(ctx.app);
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await ctx.close();
});

describe('live channel', () => {
  it('delivers an event to the signed-in seller on /api/seller and answers ping with pong', async () => {
    const seller = await signIn(ctx.app, 'seller@demo.test');
    const socket = open(baseUrl, '/api/seller', seller);
    await connected(socket);
    const pong = nextEvent<string>(socket, 'pong');
    socket.emit('ping');
    expect(await pong).toBe(LIVE_PONG);
    const received = nextEvent<{ currentBalance: number }>(socket, 'transaction_balance');
    ctx.app.live.emitToUser('SELLER', seller.user.id, 'transaction_balance', {
      currentBalance: 123,
    });
    expect(await received).toEqual({ currentBalance: 123 });
  });

  it('refuses a bad token, a uid that is not the token owner, and another type of namespace', async () => {
    const seller = await signIn(ctx.app, 'seller@demo.test');
    const admin = await signIn(ctx.app, 'admin@demo.test');
    const badToken = { ...seller, accessToken: { ...seller.accessToken, token: 'forged' } };
    expect(await refused(open(baseUrl, '/api/seller', badToken))).toBe(LIVE_UNAUTHORIZED);
    const otherUid = { ...seller, user: admin.user };
    expect(await refused(open(baseUrl, '/api/seller', otherUid))).toBe(LIVE_UNAUTHORIZED);
    expect(await refused(open(baseUrl, '/api/admin', seller))).toBe(LIVE_UNAUTHORIZED);
    await connected(open(baseUrl, '/api/admin', admin));
  });

  it('does not deliver one user’s events to another user', async () => {
    const seller = await signIn(ctx.app, 'seller@demo.test');
    const printer = await signIn(ctx.app, 'printer@demo.test');
    const printerSocket = open(baseUrl, '/api/printer', printer);
    await connected(printerSocket);
    let leaked = false;
    printerSocket.on('transaction_balance', () => (leaked = true));
    const sellerSocket = open(baseUrl, '/api/seller', seller);
    await connected(sellerSocket);
    const received = nextEvent(sellerSocket, 'transaction_balance');
    ctx.app.live.emitToUser('SELLER', seller.user.id, 'transaction_balance', { currentBalance: 1 });
    await received;
    expect(leaked).toBe(false);
  });
});

describe('list rooms', () => {
  const watch = (socket: Socket, models: string[]) =>
    new Promise<string[]>((resolve) =>
      socket.emit(LIVE_LIST_WATCH, { models }, (reply: { models: string[] }) =>
        resolve(reply.models),
      ),
    );

  it('joins only the lists an actor sees in full, and announces changes there', async () => {
    const root = await signIn(ctx.app, 'root@demo.test');
    const seller = await signIn(ctx.app, 'seller@demo.test');
    const rootSocket = open(baseUrl, '/', root);
    const sellerSocket = open(baseUrl, '/api/seller', seller);
    await Promise.all([connected(rootSocket), connected(sellerSocket)]);
    expect(await watch(rootSocket, ['user', 'no-such-list'])).toEqual(['user']);
    // A seller may list its API keys, but only its own: it hears of them as their owner instead.
    expect(await watch(sellerSocket, ['user', 'api-key'])).toEqual([]);
    let leaked = false;
    sellerSocket.on('list_changed', (change: { model: string }) => {
      if (change.model === 'user') leaked = true;
    });
    const received = nextEvent(rootSocket, 'list_changed');
    announceListChange(ctx.app.live, { model: 'user', kind: 'created', ids: ['u1'] });
    expect(await received).toEqual({ model: 'user', kind: 'created', ids: ['u1'] });

    const owned = nextEvent(sellerSocket, 'list_changed');
    announceListChange(ctx.app.live, {
      model: 'api-key',
      kind: 'deleted',
      ids: ['k1'],
      owners: [{ type: 'SELLER', id: seller.user.id }],
    });
    expect(await owned).toEqual({ model: 'api-key', kind: 'deleted', ids: ['k1'] });
    expect(leaked).toBe(false);
  });

  it('tells a watching user list that an admin created a user', async () => {
    const root = await signIn(ctx.app, 'root@demo.test');
    const admin = await signIn(ctx.app, 'admin@demo.test');
    const socket = open(baseUrl, '/', root);
    await connected(socket);
    await watch(socket, ['user']);
    const announced = nextEvent<{ model: string; kind: string; ids: string[] }>(
      socket,
      'list_changed',
    );
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/accounts/create',
      headers: { authorization: `Bearer ${admin.accessToken.token}` },
      payload: {
        type: 'SELLER',
        email: 'listed@fixture.test',
        firstName: 'Listed',
        lastName: 'Seller',
        password: 'Fixture@123',
      },
    });
    expect(created.statusCode).toBe(200);
    expect(await announced).toEqual({
      model: 'user',
      kind: 'created',
      ids: [created.json().data.id],
    });
  });

  it('leaves a list room when the screen stops watching it', async () => {
    const root = await signIn(ctx.app, 'root@demo.test');
    const socket = open(baseUrl, '/', root);
    await connected(socket);
    await watch(socket, ['user']);
    expect(await watch(socket, [])).toEqual([]);
    let heard = false;
    socket.on('list_changed', () => (heard = true));
    announceListChange(ctx.app.live, { model: 'user', kind: 'updated', ids: ['u2'] });
    const pong = nextEvent(socket, 'pong');
    socket.emit('ping');
    await pong;
    expect(heard).toBe(false);
  });
});

// Two server processes behind a load balancer: an event emitted by one reaches a socket held by
// the other through Redis. Runs when REDIS_URL is set (CI sets it).
describe.runIf(process.env.REDIS_URL)(
  'live channel across two app instances (Redis adapter)',
  () => {
    it('delivers an event emitted on instance B to a socket connected to instance A', async () => {
      const redisUrl = process.env.REDIS_URL;
      const a = await buildApp({
        config: { ...ctx.config, redisUrl },
        database: ctx.database,
        logger: false,
      });
      const b = await buildApp({
        config: { ...ctx.config, redisUrl },
        database: ctx.database,
        logger: false,
      });
      try {
        const urlA = await listen(a);
        await listen(b);
        const seller = await signIn(a, 'seller@demo.test');
        const socket = open(urlA, '/api/seller', seller);
        await connected(socket);
        const sent = {
          id: 'from-b',
          type: 'OTHERS' as const,
          title: 'Sent by instance B',
          description: '',
          details: null,
          groupId: null,
          parentId: null,
          sentAt: new Date().toISOString(),
        };
        const received = nextEvent<typeof sent>(socket, 'notification');
        // The adapter's subscription settles on its own time: publish until A delivers it, rather
        // than guessing how long that takes.
        const publish = setInterval(
          () => b.live.emitToUser('SELLER', seller.user.id, 'notification', sent),
          100,
        );
        try {
          expect(await received).toEqual(sent);
        } finally {
          clearInterval(publish);
        }
      } finally {
        await Promise.all([a.close(), b.close()]);
      }
    });
  },
);
