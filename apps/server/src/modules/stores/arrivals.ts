import { randomUUID } from 'node:crypto';
import type { StoreOrderStatus } from '@platfox/domain';
import { eq, sql } from 'drizzle-orm';
import { rowsAsSelect, rowsAsSelectWhere, runNamed, type DbTx } from '../../platform/db';
import type { Live } from '../../platform/live';
import type { ActedBy } from '../order-items/index';
import { draftInserts, productFacts, type NewDraft } from '../orders/index';
import { toOrderData } from './order-data';
import { planOf, priced, storeOrigin, type MappedLine, type VariantMapping } from './plan';
import type { StoreOrder } from './platforms/types';
import {
  externalStores,
  storeOrderLines,
  storeOrders,
  type ExternalStoreRow,
  type StoreOrderData,
} from './tables';

/*
 * Store orders arriving for the first time, which is what a pull or a burst of webhooks mostly
 * brings (issue 37 item 6). Each is planned before anything is written (its status, or its draft
 * priced), from the variants' mappings the catalogue step answered, and the page is written in
 * one statement: the store orders already in their final status, their lines, and their drafts
 * (orders, items, trace). A store order used to be written three times over about 15 statements
 * a page (inserted, its lines and mappings read back, then updated when its draft was made).
 *
 * The store order's key decides: an order already kept (an earlier delivery, or a concurrent
 * transaction that got there first) is not inserted, and its planned lines and draft are not
 * written either; the caller moves such orders on as before (ingest.ts).
 */

/** A store order as it is to be written if it is new: its id, status and draft chosen here. */
export type Arrival = {
  id: string;
  order: StoreOrder;
  /** The order as the store order keeps it (made once: planned from, then written). */
  data: StoreOrderData;
  status: StoreOrderStatus;
  lastError: string | null;
  draft: (NewDraft & { id: string }) | null;
};

/** What the page's one statement kept: each store order written, and whether it was new. */
export type KeptOrder = { id: string; externalOrderId: string; isNew: boolean };

/** An order's lines with their variants' mappings, by external line id as advance.ts reads them. */
function mappedLines(order: StoreOrder, mapping: ReadonlyMap<string, VariantMapping>) {
  return [...order.lines]
    .sort((a, b) =>
      a.externalLineId < b.externalLineId ? -1 : a.externalLineId > b.externalLineId ? 1 : 0,
    )
    .map((line): MappedLine => ({
      quantity: line.quantity,
      ...(mapping.get(line.externalVariantId) ?? {
        syncStatus: null,
        productId: null,
        productTypeItemId: null,
      }),
    }));
}

/**
 * Plans the orders as new store orders of the store: UN_SYNCED, NO_ITEM, WAITING or refused
 * (ERROR) with the reason, else IMPORTED with a priced draft. Reads only the seller's products of
 * the drafts and their price sheets.
 */
export async function planArrivals(
  tx: DbTx,
  live: Live,
  store: Pick<ExternalStoreRow, 'id' | 'sellerId'>,
  orders: readonly StoreOrder[],
  mapping: ReadonlyMap<string, VariantMapping>,
): Promise<Arrival[]> {
  const plans = orders.map((order) => {
    const data = toOrderData(order);
    return { order, data, plan: planOf(data, false, mappedLines(order, mapping)) };
  });
  const productIds = plans.flatMap(({ plan }) =>
    plan.kind === 'draft' ? plan.cart.lines.map((line) => line.productId) : [],
  );
  const known = productIds.length > 0 ? await productFacts(tx, store.sellerId, productIds) : null;
  const arrivals: Arrival[] = [];
  for (const { order, data, plan } of plans) {
    const arrival = { id: randomUUID(), order, data, lastError: null, draft: null };
    if (plan.kind === 'status') arrivals.push({ ...arrival, status: plan.status });
    else if (plan.kind === 'refuse')
      arrivals.push({ ...arrival, status: 'ERROR', lastError: plan.message });
    else if (plan.kind === 'wait')
      arrivals.push({ ...arrival, status: 'WAITING', lastError: plan.reason });
    else {
      const outcome = await priced(tx, live, store.sellerId, plan.cart, known!);
      if ('error' in outcome) {
        arrivals.push({ ...arrival, status: 'ERROR', lastError: outcome.error });
        continue;
      }
      const origin = storeOrigin(store, order.name);
      const draft = { id: randomUUID(), origin, cart: plan.cart, priced: outcome.priced };
      arrivals.push({ ...arrival, status: 'IMPORTED', draft });
    }
  }
  return arrivals;
}

/**
 * Writes the planned store orders in one statement: each inserted in its final status with its
 * lines and draft, or, when its key is kept already, updated to this version if it is newer
 * (its status, lines and draft left for the caller). A same or older version writes nothing and
 * is not answered. Sorted by external id, so concurrent pages take the key's locks in one order.
 */
export async function writeArrivals(
  tx: DbTx,
  by: ActedBy,
  store: Pick<ExternalStoreRow, 'id' | 'sellerId'>,
  planned: readonly Arrival[],
): Promise<KeptOrder[]> {
  if (planned.length === 0) return [];
  const arrivals = [...planned].sort((a, b) =>
    a.order.externalOrderId.localeCompare(b.order.externalOrderId),
  );
  const keep = tx
    .insert(storeOrders)
    .select(
      rowsAsSelect(
        storeOrders,
        arrivals.map(({ id, order, data, status, lastError, draft }) => ({
          id,
          storeId: store.id,
          sellerId: store.sellerId,
          externalOrderId: order.externalOrderId,
          name: order.name,
          status,
          orderId: draft?.id ?? null,
          data,
          externalUpdatedAt: order.updatedAt,
          lastError,
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
      id: storeOrders.id,
      externalOrderId: storeOrders.externalOrderId,
      orderId: storeOrders.orderId,
      // Inserted by this statement, not updated: PostgreSQL leaves xmax 0 on a new row version
      // only when no conflict locked it. A concurrent first arrival of the same order makes one
      // of the two an update, so exactly one sees the order as new.
      isNew: sql<boolean>`(xmax = 0)`.as('is_new'),
    });
  const lines = arrivals.flatMap(({ id, order }) =>
    order.lines.map((line) => ({
      storeOrderId: id,
      storeId: store.id,
      externalLineId: line.externalLineId,
      externalVariantId: line.externalVariantId,
      quantity: line.quantity,
    })),
  );
  const writes = [
    ...(lines.length > 0
      ? [
          tx
            .insert(storeOrderLines)
            .select(
              rowsAsSelectWhere(
                storeOrderLines,
                lines,
                storeOrderLines.storeOrderId,
                sql`select id from kept where is_new`,
              ),
            ),
        ]
      : []),
    ...draftInserts(
      tx,
      by,
      arrivals.flatMap(({ draft }) => (draft ? [draft] : [])),
      sql`select order_id from kept where is_new`,
    ),
  ];
  const parts = [
    sql`kept as (${keep.getSQL()})`,
    ...writes.map((write, index) => sql`${sql.raw(`w${index}`)} as (${write.getSQL()})`),
  ];
  // Named per shape (with or without lines, drafts): parsed and planned once per connection.
  return runNamed<KeptOrder>(
    tx,
    sql`with ${sql.join(parts, sql`, `)}
    select id, external_order_id as "externalOrderId", is_new as "isNew" from kept`,
  );
}

/** The store shows the last new order it refused, as refusing it one by one did. */
export async function noteRefusals(
  tx: DbTx,
  store: Pick<ExternalStoreRow, 'id'>,
  arrived: readonly Arrival[],
): Promise<void> {
  const last = arrived.filter((arrival) => arrival.status === 'ERROR').at(-1);
  if (!last) return;
  await tx
    .update(externalStores)
    .set({ lastSyncError: `${last.order.name}: ${last.lastError}`, updatedAt: new Date() })
    .where(eq(externalStores.id, store.id));
}
