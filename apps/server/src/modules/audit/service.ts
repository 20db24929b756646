import { type OrderFacts, serialiseDate, type TraceLog } from '@platfox/domain';
import { and, asc, desc, eq, isNotNull, max, min, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { notFound } from '../../platform/errors';
import type { Actor } from '../auth/index';
import { accountsReadModel } from '../accounts/index';
import { couponsReadModel } from '../coupons/index';
import { ledgerReadModel } from '../ledger/index';
import { orderItemsReadModel } from '../order-items/index';
import { reachOrder } from '../orders/index';
import { traceLogsReadModel } from '../trace-logs/index';
import { staffReadModel } from '../staff/index';
import { storesReadModel } from '../stores/index';
const { users } = accountsReadModel;
const { coupons, couponUsages } = couponsReadModel;
const { transactions } = ledgerReadModel;
const { orderItemActionLogs, orderItems, orderTimelines } = orderItemsReadModel;
const { traceLogs } = traceLogsReadModel;
const { staff } = staffReadModel;
const { externalStores } = storesReadModel;

/** The newest lines first, at most this many on a page's trail (the full trail is /a/trace-logs). */
export const TRAIL_LIMIT = 500;

function readTrail(db: Db, where: ReturnType<typeof and>): Promise<TraceLog[]> {
  return db
    .select({
      id: traceLogs.id,
      target: traceLogs.target,
      targetId: traceLogs.targetId,
      orderId: traceLogs.orderId,
      type: traceLogs.type,
      description: traceLogs.description,
      actorId: traceLogs.actorId,
      actorEmail: users.email,
      actorType: users.type,
      ip: traceLogs.ip,
      createdAt: traceLogs.createdAt,
    })
    .from(traceLogs)
    .leftJoin(users, eq(users.id, traceLogs.actorId))
    .where(where)
    .orderBy(desc(traceLogs.createdAt), desc(traceLogs.id))
    .limit(TRAIL_LIMIT)
    .then((rows) => rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })));
}

/** The order's trail: its own lines, its items' and its transactions' (all carry its id). */
export async function orderTrail(db: Db, actor: Actor, orderId: string): Promise<TraceLog[]> {
  await reachOrder(db, actor, orderId);
  return readTrail(db, or(eq(traceLogs.orderId, orderId), eq(traceLogs.targetId, orderId)));
}

/** The item's trail (a placed or draft item alike; an unknown id is 404). */
export async function itemTrail(db: Db, itemId: string): Promise<TraceLog[]> {
  const [item] = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(eq(orderItems.id, itemId));
  if (!item) throw notFound();
  return readTrail(db, and(eq(traceLogs.targetId, itemId)));
}

/** The labels of spec 03 section 3.2 the order view does not carry. */
export async function orderFacts(db: Db, actor: Actor, orderId: string): Promise<OrderFacts> {
  const order = await reachOrder(db, actor, orderId);
  const [money, times, store, coupon, charge, pickers] = await Promise.all([
    db
      .select({
        subtotal: sql<string>`coalesce(sum(${orderItems.price}), 0)`,
        shipping: sql<string>`coalesce(sum(${orderItems.shippingPrice}), 0)`,
        discount: sql<string>`coalesce(sum(${orderItems.discountAmount} + ${orderItems.discountShippingAmount}), 0)`,
        canceledAt: sql<Date | null>`max(${orderItems.updatedAt}) filter (where ${orderItems.status} = 'CANCELED')`,
      })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId)),
    db
      .select({
        approvedAt: min(orderTimelines.approvedAt),
        finishedAt: max(orderTimelines.finishAt),
      })
      .from(orderTimelines)
      .innerJoin(orderItems, eq(orderItems.id, orderTimelines.orderItemId))
      .where(eq(orderItems.orderId, orderId)),
    order.externalStoreId
      ? db
          .select({ name: externalStores.name })
          .from(externalStores)
          .where(eq(externalStores.id, order.externalStoreId))
      : Promise.resolve([]),
    db
      .select({ code: coupons.code })
      .from(couponUsages)
      .innerJoin(coupons, eq(coupons.id, couponUsages.couponId))
      .where(eq(couponUsages.orderId, orderId)),
    order.chargeTransactionId
      ? db
          .select({ paymentMethod: transactions.paymentMethod })
          .from(transactions)
          .where(eq(transactions.id, order.chargeTransactionId))
      : Promise.resolve([]),
    db
      .selectDistinct({ name: staff.fullName, at: min(orderItemActionLogs.createdAt) })
      .from(orderItemActionLogs)
      .innerJoin(orderItems, eq(orderItems.id, orderItemActionLogs.orderItemId))
      .innerJoin(staff, eq(staff.id, orderItemActionLogs.staffId))
      .where(
        and(
          eq(orderItems.orderId, orderId),
          eq(orderItemActionLogs.action, 'pick'),
          isNotNull(orderItemActionLogs.staffId),
        ),
      )
      .groupBy(staff.fullName)
      .orderBy(asc(min(orderItemActionLogs.createdAt))),
  ]);
  const sums = money[0];
  const toDate = (value: Date | string | null | undefined) =>
    value ? serialiseDate(new Date(value)) : null;
  return {
    refId: order.refId,
    storeName: store[0]?.name ?? null,
    subtotal: Number(sums?.subtotal ?? 0),
    shippingPrice: Number(sums?.shipping ?? 0),
    totalDiscount: Number(sums?.discount ?? 0),
    total: order.total,
    couponCode: coupon[0]?.code ?? null,
    // An order is paid from the balance: its charge row says so (BALANCE when it names none).
    paymentMethod: order.chargeTransactionId ? (charge[0]?.paymentMethod ?? 'BALANCE') : null,
    pickers: pickers.map((row) => row.name),
    approvedAt: toDate(times[0]?.approvedAt),
    finishedAt: order.status === 'COMPLETED' ? toDate(times[0]?.finishedAt) : null,
    canceledAt: order.status === 'CANCELED' ? toDate(sums?.canceledAt) : null,
  };
}
