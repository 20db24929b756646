import { dataListQuerySchema, type DataListQuery } from '@platfox/domain';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../apps/server/src/modules/auth/service';
import { listRegistry } from '../../apps/server/src/modules/data-lists/models';
import { DataListService } from '../../apps/server/src/modules/data-lists/service';
import { randomToken, tokenHash } from '../../apps/server/src/platform/secrets';
import { postJson } from '../lib/post';
import { percentile, silentLive, startServer, type Figures } from '../lib/server';
import { isPostgresReachable, postgresDatabase } from '../lists/database';
import { rowsOf } from '../lists/seed';
import { ISSUE_SEED, seedOrders } from '../orders/seed';
import { captureQueries, loadSql, ms, timeSql, type Timing } from './capture';

const POSTGRES_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ROUNDS = Number(process.env.BENCH_DEPTH_ROUNDS ?? 30);
/** Calls made before the first timing, so that no figure carries the compiling of the code. */
const WARM_UP_CALLS = 200;
const SECONDS = Number(process.env.BENCH_DEPTH_SECONDS ?? 10);
const PAGE_SIZE = 50;
const DEPTHS = [1, 100, 5_000];

const ADMIN: Actor = {
  id: '00000000-0000-0000-0000-000000000000',
  type: 'ADMIN',
  status: 'ONLINE',
  isVerified: true,
  permissions: ['ORDER_ITEM_ACCESS'],
  sessionId: null,
};
const CALL = { featureToken: undefined, isFeatureTokenValid: async () => false };

/** The issue's list: order items of one status, newest first, 50 a page. */
const statusQuery = (page: number, cursor?: string): DataListQuery => ({
  model: 'order-item',
  filters: [{ field: 'status', operation: 'in', value: ['COMPLETED'] }],
  pagination: { page, pageSize: PAGE_SIZE, ...(cursor ? { cursor } : {}) },
});
const containsQuery: DataListQuery = {
  model: 'order-item',
  filters: [{ field: 'trackingCode', operation: 'ct', value: '0001234' }],
  pagination: { page: 1, pageSize: 20 },
};

async function timeCalls(call: () => Promise<unknown>, rounds: number): Promise<Timing> {
  const timings: number[] = [];
  for (let round = -2; round < rounds; round += 1) {
    const started = performance.now();
    await call();
    if (round >= 0) timings.push(performance.now() - started);
  }
  return { p50: percentile(timings, 50), p95: percentile(timings, 95) };
}

/**
 * Issue 16's "lists at any depth" on PostgreSQL, over the order bench's seed (1,000,000 items by
 * default; BENCH_DEPTH_ITEMS scales it): a status-filtered page at depth 1, 100 and 5,000 by
 * cursor (the page before's cursor) and by offset, each beside the same SQL run through pg
 * alone; the first page (counted) against the next (total carried by the cursor); "tracking code
 * contains" at 8 clients over HTTP on the built server, beside its SQL at 8 connections.
 */
export async function benchListDepth(port = 3919): Promise<Figures> {
  if (!(await isPostgresReachable(POSTGRES_URL))) {
    return { 'list depth': `skipped: nothing answers at ${POSTGRES_URL}` };
  }
  const items = Number(process.env.BENCH_DEPTH_ITEMS ?? ISSUE_SEED.items);
  const bench = await postgresDatabase(POSTGRES_URL);
  const url = bench.url!;
  const figures: Figures = {};
  try {
    const seeding = performance.now();
    await seedOrders(bench.database, { ...ISSUE_SEED, items, orders: Math.round(items / 5) });
    figures[`list depth: ${items} order items seeded in`] =
      `${((performance.now() - seeding) / 1000).toFixed(0)} s`;
    const service = new DataListService(bench.database.db, listRegistry, silentLive);
    const list = (query: DataListQuery) =>
      service.list(ADMIN, dataListQuerySchema.parse(query), CALL);

    // A fresh service each time: its built pages are empty, as on a page asked for the first time.
    const listFirstTime = (query: DataListQuery) =>
      new DataListService(bench.database.db, listRegistry, silentLive).list(
        ADMIN,
        dataListQuerySchema.parse(query),
        CALL,
      );
    const first = await list(statusQuery(1));
    const pages = Math.ceil(first.total / PAGE_SIZE);
    // As on a running server, the code is compiled before anything is timed.
    for (let round = 0; round < WARM_UP_CALLS; round += 1) {
      await listFirstTime(statusQuery(1 + (round % 3)));
    }
    for (const wanted of DEPTHS) {
      const page = Math.min(wanted, pages);
      // The page's cursor comes from the page before it (page 1's from page 2: read backwards).
      const from = await list(statusQuery(page === 1 ? 2 : page - 1));
      const byCursor = statusQuery(page, from.cursor);
      const cursorSql = await captureQueries(() => list(byCursor));
      const label = `list depth: page ${page} of ${pages} (offset ${(page - 1) * PAGE_SIZE})`;
      figures[`${label} by cursor p50 / p95`] = ms(await timeCalls(() => list(byCursor), ROUNDS));
      figures[`${label} by cursor, asked the first time (statements built) p50 / p95`] = ms(
        await timeCalls(() => listFirstTime(byCursor), ROUNDS),
      );
      figures[`${label} by cursor, its SQL alone`] = ms(await timeSql(url, cursorSql, ROUNDS));
      // By offset as before cursors (the total counted too): fewer rounds, it is slow deep down.
      const offsetSql = await captureQueries(() => list(statusQuery(page)));
      const offsetRounds = Math.max(3, Math.round(ROUNDS / (page > 1_000 ? 6 : 1)));
      figures[`${label} by offset p50 / p95`] = ms(
        await timeCalls(() => list(statusQuery(page)), offsetRounds),
      );
      figures[`${label} by offset, its SQL alone`] = ms(
        await timeSql(url, offsetSql, offsetRounds),
      );
    }

    // The total: counted when the filters change (page 1), carried by the cursor after that.
    const counted = await captureQueries(() => list(statusQuery(1)));
    const carried = statusQuery(2, first.cursor);
    const uncounted = await captureQueries(() => list(carried));
    figures['list total: first page (counted) p50 / p95'] = ms(
      await timeCalls(() => list(statusQuery(1)), ROUNDS),
    );
    figures['list total: first page, its SQL alone'] =
      `${ms(await timeSql(url, counted, ROUNDS))} (${counted.length} queries)`;
    figures['list total: next page (total from the cursor) p50 / p95'] = ms(
      await timeCalls(() => list(carried), ROUNDS),
    );
    figures['list total: next page, its SQL alone'] =
      `${ms(await timeSql(url, uncounted, ROUNDS))} (${uncounted.length} queries)`;

    Object.assign(figures, await benchContains(port, bench.database, url, list));
  } finally {
    await bench.drop();
  }
  return figures;
}

/** "Tracking code contains" at 8 clients: the endpoint over HTTP, then its SQL alone. */
async function benchContains(
  port: number,
  database: Awaited<ReturnType<typeof postgresDatabase>>['database'],
  url: string,
  list: (query: DataListQuery) => Promise<{ total: number }>,
): Promise<Figures> {
  const token = randomToken();
  await database.db.execute(sql`
    insert into auth_sessions (user_id, access_token_hash, access_expires_at, refresh_expires_at, is_remember_me)
    select id, ${tokenHash(token)}, now() + interval '1 day', now() + interval '1 day', false
    from users where email = 'root@demo.test'`);
  const [{ matches } = { matches: 0 }] = rowsOf<{ matches: number }>(
    await database.db.execute(
      sql`select count(*)::int as matches from order_items where tracking_code like '%0001234%'`,
    ),
  );
  const querySql = await captureQueries(() => list(containsQuery));
  // As it runs in production: the answer sent as built, not re-encoded by zod on the way out.
  const server = await startServer({ port, env: { DATABASE_URL: url, NODE_ENV: 'production' } });
  const clients = 8;
  const timings: number[] = [];
  try {
    const headers = { authorization: `Bearer ${token}` };
    const until = performance.now() + SECONDS * 1000;
    await Promise.all(
      Array.from({ length: clients }, async () => {
        while (performance.now() < until) {
          const started = performance.now();
          const answer = await postJson(`${server.url}/api/data-lists`, headers, containsQuery);
          if (answer.status !== 200) throw new Error(`contains answered ${answer.status}`);
          timings.push(performance.now() - started);
        }
      }),
    );
  } finally {
    await server.stop();
  }
  const alone = await loadSql(url, querySql, clients, SECONDS);
  return {
    [`list contains (${matches} matches), 8 clients over HTTP p50 / p95`]: ms({
      p50: percentile(timings, 50),
      p95: percentile(timings, 95),
    }),
    'list contains, its SQL alone at 8 connections p50 / p95': ms(alone),
  };
}

// `npx tsx bench/list-depth/index.ts` runs this bench alone (BENCH_DEPTH_PORT picks the port).
if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.env.BENCH_DEPTH_PORT ?? 3919);
  for (const [name, value] of Object.entries(await benchListDepth(port)))
    console.log(`  ${name}  ${value}`);
}
