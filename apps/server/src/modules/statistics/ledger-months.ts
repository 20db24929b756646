import type { ResolvedRange } from '@platfox/domain';
import { and, eq, or, sql } from 'drizzle-orm';
import { unionAll, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db';
import { total } from './range';
import { statLedgerDays, statLedgerMonths } from './tables';

const DAY_MS = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * A range cut where the month rollups can serve it: the whole months inside it (from the first
 * to the last month's first day), and the days at its edges that a month rollup would overcount.
 * A range inside one month has no whole month: all of it is edge days.
 */
export function wholeMonthsOf(range: Pick<ResolvedRange, 'from' | 'to'>): {
  months: { from: string; to: string } | null;
  edges: { from: string; to: string }[];
} {
  const from = Date.parse(range.from);
  const to = Date.parse(range.to);
  const start = new Date(from);
  // The first whole month begins on the range's first day, or on the next month's first.
  const first =
    start.getUTCDate() === 1 ? from : Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1);
  const afterTo = new Date(to + DAY_MS);
  // The last whole month ends on the range's last day, or at the end of the month before.
  const end =
    afterTo.getUTCDate() === 1
      ? to + DAY_MS
      : Date.UTC(afterTo.getUTCFullYear(), afterTo.getUTCMonth(), 1);
  if (first >= end) return { months: null, edges: [{ from: range.from, to: range.to }] };
  const last = new Date(end - DAY_MS);
  const edges = [];
  if (from < first) edges.push({ from: range.from, to: dayOf(first - DAY_MS) });
  if (end <= to) edges.push({ from: dayOf(end), to: range.to });
  return {
    months: {
      from: dayOf(first),
      to: dayOf(Date.UTC(last.getUTCFullYear(), last.getUTCMonth(), 1)),
    },
    edges,
  };
}

/** Days of a rollup inside any of the edges. */
export const onEdges = (day: AnyPgColumn, edges: { from: string; to: string }[]) =>
  or(...edges.map((edge) => sql`${day} between ${edge.from}::date and ${edge.to}::date`));

/**
 * Each seller's approved deposits over a range (amount and count), as a subquery: the whole
 * months from the month rollup, the edges from the day rollup. Only sellers with a deposit left
 * in the range are in it (a deposit and its reversal count nothing).
 */
export function approvedDepositsBySeller(db: Db, range: ResolvedRange) {
  const { months, edges } = wholeMonthsOf(range);
  const deposit = (table: typeof statLedgerDays | typeof statLedgerMonths) =>
    and(eq(table.type, 'DEPOSIT'), eq(table.status, 'APPROVED'));
  const fromDays = db
    .select({
      userId: statLedgerDays.userId,
      amount: statLedgerDays.amount,
      count: statLedgerDays.count,
    })
    .from(statLedgerDays)
    .where(
      and(deposit(statLedgerDays), edges.length ? onEdges(statLedgerDays.day, edges) : sql`false`),
    );
  const rows = months
    ? unionAll(
        fromDays,
        db
          .select({
            userId: statLedgerMonths.userId,
            amount: statLedgerMonths.amount,
            count: statLedgerMonths.count,
          })
          .from(statLedgerMonths)
          .where(
            and(
              deposit(statLedgerMonths),
              sql`${statLedgerMonths.month} between ${months.from}::date and ${months.to}::date`,
            ),
          ),
      ).as('deposit_rows')
    : fromDays.as('deposit_rows');
  return db
    .select({
      userId: rows.userId,
      amount: total(rows.amount).as('amount'),
      count: total(rows.count).as('count'),
    })
    .from(rows)
    .groupBy(rows.userId)
    .having(sql`sum(${rows.count}) > 0`)
    .as('deposits');
}
