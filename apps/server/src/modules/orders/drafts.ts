import { randomUUID } from 'node:crypto';
import { ORDER_MESSAGES, type OrderCart, type TraceType } from '@platfox/domain';
import { eq } from 'drizzle-orm';
import type { DbTx } from '../../platform/db';
import { badRequest } from '../../platform/errors';
import type { PricedCart } from './cart';
import { type ActedBy, orderItems } from '../order-items/index';
import { reachOrder } from './reads';
import { orders, type OrderRow } from './tables';
import { traceLogs } from '../trace-logs/index';

/** The order's own columns from a cart (the address is copied onto the order). */
export function orderColumns(cart: OrderCart, total: number) {
  const { address } = cart;
  return {
    isFastShipping: cart.isFastShipping,
    isLocalPickup: cart.isLocalPickup,
    fullName: address.fullName,
    phone: address.phone ?? null,
    email: address.email ?? null,
    street: address.street,
    street2: address.street2 ?? null,
    city: address.city,
    state: address.state ?? null,
    zipcode: address.zipcode,
    country: address.country,
    note: cart.note ?? null,
    total,
  };
}

/** The item rows of a priced cart, each at the price of its line. */
export function itemValues(order: { id: string; sellerId: string }, priced: PricedCart) {
  return priced.lines.map((line, index) => {
    const price = priced.estimate.lines[index]!;
    return {
      orderId: order.id,
      sellerId: order.sellerId,
      ...line,
      price: price.price,
      shippingPrice: price.shippingPrice,
      discountAmount: price.discountAmount,
      discountShippingAmount: price.discountShippingAmount,
      totalPrice: price.totalPrice,
      sortOrder: index,
    };
  });
}

async function writeItems(
  tx: DbTx,
  order: { id: string; sellerId: string },
  priced: PricedCart,
): Promise<void> {
  await tx.insert(orderItems).values(itemValues(order, priced));
}

export async function traceOrder(
  tx: DbTx,
  orderId: string,
  by: ActedBy,
  description: string,
  type: TraceType = 'STATUS',
): Promise<void> {
  await tx.insert(traceLogs).values({
    actorId: by.actor.id,
    target: 'order' as const,
    targetId: orderId,
    orderId,
    type,
    description,
    ip: by.ip,
  });
}

/** A new draft of the seller's priced cart (NOT_READY, nothing charged). */
export async function createDraft(
  tx: DbTx,
  by: ActedBy,
  cart: OrderCart,
  priced: PricedCart,
): Promise<OrderRow> {
  const [order] = await tx
    .insert(orders)
    .values({ sellerId: by.actor.id, ...orderColumns(cart, priced.estimate.total) })
    .returning();
  await writeItems(tx, order!, priced);
  await traceOrder(tx, order!.id, by, 'Draft order created', 'CREATE');
  return order!;
}

/** Rows per insert statement: far below PostgreSQL's 65,535 parameters at ~20 columns a row. */
const ROWS_PER_INSERT = 1000;

/**
 * Many drafts of one seller in the caller's transaction, a statement per table rather than per
 * order (an import writes thousands): the same rows createDraft writes, in the carts' order.
 */
export async function createDrafts(
  tx: DbTx,
  by: ActedBy,
  carts: readonly {
    cart: OrderCart;
    priced: PricedCart;
    /** Where the order came from (a store order: the store and the shop's order name). */
    origin?: { externalStoreId: string; refId: string };
  }[],
): Promise<OrderRow[]> {
  if (carts.length === 0) return [];
  // Ids chosen here pair each row with its cart whatever order RETURNING answers in.
  const rows = carts.map(({ cart, priced, origin }) => ({
    id: randomUUID(),
    sellerId: by.actor.id,
    ...orderColumns(cart, priced.estimate.total),
    ...origin,
  }));
  const created = await tx.insert(orders).values(rows).returning();
  const byId = new Map(created.map((order) => [order.id, order]));
  const items = rows.flatMap((row, index) => itemValues(row, carts[index]!.priced));
  for (let start = 0; start < items.length; start += ROWS_PER_INSERT) {
    await tx.insert(orderItems).values(items.slice(start, start + ROWS_PER_INSERT));
  }
  await tx.insert(traceLogs).values(
    rows.map((order) => ({
      actorId: by.actor.id,
      target: 'order' as const,
      targetId: order.id,
      orderId: order.id,
      type: 'CREATE' as const,
      description: 'Draft order created',
      ip: by.ip,
    })),
  );
  return rows.map((row) => byId.get(row.id)!);
}

/** The draft locked, refused unless it is still a draft. */
export async function lockDraft(tx: DbTx, by: ActedBy, id: string): Promise<OrderRow> {
  const order = await reachOrder(tx, by.actor, id, { lock: true });
  if (!order.isDraft || order.status !== 'NOT_READY') throw badRequest(ORDER_MESSAGES.notDraft);
  return order;
}

/** Replaces a draft's cart: its lines are priced again (a coupon would be dropped here). */
export async function editDraft(
  tx: DbTx,
  by: ActedBy,
  id: string,
  cart: OrderCart,
  priced: PricedCart,
): Promise<void> {
  const draft = await lockDraft(tx, by, id);
  await tx
    .update(orders)
    .set({ ...orderColumns(cart, priced.estimate.total), updatedAt: new Date() })
    .where(eq(orders.id, id));
  await tx.delete(orderItems).where(eq(orderItems.orderId, id));
  await writeItems(tx, draft, priced);
  await traceOrder(tx, id, by, 'Draft order edited', 'CREATE');
}

/** Cancels a draft: no money has moved, so none moves back. */
export async function cancelDraft(tx: DbTx, by: ActedBy, id: string): Promise<void> {
  await lockDraft(tx, by, id);
  const now = new Date();
  await tx.update(orders).set({ status: 'CANCELED', updatedAt: now }).where(eq(orders.id, id));
  await tx
    .update(orderItems)
    .set({ status: 'CANCELED', previousStatus: 'NOT_READY', updatedAt: now })
    .where(eq(orderItems.orderId, id));
  await traceOrder(tx, id, by, 'Draft order canceled');
}
