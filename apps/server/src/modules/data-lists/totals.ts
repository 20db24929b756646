import { Column, count, is, Param, SQL, sql, StringChunk, Table } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import type { ListModel } from './registry';

/**
 * Up to this many matching rows a list's total is exact. Counting is linear in the matches (about
 * 25 ms per million filtered rows on PostgreSQL, several times that on PGlite), so a broad filter
 * over a big table stops counting here and reports the planner's estimate instead.
 */
export const EXACT_TOTAL_CAP = 20_000;

export type ListTotal = { total: number; isTotalEstimated: boolean };

/** The number of rows a WHERE matches: exact up to the cap, else the planner's estimate. */
export async function countRows(
  db: Db,
  model: ListModel,
  where: SQL | undefined,
  cap = EXACT_TOTAL_CAP,
): Promise<ListTotal> {
  const [row] = await cappedCount(db, model, where, cap);
  return totalOf(Number(row?.n ?? 0), () => plannedRows(db, explainOf(db, model, where)), cap);
}

/** The query counting a WHERE's rows up to one past the cap (run it, or build it once). */
export function cappedCount(
  db: Db,
  model: ListModel,
  where: SQL | undefined,
  cap = EXACT_TOTAL_CAP,
) {
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
  const capped = from
    .where(where)
    .limit(cap + 1)
    .as('capped');
  return db.select({ n: count() }).from(capped);
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

/** The EXPLAIN of the rows a WHERE matches: what the planner's estimate reads. */
export const explainOf = (db: Db, model: ListModel, where: SQL | undefined): SQL =>
  sql`explain (format json) ${model
    .source(db, { one: sql`1`.as('one') })
    .where(where)
    .getSQL()}`;

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
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<
    string,
    unknown
  >[];
  const first = rows[0] ? Object.values(rows[0])[0] : undefined;
  const plan = (typeof first === 'string' ? JSON.parse(first) : first) as
    [{ Plan?: { 'Plan Rows'?: number } }] | undefined;
  return Math.round(plan?.[0]?.Plan?.['Plan Rows'] ?? 0);
}
