import type { OrderCart } from '@platfox/domain';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbTx } from '../../platform/db';
import type { Live } from '../../platform/live';
import type { ActedBy } from '../order-items/index';
import {
  cancelDraft,
  type DraftWrite,
  productFacts,
  saveDrafts,
  ordersReadModel,
} from '../orders/index';
import { planOf, priced, storeOrigin, type MappedLine } from './plan';
import {
  externalStores,
  storeOrderLines,
  storeOrders,
  storeVariants,
  type ExternalStoreRow,
  type StoreOrderRow,
  lineVariant,
} from './tables';
const { orders } = ordersReadModel;

/**
 * A store's orders are the seller's: drafts are created and edited in the seller's name, as if
 * the seller had typed them, and the seller places them (charged) the existing way.
 */
export const sellerActedBy = (sellerId: string): ActedBy => ({
  actor: {
    id: sellerId,
    type: 'SELLER',
    status: 'ONLINE',
    isVerified: true,
    permissions: [],
    sessionId: null,
  },
  ip: null,
});

async function setStatus(
  tx: DbTx,
  row: StoreOrderRow,
  change: Pick<StoreOrderRow, 'status'> & Partial<Pick<StoreOrderRow, 'orderId' | 'lastError'>>,
): Promise<StoreOrderRow> {
  const [updated] = await tx
    .update(storeOrders)
    .set({ lastError: null, ...change, updatedAt: new Date() })
    .where(eq(storeOrders.id, row.id))
    .returning();
  return updated!;
}

/** A store order that cannot become an order: refused with its reason, shown on the store. */
async function refuse(tx: DbTx, row: StoreOrderRow, message: string): Promise<StoreOrderRow> {
  await tx
    .update(externalStores)
    .set({ lastSyncError: `${row.name}: ${message}`, updatedAt: new Date() })
    .where(eq(externalStores.id, row.storeId));
  return setStatus(tx, row, { status: 'ERROR', lastError: message });
}

/** Whether the store order already has an order the seller placed (no longer changed from here). */
async function linkedOrder(tx: DbTx, row: StoreOrderRow) {
  if (!row.orderId) return null;
  const [order] = await tx.select().from(orders).where(eq(orders.id, row.orderId)).for('update');
  return order ?? null;
}

/** The lines of these store orders with their variants' mappings, in line order. */
function mappedLines(
  tx: DbTx,
  storeOrderIds: readonly string[],
): Promise<(MappedLine & { storeOrderId: string })[]> {
  return tx
    .select({
      storeOrderId: storeOrderLines.storeOrderId,
      quantity: storeOrderLines.quantity,
      syncStatus: storeVariants.syncStatus,
      productId: storeVariants.productId,
      productTypeItemId: storeVariants.productTypeItemId,
    })
    .from(storeOrderLines)
    .leftJoin(storeVariants, lineVariant)
    .where(inArray(storeOrderLines.storeOrderId, [...storeOrderIds]))
    .orderBy(asc(storeOrderLines.storeOrderId), asc(storeOrderLines.externalLineId));
}

/**
 * Moves a locked store order on as far as its variants allow: UN_SYNCED while a line is not
 * mapped, NO_ITEM when every line is ignored, else a draft of the seller priced by the cart code
 * (created, or edited when an earlier version made one and it is still a draft). A placed order
 * is never touched again from the shop's side.
 */
export async function advanceStoreOrder(
  tx: DbTx,
  live: Live,
  by: ActedBy,
  store: Pick<ExternalStoreRow, 'id' | 'sellerId'>,
  row: StoreOrderRow,
): Promise<StoreOrderRow> {
  if (row.status === 'CANCELLED') return row;
  const order = await linkedOrder(tx, row);
  if (order && !(order.isDraft && order.status === 'NOT_READY')) return row;
  const plan = planOf(row.data, row.orderId !== null, await mappedLines(tx, [row.id]));
  if (plan.kind === 'status') return setStatus(tx, row, { status: plan.status });
  if (plan.kind === 'refuse') return refuse(tx, row, plan.message);
  if (plan.kind === 'wait')
    return setStatus(tx, row, { status: 'WAITING', lastError: plan.reason });
  const { cart } = plan;
  const outcome = await priced(tx, live, store.sellerId, cart);
  if ('error' in outcome) return refuse(tx, row, outcome.error);
  // A later version of the order edits its unplaced draft; a first one creates it.
  const [draft] = await saveDrafts(tx, by, [
    { origin: storeOrigin(store, row.name), cart, priced: outcome.priced, orderId: order?.id },
  ]);
  return setStatus(tx, row, { status: 'IMPORTED', orderId: draft!.id });
}

/**
 * advanceStoreOrder for many store orders of one store that have no order yet (a pulled page):
 * the same outcomes, with a statement per step rather than per order. Answers the drafts made
 * (their order ids, with the store order each came from).
 */
export async function advanceNewStoreOrders(
  tx: DbTx,
  live: Live,
  by: ActedBy,
  store: Pick<ExternalStoreRow, 'id' | 'sellerId'>,
  rows: readonly StoreOrderRow[],
): Promise<{ orderId: string; externalOrderId: string }[]> {
  if (rows.length === 0) return [];
  const linesOf = new Map<string, MappedLine[]>();
  for (const line of await mappedLines(
    tx,
    rows.map((row) => row.id),
  )) {
    linesOf.set(line.storeOrderId, [...(linesOf.get(line.storeOrderId) ?? []), line]);
  }
  const plans = rows.map((row) => ({
    row,
    plan: planOf(row.data, row.orderId !== null, linesOf.get(row.id) ?? []),
  }));
  const byStatus = new Map<'UN_SYNCED' | 'NO_ITEM', string[]>();
  const drafts: { row: StoreOrderRow; cart: OrderCart }[] = [];
  for (const { row, plan } of plans) {
    if (plan.kind === 'status')
      byStatus.set(plan.status, [...(byStatus.get(plan.status) ?? []), row.id]);
    else if (plan.kind === 'refuse') await refuse(tx, row, plan.message);
    else if (plan.kind === 'wait')
      await setStatus(tx, row, { status: 'WAITING', lastError: plan.reason });
    else drafts.push({ row, cart: plan.cart });
  }
  for (const [status, ids] of byStatus) {
    await tx
      .update(storeOrders)
      .set({ status, lastError: null, updatedAt: new Date() })
      .where(inArray(storeOrders.id, ids));
  }
  if (drafts.length === 0) return [];
  const known = await productFacts(
    tx,
    store.sellerId,
    drafts.flatMap(({ cart }) => cart.lines.map((line) => line.productId)),
  );
  const carts: (DraftWrite & { row: StoreOrderRow })[] = [];
  for (const { row, cart } of drafts) {
    const outcome = await priced(tx, live, store.sellerId, cart, known);
    if ('error' in outcome) await refuse(tx, row, outcome.error);
    else
      carts.push({
        row,
        cart,
        priced: outcome.priced,
        origin: storeOrigin(store, row.name),
      });
  }
  const created = await saveDrafts(tx, by, carts);
  if (created.length === 0) return [];
  const pairs = sql.join(
    created.map((order, index) => sql`(${carts[index]!.row.id}::uuid, ${order.id}::uuid)`),
    sql`, `,
  );
  await tx.execute(sql`
    update ${storeOrders} set status = 'IMPORTED', order_id = made.order_id, last_error = null,
      updated_at = now()
    from (values ${pairs}) as made(id, order_id)
    where ${storeOrders.id} = made.id`);
  return created.map((order, index) => ({
    orderId: order.id,
    externalOrderId: carts[index]!.row.externalOrderId,
  }));
}

/** The shop cancelled the order: its draft, if not placed yet, is cancelled with it. */
export async function cancelStoreOrder(
  tx: DbTx,
  by: ActedBy,
  row: StoreOrderRow,
): Promise<StoreOrderRow> {
  const order = await linkedOrder(tx, row);
  if (order && !(order.isDraft && order.status === 'NOT_READY')) {
    // Placed already: the seller or an admin decides (cancelling it refunds through the ledger).
    return setStatus(tx, row, {
      status: row.status,
      lastError: 'The shop cancelled this order after it was placed',
    });
  }
  if (order) await cancelDraft(tx, by, order.id);
  return setStatus(tx, row, { status: 'CANCELLED' });
}

/**
 * The shop took items off an order (refunded or removed: Shopify's current quantity fell) after
 * the seller placed it: it is not changed from here (it is charged and may be printing); the store
 * order says so, for the seller to cancel the order or its items if they should not ship.
 */
export async function flagPlacedReduction(tx: DbTx, row: StoreOrderRow): Promise<StoreOrderRow> {
  const order = await linkedOrder(tx, row);
  if (!order || (order.isDraft && order.status === 'NOT_READY')) return row;
  return setStatus(tx, row, {
    status: row.status,
    lastError:
      'The shop removed or refunded items after this order was placed: cancel the order or those items if they should not ship',
  });
}
