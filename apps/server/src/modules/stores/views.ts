import {
  serialiseDate,
  STORE_MESSAGES,
  type ExternalStore,
  type StoreVariantView,
  type TrackingPush,
} from '@platfox/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbTx } from '../../platform/db';
import { notFound } from '../../platform/errors';
import type { Actor } from '../auth/index';
import { itemNameSql, catalogReadModel } from '../catalog/index';
import type { SettingsStore } from '../settings/index';
import { autoPlaceSettings, isAutoPlacing } from './auto-place';
import {
  externalStores,
  storeVariants,
  type ExternalStoreRow,
  type StoreTrackingPushRow,
} from './tables';
const { products } = catalogReadModel;

/**
 * The caller's own store, or 404 (another seller's store is not told apart from a missing one).
 * `lock` takes the row for the caller's transaction.
 */
export async function reachStore(
  db: Db | DbTx,
  actor: Actor,
  storeId: string,
  options: { lock?: boolean } = {},
): Promise<ExternalStoreRow> {
  const query = db
    .select()
    .from(externalStores)
    .where(and(eq(externalStores.id, storeId), eq(externalStores.sellerId, actor.id)));
  const [store] = options.lock ? await query.for('update') : await query;
  if (!store) throw notFound(STORE_MESSAGES.notFound);
  return store;
}

/** A store as its owner sees it: never its credentials. */
export async function storeView(
  db: Db | DbTx,
  settings: SettingsStore,
  store: ExternalStoreRow,
): Promise<ExternalStore> {
  const count = (table: string, where: string) =>
    sql<number>`(select count(*) from ${sql.raw(table)} where store_id = ${store.id} and ${sql.raw(where)})`.mapWith(
      Number,
    );
  const [counts] = await db
    .select({
      unmappedVariants: count('store_variants', `sync_status = 'NOT_SYNC'`),
      waitingOrders: count('store_orders', `status = 'UN_SYNCED'`),
      failedTrackingPushes: count('store_tracking_pushes', `status = 'FAILED'`),
    })
    .from(sql`(select 1) as one`);
  return {
    id: store.id,
    type: store.type,
    status: store.status,
    name: store.name,
    domain: store.domain,
    shopCode: store.shopCode,
    lastSyncAt: serialiseDate(store.lastSyncAt),
    lastSyncError: store.lastSyncError,
    createdAt: serialiseDate(store.createdAt),
    unmappedVariants: counts?.unmappedVariants ?? 0,
    waitingOrders: counts?.waitingOrders ?? 0,
    failedTrackingPushes: counts?.failedTrackingPushes ?? 0,
    noteToBuyer: store.noteToBuyer,
    placeMode: store.placeMode,
    isAutoPlacing: isAutoPlacing(store, await autoPlaceSettings(settings)),
  };
}

/** Variants with the title of the product they are mapped to. */
export async function variantViews(
  db: Db | DbTx,
  where: ReturnType<typeof eq>,
): Promise<StoreVariantView[]> {
  const rows = await db
    .select({
      variant: storeVariants,
      productTitle: products.title,
      productTypeItemName: itemNameSql(storeVariants.productTypeItemId),
    })
    .from(storeVariants)
    .leftJoin(products, eq(products.id, storeVariants.productId))
    .where(where)
    .orderBy(storeVariants.title, storeVariants.id);
  return rows.map(({ variant, productTitle, productTypeItemName }) => ({
    id: variant.id,
    storeId: variant.storeId,
    storeProductId: variant.storeProductId,
    externalVariantId: variant.externalVariantId,
    title: variant.title,
    sku: variant.sku,
    imageUrl: variant.imageUrl,
    syncStatus: variant.syncStatus,
    productId: variant.productId,
    productTypeItemId: variant.productTypeItemId,
    productTitle: productTitle ?? null,
    productTypeItemName: productTypeItemName ?? null,
  }));
}

export function pushView(
  push: StoreTrackingPushRow & { externalOrderId: string | null; company: string },
): TrackingPush {
  return {
    id: push.id,
    storeId: push.storeId,
    orderId: push.orderId,
    externalOrderId: push.externalOrderId ?? '',
    trackingNumber: push.trackingNumber,
    company: push.company,
    status: push.status,
    attempts: push.attempts,
    lastError: push.lastError,
    createdAt: serialiseDate(push.createdAt),
    pushedAt: serialiseDate(push.pushedAt),
  };
}
