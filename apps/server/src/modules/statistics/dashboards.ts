import type { AdminDashboard, SellerDashboard } from '@platfox/domain';
import { isoDay } from '@platfox/domain';
import { and, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import type { Actor } from '../auth/index';
import { accountsReadModel } from '../accounts/index';
import { issuesReadModel } from '../issues/index';
import { ledgerReadModel, transactionSummaryColumns } from '../ledger/index';
import { orderItemsReadModel } from '../order-items/index';
import { addressReminderCount, ordersReadModel } from '../orders/index';
import { productStatistics } from './reads';
import { total, within } from './range';
import { statItemStatuses, statLedgerDays, statLedgerTotals, statOrderDays } from './tables';

const { users } = accountsReadModel;
const { issues } = issuesReadModel;
const { transactions } = ledgerReadModel;
const { orderItems, orderTimelines } = orderItemsReadModel;
const { orders } = ordersReadModel;

const DAY_MS = 86_400_000;

type Days = { from: string; to: string };
const todayOf = (now: number): Days => ({ from: isoDay(now), to: isoDay(now) });
const monthOf = (now: number): Days => {
  const date = new Date(now);
  return { from: isoDay(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1)), to: isoDay(now) };
};

/** Revenue is what sellers were charged less what they were refunded (approved rows). */
const revenueOf = (charges: number, refunds: number) => -(charges + refunds);

async function money(db: Db, days: Days) {
  const rows = await db
    .select({ type: statLedgerTotals.type, amount: total(statLedgerTotals.amount) })
    .from(statLedgerTotals)
    .where(
      and(
        within(statLedgerTotals.day, { ...days, bucket: 'day' }),
        eq(statLedgerTotals.status, 'APPROVED'),
        inArray(statLedgerTotals.type, ['CHARGE', 'REFUND', 'DEPOSIT', 'WITHDRAW']),
      ),
    )
    .groupBy(statLedgerTotals.type);
  const of = (type: string) => rows.find((row) => row.type === type)?.amount ?? 0;
  return {
    revenue: revenueOf(of('CHARGE'), of('REFUND')),
    deposits: of('DEPOSIT'),
    withdraws: -of('WITHDRAW'),
  };
}

async function placedOrders(db: Db, days: Days) {
  const [row] = await db
    .select({ orders: total(statOrderDays.orders) })
    .from(statOrderDays)
    .where(within(statOrderDays.day, { ...days, bucket: 'day' }));
  return row?.orders ?? 0;
}

async function figures(db: Db, days: Days, seesOrders: boolean, seesMoney: boolean) {
  if (!seesOrders && !seesMoney) return null;
  const [orderCount, amounts] = await Promise.all([
    seesOrders ? placedOrders(db, days) : undefined,
    seesMoney ? money(db, days) : undefined,
  ]);
  return { ...(orderCount === undefined ? {} : { orders: orderCount }), ...amounts };
}

async function revenueByDay(db: Db, now: number) {
  const days = { from: isoDay(now - 29 * DAY_MS), to: isoDay(now), bucket: 'day' as const };
  const rows = await db
    .select({
      period: sql<string>`to_char(${statLedgerTotals.day}, 'YYYY-MM-DD')`,
      type: statLedgerTotals.type,
      amount: total(statLedgerTotals.amount),
    })
    .from(statLedgerTotals)
    .where(
      and(
        within(statLedgerTotals.day, days),
        eq(statLedgerTotals.status, 'APPROVED'),
        inArray(statLedgerTotals.type, ['CHARGE', 'REFUND']),
      ),
    )
    .groupBy(statLedgerTotals.day, statLedgerTotals.type);
  const byDay = new Map<string, number>();
  for (const row of rows) byDay.set(row.period, (byDay.get(row.period) ?? 0) - row.amount);
  return Array.from({ length: 30 }, (_, index) => {
    const period = isoDay(now - (29 - index) * DAY_MS);
    return { period, revenue: byDay.get(period) ?? 0 };
  });
}

async function itemsByStatus(db: Db) {
  const rows = await db
    .select({
      status: statItemStatuses.status,
      items: total(statItemStatuses.items),
      units: total(statItemStatuses.units),
    })
    .from(statItemStatuses)
    .groupBy(statItemStatuses.status);
  return rows.filter((row) => row.items !== 0).sort((a, b) => b.items - a.items);
}

/** Units each printer finished processing today (order_timelines.finish_process_at). */
async function printersToday(db: Db, now: number) {
  const start = new Date(Date.parse(isoDay(now)));
  const rows = await db
    .select({
      printerId: orderItems.printerId,
      name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
      items: count(),
      units: total(orderItems.quantity),
    })
    .from(orderTimelines)
    .innerJoin(orderItems, eq(orderItems.id, orderTimelines.orderItemId))
    .innerJoin(users, eq(users.id, orderItems.printerId))
    .where(
      and(
        gte(orderTimelines.finishProcessAt, start),
        lt(orderTimelines.finishProcessAt, new Date(start.getTime() + DAY_MS)),
      ),
    )
    .groupBy(orderItems.printerId, users.id)
    .orderBy(desc(sql`sum(${orderItems.quantity})`));
  return rows.map((row) => ({ ...row, printerId: row.printerId!, items: Number(row.items) }));
}

/**
 * The admin dashboard: each part only for an admin who may open the list behind it (placed
 * orders: the orders list; money: the transaction statistics; production: the order items).
 */
export async function adminDashboard(
  db: Db,
  actor: Actor,
  now = Date.now(),
): Promise<AdminDashboard> {
  const may = (permission: string) =>
    actor.type === 'ROOT' || actor.permissions.includes(permission);
  const seesOrders = may('ORDER_ACCESS');
  const seesMoney = may('STATISTIC_TRANSACTION_ACCESS');
  const seesItems = may('ORDER_ITEM_ACCESS');
  const [today, month, revenue, items, printers] = await Promise.all([
    figures(db, todayOf(now), seesOrders, seesMoney),
    figures(db, monthOf(now), seesOrders, seesMoney),
    seesMoney ? revenueByDay(db, now) : null,
    seesItems ? itemsByStatus(db) : null,
    seesItems ? printersToday(db, now) : null,
  ]);
  return { today, month, revenueByDay: revenue, itemsByStatus: items, printersToday: printers };
}

const OPEN_ISSUE_STATUSES = ['NEW', 'PROCESSING'] as const;

/** The seller's own dashboard: every figure narrowed to the seller. */
export async function sellerDashboard(
  db: Db,
  actor: Actor,
  now = Date.now(),
): Promise<SellerDashboard> {
  const sellerId = actor.id;
  const month = monthOf(now);
  const [balance, last, byStatus, drafts, invalid, open, spend, best] = await Promise.all([
    db.select({ balance: users.currentBalance }).from(users).where(eq(users.id, sellerId)),
    db
      .select(transactionSummaryColumns)
      .from(transactions)
      .where(eq(transactions.userId, sellerId))
      .orderBy(desc(transactions.createdAt))
      .limit(5),
    db
      .select({ status: orders.status, orders: count() })
      .from(orders)
      .where(and(eq(orders.sellerId, sellerId), eq(orders.isDraft, false)))
      .groupBy(orders.status),
    db
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.sellerId, sellerId), eq(orders.isDraft, true))),
    addressReminderCount(db, sellerId),
    db
      .select({ n: count() })
      .from(issues)
      .where(and(eq(issues.sellerId, sellerId), inArray(issues.status, [...OPEN_ISSUE_STATUSES]))),
    db
      .select({ type: statLedgerDays.type, amount: total(statLedgerDays.amount) })
      .from(statLedgerDays)
      .where(
        and(
          eq(statLedgerDays.userId, sellerId),
          within(statLedgerDays.day, { ...month, bucket: 'day' }),
          eq(statLedgerDays.status, 'APPROVED'),
          inArray(statLedgerDays.type, ['CHARGE', 'REFUND']),
        ),
      )
      .groupBy(statLedgerDays.type),
    productStatistics(db, { range: 'cr', startDate: month.from, endDate: month.to }, sellerId, 5),
  ]);
  const amountOf = (type: string) => spend.find((row) => row.type === type)?.amount ?? 0;
  return {
    balance: balance[0]?.balance ?? 0,
    lastTransactions: last.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    ordersByStatus: byStatus
      .map((row) => ({ status: row.status, orders: Number(row.orders) }))
      .sort((a, b) => b.orders - a.orders),
    needs: {
      drafts: Number(drafts[0]?.n ?? 0),
      invalidAddresses: invalid,
      openIssues: Number(open[0]?.n ?? 0),
    },
    spendThisMonth: revenueOf(amountOf('CHARGE'), amountOf('REFUND')),
    bestSellers: best.rows.map((row) => ({
      productId: row.productId,
      title: row.title,
      units: row.units,
      revenue: row.revenue,
    })),
  };
}
