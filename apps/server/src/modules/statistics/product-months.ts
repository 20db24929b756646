import type { ResolvedRange } from '@platfox/domain';
import { and, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db';
import { onEdges, wholeMonthsOf } from './ledger-months';
import { statProductDays, statProductMonths } from './tables';

type ProductRollup = typeof statProductDays | typeof statProductMonths;

const shares = (table: ProductRollup) => ({
  productId: table.productId,
  lines: table.lines,
  units: table.units,
  revenue: table.revenue,
  refunds: table.refunds,
  reprints: table.reprints,
});

/**
 * The product rollup rows of a range, as a subquery with each row's `period` (its day, or its
 * month's first day when the range is drawn by month). Drawn by month, the whole months come from
 * stat_product_months and only the edge days from stat_product_days: an edge day's month is never
 * whole, so no period is read twice. `narrow` keeps the rows of a seller or a product; it is given
 * each table in turn.
 */
export function productRows(
  db: Db,
  range: ResolvedRange,
  narrow: (table: ProductRollup) => SQL | undefined = () => undefined,
) {
  const byMonth = range.bucket === 'month';
  const { months, edges } = byMonth ? wholeMonthsOf(range) : { months: null, edges: [range] };
  const dayPeriod = byMonth
    ? sql<string>`to_char(date_trunc('month', ${statProductDays.day}), 'YYYY-MM-DD')`
    : sql<string>`to_char(${statProductDays.day}, 'YYYY-MM-DD')`;
  const days = db
    .select({ period: dayPeriod.as('period'), ...shares(statProductDays) })
    .from(statProductDays)
    .where(and(narrow(statProductDays), onEdges(statProductDays.day, edges)));
  if (months === null) return days.as('product_rows');
  const wholeMonths = db
    .select({
      period: sql<string>`to_char(${statProductMonths.month}, 'YYYY-MM-DD')`.as('period'),
      ...shares(statProductMonths),
    })
    .from(statProductMonths)
    .where(
      and(
        narrow(statProductMonths),
        sql`${statProductMonths.month} between ${months.from}::date and ${months.to}::date`,
      ),
    );
  return (edges.length === 0 ? wholeMonths : unionAll(days, wholeMonths)).as('product_rows');
}
