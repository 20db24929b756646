import { count, sql, type SQL } from 'drizzle-orm';
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
  const capped = model
    .source(db, { one: sql`1`.as('one') })
    .where(where)
    .limit(cap + 1)
    .as('capped');
  const [row] = await db.select({ n: count() }).from(capped);
  const exact = Number(row?.n ?? 0);
  if (exact <= cap) return { total: exact, isTotalEstimated: false };
  const estimate = await plannedRows(db, model.source(db, { one: sql`1`.as('one') }).where(where));
  // The estimate can be below what was already counted; never report fewer than that.
  return { total: Math.max(estimate, exact), isTotalEstimated: true };
}

/** The row count the planner expects from a query (EXPLAIN, not run). */
async function plannedRows(db: Db, query: { getSQL(): SQL }): Promise<number> {
  const result = await db.execute(sql`explain (format json) ${query.getSQL()}`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<
    string,
    unknown
  >[];
  const first = rows[0] ? Object.values(rows[0])[0] : undefined;
  const plan = (typeof first === 'string' ? JSON.parse(first) : first) as
    [{ Plan?: { 'Plan Rows'?: number } }] | undefined;
  return Math.round(plan?.[0]?.Plan?.['Plan Rows'] ?? 0);
}
