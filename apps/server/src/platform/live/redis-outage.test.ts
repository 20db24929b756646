import type { AddressInfo } from 'node:net';
import type { Session } from '@platfox/domain';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createTestApp, signIn, type TestContext } from '../../test/harness';
import { redisServerBin, startPrivateRedis, type PrivateRedis } from '../../test/private-services';
import type { App } from '../types';

/*
 * Issue 29, item 1: a process keeps serving while Redis is away. Two app instances on one
 * database and a redis-server of this file's own, which is started late, stopped and started.
 */
const hasRedis = redisServerBin() !== undefined;
if (!hasRedis) console.warn('redis-outage.test.ts SKIPPED: redis-server not found');

let ctx: TestContext;
let redis: PrivateRedis;
const apps: App[] = [];
const sockets: Socket[] = [];

async function listen(app: App): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

function sellerSocket(url: string, seller: Session): Socket {
  const socket = connect(`${url}/api/seller`, {
    transports: ['websocket'],
    query: { uid: seller.user.id, token: seller.accessToken.token },
    forceNew: true,
  });
  sockets.push(socket);
  return socket;
}

/** Sends from `from` every 100 ms until the socket hears it (the adapter settles in its own time). */
async function crosses(from: App, socket: Socket, seller: Session): Promise<void> {
  const heard = new Promise<void>((resolve) => socket.once('transaction_balance', () => resolve()));
  const send = () =>
    from.live.emitToUser('SELLER', seller.user.id, 'transaction_balance', { currentBalance: 1 });
  const timer = setInterval(send, 100);
  try {
    await heard;
  } finally {
    clearInterval(timer);
  }
}

/** Bounded polling of what the process reports. */
async function until(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 50));
}

describe.skipIf(!hasRedis)('the live channel through a Redis outage', () => {
  beforeAll(async () => {
    ctx = await createTestApp();
    redis = await startPrivateRedis({ isStartedNow: false });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await Promise.all(apps.map((app) => app.close()));
    await redis?.stop();
    await ctx?.close();
  });

  it('starts without Redis, joins it when it appears, keeps serving through an outage and resumes', async () => {
    // Redis is not running yet: both instances still start and answer HTTP.
    for (let i = 0; i < 2; i += 1) {
      const app = await buildApp({
        config: { ...ctx.config, redisUrl: redis.url },
        database: ctx.database,
        logger: false,
      });
      apps.push(app);
    }
    const [a, b] = apps as [App, App];
    const urlA = await listen(a);
    await listen(b);
    expect((await b.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect(b.live.isRedisConnected()).toBe(false);
    const seller = await signIn(a, 'seller@demo.test');
    const socket = sellerSocket(urlA, seller);
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    // Without Redis an event still reaches the sockets of the process that sends it.
    await crosses(a, socket, seller);

    await redis.start();
    await crosses(b, socket, seller);
    await until(() => b.live.isRedisConnected() === true);

    await redis.stop();
    await until(() => b.live.isRedisConnected() === false);
    // Publishing while Redis is away is dropped with a warning: no unhandled rejection, no exit.
    for (let i = 0; i < 5; i += 1) {
      b.live.emitToUser('SELLER', seller.user.id, 'transaction_balance', { currentBalance: 2 });
    }
    const me = await b.inject({
      method: 'GET',
      url: '/api/accounts/permissions',
      headers: { authorization: `Bearer ${seller.accessToken.token}` },
    });
    expect(me.statusCode).toBe(200);
    expect((await b.inject({ method: 'GET', url: '/api/ready' })).json().redis).toBe(
      'disconnected',
    );

    await redis.start();
    await crosses(b, socket, seller);
    // Both of its clients back (it publishes on one and listens on the other): ready says so.
    await until(() => b.live.isRedisConnected() === true);
    expect((await b.inject({ method: 'GET', url: '/api/ready' })).json().redis).toBe('connected');
  });
});
