import { randomUUID } from 'node:crypto';
import { ORDER_MESSAGES, type OrderCart, type TraceType } from '@platfox/domain';
import { and, eq, inArray, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { rowsAsSelect, rowsAsSelectWhere, type DbTx } from '../../platform/db';
import { badRequest } from '../../platform/errors';
import type { PricedCart } from './cart';
import { type ActedBy, orderItemsReadModel } from '../order-items/index';
import { placeColumns, reachOrder } from './reads';
import { orders, type OrderRow } from './tables';
import { traceLogsReadModel } from '../trace-logs/index';
const { orderItems } = orderItemsReadModel;
const { traceLogs } = traceLogsReadModel;

/** The order's own columns from a cart (the address is copied onto the order). */
export function orderColumns(cart: OrderCart, total: number) {
  const { address } = cart;
  return {
    isFastShipping: cart.isFastShipping,
    isLocalPickup: cart.isLocalPickup,
    fullName: address.fullName,
    phone: address.phone ?? null,
    email: address.email ?? null,
    ...placeColumns(address),
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

/**
 * Where a draft came from: typed by the seller (MANUAL), a spreadsheet import (IMPORT), or a
 * connected store's order (STORE: the store and the shop's order name, kept on the order).
 */
export type DraftOrigin =
  | { kind: 'MANUAL' }
  | { kind: 'IMPORT' }
  | { kind: 'STORE'; externalStoreId: string; refId: string };

/** One draft to write: a new one, or (orderId) the seller's draft to replace the cart of. */
export type DraftWrite = {
  origin: DraftOrigin;
  cart: OrderCart;
  priced: PricedCart;
  orderId?: string | undefined;
};

/** The order columns an origin sets (a store's order keeps its store and name). */
function originColumns(origin: DraftOrigin) {
  return origin.kind === 'STORE'
    ? { externalStoreId: origin.externalStoreId, refId: origin.refId }
    : {};
}

/** What the order's trace says of an edit, by where it came from. */
function editedTrace(origin: DraftOrigin): string {
  return origin.kind === 'STORE'
    ? `Draft order updated from store order ${origin.refId}`
    : 'Draft order edited';
}

/**
 * The one writer of drafts, whatever their origin (the order form, an import, a store): new
 * drafts (NOT_READY, nothing charged) in the caller's transaction with a statement per table
 * rather than per order (an import writes thousands), and edits of drafts, each locked and
 * refused unless still a draft, its lines priced again (a coupon would be dropped here).
 * Answers the order rows in the writes' order.
 */
export async function saveDrafts(
  tx: DbTx,
  by: ActedBy,
  writes: readonly DraftWrite[],
): Promise<OrderRow[]> {
  const fresh = writes.filter((write) => !write.orderId);
  const created = await createDrafts(tx, by, fresh);
  const madeOf = new Map(fresh.map((write, index) => [write, created[index]!]));
  const answers: OrderRow[] = [];
  for (const write of writes) {
    answers.push(madeOf.get(write) ?? (await editDraft(tx, by, write.orderId!, write)));
  }
  return answers;
}

/** A new draft to write; `id` chosen by the caller when it names the draft elsewhere too. */
export type NewDraft = Omit<DraftWrite, 'orderId'> & { id?: string };

/** The rows of new drafts: the orders, their items at the price of their lines, and a trace each. */
function newDraftRows(by: ActedBy, writes: readonly NewDraft[]) {
  const rows = writes.map(({ cart, priced, origin, id }) => ({
    id: id ?? randomUUID(),
    sellerId: by.actor.id,
    ...orderColumns(cart, priced.estimate.total),
    ...originColumns(origin),
  }));
  const items = rows.flatMap((row, index) => itemValues(row, writes[index]!.priced));
  const traces = rows.map((order) => ({
    actorId: by.actor.id,
    target: 'order' as const,
    targetId: order.id,
    orderId: order.id,
    type: 'CREATE' as const,
    description: 'Draft order created',
    ip: by.ip,
  }));
  return { rows, items, traces };
}

/**
 * The inserts of new drafts, not yet run: of all of them, or (`gate`, a query of order ids in
 * the caller's statement) of only the drafts whose id it selects, with their items and trace.
 */
function insertsOf(tx: DbTx, by: ActedBy, writes: readonly NewDraft[], gate?: SQL) {
  const { rows, items, traces } = newDraftRows(by, writes);
  // As one JSON parameter each (rowsAsSelect): a store's page of 50 drafts was two inserts of
  // about 1,300 values, whose building by Drizzle cost more than the database's work.
  const select = <T extends PgTable>(table: T, values: T['$inferInsert'][], column: PgColumn) =>
    gate ? rowsAsSelectWhere(table, values, column, gate) : rowsAsSelect(table, values);
  return {
    rows,
    orders: tx.insert(orders).select(select(orders, rows, orders.id)),
    items:
      items.length > 0
        ? tx.insert(orderItems).select(select(orderItems, items, orderItems.orderId))
        : null,
    traces: tx.insert(traceLogs).select(select(traceLogs, traces, traceLogs.orderId)),
  };
}

async function createDrafts(
  tx: DbTx,
  by: ActedBy,
  writes: readonly DraftWrite[],
): Promise<OrderRow[]> {
  if (writes.length === 0) return [];
  const inserts = insertsOf(tx, by, writes);
  // Ids chosen here pair each row with its cart whatever order RETURNING answers in.
  const created = await inserts.orders.returning();
  const byId = new Map(created.map((order) => [order.id, order]));
  if (inserts.items) await inserts.items;
  await inserts.traces;
  return inserts.rows.map((row) => byId.get(row.id)!);
}

/**
 * New drafts as inserts not yet run, for the caller to run inside one statement of its own
 * (each a data-modifying WITH query, as writeTogether runs them): a store writes its new store
 * orders and their drafts in one round trip. `gate` is a query of order ids in that statement:
 * a draft whose id it does not select is not written (its store order turned out to be kept
 * already), nor are its items and trace.
 */
export function draftInserts(
  tx: DbTx,
  by: ActedBy,
  writes: readonly (NewDraft & { id: string })[],
  gate: SQL,
): SQLWrapper[] {
  if (writes.length === 0) return [];
  const inserts = insertsOf(tx, by, writes, gate);
  return [inserts.orders, ...(inserts.items ? [inserts.items] : []), inserts.traces];
}

/** The draft locked, refused unless it is still a draft. */
export async function lockDraft(tx: DbTx, by: ActedBy, id: string): Promise<OrderRow> {
  const order = await reachOrder(tx, by.actor, id, { lock: true });
  if (!order.isDraft || order.status !== 'NOT_READY') throw badRequest(ORDER_MESSAGES.notDraft);
  return order;
}

/** Replaces a draft's cart: its lines are priced again (a coupon would be dropped here). */
async function editDraft(
  tx: DbTx,
  by: ActedBy,
  id: string,
  { origin, cart, priced }: DraftWrite,
): Promise<OrderRow> {
  const draft = await lockDraft(tx, by, id);
  const [edited] = await tx
    .update(orders)
    .set({
      ...orderColumns(cart, priced.estimate.total),
      ...originColumns(origin),
      updatedAt: new Date(),
    })
    .where(eq(orders.id, id))
    .returning();
  await tx.delete(orderItems).where(eq(orderItems.orderId, id));
  await tx.insert(orderItems).values(itemValues(draft, priced));
  await traceOrder(tx, id, by, editedTrace(origin), 'CREATE');
  return edited!;
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

/**
 * Takes the buyer's personal fields out of these orders that are still drafts (a shop's privacy
 * request): a placed order is the ledger's and the printer's record and is never touched.
 * The city, region, postcode and country stay (tax needs them).
 */
export async function redactDrafts(
  tx: DbTx,
  orderIds: readonly string[],
  redacted: string,
): Promise<void> {
  if (orderIds.length === 0) return;
  await tx
    .update(orders)
    .set({
      fullName: redacted,
      street: redacted,
      street2: null,
      phone: null,
      email: null,
      note: null,
      updatedAt: new Date(),
    })
    .where(
      and(
        inArray(orders.id, [...orderIds]),
        eq(orders.isDraft, true),
        eq(orders.status, 'NOT_READY'),
      ),
    );
}
