import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { ingestOrders } from '../apps/server/src/modules/stores/ingest';
import type { StoreOrder } from '../apps/server/src/modules/stores/platforms/types';
import { externalStores } from '../apps/server/src/modules/stores/tables';
import type { Db } from '../apps/server/src/platform/db';
import { silentLive, type Figures } from './lib/server';
import { openShopifyStore } from './lib/store-bench';
import { isPostgresReachable, postgresDatabase } from './lists/database';

/**
 * Issue 37 item 6: store orders ingested (the store order, its lines, the seller's draft and its
 * items, in one transaction a page of 50, as a pull writes them) against the limit, a multi-row
 * INSERT of the same rows run by psql, the database's own client, into copies of the same tables
 * with the same indexes, one transaction a page. The orders are read from the Shopify stand-in
 * through the real client before the clock starts, so the figure is the database work and our
 * code around it, not the network.
 *
 * Each round seeds new orders, ingests them, then inserts what the ingestion wrote; the rounds
 * are pairs, each printed with the load average. BENCH_INGEST_ORDERS and BENCH_INGEST_ROUNDS.
 */
const ORDERS = Number(process.env.BENCH_INGEST_ORDERS ?? 10_000);
const ROUNDS = Number(process.env.BENCH_INGEST_ROUNDS ?? 3);
const POSTGRES_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

type Written = { table: string; columns: string[]; rows: string[] };

/** A statement's rows (the driver's answer is typed for neither driver in particular). */
async function rowsOf<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The page size of a pull (Shopify's GraphQL pages of 50). */
const PAGE = 50;

/** Every table of the app's schema with its primary key's column (the ones ingestion can grow). */
async function keyedTables(db: Db): Promise<{ table: string; key: string }[]> {
  return rowsOf<{ table: string; key: string }>(
    db,
    sql`
    select c.relname as "table", a.attname as "key"
    from pg_index i
    join pg_class c on c.oid = i.indrelid
    join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
    join pg_attribute a on a.attrelid = c.oid and a.attnum = i.indkey[0]
    where i.indisprimary and i.indnatts = 1 and c.relname not like 'ref\\_%'`,
  );
}

/** The keys each table holds now, to tell the rows a round adds from those it updates. */
async function keysOf(db: Db, tables: { table: string; key: string }[]) {
  const keys = new Map<string, Set<string>>();
  for (const { table, key } of tables) {
    const rows = await rowsOf<{ k: string }>(
      db,
      sql`select ${sql.identifier(key)}::text as k from ${sql.identifier(table)}`,
    );
    keys.set(table, new Set(rows.map((row) => row.k)));
  }
  return keys;
}

/** The rows the round added, each as a VALUES tuple of quoted literals. */
async function addedRows(
  db: Db,
  tables: { table: string; key: string }[],
  before: Map<string, Set<string>>,
): Promise<Written[]> {
  const written: Written[] = [];
  for (const { table, key } of tables) {
    const columns = (
      await rowsOf<{ name: string }>(
        db,
        sql`select column_name as name from information_schema.columns
          where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER'
          order by ordinal_position`,
      )
    ).map((row) => row.name);
    const tuple = sql.join(
      columns.map((column) => sql`quote_nullable(${sql.identifier(column)}::text)`),
      sql` || ',' || `,
    );
    const rows = await rowsOf<{ k: string; v: string }>(
      db,
      sql`select ${sql.identifier(key)}::text as k, '(' || ${tuple} || ')' as v
          from ${sql.identifier(table)}`,
    );
    const known = before.get(table)!;
    const added = rows.filter((row) => !known.has(row.k)).map((row) => row.v);
    if (added.length > 0) written.push({ table, columns, rows: added });
  }
  return written;
}

/** Empty copies of the tables written (same columns, defaults, indexes; no foreign keys). */
function copiesSql(written: Written[]): string {
  return written
    .map(
      ({ table }) => `create table if not exists "ref_${table}" (like "${table}" including all);`,
    )
    .join('\n');
}

/** The same rows as multi-row INSERTs, `pages` transactions with an equal share of each table. */
function insertsSql(written: Written[], pages: number): string {
  const parts: string[] = [];
  for (let page = 0; page < pages; page += 1) {
    parts.push('begin;');
    for (const { table, columns, rows } of written) {
      const size = Math.ceil(rows.length / pages);
      const share = rows.slice(page * size, (page + 1) * size);
      if (share.length === 0) continue;
      const names = columns.map((column) => `"${column}"`).join(', ');
      parts.push(`insert into "ref_${table}" (${names}) values ${share.join(',\n')};`);
    }
    parts.push('commit;');
  }
  return parts.join('\n');
}

/** A statement's text as a pg client is given it (a string, or a config with its text). */
const textOf = (query: unknown) =>
  typeof query === 'string' ? query : String((query as { text?: unknown } | null)?.text ?? '');

/**
 * Counts the statements the app sends to PostgreSQL while `work` runs (BEGIN and COMMIT
 * included; pg-boss's polling of its queues, which runs beside, left out): the round trips a page
 * costs, which the figure is mostly made of.
 */
async function countingStatements<T>(work: () => Promise<T>): Promise<{ value: T; count: number }> {
  const prototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const query = prototype.query;
  let count = 0;
  prototype.query = function (this: unknown, ...args: unknown[]) {
    if (!textOf(args[0]).includes('pgboss.')) count += 1;
    return query.apply(this, args);
  };
  try {
    return { value: await work(), count };
  } finally {
    prototype.query = query;
  }
}

/** Runs a SQL file with psql, answering its milliseconds. */
function psql(url: string, file: string): number {
  const started = performance.now();
  const run = spawnSync('psql', ['-q', '-X', '-v', 'ON_ERROR_STOP=1', '-f', file, url], {
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`psql failed: ${run.stderr}`);
  return performance.now() - started;
}

export async function benchIngest(): Promise<Figures> {
  if (!(await isPostgresReachable(POSTGRES_URL))) return { ingest: 'skipped: no PostgreSQL' };
  const bench = await postgresDatabase(POSTGRES_URL);
  const folder = mkdtempSync(path.join(tmpdir(), 'platfox-bench-ingest-'));
  const figures: Figures = {};
  try {
    const { app, shop, db, storeId, close } = await openShopifyStore(bench);
    try {
      const [store] = await db.select().from(externalStores).where(eq(externalStores.id, storeId));
      const platform = app.stores.platforms.find('SHOPIFY')!;
      const connected = app.stores.connections.of(store!);
      const tables = await keyedTables(db);
      const seen = new Set<string>();
      for (let round = 1; round <= ROUNDS; round += 1) {
        const since = new Date();
        shop.seedOrders(ORDERS, { from: since });
        // The round's own orders, in pages as a pull brings them (a later round's "since" can
        // reach an earlier round's orders, which the ingestion would skip as seen).
        const fresh: StoreOrder[] = [];
        let next: string | undefined;
        do {
          const page = await platform.listOrders(connected, since, next);
          fresh.push(...page.items.filter((order) => !seen.has(order.externalOrderId)));
          next = page.next;
        } while (next);
        for (const order of fresh) seen.add(order.externalOrderId);
        const pages = Array.from({ length: Math.ceil(fresh.length / PAGE) }, (_, index) =>
          fresh.slice(index * PAGE, (index + 1) * PAGE),
        );
        const load = loadavg()[0]!.toFixed(2);
        const before = await keysOf(db, tables);
        const started = performance.now();
        const cpu = process.cpuUsage();
        const { count: statements } = await countingStatements(async () => {
          for (const page of pages) {
            await db.transaction((tx) => ingestOrders(tx, silentLive, store!, page));
          }
        });
        const ingestMs = performance.now() - started;
        const { user, system } = process.cpuUsage(cpu);
        const written = await addedRows(db, tables, before);
        const copies = path.join(folder, 'copies.sql');
        writeFileSync(copies, copiesSql(written));
        psql(bench.url!, copies);
        const inserts = path.join(folder, `round-${round}.sql`);
        writeFileSync(inserts, insertsSql(written, pages.length));
        const insertMs = psql(bench.url!, inserts);
        const rows = written.map(({ table, rows: added }) => `${table} ${added.length}`).join(', ');
        const perSecond = (ms: number) => ((fresh.length / ms) * 1000).toFixed(0);
        figures[
          `ingest round ${round} (load ${load}): ${fresh.length} orders in ${pages.length} pages`
        ] =
          `ingested ${perSecond(ingestMs)} orders/s, multi-row INSERT ${perSecond(insertMs)} orders/s: ` +
          `${(insertMs / ingestMs).toFixed(2)}x of the limit (goal >= 0.5x), ` +
          `${(statements / pages.length).toFixed(1)} statements and ` +
          `${((user + system) / 1000 / pages.length).toFixed(1)} ms of Node CPU a page ` +
          `(${(ingestMs / pages.length).toFixed(1)} ms); rows: ${rows}`;
      }
    } finally {
      await close();
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
    await bench.drop();
  }
  return figures;
}
