import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { upsertCatalogue } from './catalogue';
import type { ConnectedStore, StoreOrder, StorePlatform } from './platforms/types';
import { storeProducts, type ExternalStoreRow } from './tables';

/**
 * The products a page of orders names that the store does not know yet, read by id from a
 * platform that reads them so (Etsy: one call per 100 listings, rather than the whole catalogue
 * on every pull; issue 28) and kept with their variants and images.
 */
export async function learnProducts(
  db: Db,
  platform: StorePlatform,
  store: ExternalStoreRow,
  connected: ConnectedStore,
  orders: readonly StoreOrder[],
): Promise<void> {
  if (!platform.getProducts || orders.length === 0) return;
  const named = [
    ...new Set(orders.flatMap((order) => order.lines.map((line) => line.externalProductId))),
  ];
  const known = await db
    .select({ id: storeProducts.externalProductId })
    .from(storeProducts)
    .where(
      and(eq(storeProducts.storeId, store.id), inArray(storeProducts.externalProductId, named)),
    );
  const knownIds = new Set(known.map((row) => row.id));
  const unknown = named.filter((id) => !knownIds.has(id));
  if (unknown.length === 0) return;
  const products = await platform.getProducts(connected, unknown);
  await db.transaction((tx) => upsertCatalogue(tx, store, products));
}
