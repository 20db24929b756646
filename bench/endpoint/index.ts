import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { dataListQuerySchema, type DataListQuery } from '@platfox/domain';
import { readConfig } from '../../apps/server/src/config';
import { AuthService } from '../../apps/server/src/modules/auth/service';
import { listRegistry } from '../../apps/server/src/modules/data-lists/models';
import { DataListService } from '../../apps/server/src/modules/data-lists/service';
import type { Database } from '../../apps/server/src/platform/db';
import { randomToken, tokenHash } from '../../apps/server/src/platform/secrets';
import { postJson } from '../lib/post';
import { silentLive, startServer, type Figures } from '../lib/server';
import { isPostgresReachable, postgresDatabase } from '../lists/database';
import { rowsOf } from '../lists/seed';
import { ISSUE_SEED, seedOrders } from '../orders/seed';
import { summariseCpuProfiles } from './cpu-profile';
import { closedLoop, cpuPerRequest, ms, processCpu } from './load';
import { recordStatements, replay, type Statement } from './replay';

const POSTGRES_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

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
 * List requests/s at 50 clients on a server whose pool holds `poolSize` connections, and the
 * same statements' rate from 50 clients through a pool of as many.
 */
async function atFifty(
  target: {
    url: string;
    pid: number | undefined;
    databaseUrl: string;
    token: string;
    statements: Statement[];
  },
  poolSize: number,
  seconds: number,
  label: string,
): Promise<Figures> {
  const cpuBefore = processCpu(target.pid);
  const loaded = await autocannon({
    url: `${target.url}/api/data-lists`,
    method: 'POST',
    headers: { authorization: `Bearer ${target.token}`, 'content-type': 'application/json' },
    body: JSON.stringify(LIST),
    connections: 50,
    duration: seconds,
  });
  const cpu = cpuPerRequest(cpuBefore, processCpu(target.pid), loaded.requests.total);
  const sqlPool = new pg.Pool({ connectionString: target.databaseUrl, max: poolSize });
  try {
    const same = await closedLoop(() => replay(sqlPool, target.statements), 50, seconds);
    return {
      [`${label}, 50 clients, pool of ${poolSize}: endpoint requests/s`]: `${loaded.requests.average.toFixed(0)} (p50 ${loaded.latency.p50} ms, p99 ${loaded.latency.p99} ms, errors ${loaded.errors + loaded.non2xx})`,
      [`${label}, 50 clients, pool of ${poolSize}: server CPU per request`]: cpu,
      [`${label}, 50 clients, pool of ${poolSize}: its SQL requests/s`]: `${same.perSecond.toFixed(0)} (p50 ${ms(same.p50)})`,
    };
  } finally {
    await sqlPool.end();
  }
}

/**
 * Issue 16 "Endpoints close to their SQL": POST /api/data-lists on the built server (production
 * mode, PostgreSQL) against the very statements it runs, replayed through node-postgres in the
 * same shape (the session look-up, then the page beside its total), back to back at 1 and 8
 * clients; then list requests/s at 50 clients with the server's pool. BENCH_ENDPOINT_CLIENTS=1
 * (or 1,8,50) runs only those loads, e.g. to profile one; BENCH_ENDPOINT_ITEMS
 * shrinks the seed, BENCH_ENDPOINT_SECONDS the runs, DATABASE_POOL_SIZE overrides the pool;
 * BENCH_ENDPOINT_POOLS=4,16 adds the 50-client rate with other pools to compare; BENCH_CPU_PROF=
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
  const bench = await postgresDatabase(POSTGRES_URL);
  const figures: Figures = {};
  try {
    await seedOrders(bench.database, { ...ISSUE_SEED, items, orders: Math.round(items / 5) });
    const token = await adminSession(bench.database);
    const statements = await listStatements(bench.database, token);
    const [listed] = rowsOf<{ n: number }>(
      await bench.database.db.execute(
        sql`select count(*)::int as n from order_items where status = 'PROCESSING'`,
      ),
    );
    const label = `list endpoint (${items} items, ${listed!.n} in production, 50 rows)`;
    figures[`${label}: statements per request`] = String(statements.length);

    const sqlPool = new pg.Pool({ connectionString: bench.url, max: poolSize });
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
    try {
      const headers = { authorization: `Bearer ${token}` };
      const request = async () => {
        const answer = await postJson(`${server.url}/api/data-lists`, headers, LIST);
        if (answer.status !== 200) throw new Error(`data-lists answered ${answer.status}`);
      };
      const sqlOnce = () => replay(sqlPool, statements);
      await closedLoop(request, 4, 2); // warm-up: JIT, pool connections, prepared statements
      await closedLoop(sqlOnce, 4, 1);
      for (const clients of clientCounts.filter((count) => count !== 50)) {
        const cpuBefore = processCpu(server.pid);
        const endpoint = await closedLoop(request, clients, seconds);
        figures[`${label}, ${clients} client(s): server CPU per request`] = cpuPerRequest(
          cpuBefore,
          processCpu(server.pid),
          endpoint.count,
        );
        const same = await closedLoop(sqlOnce, clients, seconds);
        figures[`${label}, ${clients} client(s): endpoint p50 / p95`] =
          `${ms(endpoint.p50)} / ${ms(endpoint.p95)}`;
        figures[`${label}, ${clients} client(s): its SQL p50 / p95`] =
          `${ms(same.p50)} / ${ms(same.p95)}`;
        figures[`${label}, ${clients} client(s): endpoint p95 / SQL p95 (goal <= 1.5x + 2 ms)`] =
          `${(endpoint.p95 / same.p95).toFixed(2)}x (limit ${ms(1.5 * same.p95 + 2)})`;
      }
      const target = {
        url: server.url,
        pid: server.pid,
        databaseUrl: bench.url!,
        token,
        statements,
      };
      if (clientCounts.includes(50) || !process.env.BENCH_ENDPOINT_CLIENTS) {
        Object.assign(figures, await atFifty(target, poolSize, seconds, label));
      }
    } finally {
      await server.stop();
      await sqlPool.end();
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
