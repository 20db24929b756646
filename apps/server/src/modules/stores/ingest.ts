import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { rowsAsSelect, type DbTx } from '../../platform/db';
import type { Live } from '../../platform/live';
import { storeOrderLines, storeOrders } from './tables';
import type { ExternalStoreRow, StoreOrderData, StoreOrderRow } from './tables';
import type { StoreOrder, StoreProduct } from './platforms/types';
import {
  advanceNewStoreOrders,
  advanceStoreOrder,
  cancelStoreOrder,
  flagPlacedReduction,
  sellerActedBy,
} from './advance';
import { newlyNeedingYou, statusesBefore, type NeedsYouOrder } from './needs-you';
import { upsertCatalogue } from './catalogue';

/** What one page (or one webhook) of store orders did. */
export type IngestResult = {
  received: number;
  /** Same or older versions of orders already kept: nothing written for them. */
  duplicates: number;
  /** Store orders that became (or updated) a draft of the seller. */
  imported: number;
  /** The drafts made or updated (their order ids): what TikTok's auto-place places. */
  drafts: string[];
  /** The store orders (external ids) whose version was written, and those that made a draft. */
  kept: string[];
  importedOrders: string[];
  /** Store orders that came to need the seller (not drafted: unmapped, refused). */
  needsYou: NeedsYouOrder[];
};

export function toOrderData(order: StoreOrder): StoreOrderData {
  return {
    ...order,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
  };
}

export function fromOrderData(data: StoreOrderData): StoreOrder {
  return { ...data, createdAt: new Date(data.createdAt), updatedAt: new Date(data.updatedAt) };
}

/** The products and variants an order's lines name. */
function productsOfOrders(orders: readonly StoreOrder[]): StoreProduct[] {
  return orders.flatMap((order) =>
    order.lines.map((line) => ({
      externalProductId: line.externalProductId,
      title: line.title,
      variants: [
        {
          externalVariantId: line.externalVariantId,
          title: line.variantTitle ?? line.title,
          sku: line.sku,
          imageUrl: line.imageUrl,
        },
      ],
    })),
  );
}

/** A store order's row as this page wrote it, and whether the page inserted it. */
type KeptVersion = StoreOrderRow & { isNew: boolean };

/**
 * Keeps the newer versions of store orders, or (first arrival) the orders themselves: one
 * statement on the (store, external id) key. Answers the rows written; a same or newer version
 * already kept writes nothing. A concurrent arrival of the same order waits on the key here, then
 * finds it kept. One version per order (the newest) and sorted, so concurrent pages take the
 * key's locks in one order.
 */
async function keepVersions(
  tx: DbTx,
  store: ExternalStoreRow,
  incoming: readonly StoreOrder[],
): Promise<KeptVersion[]> {
  const newest = new Map<string, StoreOrder>();
  for (const order of incoming) {
    const kept = newest.get(order.externalOrderId);
    if (!kept || kept.updatedAt < order.updatedAt) newest.set(order.externalOrderId, order);
  }
  const sorted = [...newest.values()].sort((a, b) =>
    a.externalOrderId.localeCompare(b.externalOrderId),
  );
  return tx
    .insert(storeOrders)
    .select(
      rowsAsSelect(
        storeOrders,
        sorted.map((order) => ({
          storeId: store.id,
          sellerId: store.sellerId,
          externalOrderId: order.externalOrderId,
          name: order.name,
          status: 'UN_SYNCED' as const,
          data: toOrderData(order),
          externalUpdatedAt: order.updatedAt,
        })),
      ),
    )
    .onConflictDoUpdate({
      target: [storeOrders.storeId, storeOrders.externalOrderId],
      set: {
        name: sql`excluded.name`,
        data: sql`excluded.data`,
        externalUpdatedAt: sql`excluded.external_updated_at`,
        updatedAt: new Date(),
      },
      setWhere: sql`${storeOrders.externalUpdatedAt} < excluded.external_updated_at`,
    })
    .returning({
      ...getTableColumns(storeOrders),
      // Inserted by this statement, not updated: PostgreSQL leaves xmax 0 on a new row version
      // only when no conflict locked it. A concurrent first arrival of the same order makes one
      // of the two an update, so exactly one sees the order as new.
      isNew: sql<boolean>`(xmax = 0)`.as('is_new'),
    });
}

/**
 * The store orders with an order of the seller whose newer version has fewer of a line than the
 * version kept (refunded or removed at the shop), read before the lines are replaced.
 */
async function reducedOrders(tx: DbTx, rows: readonly StoreOrderRow[]): Promise<Set<string>> {
  const linked = rows.filter((row) => row.orderId);
  const reduced = new Set<string>();
  if (linked.length === 0) return reduced;
  const kept = await tx
    .select({
      storeOrderId: storeOrderLines.storeOrderId,
      externalLineId: storeOrderLines.externalLineId,
      quantity: storeOrderLines.quantity,
    })
    .from(storeOrderLines)
    .where(
      inArray(
        storeOrderLines.storeOrderId,
        linked.map((row) => row.id),
      ),
    );
  const now = new Map(
    linked.map((row) => [
      row.id,
      new Map(row.data.lines.map((line) => [line.externalLineId, line.quantity])),
    ]),
  );
  for (const line of kept) {
    if ((now.get(line.storeOrderId)?.get(line.externalLineId) ?? 0) < line.quantity) {
      reduced.add(line.storeOrderId);
    }
  }
  return reduced;
}

/**
 * The orders' lines as kept for mapping: replaced by each newer version. An order this page
 * inserted has none to delete.
 */
async function replaceLines(tx: DbTx, rows: readonly KeptVersion[]): Promise<void> {
  const seen = rows.filter((row) => !row.isNew);
  if (seen.length > 0) {
    await tx.delete(storeOrderLines).where(
      inArray(
        storeOrderLines.storeOrderId,
        seen.map((row) => row.id),
      ),
    );
  }
  const lines = rows.flatMap((row) =>
    row.data.lines.map((line) => ({
      storeOrderId: row.id,
      storeId: row.storeId,
      externalLineId: line.externalLineId,
      externalVariantId: line.externalVariantId,
      quantity: line.quantity,
    })),
  );
  if (lines.length > 0)
    await tx.insert(storeOrderLines).select(rowsAsSelect(storeOrderLines, lines));
}

/**
 * Store orders in, in the caller's one transaction (a webhook's order, or a pulled page): their
 * products and variants kept, each order kept once by its key, and moved on as far as its
 * mapping allows (UN_SYNCED, NO_ITEM, or a draft of the seller). Never two orders for one store
 * order: the draft is created under the store order's row lock, and only by the arrival that
 * wrote a newer version. A page costs a statement per step, not per order: new orders move on
 * together; a newer version of one that has a draft, or a cancellation, one by one.
 */
export async function ingestOrders(
  tx: DbTx,
  live: Live,
  store: ExternalStoreRow,
  incoming: readonly StoreOrder[],
): Promise<IngestResult> {
  const result: IngestResult = {
    received: incoming.length,
    duplicates: 0,
    imported: 0,
    drafts: [],
    kept: [],
    importedOrders: [],
    needsYou: [],
  };
  if (incoming.length === 0) return result;
  await upsertCatalogue(tx, store, productsOfOrders(incoming));
  const by = sellerActedBy(store.sellerId);
  const before = await statusesBefore(
    tx,
    store.id,
    incoming.map((order) => order.externalOrderId),
  );
  const rows = await keepVersions(tx, store, incoming);
  result.duplicates = incoming.length - rows.length;
  result.kept = rows.map((row) => row.externalOrderId);
  if (rows.length === 0) return result;
  const reduced = await reducedOrders(tx, rows);
  await replaceLines(tx, rows);
  const fresh: StoreOrderRow[] = [];
  for (const row of rows) {
    if (!row.data.isCancelled && !row.orderId && row.status !== 'CANCELLED') {
      fresh.push(row);
      continue;
    }
    let after = row.data.isCancelled
      ? await cancelStoreOrder(tx, by, row)
      : await advanceStoreOrder(tx, live, by, store, row);
    if (!row.data.isCancelled && reduced.has(row.id)) after = await flagPlacedReduction(tx, after);
    if (after.status === 'IMPORTED' && after.orderId) {
      result.imported += 1;
      result.drafts.push(after.orderId);
      result.importedOrders.push(row.externalOrderId);
    }
  }
  const drafts = await advanceNewStoreOrders(tx, live, by, store, fresh);
  result.imported += drafts.length;
  result.drafts.push(...drafts.map((draft) => draft.orderId));
  result.importedOrders.push(...drafts.map((draft) => draft.externalOrderId));
  result.needsYou = await newlyNeedingYou(
    tx,
    rows.map((row) => row.id),
    before,
  );
  return result;
}

/**
 * The store orders that wait on a variant (UN_SYNCED, NO_ITEM or refused), locked: a mapping,
 * ignore or un-ignore of it moves them on.
 */
export async function ordersWaitingOn(
  tx: DbTx,
  storeId: string,
  externalVariantId: string,
): Promise<StoreOrderRow[]> {
  return tx
    .select()
    .from(storeOrders)
    .where(
      and(
        eq(storeOrders.storeId, storeId),
        inArray(storeOrders.status, ['UN_SYNCED', 'NO_ITEM', 'ERROR']),
        sql`exists (select 1 from ${storeOrderLines}
          where ${storeOrderLines.storeOrderId} = ${storeOrders.id}
          and ${storeOrderLines.externalVariantId} = ${externalVariantId})`,
      ),
    )
    .orderBy(asc(storeOrders.createdAt), asc(storeOrders.id))
    .for('update');
}
