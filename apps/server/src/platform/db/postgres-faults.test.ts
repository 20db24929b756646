import type { Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { readConfig } from '../../config';
import { seedDemoData } from '../../seed';
import { MemoryMailer } from '../mail';
import { claimLocalFiles, NO_SHARED_STORAGE_MESSAGE } from '../files/shared';
import type { App } from '../types';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../errors';
import {
  missingServices,
  startPrivatePostgres,
  type PrivatePostgres,
} from '../../test/private-services';
import { isDatabaseUnavailable, openDatabase, type Database } from '.';
import { retryReadsOnEndedConnection } from './lost-connection';

/*
 * Issue 29, items 2, 4, 6 and 7, on a PostgreSQL cluster of this file's own (the shared one is
 * never stopped): lost connections, the migration of two processes at once, the files lock of a
 * second process, and what callers see while PostgreSQL is down.
 */
const missing = missingServices();
if (missing) console.warn(`postgres-faults.test.ts SKIPPED: ${missing} not found`);

let postgres: PrivatePostgres;
let counter = 0;
const newDatabaseUrl = () => postgres.createDatabase(`faults_${process.pid}_${(counter += 1)}`);

// The test starts, stops and restarts a PostgreSQL of its own and never reads DATABASE_URL, so it
// runs once, without it: with DATABASE_URL, `npm test` runs it again on its own without it
// (scripts/test.mjs, embeddedDatabaseFiles). (Run after the other files of a PostgreSQL worker,
// its afterAll's close once hung past 60 s: not yet explained.)
const isPostgresStage = Boolean(process.env.DATABASE_URL);
describe.skipIf(missing !== undefined || isPostgresStage)('PostgreSQL faults', () => {
  let database: Database;
  let app: App;
  let url: string;
  let token: string;

  beforeAll(async () => {
    postgres = await startPrivatePostgres();
    url = await newDatabaseUrl();
    database = await openDatabase({ driver: 'postgres', url, poolSize: 4 });
    await database.migrate();
    await seedDemoData(database.db);
    const config = readConfig({ NODE_ENV: 'test', DATABASE_URL: url, REDIS_URL: '' });
    app = await buildApp({ config, database, logger: false, mailer: new MemoryMailer() });
    await app.ready();
    const signedIn = await app.inject({
      method: 'POST',
      url: '/api/auth/authenticate',
      payload: { email: 'seller@demo.test', password: 'Demo@12345' },
    });
    token = signedIn.json().accessToken.token;
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
    postgres?.destroy();
  });

  const probeUntil = async (status: number) => {
    const until = Date.now() + 5000;
    for (;;) {
      const answer = await app.inject({ method: 'GET', url: '/api/ready' });
      if (answer.statusCode === status || Date.now() > until) return answer;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const me = () =>
    app.inject({
      method: 'GET',
      url: '/api/accounts/permissions',
      headers: { authorization: `Bearer ${token}` },
    });

  it('two processes migrating an empty database at once both start (an advisory lock)', async () => {
    const target = await newDatabaseUrl();
    const both = await Promise.all(
      [1, 2].map(() => openDatabase({ driver: 'postgres', url: target, poolSize: 2 })),
    );
    try {
      await Promise.all(both.map((one) => one.migrate()));
      expect(both.every((one) => one.isMigrated())).toBe(true);
      const tables = await both[0]!.db.execute(sql`select to_regclass('public.orders') as found`);
      expect((tables as unknown as { rows: { found: unknown }[] }).rows[0]!.found).toBe('orders');
    } finally {
      await Promise.all(both.map((one) => one.close()));
    }
  });

  it('a connection terminated inside a transaction fails that call only; the pool reconnects', async () => {
    const name = url.split('/').pop()!;
    let entered!: () => void;
    const isInside = new Promise<void>((resolve) => (entered = resolve));
    let terminate!: () => void;
    const terminated = new Promise<void>((resolve) => (terminate = resolve));
    const held = database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      entered();
      // The client is checked out and idle in its transaction when its backend is ended: its
      // 'error' event once ended the process.
      await terminated;
      await tx.execute(sql`select 1`);
    });
    await isInside;
    expect(await postgres.terminateConnections(name)).toBeGreaterThan(0);
    terminate();
    const failure = await held.then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(isDatabaseUnavailable(failure)).toBe(true);
    // The next calls open new connections by themselves.
    expect((await me()).statusCode).toBe(200);
  });

  it('a read that draws a connection the server has already ended is answered on a fresh one', async () => {
    const pool = new pg.Pool({ connectionString: url, max: 3 });
    pool.on('error', () => undefined);
    retryReadsOnEndedConnection(pool, { connectionString: url });
    try {
      const reads = await withEndedConnections(pool, 3, () =>
        [1, 2, 3].map(() => pool.query('select 1 as one')),
      );
      expect(reads.map((read) => (read as pg.QueryResult).rows[0].one)).toEqual([1, 1, 1]);
      // A write is not sent twice (it may have committed): it fails as "try again" (503).
      const [write] = await withEndedConnections(pool, 1, () => [
        pool.query('set application_name to write'),
      ]);
      expect(isDatabaseUnavailable(write)).toBe(true);
    } finally {
      await pool.end();
    }
  });

  /**
   * Puts `count` connections idle in the pool whose backends the server has ended, and which have
   * not yet read the server's notice of it (their sockets are paused: the few milliseconds after
   * a restart, made to last); runs `send` on them, then lets them read. Answers each call's result
   * or error.
   */
  async function withEndedConnections(
    pool: pg.Pool,
    count: number,
    send: () => Promise<unknown>[],
  ): Promise<unknown[]> {
    const clients = await Promise.all(Array.from({ length: count }, () => pool.connect()));
    const pids = await Promise.all(
      clients.map(
        async (client) => (await client.query('select pg_backend_pid() as pid')).rows[0].pid,
      ),
    );
    // node-postgres keeps the socket on a field of its own; only this test reaches for it.
    const sockets = clients.map(
      (client) => (client as unknown as { connection: { stream: Socket } }).connection.stream,
    );
    sockets.forEach((socket) => socket.pause());
    clients.forEach((client) => {
      client.on('error', () => undefined);
      client.release();
    });
    const observer = new pg.Client({ connectionString: url });
    await observer.connect();
    try {
      await observer.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [
        pids,
      ]);
      const left = () =>
        observer.query('select count(*)::int as n from pg_stat_activity where pid = any($1)', [
          pids,
        ]);
      while ((await left()).rows[0].n > 0) await new Promise((resolve) => setImmediate(resolve));
    } finally {
      await observer.end();
    }
    const calls = send();
    sockets.forEach((socket) => socket.resume());
    return Promise.all(calls.map((call) => call.catch((error: unknown) => error)));
  }

  it('while PostgreSQL is down: 503 with a message, /api/health alive, /api/ready 503; then back', async () => {
    await postgres.stop();
    try {
      const answer = await me();
      expect(answer.statusCode).toBe(503);
      expect(answer.json().message).toBe(DATABASE_UNAVAILABLE_MESSAGE);
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      // A good round trip is kept for up to a second: ask until the probe sees the outage.
      const ready = await probeUntil(503);
      expect(ready.statusCode).toBe(503);
      expect(ready.json().errors.database).toBe('The database does not answer');
    } finally {
      await postgres.start();
    }
    expect((await me()).statusCode).toBe(200);
    const ready = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready', migrations: 'done' });
  });

  it('refuses a second process keeping its files in its own DATA_DIR on the same database', async () => {
    const config = { databaseUrl: url, s3: undefined, filesDir: undefined };
    const first = await claimLocalFiles(config);
    try {
      await expect(claimLocalFiles(config)).rejects.toThrow(NO_SHARED_STORAGE_MESSAGE);
      // Shared storage named: no lock, any number of processes.
      const shared = await claimLocalFiles({ ...config, filesDir: '/mnt/shared' });
      await shared.release();
    } finally {
      await first.release();
    }
    // The first one gone (stopped or died), the next one starts.
    const next = await claimLocalFiles(config);
    await next.release();
  });
});
