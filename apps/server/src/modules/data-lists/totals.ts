import { Column, count, is, Param, SQL, sql, StringChunk, Table } from 'drizzle-orm';
import { rowsOf, type Db } from '../../platform/db';
import { withFlatRows } from '../../platform/db/flat-rows';
import type { ListModel } from './registry';

/**
 * Up to this many matching rows a list's total is exact. Counting is linear in the matches (about
 * 25 ms per million filtered rows on PostgreSQL, several times that on PGlite), so a broad filter
 * over a big table stops counting here and reports the planner's estimate instead.
 */
export const EXACT_TOTAL_CAP = 20_000;

/**
 * A first count stops here: a list this small (most filtered lists, a seller's own rows) is
 * counted exactly beside its first page's rows, and a bigger one goes on to the planner's estimate.
 */
export const SMALL_TOTAL_CAP = 1_000;

/**
 * Past this many rows expected by the planner the estimate is the total and nothing more is
 * counted (issue 37: counting to 20,001 and the EXPLAIN were 76% of a first page's database time).
 * Twice the cap: an estimate this high means a count would almost surely pass the cap and answer
 * the estimate anyway. The planner reads one column's values from its statistics (within a few
 * percent); filters on several columns it multiplies as if independent, which underestimates
 * correlated ones (then the count runs). Only a list it overestimates two-fold shows "about"
 * where it used to be exact.
 */
export const ESTIMATE_ONLY_ABOVE = 2 * EXACT_TOTAL_CAP;

export type ListTotal = { total: number; isTotalEstimated: boolean };

/** Where a count stops and when it trusts the planner; `isExact` models never skip the count. */
export type CountPolicy = { cap: number; smallCap: number; estimateOnlyAbove: number };

export const COUNT_POLICY: CountPolicy = {
  cap: EXACT_TOTAL_CAP,
  smallCap: SMALL_TOTAL_CAP,
  estimateOnlyAbove: ESTIMATE_ONLY_ABOVE,
};

/**
 * A Drizzle query prepared without a name: its SQL text and values are built once, and each run
 * sends them as a new unnamed statement. A named one would let PostgreSQL switch to a generic
 * plan after five runs, which cannot use a partial index whose condition is a bound value (the
 * lists' status indexes).
 */
export function builtOnce<Prepared>(query: { prepare(name: string): Prepared }): Prepared {
  return withFlatRows(query.prepare(undefined as unknown as string));
}

/** The planner's estimate of a WHERE is reused this long (it moves only when ANALYZE runs). */
export const ESTIMATE_REUSE_MS = 60_000;

/**
 * The total of a WHERE, counted no further than the answer needs (issue 37), built once:
 * 1. a count up to `smallCap`: a small list's exact total. A page reads it beside its rows
 *    (`smallCount`, a scalar subquery of the page's statement), so a small list costs no
 *    statement of its own;
 * 2. past it, the planner's estimate (an EXPLAIN, not run, reused for a minute): far past the cap
 *    it is the total, "about" on the screen, and nothing more is counted;
 * 3. else the count up to the cap as before: exact within it, the estimate past it.
 * A model whose total must be exact (money: the ledger's lists) skips step 2.
 */
export type TotalCounter = {
  /** Steps 1 to 3, each its own statement. */
  count: () => Promise<ListTotal>;
  /** Steps 2 and 3, after step 1 counted `counted` rows (capped at smallCap + 1). */
  afterSmallCount: (counted: number) => Promise<ListTotal>;
  /** Step 1 as an integer expression, to select beside a page's rows. */
  smallCount: SQL<number>;
};

export function totalCounter(
  db: Db,
  model: ListModel,
  where: SQL | undefined,
  policy: CountPolicy = COUNT_POLICY,
): TotalCounter {
  const smallQuery = cappedCount(db, model, where, policy.smallCap);
  const small = builtOnce(smallQuery);
  const full = builtOnce(cappedCount(db, model, where, policy.cap));
  let explain: SQL | undefined;
  let planned: { rows: number; at: number } | undefined;
  const estimate = async () => {
    const now = Date.now();
    if (planned && now - planned.at < ESTIMATE_REUSE_MS) return planned.rows;
    // The EXPLAIN is built the first time a count needs it, then kept.
    const rows = await plannedRows(db, (explain ??= explainOf(db, model, where)));
    planned = { rows, at: now };
    return rows;
  };
  const afterSmallCount = async (counted: number): Promise<ListTotal> => {
    if (counted <= policy.smallCap) return { total: counted, isTotalEstimated: false };
    let expected: number | undefined;
    if (!model.isTotalExact) {
      expected = await estimate();
      if (expected > policy.estimateOnlyAbove) {
        return { total: Math.max(expected, counted), isTotalEstimated: true };
      }
    }
    const [all] = await full.execute();
    const known = expected;
    return totalOf(
      Number(all?.n ?? 0),
      known === undefined ? estimate : async () => known,
      policy.cap,
    );
  };
  return {
    count: async () => {
      const [few] = await small.execute();
      return afterSmallCount(Number(few?.n ?? 0));
    },
    afterSmallCount,
    smallCount: sql<number>`(${smallQuery})::int`,
  };
}

/** The number of rows a WHERE matches: exact when small or within the cap, else estimated. */
export function countRows(
  db: Db,
  model: ListModel,
  where: SQL | undefined,
  policy: CountPolicy = COUNT_POLICY,
): Promise<ListTotal> {
  return totalCounter(db, model, where, policy).count();
}

/** The query counting a WHERE's rows up to one past the cap (run it, or build it once). */
export function cappedCount(
  db: Db,
  model: ListModel,
  where: SQL | undefined,
  cap = EXACT_TOTAL_CAP,
) {
  const capped = countSource(db, model, where)
    .limit(cap + 1)
    .as('capped');
  return db.select({ n: count() }).from(capped);
}

/** The rows a WHERE matches, as a count reads them: a `1` each, from as few tables as it can. */
function countSource(db: Db, model: ListModel, where: SQL | undefined) {
  const selection = { one: sql`1`.as('one') };
  // Without the joins when the filters do not need them: on PostgreSQL 15 even a join the planner
  // removes keeps it from counting through an index alone (a status filter over a million items:
  // 80 ms by a sequential scan, 5 ms by the partial index).
  const isAlone =
    model.countTable !== undefined &&
    readsOnly(where, [model.countTable, ...(model.countAlsoReads ?? [])]);
  const from = isAlone
    ? db.select(selection).from(model.countTable!).$dynamic()
    : model.source(db, selection);
  return from.where(where);
}

/** The total from a capped count: the count itself, or past the cap the planner's estimate. */
export async function totalOf(
  exact: number,
  estimate: () => Promise<number>,
  cap = EXACT_TOTAL_CAP,
): Promise<ListTotal> {
  if (exact <= cap) return { total: exact, isTotalEstimated: false };
  // The estimate can be below what was already counted; never report fewer than that.
  return { total: Math.max(await estimate(), exact), isTotalEstimated: true };
}

/**
 * The EXPLAIN of the rows a WHERE matches, as the count reads them (the joins left out when they
 * can be: the same rows, less to plan): what the planner's estimate reads.
 */
export const explainOf = (db: Db, model: ListModel, where: SQL | undefined): SQL =>
  sql`explain (format json) ${countSource(db, model, where).getSQL()}`;

/** Whether every column and table a condition names is one of these (nothing names another). */
export function readsOnly(where: SQL | undefined, tables: readonly Table[]): boolean {
  const visit = (chunk: unknown): boolean => {
    if (is(chunk, Column)) return tables.includes(chunk.table);
    if (is(chunk, Table)) return tables.includes(chunk);
    if (is(chunk, SQL)) return chunk.queryChunks.every(visit);
    if (is(chunk, Param) || is(chunk, StringChunk)) return true;
    if (Array.isArray(chunk)) return chunk.every(visit);
    // SQL.Aliased, subqueries and views: not looked into, so not known to be alone.
    if (chunk !== null && typeof chunk === 'object' && 'getSQL' in chunk) return false;
    return true;
  };
  return where === undefined || visit(where);
}

/** The row count the planner expects from an EXPLAIN (explainOf: the query is not run). */
export async function plannedRows(db: Db, explain: SQL): Promise<number> {
  const result = await db.execute(explain);
  const rows = rowsOf<Record<string, unknown>>(result);
  const first = rows[0] ? Object.values(rows[0])[0] : undefined;
  const plan = (typeof first === 'string' ? JSON.parse(first) : first) as
    [{ Plan?: { 'Plan Rows'?: number } }] | undefined;
  return Math.round(plan?.[0]?.Plan?.['Plan Rows'] ?? 0);
}
