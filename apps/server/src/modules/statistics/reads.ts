import type {
  ProductStatistic,
  ProductStatistics,
  ProductTypeStatistics,
  StatisticRangeQuery,
  TransactionStatistics,
} from '@platfox/domain';
import { asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { notFound } from '../../platform/errors';
import { accountsReadModel } from '../accounts/index';
import { catalogReadModel } from '../catalog/index';
import { onEdges, wholeMonthsOf } from './ledger-months';
import { productRows } from './product-months';
import { periodOf, rangeOf, total, within } from './range';
import { statLedgerMonthTotals, statLedgerTotals, statTypeDays } from './tables';

const { users } = accountsReadModel;
const { productTypes, products } = catalogReadModel;

/**
 * Amounts by transaction type and status, per period and over the whole range. A range drawn by
 * month reads its whole months from the month rollup and only its edge days from the day rollup;
 * an edge day's month is never a whole month, so the two never draw the same period.
 */
export async function transactionStatistics(
  db: Db,
  query: StatisticRangeQuery,
): Promise<TransactionStatistics> {
  const range = rangeOf(query);
  const { months, edges } =
    range.bucket === 'month' ? wholeMonthsOf(range) : { months: null, edges: [range] };
  const figures = (table: typeof statLedgerTotals | typeof statLedgerMonthTotals) => ({
    type: table.type,
    status: table.status,
    amount: total(table.amount),
    fee: total(table.fee),
    count: total(table.count),
  });
  const byPeriod = (table: typeof statLedgerTotals | typeof statLedgerMonthTotals, period: SQL) =>
    [period, table.type, table.status] as const;
  const dayPeriod = periodOf(statLedgerTotals.day, range);
  const monthPeriod = sql<string>`to_char(${statLedgerMonthTotals.month}, 'YYYY-MM-DD')`;
  const [days, wholeMonths] = await Promise.all([
    edges.length === 0
      ? []
      : db
          .select({ period: dayPeriod, ...figures(statLedgerTotals) })
          .from(statLedgerTotals)
          .where(onEdges(statLedgerTotals.day, edges))
          .groupBy(...byPeriod(statLedgerTotals, dayPeriod)),
    months === null
      ? []
      : db
          .select({ period: monthPeriod, ...figures(statLedgerMonthTotals) })
          .from(statLedgerMonthTotals)
          .where(
            sql`${statLedgerMonthTotals.month} between ${months.from}::date and ${months.to}::date`,
          )
          .groupBy(...byPeriod(statLedgerMonthTotals, monthPeriod)),
  ]);
  const key = (row: { period: string; type: string; status: string }) =>
    `${row.period} ${row.type} ${row.status}`;
  const live = [...days, ...wholeMonths]
    .filter((row) => row.count !== 0)
    .sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  return { range, series: live, totals: sumBy(live, (row) => `${row.type} ${row.status}`) };
}

/** The totals of a series: one row per key, in the order the keys first appear. */
function sumBy<Row extends { period: string }>(rows: Row[], keyOf: (row: Row) => string) {
  const totals = new Map<string, Omit<Row, 'period'>>();
  for (const { period: _, ...row } of rows) {
    const key = keyOf(row as Row);
    const seen = totals.get(key) as Record<string, unknown> | undefined;
    if (!seen) {
      totals.set(key, { ...row });
      continue;
    }
    for (const [field, value] of Object.entries(row))
      if (typeof value === 'number') seen[field] = (seen[field] as number) + value;
  }
  return [...totals.values()];
}

export async function productTypeStatistics(
  db: Db,
  query: StatisticRangeQuery,
): Promise<ProductTypeStatistics> {
  const range = rangeOf(query);
  const period = periodOf(statTypeDays.day, range);
  const figures = {
    productTypeId: statTypeDays.productTypeId,
    lines: total(statTypeDays.lines),
    units: total(statTypeDays.units),
    revenue: total(statTypeDays.revenue),
  };
  const series = (
    await db
      .select({ period, ...figures })
      .from(statTypeDays)
      .where(within(statTypeDays.day, range))
      .groupBy(period, statTypeDays.productTypeId)
      .orderBy(period)
  ).filter((row) => row.lines !== 0);
  const ids = [...new Set(series.map((row) => row.productTypeId))];
  const names = new Map(
    ids.length === 0
      ? []
      : (
          await db
            .select({ id: productTypes.id, name: productTypes.name })
            .from(productTypes)
            .where(inArray(productTypes.id, ids))
        ).map((row) => [row.id, row.name]),
  );
  const rows = sumBy(series, (row) => row.productTypeId)
    .map((row) => ({ ...row, name: names.get(row.productTypeId) ?? '' }))
    .sort((a, b) => b.revenue - a.revenue || b.units - a.units);
  return { range, rows, series };
}

type ProductRows = ReturnType<typeof productRows>;
const productFigures = (rows: ProductRows) => ({
  lines: total(rows.lines),
  units: total(rows.units),
  revenue: total(rows.revenue),
  refunds: total(rows.refunds),
  reprints: total(rows.reprints),
});

const sellerName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;

/** The best-selling products of a range (by revenue, then units): every seller's, or one's. */
export async function productStatistics(
  db: Db,
  query: StatisticRangeQuery,
  sellerId?: string,
  limit = 50,
): Promise<ProductStatistics> {
  const range = rangeOf(query);
  // The best sellers have no series: the range is cut by month whatever its length.
  const rows = productRows(db, { ...range, bucket: 'month' }, (table) =>
    sellerId ? eq(table.sellerId, sellerId) : undefined,
  );
  const top = await db
    .select({ productId: rows.productId, ...productFigures(rows) })
    .from(rows)
    .groupBy(rows.productId)
    .having(sql`sum(${rows.lines}) <> 0`)
    .orderBy(desc(sql`sum(${rows.revenue})`), desc(sql`sum(${rows.units})`))
    .limit(limit);
  const facts = await productFacts(
    db,
    top.map((row) => row.productId),
  );
  return {
    range,
    rows: top.map((row) => ({ ...row, ...(facts.get(row.productId) ?? UNKNOWN_PRODUCT) })),
  };
}

const UNKNOWN_PRODUCT = { title: '', sku: '', productTypeName: '', sellerName: '' };

async function productFacts(db: Db, ids: string[]) {
  if (ids.length === 0) return new Map<string, typeof UNKNOWN_PRODUCT & { sellerId: string }>();
  const rows = await db
    .select({
      id: products.id,
      title: products.title,
      sku: products.sku,
      productTypeName: productTypes.name,
      sellerName,
      sellerId: products.sellerId,
    })
    .from(products)
    .innerJoin(productTypes, eq(productTypes.id, products.productTypeId))
    .innerJoin(users, eq(users.id, products.sellerId))
    .where(inArray(products.id, ids));
  return new Map(rows.map(({ id, ...row }) => [id, row]));
}

/** One product over a range; a seller reaches their own only (another's is not found). */
export async function productStatistic(
  db: Db,
  id: string,
  query: StatisticRangeQuery,
  sellerId?: string,
): Promise<ProductStatistic> {
  const facts = (await productFacts(db, [id])).get(id);
  if (!facts || (sellerId && facts.sellerId !== sellerId)) throw notFound('Product not found');
  const range = rangeOf(query);
  const rows = productRows(db, range, (table) => eq(table.productId, id));
  const series = await db
    .select({ period: rows.period, ...productFigures(rows) })
    .from(rows)
    .groupBy(rows.period)
    // A period whose items all left it (unplaced, moved) holds zeros, not a sale.
    .having(sql`sum(${rows.lines}) <> 0`)
    .orderBy(asc(rows.period));
  const totals = { lines: 0, units: 0, revenue: 0, refunds: 0, reprints: 0 };
  for (const row of series)
    for (const field of Object.keys(totals) as (keyof typeof totals)[]) totals[field] += row[field];
  const { sellerId: _, ...product } = facts;
  return { range, product: { id, ...product }, totals, series };
}
