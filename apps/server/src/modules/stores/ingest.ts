import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { rowsAsSelect, type DbTx } from '../../platform/db';
import type { Live } from '../../platform/live';
import { storeOrderLines, storeOrders } from './tables';
import type { ExternalStoreRow, StoreOrderRow } from './tables';
import type { StoreOrder, StoreProduct } from './platforms/types';
import {
  advanceNewStoreOrders,
  advanceStoreOrder,
  cancelStoreOrder,
  flagPlacedReduction,
  sellerActedBy,
} from './advance';
import { noteRefusals, planArrivals, writeArrivals } from './arrivals';
import { isNeedsYou, newlyNeedingYou, type NeedsYouOrder } from './needs-you';
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

/** The lines of orders kept before, replaced by those of the newer version just written. */
async function replaceLines(tx: DbTx, rows: readonly StoreOrderRow[]): Promise<void> {
  await tx.delete(storeOrderLines).where(
    inArray(
      storeOrderLines.storeOrderId,
      rows.map((row) => row.id),
    ),
  );
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

/** One version per order, the newest (a page or a batch of webhooks may name one twice). */
function newestVersions(incoming: readonly StoreOrder[]): StoreOrder[] {
  const newest = new Map<string, StoreOrder>();
  for (const order of incoming) {
    const kept = newest.get(order.externalOrderId);
    if (!kept || kept.updatedAt < order.updatedAt) newest.set(order.externalOrderId, order);
  }
  return [...newest.values()];
}

/**
 * Store orders in, in the caller's one transaction (a webhook's order, or a pulled page): their
 * products and variants kept, each order kept once by its key, and moved on as far as its
 * mapping allows (UN_SYNCED, NO_ITEM, or a draft of the seller). Never two orders for one store
 * order: a new store order is written with its draft in one statement, and only by the arrival
 * that inserted it (arrivals.ts); a newer version of one kept before moves on under its row lock.
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
  const mapping = await upsertCatalogue(tx, store, productsOfOrders(incoming));
  const by = sellerActedBy(store.sellerId);
  const planned = await planArrivals(tx, live, store, newestVersions(incoming), mapping);
  const kept = await writeArrivals(tx, by, store, planned);
  result.duplicates = incoming.length - kept.length;
  result.kept = kept.map((row) => row.externalOrderId);
  const plannedById = new Map(planned.map((arrival) => [arrival.id, arrival]));
  const arrived = kept.flatMap((row) => (row.isNew ? [plannedById.get(row.id)!] : []));
  await noteRefusals(tx, store, arrived);
  const needsYou: NeedsYouOrder[] = [];
  for (const { id, order, status, lastError, draft } of arrived) {
    if (isNeedsYou(status)) needsYou.push({ id, name: order.name, status, lastError });
    if (!draft) continue;
    result.imported += 1;
    result.drafts.push(draft.id);
    result.importedOrders.push(order.externalOrderId);
  }
  const seen = kept.filter((row) => !row.isNew).map((row) => row.id);
  if (seen.length > 0) {
    const again = await moveOnNewerVersions(tx, live, store, seen);
    result.imported += again.drafts.length;
    result.drafts.push(...again.drafts);
    result.importedOrders.push(...again.importedOrders);
    needsYou.push(...again.needsYou);
  }
  result.needsYou = needsYou.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return result;
}

/**
 * Store orders kept before whose newer version was just written: their lines replaced and each
 * moved on again (a draft edited, or cancelled with the shop's order; a placed order flagged
 * when the shop took items off it). Those with no order yet move on together.
 */
async function moveOnNewerVersions(
  tx: DbTx,
  live: Live,
  store: ExternalStoreRow,
  ids: readonly string[],
): Promise<Pick<IngestResult, 'drafts' | 'importedOrders' | 'needsYou'>> {
  const by = sellerActedBy(store.sellerId);
  // The upsert left their status as it was: read now, it is the status before this step.
  const rows = await tx
    .select()
    .from(storeOrders)
    .where(inArray(storeOrders.id, [...ids]));
  const before = new Map(rows.map((row) => [row.externalOrderId, row.status]));
  const reduced = await reducedOrders(tx, rows);
  await replaceLines(tx, rows);
  const moved: Pick<IngestResult, 'drafts' | 'importedOrders' | 'needsYou'> = {
    drafts: [],
    importedOrders: [],
    needsYou: [],
  };
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
      moved.drafts.push(after.orderId);
      moved.importedOrders.push(row.externalOrderId);
    }
  }
  const drafts = await advanceNewStoreOrders(tx, live, by, store, fresh);
  moved.drafts.push(...drafts.map((draft) => draft.orderId));
  moved.importedOrders.push(...drafts.map((draft) => draft.externalOrderId));
  moved.needsYou = await newlyNeedingYou(tx, ids, before);
  return moved;
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
