import { dataListQuerySchema } from '@platfox/domain';
import { sql } from 'drizzle-orm';
import { readConfig } from '../../apps/server/src/config';
import type { Actor } from '../../apps/server/src/modules/auth/service';
import { listRegistry } from '../../apps/server/src/modules/data-lists/models';
import { DataListService } from '../../apps/server/src/modules/data-lists/service';
import type { Database } from '../../apps/server/src/platform/db';
import { p50p95, silentLive, startServer, type Figures } from '../lib/server';
import { isPostgresReachable, keptPostgresDatabase, postgresDatabase } from '../lists/database';
import { summariseCpuProfiles } from '../endpoint/cpu-profile';
import { oneLine, placementCost, placementStatements } from './cost';
import { measurePlacements, sellerSessions } from './placement';
import { orderItemQueries } from './queries';
import { ISSUE_SEED, seedOrders, type SeededOrders } from './seed';
import { rowsOf } from '../lists/seed';

/**
 * The triggers that keep the statistics rollups, by table: one per event, once per statement
 * (migration 0053_statistics_statement_triggers; 0033_statistics had one per row).
 */
const STATISTICS_TABLES = ['transactions', 'order_items', 'orders'];
const STATISTICS_EVENTS = ['insert', 'update', 'delete'];

async function statisticsTriggers({ db }: Database, state: 'on' | 'off'): Promise<void> {
  const change = state === 'on' ? 'enable' : 'disable';
  for (const table of STATISTICS_TABLES) {
    for (const event of STATISTICS_EVENTS) {
      await db.execute(
        sql.raw(`alter table ${table} ${change} trigger ${table}_statistics_${event}`),
      );
    }
  }
}

/** What seedOrders answered, read back from a kept database. */
async function keptOrders({ db }: Database): Promise<SeededOrders> {
  const sellers = rowsOf<{ seller_id: string; product_type_id: string }>(
    await db.execute(sql`select b.seller_id, p.product_type_id from bench_sellers b
      join products p on p.id = b.product_id order by b.n`),
  );
  return {
    productTypeId: sellers[0]!.product_type_id,
    sellerIds: sellers.map((row) => row.seller_id),
  };
}

const POSTGRES_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ROUNDS = 50;
/**
 * A database an earlier bench seeded with issue 5's orders and kept (the statistics bench's
 * BENCH_STATISTICS_KEEP=1, which adds the ledger and salesmen): measured without seeding again.
 * The placements timed with the triggers off are in no rollup: afterwards the kept database's
 * rollups no longer equal its raw rows (the statistics bench then says so).
 */
const KEPT_DATABASE = process.env.BENCH_ORDERS_DATABASE;
/** The callers of each timed placement phase (BENCH_ORDERS_CALLERS=8 times that one alone). */
const CALLERS = (process.env.BENCH_ORDERS_CALLERS ?? '1,8,16').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_ORDERS_SECONDS ?? 10);
/** BENCH_ORDERS_STATEMENTS=1 prints the statements of one placement, one a line. */
const PRINTS_STATEMENTS = process.env.BENCH_ORDERS_STATEMENTS === '1';
/** BENCH_ORDERS_PROFILE=<folder>: the server writes a V8 CPU profile there; its top is printed. */
const PROFILE_DIR = process.env.BENCH_ORDERS_PROFILE;
/**
 * NODE_ENV of the measured server: production by default, as the business runs it (development
 * checks every answer against its schema and seeds the demo business at start).
 */
const NODE_ENV = process.env.BENCH_ORDERS_NODE_ENV ?? 'production';

const ADMIN: Actor = {
  id: '00000000-0000-0000-0000-000000000000',
  type: 'ADMIN',
  status: 'ONLINE',
  isVerified: true,
  permissions: ['ORDER_ITEM_ACCESS'],
  sessionId: null,
};

/**
 * The order figures of issue 5 on PostgreSQL: five order-item list queries over 1,000,000 items,
 * 200,000 orders and 2,000 sellers, then placements over HTTP on loopback against the built
 * server on the same database. BENCH_ORDER_ITEMS scales the items (and orders) down.
 */
export async function benchOrders(port = 3918): Promise<Figures> {
  if (!(await isPostgresReachable(POSTGRES_URL))) {
    return { 'order figures': `skipped: nothing answers at ${POSTGRES_URL}` };
  }
  const items = Number(process.env.BENCH_ORDER_ITEMS ?? ISSUE_SEED.items);
  const seed = { ...ISSUE_SEED, items, orders: Math.round(items / 5) };
  const bench = KEPT_DATABASE
    ? await keptPostgresDatabase(KEPT_DATABASE)
    : await postgresDatabase(POSTGRES_URL);
  const figures: Figures = {};
  try {
    const seeding = performance.now();
    const seeded = KEPT_DATABASE
      ? await keptOrders(bench.database)
      : await seedOrders(bench.database, seed);
    figures[
      KEPT_DATABASE
        ? `orders: measured on the kept database ${KEPT_DATABASE}`
        : `orders: ${seed.items} items, ${seed.orders} orders, ${seed.sellers} sellers seeded in`
    ] = KEPT_DATABASE ? 'as seeded' : `${((performance.now() - seeding) / 1000).toFixed(0)} s`;

    const service = new DataListService(bench.database.db, listRegistry, silentLive);
    const call = { featureToken: undefined, isFeatureTokenValid: async () => false };
    const queries = orderItemQueries(seeded.sellerIds[0]!, seeded.productTypeId);
    for (const [name, query] of Object.entries(queries)) {
      const parsed = dataListQuerySchema.parse(query);
      let last = { total: 0, isTotalEstimated: false };
      const timing = await p50p95(ROUNDS, async () => {
        last = await service.list(ADMIN, parsed, call);
      });
      const total = `${last.isTotalEstimated ? '~' : ''}${last.total}`;
      figures[`order-item list: ${name} p50 / p95 (total ${total})`] = timing;
    }

    const { placers, itemIds } = await sellerSessions(bench.database);
    const statements = await placementStatements(bench.database, placers, itemIds);
    figures['place order: round trips (statements) per placement'] = String(statements.length);
    if (PRINTS_STATEMENTS) {
      statements.forEach((statement, index) => {
        const took = (statement.ended - statement.started).toFixed(2);
        figures[`place order: statement ${index + 1} (${took} ms)`] = oneLine(statement);
      });
    }
    const starting = performance.now();
    const server = await startServer({
      port,
      env: { DATABASE_URL: bench.url!, NODE_ENV },
      nodeArgs: PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : [],
    });
    let warmedUp = performance.now();
    try {
      await measurePlacements(server.url, placers, itemIds, { concurrency: 4, seconds: 2 });
      warmedUp = performance.now();
      figures['place order: server NODE_ENV'] = NODE_ENV;
      for (const concurrency of CALLERS) {
        // With the statistics rollups' triggers (issue 34), as the app runs, then without them
        // on the same rows: what the rollups cost a placement.
        for (const triggers of ['on', 'off'] as const) {
          await statisticsTriggers(bench.database, triggers);
          const cost = await placementCost(server.pid, bench.url!);
          const result = await measurePlacements(server.url, placers, itemIds, {
            concurrency,
            seconds: SECONDS,
          });
          const label = `place order, ${concurrency} caller(s)${triggers === 'off' ? ', statistics triggers off' : ''}`;
          figures[`${label} over ${placers.length} sellers: p50 / p95`] =
            `${result.p50.toFixed(1)} ms / ${result.p95.toFixed(1)} ms`;
          figures[`${label}: placements/s`] = `${(result.count / result.seconds).toFixed(0)}`;
          figures[`${label}: CPU per placement`] = await cost(result.count);
        }
        figures["place order: the server's PostgreSQL pool"] =
          `${readConfig({}).databasePoolSize} connections`;
      }
      await statisticsTriggers(bench.database, 'on');
    } finally {
      await server.stop();
    }
    if (PROFILE_DIR) {
      // The start-up and the warm-up are left out: the profile's top is the timed placements'.
      Object.assign(
        figures,
        summariseCpuProfiles(PROFILE_DIR, 'place order: server CPU profile', {
          skipMs: warmedUp - starting,
          top: 25,
        }),
      );
    }
  } finally {
    await bench.drop();
  }
  return figures;
}

// `npx tsx bench/orders/index.ts` runs this bench alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [name, value] of Object.entries(await benchOrders()))
    console.log(`  ${name}  ${value}`);
}
