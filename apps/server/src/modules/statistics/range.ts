import { resolveRange, type ResolvedRange, type StatisticRangeQuery } from '@platfox/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** The query's range as whole UTC days (the rollups' days), resolved at `now`. */
export const rangeOf = (query: StatisticRangeQuery, now = Date.now()): ResolvedRange =>
  resolveRange(query.range ?? 'm', now, query);

/** A rollup's day inside the range. */
export const within = (day: AnyPgColumn, range: ResolvedRange): SQL =>
  sql`${day} between ${range.from}::date and ${range.to}::date`;

/** The period a rollup's day is drawn in: the day itself, or its month's first day. */
export const periodOf = (day: AnyPgColumn, range: ResolvedRange): SQL<string> =>
  range.bucket === 'day'
    ? sql<string>`to_char(${day}, 'YYYY-MM-DD')`
    : sql<string>`to_char(date_trunc('month', ${day}), 'YYYY-MM-DD')`;

/** A sum read back as a number (PostgreSQL answers bigint sums as text). */
export const total = (column: AnyPgColumn | SQL) =>
  sql<number>`coalesce(sum(${column}), 0)::bigint`.mapWith(Number);
