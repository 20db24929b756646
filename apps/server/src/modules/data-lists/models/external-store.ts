import {
  etsyOrderQueueList,
  externalStoreList,
  externalStoreOrderList,
  externalStoreVariantList,
  serialiseDate,
} from '@platfox/domain';
import { and, eq, sql } from 'drizzle-orm';
import { storesReadModel } from '../../stores/index';
import { idColumn, serveListModel } from '../registry';
const { etsyOrderQueue, externalStores, storeOrders, storeProducts, storeVariants } =
  storesReadModel;

/*
 * The store platform's lists (issue 17): a seller's stores (model external-store, loaded with
 * pageSize all on first load), a store's variants and its store orders. Sellers only, each their
 * own rows whatever the filters say; never a credential.
 */

export const externalStoreListModel = serveListModel(externalStoreList, {
  source: (db, selection) => db.select(selection).from(externalStores).$dynamic(),
  id: externalStores.id,
  columns: {
    type: externalStores.type,
    status: externalStores.status,
    name: externalStores.name,
    domain: externalStores.domain,
    createdAt: externalStores.createdAt,
  },
  select: {
    id: externalStores.id,
    type: externalStores.type,
    status: externalStores.status,
    name: externalStores.name,
    domain: externalStores.domain,
    shopCode: externalStores.shopCode,
    lastSyncAt: externalStores.lastSyncAt,
    lastSyncError: externalStores.lastSyncError,
    createdAt: externalStores.createdAt,
  },
  scope: (actor) => eq(externalStores.sellerId, actor.id),
  toRow: (row) => ({
    ...row,
    updatable: true,
    lastSyncAt: serialiseDate(row.lastSyncAt),
    createdAt: serialiseDate(row.createdAt),
  }),
});

export const externalStoreVariantListModel = serveListModel(externalStoreVariantList, {
  source: (db, selection) =>
    db
      .select(selection)
      .from(storeVariants)
      .innerJoin(externalStores, eq(externalStores.id, storeVariants.storeId))
      .innerJoin(storeProducts, eq(storeProducts.id, storeVariants.storeProductId))
      .$dynamic(),
  id: storeVariants.id,
  columns: {
    storeId: idColumn(storeVariants.storeId),
    storeProductId: idColumn(storeVariants.storeProductId),
    syncStatus: storeVariants.syncStatus,
    productTitle: storeProducts.title,
    title: storeVariants.title,
    sku: storeVariants.sku,
    createdAt: storeVariants.createdAt,
  },
  select: {
    id: storeVariants.id,
    storeId: storeVariants.storeId,
    storeProductId: storeVariants.storeProductId,
    externalVariantId: storeVariants.externalVariantId,
    productTitle: storeProducts.title,
    title: storeVariants.title,
    sku: storeVariants.sku,
    imageUrl: storeVariants.imageUrl,
    syncStatus: storeVariants.syncStatus,
    productId: storeVariants.productId,
    productTypeItemId: storeVariants.productTypeItemId,
    createdAt: storeVariants.createdAt,
  },
  scope: (actor) => eq(externalStores.sellerId, actor.id),
  // An un-synced variant cannot be removed, only ignored (spec 03 section 4): no delete here.
  toRow: (row) => ({ ...row, updatable: true, createdAt: serialiseDate(row.createdAt) }),
});

const unmappedLines = sql<number>`(select count(*) from store_order_lines line
  left join store_variants variant on variant.store_id = line.store_id
    and variant.external_variant_id = line.external_variant_id
  where line.store_order_id = store_orders.id
    and (variant.sync_status is null or variant.sync_status = 'NOT_SYNC'))`.mapWith(Number);
const lineCount = sql<number>`(select count(*) from store_order_lines line
  where line.store_order_id = store_orders.id)`.mapWith(Number);

export const externalStoreOrderListModel = serveListModel(externalStoreOrderList, {
  source: (db, selection) =>
    db
      .select(selection)
      .from(storeOrders)
      .innerJoin(externalStores, eq(externalStores.id, storeOrders.storeId))
      .$dynamic(),
  id: storeOrders.id,
  columns: {
    storeId: idColumn(storeOrders.storeId),
    status: storeOrders.status,
    name: storeOrders.name,
    storeName: externalStores.name,
    createdAt: storeOrders.createdAt,
  },
  select: {
    id: storeOrders.id,
    storeId: storeOrders.storeId,
    storeName: externalStores.name,
    externalOrderId: storeOrders.externalOrderId,
    name: storeOrders.name,
    status: storeOrders.status,
    orderId: storeOrders.orderId,
    unmappedLines,
    lines: lineCount,
    lastError: storeOrders.lastError,
    externalUpdatedAt: storeOrders.externalUpdatedAt,
    createdAt: storeOrders.createdAt,
  },
  scope: (actor) => eq(storeOrders.sellerId, actor.id),
  toRow: (row) => ({
    ...row,
    updatable: false,
    externalUpdatedAt: serialiseDate(row.externalUpdatedAt),
    createdAt: serialiseDate(row.createdAt),
  }),
});

/** The pending Etsy order queue, with what each receipt became (its store order, by receipt). */
export const etsyOrderQueueListModel = serveListModel(etsyOrderQueueList, {
  source: (db, selection) =>
    db
      .select(selection)
      .from(etsyOrderQueue)
      .leftJoin(
        storeOrders,
        and(
          eq(storeOrders.storeId, etsyOrderQueue.storeId),
          eq(storeOrders.externalOrderId, etsyOrderQueue.receiptId),
        ),
      )
      .$dynamic(),
  id: etsyOrderQueue.id,
  columns: {
    storeId: idColumn(etsyOrderQueue.storeId),
    status: etsyOrderQueue.status,
    receiptId: etsyOrderQueue.receiptId,
    buyerName: etsyOrderQueue.buyerName,
    createdAt: etsyOrderQueue.createdAt,
  },
  select: {
    id: etsyOrderQueue.id,
    storeId: etsyOrderQueue.storeId,
    receiptId: etsyOrderQueue.receiptId,
    status: etsyOrderQueue.status,
    buyerName: etsyOrderQueue.buyerName,
    error: etsyOrderQueue.error,
    storeOrderStatus: storeOrders.status,
    orderId: storeOrders.orderId,
    note: sql<string | null>`${etsyOrderQueue.data}->>'note'`,
    attempts: etsyOrderQueue.attempts,
    receiptUpdatedAt: etsyOrderQueue.receiptUpdatedAt,
    createdAt: etsyOrderQueue.createdAt,
  },
  scope: (actor) => eq(etsyOrderQueue.sellerId, actor.id),
  toRow: (row) => ({
    ...row,
    updatable: false,
    receiptUpdatedAt: serialiseDate(row.receiptUpdatedAt),
    createdAt: serialiseDate(row.createdAt),
  }),
});
