import { CART_MAX_BINS, CART_MESSAGES, type CartCreateBody } from '@platfox/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbTx } from '../../platform/db';
import { HttpError, notFound } from '../../platform/errors';
import { orderItemsReadModel } from '../order-items/index';
import { storageAreaNameOf } from '../stock/index';
import { pickingCartBins, pickingCartUnits, pickingCarts } from './cart-tables';
const { orderItems, orderItemUnits } = orderItemsReadModel;

/** The printer's order items to pick (the to-pick list's own rule: the item is approved). */
const toPick = (printerId: string) =>
  and(eq(orderItems.printerId, printerId), eq(orderItems.status, 'APPROVED'));

/**
 * No unit of the order waits on an open cart (a planned unit is on an open cart). NOT IN over the
 * planned units' orders is one hashed subplan a query, whatever the statistics say; NOT EXISTS was
 * planned as a nested loop over every planned unit per item read while the table's statistics
 * still counted it empty (order_id is never null, so NOT IN means what NOT EXISTS did).
 */
const notOnCart = sql`order_items.order_id not in (
  select waiting.order_id from picking_cart_units waiting where waiting.state = 'PLANNED'
)`;

/** The walk's key: the storage area holding the unit's blank (stock/walk.ts). */
const storageArea = storageAreaNameOf(
  sql`order_items.printer_id`,
  sql`order_items.product_type_item_id`,
);

/**
 * The orders going on the cart, oldest first (by their first item to pick): the next N the
 * printer has to pick that are on no open cart, or the chosen ones, each of which must be the
 * printer's with something to pick (another printer's order reads the same as one with nothing
 * to pick) and on no other open cart.
 */
async function ordersOf(tx: DbTx, printerId: string, body: CartCreateBody): Promise<string[]> {
  if (body.next !== undefined) return nextOrders(tx, printerId, body.next);
  const chosen = body.orderItemIds
    ? await ordersOfItems(tx, printerId, body.orderItemIds)
    : [...new Set(body.orderIds)];
  const rows = await tx
    .select({ orderId: orderItems.orderId, isFree: sql<boolean>`bool_and(${notOnCart})` })
    .from(orderItems)
    .where(and(toPick(printerId), inArray(orderItems.orderId, chosen)))
    .groupBy(orderItems.orderId)
    .orderBy(sql`min(${orderItems.createdAt})`, asc(orderItems.orderId));
  if (rows.length < chosen.length) throw notFound(CART_MESSAGES.orderUnknown);
  if (rows.some((row) => !row.isFree)) throw new HttpError(409, CART_MESSAGES.orderOnCart);
  return rows.map((row) => row.orderId);
}

/** Items read at a time while looking for the next orders: most orders are an item or two. */
const NEXT_BATCH = 400;

/**
 * The next `count` orders by age: the printer's items to pick read oldest first a batch at a time
 * along the (printer, status, created) index, each order taken where its first item comes, until
 * there are enough. Grouping every item to pick by order first cost 0.5 s with 50,000 on the
 * floor; this reads a few hundred index entries.
 */
async function nextOrders(tx: DbTx, printerId: string, count: number): Promise<string[]> {
  const found = new Set<string>();
  // The cursor's time as PostgreSQL's text, to the microsecond a JS Date would cut.
  let after: { at: string; id: string } | null = null;
  while (found.size < count) {
    const batch: { id: string; orderId: string; at: string }[] = await tx
      .select({
        id: orderItems.id,
        orderId: orderItems.orderId,
        at: sql<string>`${orderItems.createdAt}::text`,
      })
      .from(orderItems)
      .where(
        and(
          toPick(printerId),
          notOnCart,
          after
            ? sql`(${orderItems.createdAt}, ${orderItems.id}) > (${after.at}::timestamptz, ${after.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(asc(orderItems.createdAt), asc(orderItems.id))
      .limit(NEXT_BATCH);
    for (const row of batch) {
      if (found.size < count) found.add(row.orderId);
    }
    if (batch.length < NEXT_BATCH) break;
    after = batch.at(-1)!;
  }
  if (found.size === 0) throw new HttpError(409, CART_MESSAGES.noUnits);
  return [...found];
}

/** The orders of items chosen on the to-pick list; an item not the printer's is not found. */
async function ordersOfItems(tx: DbTx, printerId: string, itemIds: readonly string[]) {
  const wanted = [...new Set(itemIds)];
  const rows = await tx
    .select({ id: orderItems.id, orderId: orderItems.orderId })
    .from(orderItems)
    .where(and(inArray(orderItems.id, wanted), eq(orderItems.printerId, printerId)));
  if (rows.length < wanted.length) throw notFound(CART_MESSAGES.orderUnknown);
  const orderIds = [...new Set(rows.map((row) => row.orderId))];
  if (orderIds.length > CART_MAX_BINS) throw new HttpError(409, CART_MESSAGES.tooManyOrders);
  return orderIds;
}

/**
 * Plans a cart in the caller's transaction: a bin per order (1 upwards, oldest order first) and
 * the walk, every unit to pick of those orders ordered by the storage area holding its blank
 * (items kept in no area last), then by the blank itself, so one walk down the aisles picks
 * everything. One cart is planned at a time per printer (an advisory lock), so two pickers
 * starting carts at once never take the same order. Answers the new cart's id.
 */
export async function planCart(tx: DbTx, printerId: string, body: CartCreateBody) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`cart:${printerId}`}))`);
  const orderIds = await ordersOf(tx, printerId, body);
  const units = await tx
    .select({
      unitId: orderItemUnits.id,
      orderItemId: orderItems.id,
      orderId: orderItems.orderId,
      productTypeItemId: orderItems.productTypeItemId,
      storageAreaName: storageArea,
    })
    .from(orderItemUnits)
    .innerJoin(orderItems, eq(orderItems.id, orderItemUnits.orderItemId))
    .where(
      and(
        inArray(orderItems.orderId, orderIds),
        eq(orderItems.printerId, printerId),
        eq(orderItemUnits.status, 'APPROVED'),
      ),
    )
    .orderBy(
      sql`${storageArea} asc nulls last`,
      asc(orderItems.productTypeItemId),
      asc(orderItemUnits.code),
      asc(orderItemUnits.qtyIndex),
    );
  if (units.length === 0) throw new HttpError(409, CART_MESSAGES.noUnits);
  const binOf = new Map(orderIds.map((orderId, index) => [orderId, index + 1]));
  const [cart] = await tx.insert(pickingCarts).values({ printerId }).returning();
  await tx
    .insert(pickingCartBins)
    .values(orderIds.map((orderId) => ({ cartId: cart!.id, bin: binOf.get(orderId)!, orderId })));
  // Within one area and blank, the walk fills the bins in order.
  const groupOf = new Map<string, number>();
  const walk = units
    .map((unit, index) => {
      const key = `${unit.storageAreaName}|${unit.productTypeItemId}`;
      if (!groupOf.has(key)) groupOf.set(key, index);
      return { ...unit, group: groupOf.get(key)!, bin: binOf.get(unit.orderId)!, index };
    })
    .sort((a, b) => a.group - b.group || a.bin - b.bin || a.index - b.index);
  await tx.insert(pickingCartUnits).values(
    walk.map((unit, index) => ({
      cartId: cart!.id,
      unitId: unit.unitId,
      orderItemId: unit.orderItemId,
      orderId: unit.orderId,
      bin: unit.bin,
      step: index + 1,
      storageAreaName: unit.storageAreaName,
    })),
  );
  return cart!.id;
}
