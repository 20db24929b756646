import { isoDay, type StatisticRangeQuery } from '@platfox/domain';
import { sql } from 'drizzle-orm';
import type { Actor } from '../apps/server/src/modules/auth/service';
import type { Database } from '../apps/server/src/platform/db';
import { adminDashboard, sellerDashboard } from '../apps/server/src/modules/statistics/dashboards';
import {
  productStatistic,
  productStatistics,
  productTypeStatistics,
  transactionStatistics,
} from '../apps/server/src/modules/statistics/reads';
import { saleCodeStatistics, saleKpi } from '../apps/server/src/modules/statistics/salesmen';
import { p50p95, type Figures } from './lib/server';
import { isPostgresReachable, keptPostgresDatabase, postgresDatabase } from './lists/database';
import { rowsOf } from './lists/seed';
import { ISSUE_SEED, seedOrders } from './orders/seed';

const POSTGRES_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ROUNDS = 50;
/**
 * A database an earlier run seeded and kept (BENCH_STATISTICS_KEEP=1 keeps it and prints its URL):
 * measured again without the minutes of seeding, e.g. before and after a migration on the same rows.
 */
const KEPT_DATABASE = process.env.BENCH_STATISTICS_DATABASE;
const KEEPS_DATABASE = process.env.BENCH_STATISTICS_KEEP === '1';

/** What issue 34 asks for beside issue 5's orders: 2,000,000 ledger rows and 50 salesmen. */
const LEDGER_ROWS = Number(process.env.BENCH_LEDGER_ROWS ?? 2_000_000);
const SALESMEN = 50;

const DAY_MS = 86_400_000;

/** The statistics rollups (modules/statistics/tables.ts) the seed's triggers filled. */
const ROLLUPS = [
  'stat_ledger_days',
  'stat_ledger_totals',
  'stat_ledger_months',
  'stat_ledger_month_totals',
  'stat_product_days',
  'stat_product_months',
  'stat_type_days',
  'stat_order_days',
  'stat_item_statuses',
];
const yearTo = (end: number): StatisticRangeQuery => ({
  range: 'cr',
  startDate: isoDay(end - 364 * DAY_MS),
  endDate: isoDay(end),
});

const ROOT: Actor = {
  id: '00000000-0000-0000-0000-000000000000',
  type: 'ROOT',
  status: 'ONLINE',
  isVerified: true,
  permissions: [],
  sessionId: null,
};

/**
 * Ledger rows of every type and status spread over the last 365 days and the bench sellers, in
 * the database (the triggers count each as the app's own writes would), and 50 salesmen who
 * brought the sellers between them over the year.
 */
async function seedLedgerAndSalesmen({ db }: Database) {
  const sellers = rowsOf<{ count: number }>(
    await db.execute(sql`select count(*)::int as count from bench_sellers`),
  )[0]!.count;
  const batch = 200_000;
  for (let start = 0; start < LEDGER_ROWS; start += batch) {
    const end = Math.min(LEDGER_ROWS, start + batch);
    await db.execute(sql`
      insert into transactions (user_id, type, status, amount, fee, balance_before, balance_after,
                                description, created_at, updated_at)
      select s.seller_id,
             (array['CHARGE','CHARGE','CHARGE','DEPOSIT','REFUND','BONUS','WITHDRAW'])[1 + g % 7],
             (array['APPROVED','APPROVED','APPROVED','PENDING','CANCELED'])[1 + (g / 7) % 5],
             case when g % 7 in (0, 1, 2, 6) then -(500 + g % 5000) else 500 + g % 5000 end,
             case when g % 7 = 3 then 30 else 0 end, 0, 0, 'bench',
             now() - (g::bigint * 525600 / ${LEDGER_ROWS}::int) * interval '1 minute', now()
      from generate_series(${start + 1}::int, ${end}::int) as g
      join bench_sellers s on s.n = 1 + g % ${sellers}::int`);
  }
  await db.execute(sql`
    insert into salesmen (name, sale_code)
    select 'Bench salesman ' || n, 'BENCH' || n from generate_series(1, ${SALESMEN}::int) as n`);
  await db.execute(sql`
    insert into salesman_sellers (seller_id, salesman_id, sale_code, registered_at)
    select s.seller_id, m.id, m.sale_code, now() - (s.n % 365) * interval '1 day'
    from bench_sellers s
    join salesmen m on m.sale_code = 'BENCH' || (1 + s.n % ${SALESMEN}::int)`);
  await db.execute(sql`vacuum analyze transactions`);
  await db.execute(sql`vacuum analyze salesman_sellers`);
  // The seed writes a year of history in a few statements, so each rollup row is updated
  // thousands of times inside one transaction: no version can be pruned until it commits, and a
  // plain vacuum frees the dead versions but keeps the file (stat_item_statuses: 57 MB for 18,000
  // rows, stat_type_days 65 MB for 5,800). The app writes each placement in its own transaction,
  // where page pruning and autovacuum keep a rollup near its live size; compacting the rollups
  // once measures the reads on that size, not on the seed's leftovers.
  await db.execute(sql.raw(`vacuum full analyze ${ROLLUPS.join(', ')}`));
}

/** The bench sellers of a kept database, in the order the seed made them. */
async function keptSellers({ db }: Database): Promise<string[]> {
  const rows = rowsOf<{ seller_id: string }>(
    await db.execute(sql`select seller_id from bench_sellers order by n`),
  );
  return rows.map((row) => row.seller_id);
}

/** Every figure the rollups hold equals the raw rows' (a spot check of what the bench made). */
async function rollupsMatch({ db }: Database) {
  const [row] = rowsOf<{ raw: number; rolled: number; items: number; counted: number }>(
    await db.execute(sql`
      select (select coalesce(sum(amount), 0)::bigint from transactions where status = 'APPROVED') as raw,
             (select coalesce(sum(amount), 0)::bigint from stat_ledger_totals where status = 'APPROVED') as rolled,
             (select count(*)::int from order_items where placed_at is not null) as items,
             (select coalesce(sum(lines), 0)::int from stat_product_days) as counted`),
  );
  return Number(row!.raw) === Number(row!.rolled) && row!.items === row!.counted;
}

/**
 * Issue 34's figures on PostgreSQL: every dashboard and statistics answer over a year's range,
 * on issue 5's 1,000,000 order items and 2,000 sellers, 2,000,000 ledger rows and 50 salesmen.
 * The reads are the routes' own functions on the database (no HTTP), p50 and p95 of 50 rounds.
 * BENCH_ORDER_ITEMS and BENCH_LEDGER_ROWS scale the seed down.
 */
export async function benchStatistics(): Promise<Figures> {
  if (!(await isPostgresReachable(POSTGRES_URL))) {
    return { 'statistics figures': `skipped: nothing answers at ${POSTGRES_URL}` };
  }
  const items = Number(process.env.BENCH_ORDER_ITEMS ?? ISSUE_SEED.items);
  const seed = { ...ISSUE_SEED, items, orders: Math.round(items / 5) };
  const bench = KEPT_DATABASE
    ? await keptPostgresDatabase(KEPT_DATABASE)
    : await postgresDatabase(POSTGRES_URL);
  const figures: Figures = {};
  try {
    const seeding = performance.now();
    const sellerIds = KEPT_DATABASE
      ? await keptSellers(bench.database)
      : (await seedOrders(bench.database, seed)).sellerIds;
    if (!KEPT_DATABASE) await seedLedgerAndSalesmen(bench.database);
    figures[
      KEPT_DATABASE
        ? `statistics: measured on the kept database ${KEPT_DATABASE}`
        : `statistics: ${seed.items} items, ${LEDGER_ROWS} ledger rows, ${seed.sellers} sellers, ${SALESMEN} salesmen seeded in`
    ] = KEPT_DATABASE ? 'as seeded' : `${((performance.now() - seeding) / 1000).toFixed(0)} s`;
    figures['statistics: the rollups equal the raw rows'] = String(
      await rollupsMatch(bench.database),
    );

    const { db } = bench.database;
    const sellerId = sellerIds[0]!;
    const seller: Actor = { ...ROOT, id: sellerId, type: 'SELLER' };
    const [product] = rowsOf<{ product_id: string }>(
      await db.execute(sql`select product_id from bench_sellers where seller_id = ${sellerId}`),
    );
    const now = Date.now();
    // A year to today, and a year to a mid-month day: a year that ends on a month's last day is
    // all whole months, any other has about a month of edge days read from the day rollups.
    const years: Record<string, StatisticRangeQuery> = {
      'a year': yearTo(now),
      [`a year to ${isoDay(now - 15 * DAY_MS)}`]: yearTo(now - 15 * DAY_MS),
    };
    const reads: Record<string, () => Promise<unknown>> = {
      'admin dashboard': () => adminDashboard(db, ROOT),
      'seller dashboard': () => sellerDashboard(db, seller),
    };
    for (const [label, year] of Object.entries(years))
      Object.assign(reads, {
        [`transaction statistics, ${label}`]: () => transactionStatistics(db, year),
        [`product-type statistics, ${label}`]: () => productTypeStatistics(db, year),
        [`product statistics (all sellers), ${label}`]: () => productStatistics(db, year),
        [`product statistics (a seller's), ${label}`]: () => productStatistics(db, year, sellerId),
        [`one product, ${label}`]: () => productStatistic(db, product!.product_id, year),
        [`sale KPI, ${label}`]: () => saleKpi(db, year),
        [`user sale codes, ${label}`]: () => saleCodeStatistics(db, year),
      });
    for (const [name, read] of Object.entries(reads))
      figures[`statistics: ${name} p50 / p95`] = await p50p95(ROUNDS, read);
  } finally {
    if (KEEPS_DATABASE && !KEPT_DATABASE) {
      await bench.database.close();
      console.error(
        `statistics: the seeded database is kept: BENCH_STATISTICS_DATABASE=${bench.url}`,
      );
    } else {
      await bench.drop();
    }
  }
  return figures;
}

// `npx tsx bench/statistics.ts` runs this bench alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [name, value] of Object.entries(await benchStatistics()))
    console.log(`  ${name}  ${value}`);
}
