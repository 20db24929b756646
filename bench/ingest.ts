import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
 * INSERT of the same rows run by psql, the database's own client, one committed transaction a page
 * (the rows each ingestion transaction wrote, told apart by their xmin). The orders are read from
 * the Shopify stand-in through the real client before the clock starts, so the figure is the
 * database work and our code around it, not the network.
 *
 * Two references, both printed:
 * - **the real tables**: the round's rows are deleted (children first, then VACUUM, outside the
 *   clock) and inserted again into the same tables, so they pay what ours pay: the foreign-key
 *   checks (about 15 an order), the unique indexes, the statistics rollup triggers. The database
 *   ends as the ingestion left it, so the next round meets tables of the same size. A rolled-back
 *   transaction was not taken: it would put every page in one transaction, saving the reference
 *   a commit (a WAL flush) a page that the ingestion pays.
 * - **ref_* copies** (`LIKE ... INCLUDING ALL`: same columns, defaults and indexes, no foreign
 *   keys, no triggers): the figure this bench printed first, kept for comparison; it is not the
 *   same rows into the same tables, so it is not the goal's reference.
 * The two references run in turn first (odd rounds the copies, even rounds the real tables).
 *
 * Besides the rates, the CPU of each: the app's Node process and its PostgreSQL backends (read from
 * /proc, so the database must be on this machine; otherwise only Node's) for the ingestion, and
 * psql's backend for each reference: CPU is far less sensitive than a rate to the machine's load.
 * BENCH_INGEST_ORDERS and BENCH_INGEST_ROUNDS.
 */
const ORDERS = Number(process.env.BENCH_INGEST_ORDERS ?? 10_000);
const ROUNDS = Number(process.env.BENCH_INGEST_ROUNDS ?? 3);
const POSTGRES_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A table's rows a round added: each as a VALUES tuple, with its key and the page that wrote it. */
type Written = {
  table: string;
  key: string;
  columns: string[];
  rows: { key: string; tuple: string; page: number }[];
};

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

/**
 * The rows the round added, each as a VALUES tuple of quoted literals with the page (the
 * ingestion's transaction, by the row's xmin, in commit order) that wrote it. Answered parents
 * first (foreign keys), so that each page's inserts can run in this order.
 */
async function addedRows(
  db: Db,
  tables: { table: string; key: string }[],
  before: Map<string, Set<string>>,
): Promise<Written[]> {
  const written: Written[] = [];
  const transactions = new Set<number>();
  const xminOf = new Map<Written['rows'][number], number>();
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
    const rows = await rowsOf<{ k: string; v: string; x: string }>(
      db,
      sql`select ${sql.identifier(key)}::text as k, '(' || ${tuple} || ')' as v, xmin::text as x
          from ${sql.identifier(table)}`,
    );
    const known = before.get(table)!;
    const added = rows
      .filter((row) => !known.has(row.k))
      .map((row) => {
        const out = { key: row.k, tuple: row.v, page: 0 };
        xminOf.set(out, Number(row.x));
        transactions.add(Number(row.x));
        return out;
      });
    if (added.length > 0) written.push({ table, key, columns, rows: added });
  }
  const pageOf = new Map([...transactions].sort((a, b) => a - b).map((x, index) => [x, index]));
  for (const { rows } of written) for (const row of rows) row.page = pageOf.get(xminOf.get(row)!)!;
  return parentsFirst(db, written);
}

/** The tables in an order where each comes after those its foreign keys name. */
async function parentsFirst(db: Db, written: Written[]): Promise<Written[]> {
  const names = new Set(written.map(({ table }) => table));
  const edges = await rowsOf<{ child: string; parent: string }>(
    db,
    sql`select c.relname as child, p.relname as parent from pg_constraint k
      join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
      join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
      where k.contype = 'f' and c.relname <> p.relname`,
  );
  const parents = new Map<string, string[]>();
  for (const { child, parent } of edges) {
    if (names.has(child) && names.has(parent)) {
      parents.set(child, [...(parents.get(child) ?? []), parent]);
    }
  }
  const ordered: Written[] = [];
  const placed = new Set<string>();
  const place = (entry: Written, path: Set<string>) => {
    if (placed.has(entry.table)) return;
    if (path.has(entry.table)) throw new Error(`foreign keys in a cycle at ${entry.table}`);
    path.add(entry.table);
    for (const parent of parents.get(entry.table) ?? []) {
      place(
        written.find(({ table }) => table === parent)!,
        path,
      );
    }
    placed.add(entry.table);
    ordered.push(entry);
  };
  for (const entry of written) place(entry, new Set());
  return ordered;
}

/** Empty copies of the tables written (same columns, defaults, indexes; no foreign keys). */
function copiesSql(written: Written[]): string {
  return written
    .map(
      ({ table }) => `create table if not exists "ref_${table}" (like "${table}" including all);`,
    )
    .join('\n');
}

/** How many transactions wrote the rows. */
function pagesOf(written: Written[]): number {
  let last = 0;
  for (const { rows } of written) for (const row of rows) last = Math.max(last, row.page);
  return last + 1;
}

/**
 * The same rows as multi-row INSERTs into `into(table)`, one transaction a page of the ingestion,
 * parents first. psql's backend's CPU is written to `cpuFile` at the end (its /proc stat line).
 */
function insertsSql(written: Written[], into: (table: string) => string, cpuFile: string): string {
  const pages = pagesOf(written);
  // (\! interpolates no psql variable; \setenv does, for the shell.)
  const parts = ['select pg_backend_pid() as backend \\gset', '\\setenv PSQL_BACKEND :backend'];
  for (let page = 0; page < pages; page += 1) {
    parts.push('begin;');
    for (const { table, columns, rows } of written) {
      const share = rows.filter((row) => row.page === page);
      if (share.length === 0) continue;
      const names = columns.map((column) => `"${column}"`).join(', ');
      parts.push(
        `insert into ${into(table)} (${names}) values ${share.map((row) => row.tuple).join(',\n')};`,
      );
    }
    parts.push('commit;');
  }
  parts.push(`\\! cat /proc/$PSQL_BACKEND/stat > ${cpuFile} 2>/dev/null || true`);
  return parts.join('\n');
}

/**
 * Takes the round's rows out of the real tables (children first; a round adds no rows anything
 * else refers to), and VACUUMs them so that no dead index entry of the same key is left for the
 * reference's inserts to step over. Without truncating: a table cut back to a page or two makes
 * psql's session plan its foreign-key checks as sequential scans, which it then keeps while the
 * table grows again (seen: 55 ms of database CPU a page instead of 8), where the app's sessions,
 * planned on the full tables, use the primary keys.
 */
async function deleteAdded(db: Db, written: Written[]): Promise<void> {
  for (const { table, key, rows } of [...written].reverse()) {
    await db.execute(
      sql`delete from ${sql.identifier(table)} where ${sql.identifier(key)}::text in
        (select json_array_elements_text(${JSON.stringify(rows.map((row) => row.key))}::json))`,
    );
  }
  await settle(db);
}

/**
 * Statistics as the tables are now, and no vacuum left for autovacuum to do while a part is
 * timed: VACUUM (ANALYZE) of the whole database, outside the clock, before each part (ours and both
 * references), without truncating (above). A round adds 10,000 rows to five tables and deletes them again (the real tables' reference), and
 * the planner's statistics of the last VACUUM (a table emptied by the delete) then chose plans for
 * the next part's statements; with autovacuum off (this machine's PostgreSQL), round 2 paid about
 * twice the database CPU a page of rounds 1 and 3, on the old code as on the new (stop 47).
 */
async function settle(db: Db): Promise<void> {
  await db.execute(sql`vacuum (analyze, truncate false)`);
}

/** A process's CPU (user and system) in ms from its /proc stat line, or null. */
function statCpuMs(line: string): number | null {
  // The command name (2nd field) may hold spaces; fields 14 and 15 are utime and stime.
  const fields = line.slice(line.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return Number.isFinite(ticks) ? ticks * 10 : null;
}

/** The CPU of the backends of this database (ms), or null when /proc does not show them. */
async function backendsCpuMs(db: Db): Promise<number | null> {
  const pids = await rowsOf<{ pid: number }>(
    db,
    sql`select pid from pg_stat_activity where datname = current_database()`,
  );
  let total = 0;
  for (const { pid } of pids) {
    try {
      const ms = statCpuMs(readFileSync(`/proc/${pid}/stat`, 'utf8'));
      if (ms === null) return null;
      total += ms;
    } catch {
      return null;
    }
  }
  return total;
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

/** A reference run by psql: its milliseconds and its backend's CPU (ms, null when unseen). */
function psqlReference(
  url: string,
  folder: string,
  name: string,
  text: (cpuFile: string) => string,
) {
  const file = path.join(folder, `${name}.sql`);
  const cpuFile = path.join(folder, `${name}.cpu`);
  rmSync(cpuFile, { force: true });
  writeFileSync(file, text(cpuFile));
  const ms = psql(url, file);
  let cpu: number | null = null;
  try {
    cpu = statCpuMs(readFileSync(cpuFile, 'utf8'));
  } catch {
    cpu = null;
  }
  return { ms, cpu };
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
      // Round 0 warms up, untimed: the tables then hold a round's rows when settle() analyses
      // them, as a running shop's do. Analysed empty, the planner keeps its empty-table plans
      // while a round grows them: round 1 took 114 ms of database CPU a page against 20 after.
      for (let round = 0; round <= ROUNDS; round += 1) {
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
        const load = () => loadavg()[0]!.toFixed(2);
        const ingestLoad = load();
        const before = await keysOf(db, tables);
        await settle(db);
        const backends = await backendsCpuMs(db);
        const started = performance.now();
        const cpu = process.cpuUsage();
        const { count: statements } = await countingStatements(async () => {
          for (const page of pages) {
            await db.transaction((tx) => ingestOrders(tx, silentLive, store!, page));
          }
        });
        const ingestMs = performance.now() - started;
        const { user, system } = process.cpuUsage(cpu);
        if (round === 0) continue;
        const backendsAfter = await backendsCpuMs(db);
        const written = await addedRows(db, tables, before);
        const transactions = pagesOf(written);
        const copies = path.join(folder, 'copies.sql');
        writeFileSync(copies, copiesSql(written));
        psql(bench.url!, copies);
        const references = {
          copies: async () => {
            await settle(db);
            return {
              load: load(),
              ...psqlReference(bench.url!, folder, `copies-${round}`, (cpuFile) =>
                insertsSql(written, (table) => `"ref_${table}"`, cpuFile),
              ),
            };
          },
          real: async () => {
            await deleteAdded(db, written);
            return {
              load: load(),
              ...psqlReference(bench.url!, folder, `real-${round}`, (cpuFile) =>
                insertsSql(written, (table) => `"${table}"`, cpuFile),
              ),
            };
          },
        };
        // Each reference first in turn, so neither always runs on the warmer cache.
        const copiesFirst = round % 2 === 1;
        const first = copiesFirst ? await references.copies() : await references.real();
        const second = copiesFirst ? await references.real() : await references.copies();
        const [copied, real] = copiesFirst ? [first, second] : [second, first];
        const rows = written.map(({ table, rows: added }) => `${table} ${added.length}`).join(', ');
        const perSecond = (ms: number) => ((fresh.length / ms) * 1000).toFixed(0);
        const perPage = (ms: number | null) =>
          ms === null ? 'unseen' : `${(ms / pages.length).toFixed(1)} ms`;
        const databaseCpu =
          backends === null || backendsAfter === null ? null : backendsAfter - backends;
        const nodeCpu = (user + system) / 1000;
        const key = `ingest round ${round}: ${fresh.length} orders in ${pages.length} pages`;
        figures[`${key}, ours (load ${ingestLoad})`] =
          `${perSecond(ingestMs)} orders/s (${perPage(ingestMs)} a page), ` +
          `${(statements / pages.length).toFixed(1)} statements a page, CPU a page: Node ` +
          `${perPage(nodeCpu)}, database ${perPage(databaseCpu)}; rows: ${rows}`;
        figures[`${key}, INSERT into the real tables (load ${real.load})`] =
          `${perSecond(real.ms)} orders/s, database CPU ${perPage(real.cpu)} a page: ` +
          `ours ${(real.ms / ingestMs).toFixed(2)}x of it (goal >= 0.5x)`;
        figures[`${key}, INSERT into ref_* copies (load ${copied.load})`] =
          `${perSecond(copied.ms)} orders/s, database CPU ${perPage(copied.cpu)} a page: ` +
          `ours ${(copied.ms / ingestMs).toFixed(2)}x of it` +
          (transactions === pages.length ? '' : ` (${transactions} transactions)`);
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
