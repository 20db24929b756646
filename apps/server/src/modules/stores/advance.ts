import { orderAddressSchema, STORE_MESSAGES, type OrderCart } from '@platfox/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { DbTx } from '../../platform/db';
import { HttpError } from '../../platform/errors';
import type { Live } from '../../platform/live';
import { ShippingPriceService } from '../catalog/shipping-prices';
import type { ActedBy } from '../order-items/flow';
import { priceCart } from '../orders/cart';
import { cancelDraft, createDraft, itemValues, orderColumns, traceOrder } from '../orders/drafts';
import { orderItems, orders } from '../orders/tables';
import type { StoreAddress } from './platforms/types';
import {
  externalStores,
  storeOrderLines,
  storeOrders,
  storeVariants,
  type ExternalStoreRow,
  type StoreOrderRow,
} from './tables';

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

/** The shop's address as an order keeps it, or the first reason the order's rules refuse it. */
function addressOf(address: StoreAddress): { address: OrderCart['address'] } | { error: string } {
  const parsed = orderAddressSchema.safeParse({
    fullName: address.fullName,
    phone: address.phone || undefined,
    email: address.email || undefined,
    street: address.street,
    street2: address.street2 || undefined,
    city: address.city,
    state: address.state || undefined,
    zipcode: address.zipcode,
    country: address.country.toUpperCase(),
  });
  if (parsed.success) return { address: parsed.data };
  const issue = parsed.error.issues[0]!;
  return { error: `Shipping address ${issue.path.join('.')}: ${issue.message}` };
}

/** Whether the store order already has an order the seller placed (no longer changed from here). */
async function linkedOrder(tx: DbTx, row: StoreOrderRow) {
  if (!row.orderId) return null;
  const [order] = await tx.select().from(orders).where(eq(orders.id, row.orderId)).for('update');
  return order ?? null;
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
  const lines = await tx
    .select({
      quantity: storeOrderLines.quantity,
      syncStatus: storeVariants.syncStatus,
      productId: storeVariants.productId,
      productTypeItemId: storeVariants.productTypeItemId,
    })
    .from(storeOrderLines)
    .leftJoin(
      storeVariants,
      and(
        eq(storeVariants.storeId, storeOrderLines.storeId),
        eq(storeVariants.externalVariantId, storeOrderLines.externalVariantId),
      ),
    )
    .where(eq(storeOrderLines.storeOrderId, row.id))
    .orderBy(asc(storeOrderLines.externalLineId));
  if (lines.some((line) => line.syncStatus !== 'SYNC' && line.syncStatus !== 'IGNORE')) {
    return setStatus(tx, row, { status: 'UN_SYNCED' });
  }
  const printable = lines.filter(
    (line) => line.syncStatus === 'SYNC' && line.productId && line.productTypeItemId,
  );
  if (printable.length === 0) return setStatus(tx, row, { status: 'NO_ITEM' });
  if (!row.data.address) return refuse(tx, row, STORE_MESSAGES.addressMissing);
  const checked = addressOf(row.data.address);
  if ('error' in checked) return refuse(tx, row, checked.error);
  const cart: OrderCart = {
    lines: printable.map((line) => ({
      productId: line.productId!,
      productTypeItemId: line.productTypeItemId!,
      quantity: line.quantity,
    })),
    address: checked.address,
    isFastShipping: false,
    isLocalPickup: false,
    ...(row.data.note ? { note: row.data.note.slice(0, 1000) } : {}),
  };
  let priced;
  try {
    // The catalogue reads go through this transaction: on the embedded database a read on
    // another connection would wait for it.
    priced = await priceCart(tx, new ShippingPriceService(tx, live), store.sellerId, cart);
  } catch (error) {
    if (!(error instanceof HttpError) || error.status >= 500) throw error;
    const detail = Object.values(error.errors ?? {})[0];
    return refuse(
      tx,
      row,
      detail && detail !== error.message ? `${error.message}: ${detail}` : error.message,
    );
  }
  const origin = { externalStoreId: store.id, refId: row.name };
  if (order) {
    await tx
      .update(orders)
      .set({ ...orderColumns(cart, priced.estimate.total), ...origin, updatedAt: new Date() })
      .where(eq(orders.id, order.id));
    await tx.delete(orderItems).where(eq(orderItems.orderId, order.id));
    await tx.insert(orderItems).values(itemValues(order, priced));
    await traceOrder(
      tx,
      order.id,
      by,
      `Draft order updated from store order ${row.name}`,
      'CREATE',
    );
    return setStatus(tx, row, { status: 'IMPORTED', orderId: order.id });
  }
  const draft = await createDraft(tx, by, cart, priced);
  await tx.update(orders).set(origin).where(eq(orders.id, draft.id));
  return setStatus(tx, row, { status: 'IMPORTED', orderId: draft.id });
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
