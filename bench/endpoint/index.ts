import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import os from 'node:os';
import { dataListQuerySchema, type DataListQuery } from '@platfox/domain';
import { readConfig } from '../../apps/server/src/config';
import { AuthService } from '../../apps/server/src/modules/auth/service';
import { listRegistry } from '../../apps/server/src/modules/data-lists/models';
import { DataListService } from '../../apps/server/src/modules/data-lists/service';
import type { Database } from '../../apps/server/src/platform/db';
import { randomToken, tokenHash } from '../../apps/server/src/platform/secrets';
import { postJson } from '../lib/post';
import { silentLive, startServer, type Figures } from '../lib/server';
import { isPostgresReachable, keptPostgresDatabase, postgresDatabase } from '../lists/database';
import { rowsOf } from '../lists/seed';
import { ISSUE_SEED, seedOrders } from '../orders/seed';
import { summariseCpuProfiles } from './cpu-profile';
import { startFloorServer, type FloorServer } from './floor';
import { closedLoop, cpuPerRequest, idleCpuPerSecond, ms, processCpu } from './load';
import { runPgbench } from './pgbench';
import { recordStatements, type Statement } from './record';

const POSTGRES_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * A database to seed once and keep (BENCH_ENDPOINT_DATABASE=<url of an existing database>): seeded
 * on the first run, measured as it is on the next ones, never dropped. Before / after pairs of a
 * change are then measured on the same rows without the 10-20 minutes of seeding each.
 */
const KEPT_DATABASE = process.env.BENCH_ENDPOINT_DATABASE;

/** Whether a kept database already holds the bench's order items. */
async function isSeeded({ db }: Database): Promise<boolean> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from (select 1 from order_items limit 1) one`),
  );
  return row!.n > 0;
}

/** The list of the issue: the first 50 order items in production, newest first, with the total. */
const LIST: DataListQuery = {
  model: 'order-item',
  filters: [{ field: 'status', operation: 'in', value: ['PROCESSING'] }],
  sorting: [{ field: 'createdAt', direction: 'desc' }],
  pagination: { page: 1, pageSize: 50 },
  timezone: 'Europe/Paris',
};

/** A signed-in session of the demo admin (every permission), written as the sign-in writes it. */
async function adminSession({ db }: Database): Promise<string> {
  const token = randomToken();
  await db.execute(sql`
    insert into auth_sessions (user_id, access_token_hash, access_expires_at, refresh_expires_at, is_remember_me)
    select id, ${tokenHash(token)}, now() + interval '1 day', now() + interval '1 day', false
    from users where email = 'admin@demo.test'`);
  return token;
}

/** The statements one list request runs, recorded below the ORM as the server's code sends them. */
async function listStatements(database: Database, token: string) {
  const auth = new AuthService(database.db, readConfig({}), { send: async () => undefined });
  const lists = new DataListService(database.db, listRegistry, silentLive);
  const call = { featureToken: undefined, isFeatureTokenValid: async () => false };
  const query = dataListQuerySchema.parse(LIST);
  const once = async () => lists.list((await auth.actorFromToken(token))!, query, call);
  await once(); // prepared statements and pool connections ready, as on a warm server
  return recordStatements(once);
}

/**
 * List requests/s at 50 clients on a server whose pool holds `poolSize` connections, against
 * pgbench running the same statements from 50 clients, in pairs (issue 37: at least 0.8 of
 * pgbench's rate), with the load average before each pair.
 */
async function atFifty(
  target: {
    url: string;
    pid: number | undefined;
    databaseUrl: string;
    token: string;
    statements: Statement[];
    /** CPU ms per second the server spends idle. */
    idleMs: number;
    /** BENCH_ENDPOINT_FLOOR: the bare Node.js server, measured in each pair too. */
    floor?: FloorServer;
  },
  poolSize: number,
  seconds: number,
  label: string,
): Promise<Figures> {
  const figures: Figures = {};
  const fifty = (url: string) =>
    autocannon({
      url,
      method: 'POST',
      headers: { authorization: `Bearer ${target.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(LIST),
      connections: 50,
      duration: seconds,
    });
  for (let pair = 1; pair <= PAIRS; pair += 1) {
    const load = loadAverage();
    const cpuBefore = processCpu(target.pid);
    const loaded = await fifty(`${target.url}/api/data-lists`);
    const cpu = cpuPerRequest(cpuBefore, processCpu(target.pid), loaded.requests.total, {
      msPerSecond: target.idleMs,
      seconds: loaded.duration,
    });
    const pgbench = await runPgbench(target.databaseUrl, target.statements, 50, seconds);
    const name = `${label}, 50 clients, pool of ${poolSize}, pair ${pair} (load ${load})`;
    figures[`${name}: endpoint requests/s`] =
      `${loaded.requests.average.toFixed(0)} (p50 ${loaded.latency.p50} ms, p99 ${loaded.latency.p99} ms, errors ${loaded.errors + loaded.non2xx}); server CPU per request ${cpu}`;
    figures[`${name}: pgbench tps`] = `${pgbench.perSecond.toFixed(0)} (p50 ${ms(pgbench.p50)})`;
    figures[`${name}: endpoint / pgbench (goal >= 0.8)`] =
      `${(loaded.requests.average / pgbench.perSecond).toFixed(2)}`;
    if (target.floor) {
      const floorBefore = processCpu(target.floor.pid);
      const floor = await fifty(target.floor.url);
      const floorCpu = cpuPerRequest(
        floorBefore,
        processCpu(target.floor.pid),
        floor.requests.total,
      );
      figures[`${name}: bare Node.js server requests/s`] =
        `${floor.requests.average.toFixed(0)} (${(floor.requests.average / pgbench.perSecond).toFixed(2)} of pgbench, errors ${floor.errors + floor.non2xx}); its CPU per request ${floorCpu}`;
    }
  }
  return figures;
}

/** The 1-minute load average, so that each pair's figures can be read against the machine's load. */
const loadAverage = () => os.loadavg()[0]!.toFixed(2);

/** How many interleaved endpoint / pgbench pairs each figure is measured in (issue 37: >= 3). */
const PAIRS = Number(process.env.BENCH_ENDPOINT_PAIRS ?? 3);

/**
 * Issues 16 and 37 "Endpoints close to their SQL": POST /api/data-lists on the built server
 * (production mode, PostgreSQL) against the very statements it runs, recorded from the driver and
 * run by pgbench, the database's own client (not a second copy of our own overhead), interleaved
 * in BENCH_ENDPOINT_PAIRS pairs (3) at 1 and 8 clients, then list requests/s at 50 clients with
 * the server's pool against pgbench's rate. BENCH_ENDPOINT_CLIENTS=1
 * (or 1,8,50) runs only those loads, e.g. to profile one; BENCH_ENDPOINT_ITEMS
 * shrinks the seed, BENCH_ENDPOINT_DATABASE keeps it (above), BENCH_ENDPOINT_SECONDS the runs, DATABASE_POOL_SIZE overrides the pool;
 * BENCH_ENDPOINT_POOLS=4,16 adds the 50-client rate with other pools to compare;
 * BENCH_ENDPOINT_FLOOR=1 adds to each pair a bare Node.js server running the same statements
 * (floor-server.mjs): how near pgbench any Node.js server gets on this machine; BENCH_CPU_PROF=
 * <folder> profiles the server and prints its top five self-time functions.
 */
export async function benchEndpoint(port = 3919): Promise<Figures> {
  if (!(await isPostgresReachable(POSTGRES_URL))) {
    return { 'list endpoint vs SQL': `skipped: nothing answers at ${POSTGRES_URL}` };
  }
  const items = Number(process.env.BENCH_ENDPOINT_ITEMS ?? ISSUE_SEED.items);
  const seconds = Number(process.env.BENCH_ENDPOINT_SECONDS ?? 10);
  const poolSize = readConfig(process.env).databasePoolSize;
  const profileDir = process.env.BENCH_CPU_PROF;
  const clientCounts = (process.env.BENCH_ENDPOINT_CLIENTS ?? '1,8').split(',').map(Number);
  const bench = KEPT_DATABASE
    ? await keptPostgresDatabase(KEPT_DATABASE)
    : await postgresDatabase(POSTGRES_URL);
  const figures: Figures = {};
  try {
    if (!KEPT_DATABASE || !(await isSeeded(bench.database))) {
      await seedOrders(bench.database, { ...ISSUE_SEED, items, orders: Math.round(items / 5) });
    }
    const token = await adminSession(bench.database);
    const statements = await listStatements(bench.database, token);
    const [listed] = rowsOf<{ n: number }>(
      await bench.database.db.execute(
        sql`select count(*)::int as n from order_items where status = 'PROCESSING'`,
      ),
    );
    const label = `list endpoint (${items} items, ${listed!.n} in production, 50 rows)`;
    figures[`${label}: statements per request`] = String(statements.length);

    const server = await startServer({
      port,
      env: {
        DATABASE_URL: bench.url!,
        NODE_ENV: 'production',
        DATABASE_POOL_SIZE: String(poolSize),
      },
      nodeArgs: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
    });
    const startupMs = server.startupMs;
    let floor: FloorServer | undefined;
    try {
      const headers = { authorization: `Bearer ${token}` };
      const request = async () => {
        const answer = await postJson(`${server.url}/api/data-lists`, headers, LIST);
        if (answer.status !== 200) throw new Error(`data-lists answered ${answer.status}`);
      };
      await closedLoop(request, 4, 2); // warm-up: JIT, pool connections, prepared statements
      floor = process.env.BENCH_ENDPOINT_FLOOR
        ? await startFloorServer(bench.url!, statements, poolSize, port + 1)
        : undefined;
      const floorRequest = async () => {
        const answer = await postJson(`${floor!.url}/`, headers, LIST);
        if (answer.status !== 200) throw new Error(`the floor server answered ${answer.status}`);
      };
      if (floor) await closedLoop(floorRequest, 4, 2);
      const idleMs = await idleCpuPerSecond(server.pid, 5);
      figures[`${label}: server CPU while idle`] = `${ms(idleMs)} per second`;
      for (const clients of clientCounts.filter((count) => count !== 50)) {
        for (let pair = 1; pair <= PAIRS; pair += 1) {
          const name = `${label}, ${clients} client(s), pair ${pair} (load ${loadAverage()})`;
          const cpuBefore = processCpu(server.pid);
          const endpoint = await closedLoop(request, clients, seconds);
          const cpu = cpuPerRequest(cpuBefore, processCpu(server.pid), endpoint.count, {
            msPerSecond: idleMs,
            seconds: endpoint.count / endpoint.perSecond,
          });
          const pgbench = await runPgbench(bench.url!, statements, clients, seconds);
          figures[`${name}: endpoint p50 / p95`] =
            `${ms(endpoint.p50)} / ${ms(endpoint.p95)}; server CPU per request ${cpu}`;
          figures[`${name}: pgbench p50 / p95`] = `${ms(pgbench.p50)} / ${ms(pgbench.p95)}`;
          figures[`${name}: endpoint p95 against pgbench's (goal <= 1.5x + 2 ms)`] =
            `${(endpoint.p95 / pgbench.p95).toFixed(2)}x, limit ${ms(1.5 * pgbench.p95 + 2)}: ${endpoint.p95 <= 1.5 * pgbench.p95 + 2 ? 'within' : 'over'}`;
          if (floor) {
            const bare = await closedLoop(floorRequest, clients, seconds);
            figures[`${name}: bare Node.js server p50 / p95`] =
              `${ms(bare.p50)} / ${ms(bare.p95)} (${(bare.p95 / pgbench.p95).toFixed(2)}x pgbench's p95)`;
          }
        }
      }
      const target = {
        url: server.url,
        pid: server.pid,
        databaseUrl: bench.url!,
        token,
        statements,
        idleMs,
      };
      if (clientCounts.includes(50) || !process.env.BENCH_ENDPOINT_CLIENTS) {
        Object.assign(figures, await atFifty({ ...target, floor }, poolSize, seconds, label));
      }
    } finally {
      await floor?.stop();
      await server.stop();
    }
    if (profileDir)
      Object.assign(
        figures,
        summariseCpuProfiles(profileDir, 'list endpoint CPU', { skipMs: startupMs }),
      );
    // Other pool sizes to compare with, each on a server of its own: BENCH_ENDPOINT_POOLS=4,8,16.
    const others = (process.env.BENCH_ENDPOINT_POOLS ?? '').split(',').filter(Boolean).map(Number);
    for (const size of others) {
      const other = await startServer({
        port,
        env: { DATABASE_URL: bench.url!, NODE_ENV: 'production', DATABASE_POOL_SIZE: String(size) },
      });
      try {
        const target = {
          url: other.url,
          pid: other.pid,
          databaseUrl: bench.url!,
          token,
          statements,
          idleMs: await idleCpuPerSecond(other.pid, 5),
        };
        Object.assign(figures, await atFifty(target, size, seconds, label));
      } finally {
        await other.stop();
      }
    }
  } finally {
    await bench.drop();
  }
  return figures;
}

// `npx tsx bench/endpoint/index.ts` runs this bench alone (after `npm run build`).
if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.env.BENCH_PORT ?? 3919);
  for (const [name, value] of Object.entries(await benchEndpoint(port)))
    console.log(`  ${name}  ${value}`);
}
