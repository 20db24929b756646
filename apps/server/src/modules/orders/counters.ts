import { PENDING_TASK_MODELS, type PendingTaskModel, type PendingTasks } from '@platfox/domain';
import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import type { Actor } from '../auth/index';
import { ledgerReadModel } from '../ledger/index';
import { orderCountHooks } from './hooks';
import { afterSaleRequests } from './after-sale-tables';
import { overDueCondition, type OverDueStage } from './over-due';
import { orders } from './tables';
import { orderItemsReadModel } from '../order-items/index';
const { transactions } = ledgerReadModel;
const { orderItems, orderTimelines } = orderItemsReadModel;

/*
 * The admin's pending-task counters (spec 03 sections 3.5 and 7.7): one number per menu badge, from
 * one endpoint. An admin sees 0 where they may not open the list the badge leads to.
 */

/** The list permission each counter belongs to. */
const PERMISSION_OF: Record<PendingTaskModel, string> = {
  order: 'ORDER_ACCESS',
  orderItem: 'ORDER_ITEM_ACCESS',
  overDueOrderItem: 'ORDER_ITEM_DUE_DATE_ACCESS',
  overProcessingDueOrderItem: 'ORDER_ITEM_DUE_DATE_ACCESS',
  overShippingDueOrderItem: 'ORDER_ITEM_DUE_DATE_ACCESS',
  refundOrderItem: 'ORDER_ITEM_REFUND_ACCESS',
  resentOrderItem: 'ORDER_ITEM_RESEND_ACCESS',
  returnOrderItem: 'ORDER_ITEM_RETURN_ACCESS',
  deposit: 'DEPOSIT_ACCESS',
  withdraw: 'WITHDRAW_ACCESS',
  // Issues have no permission area of their own: their list needs the order items' (issue 19).
  issue: 'ORDER_ITEM_ACCESS',
};

const first = (rows: { n: number }[]) => Number(rows[0]?.n ?? 0);

function overDue(db: Db, stage: OverDueStage) {
  return db
    .select({ n: count() })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .leftJoin(orderTimelines, eq(orderTimelines.orderItemId, orderItems.id))
    .where(overDueCondition(stage))
    .then(first);
}

function requests(db: Db, type: 'REFUND' | 'RESEND' | 'RETURN') {
  return db
    .select({ n: count() })
    .from(afterSaleRequests)
    .where(and(eq(afterSaleRequests.type, type), eq(afterSaleRequests.status, 'PENDING')))
    .then(first);
}

function waitingTransactions(db: Db, type: 'DEPOSIT' | 'WITHDRAW') {
  return db
    .select({ n: count() })
    .from(transactions)
    .where(and(eq(transactions.type, type), eq(transactions.status, 'PENDING')))
    .then(first);
}

export async function pendingTasks(db: Db, actor: Pick<Actor, 'type' | 'permissions'>) {
  const [order, orderItem, processing, shipping, refund, resend, ret, deposit, withdraw] =
    await Promise.all([
      db
        .select({ n: count() })
        .from(orders)
        .where(and(eq(orders.status, 'PENDING'), eq(orders.isDraft, false)))
        .then(first),
      db
        .select({ n: count() })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(and(eq(orderItems.status, 'PENDING'), eq(orders.isDraft, false)))
        .then(first),
      overDue(db, 'processing'),
      overDue(db, 'shipping'),
      requests(db, 'REFUND'),
      requests(db, 'RESEND'),
      requests(db, 'RETURN'),
      waitingTransactions(db, 'DEPOSIT'),
      waitingTransactions(db, 'WITHDRAW'),
    ]);
  const all: PendingTasks = {
    order,
    orderItem,
    overDueOrderItem: processing + shipping,
    overProcessingDueOrderItem: processing,
    overShippingDueOrderItem: shipping,
    refundOrderItem: refund,
    resentOrderItem: resend,
    returnOrderItem: ret,
    deposit,
    withdraw,
    // The new issues (issues' subscriber): issues read orders, so they count themselves.
    issue: 0,
  };
  await orderCountHooks.pendingTasks.raise(db, all);
  if (actor.type === 'ROOT') return all;
  return Object.fromEntries(
    PENDING_TASK_MODELS.map((model) => [
      model,
      actor.permissions.includes(PERMISSION_OF[model]) ? all[model] : 0,
    ]),
  ) as PendingTasks;
}
