import { randomUUID } from 'node:crypto';
import {
  charge,
  chargeTogether,
  IDEMPOTENCY_KEY_REUSED,
  type ChargeChecks,
  type Posted,
} from '../ledger/index';
import { deriveOrderStatus, milestoneOf, ORDER_MESSAGES, type OrderCart } from '@platfox/domain';
import { and, eq } from 'drizzle-orm';
import type { Db, DbTx } from '../../platform/db';
import { shapedTogether, StatementValues } from '../../platform/db/shaped-statement';
import { HttpError } from '../../platform/errors';
import type { PricedCart } from './cart';
import { addressCheckOf, addressCheckWrite, recordCheck } from './addresses';
import { itemValues, orderColumns, traceOrder } from './drafts';
import {
  type ActedBy,
  lockItems,
  moveItems,
  orderHooks,
  orderItemsReadModel,
} from '../order-items/index';
import { orderAddress, type ViewedItem, type ViewedOrder } from './reads';
import { orders, type OrderRow } from './tables';
import { traceLogsReadModel } from '../trace-logs/index';
const { orderItems, orderTimelines } = orderItemsReadModel;
const { traceLogs } = traceLogsReadModel;

/** The key was spent by another order's placement: the caller answers that order instead. */
export class PlacedBefore extends Error {
  constructor(readonly orderId: string) {
    super('This idempotency key has placed another order');
  }
}

/** The rows of an order's view (reads.ts toOrderView). */
export type ViewedRows = { order: ViewedOrder; items: ViewedItem[] };

const NO_MILESTONES = {
  approvedAt: null,
  beginProcessAt: null,
  finishProcessAt: null,
  beginShipAt: null,
  finishAt: null,
};

export const ORDER_CHANGED = 'The order was changed while it was being placed, please try again';

/** The cart a saved order holds, to price it again at placement. */
export async function cartOf(db: Db, order: OrderRow): Promise<OrderCart> {
  const items = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(orderItems.sortOrder);
  return {
    lines: items.map((item) => ({
      productId: item.productId,
      productTypeItemId: item.productTypeItemId,
      quantity: item.quantity,
    })),
    address: orderAddress(order),
    isFastShipping: order.isFastShipping,
    isLocalPickup: order.isLocalPickup,
    note: order.note ?? undefined,
  };
}

/** The seller's order placed with this key before, if any (a retry answers it). */
export async function placedWithKey(db: Db, sellerId: string, key: string) {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.sellerId, sellerId), eq(orders.placeKey, key)));
  return row?.id ?? null;
}

/**
 * Places a locked draft in the caller's transaction: charges the total through the ledger (which
 * locks the seller's balance row, refuses with 409 "Balance not enough" and writes nothing when
 * it does not cover it), then moves the order and its items to PENDING. `priced` is the cart
 * priced from `pricedAt` (the draft's updatedAt): a draft edited since is refused, never charged
 * at a stale price. Answers null when this very key already placed this order (a retry).
 */
export async function placeLocked(
  tx: DbTx,
  by: ActedBy,
  order: OrderRow,
  priced: PricedCart,
  pricedAt: Date,
  key: string,
): Promise<Posted | null> {
  if (order.placeKey === key) return null;
  if (!order.isDraft || order.status !== 'NOT_READY') {
    throw new HttpError(400, ORDER_MESSAGES.notDraft);
  }
  if (order.updatedAt.getTime() !== pricedAt.getTime()) throw new HttpError(409, ORDER_CHANGED);
  const total = priced.estimate.total;
  const posted = await charge(tx, order.sellerId, total, {
    idempotencyKey: key,
    orderId: order.id,
    description: `Order ${order.id}`,
  });
  if (posted.isReplay) refuseReplay(posted);
  const now = new Date();
  await tx
    .update(orders)
    .set({
      isDraft: false,
      placeKey: key,
      chargeTransactionId: posted.transaction.id,
      placedAt: now,
      total,
      updatedAt: now,
    })
    .where(eq(orders.id, order.id));
  const items = await lockItems(tx, order.id);
  // The items keep the prices they were charged at, from this pricing.
  for (const item of items) {
    const price = priced.estimate.lines[item.sortOrder];
    if (!price) throw new HttpError(409, ORDER_CHANGED);
    await tx
      .update(orderItems)
      .set({
        price: price.price,
        shippingPrice: price.shippingPrice,
        discountAmount: price.discountAmount,
        discountShippingAmount: price.discountShippingAmount,
        totalPrice: price.totalPrice,
        placedAt: now,
      })
      .where(eq(orderItems.id, item.id));
  }
  await moveItems(
    tx,
    order.id,
    items.map((item) => ({ item, to: 'PENDING' as const })),
    by,
    'Order placed',
  );
  await traceOrder(tx, order.id, by, `Order placed, charged ${total} cents`, 'PAYMENT');
  // Flagged, not refused: a doubtful address goes to the seller's invalid-address reminder.
  await recordCheck(tx, order);
  return posted;
}

/** Answers what a charge replayed: the order that key placed, or a refusal for another use. */
function refuseReplay(posted: Posted): never {
  if (posted.transaction.orderId) throw new PlacedBefore(posted.transaction.orderId);
  throw new HttpError(409, IDEMPOTENCY_KEY_REUSED);
}

/** A placement's one statement, built once per shape (its lines, its values given or null). */
const placementStatement = shapedTogether<ChargeChecks>('place_order');

/**
 * Creates an order already placed, in the caller's transaction: the same rows, ledger entry,
 * timeline, trace logs and address check as a draft created then placed. The seller's balance
 * row is the first lock taken; then the charge's row and balance, every row of the order and
 * what the hooks add are written in one statement, which also reads the charge's checks (its
 * reserve and key, after the lock): a refusal throws and the transaction rolls it all back.
 * Placing at once is the hot path: ids are chosen here and nothing is read back, so the
 * transaction is four round trips (begin, lock, that statement, commit).
 */
export async function createPlaced(
  tx: DbTx,
  by: ActedBy,
  cart: OrderCart,
  priced: PricedCart,
  key: string,
): Promise<{ orderId: string; posted: Posted; itemIds: string[]; view: ViewedRows }> {
  const sellerId = by.actor.id;
  const id = randomUUID();
  const total = priced.estimate.total;
  const transactionId = randomUUID();
  const charge = await chargeTogether(tx, sellerId, total, {
    idempotencyKey: key,
    orderId: id,
    description: `Order ${id}`,
    transactionId,
  });
  const now = new Date();
  const order = { id, sellerId, ...orderColumns(cart, total) };
  const items = itemValues(order, priced).map((values) => ({
    ...values,
    id: randomUUID(),
    status: 'PENDING' as const,
    previousStatus: 'NOT_READY' as const,
    placedAt: now,
    createdAt: now,
    updatedAt: now,
  }));
  const milestone = milestoneOf('PENDING');
  const trace = { actorId: by.actor.id, orderId: id, ip: by.ip };
  const placed = {
    ...order,
    status: deriveOrderStatus(items.map((item) => item.status)),
    isDraft: false,
    placeKey: key,
    chargeTransactionId: transactionId,
    placedAt: now,
    createdAt: now,
    updatedAt: now,
  };
  const timeline = { ...NO_MILESTONES, ...(milestone ? { [milestone]: now } : {}) };
  const traces = [
    {
      ...trace,
      target: 'order' as const,
      targetId: id,
      type: 'CREATE' as const,
      description: 'Draft order created',
    },
    ...items.map((item) => ({
      ...trace,
      target: 'order_item' as const,
      targetId: item.id,
      description: 'Order placed: NOT_READY → PENDING',
    })),
    {
      ...trace,
      target: 'order' as const,
      targetId: id,
      type: 'PAYMENT' as const,
      description: `Order placed, charged ${total} cents`,
    },
  ];
  // The statement is built once per shape: here its values are bound, and the build below sees
  // only their placeholders (platform/db/shaped-statement).
  const values = new StatementValues();
  const chargeStatement = charge.bind(values);
  const $placed = values.row('order', placed);
  const $items = values.rows('item', items);
  const $timelines = values.rows(
    'timeline',
    items.map((item) => ({ orderItemId: item.id, ...timeline })),
  );
  const $traces = values.rows('trace', traces);
  const $check = values.row('check', addressCheckOf(order));
  const $placedAt = values.value('placed_at', now.toISOString());
  values.mark(`placed hook ${orderHooks.placed.size}`);
  const checks = await placementStatement(tx, values, () => {
    const { writes, reads } = chargeStatement();
    return {
      writes: [
        ...writes,
        tx.insert(orders).values($placed),
        tx.insert(orderItems).values($items),
        tx.insert(orderTimelines).values($timelines),
        tx.insert(traceLogs).values($traces),
        addressCheckWrite(tx, $check),
        ...orderHooks.placed.writes(tx, $placed.sellerId, $placed.id, $placed.status, $placedAt),
      ],
      reads,
    };
  });
  const posted = await charge.confirm(checks);
  if (posted.isReplay) refuseReplay(posted);
  // The answer is made of the rows just written: nothing is read back.
  return {
    orderId: id,
    posted,
    itemIds: items.map((item) => item.id),
    // Made by hand: no store and no store's number.
    view: {
      order: { ...placed, refId: null, externalStoreId: null },
      items: items.map((item) => ({ item, timeline })),
    },
  };
}
