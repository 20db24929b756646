import type { App } from '../platform/types';
import type { DemoCaller } from './calls';
import { DEMO_SHOP_DOMAIN, DEMO_SHOP_KEYS, DEMO_SHOP_VARIANTS } from './demo-shop';
import type { DemoCatalog } from './orders';

/*
 * The demo seller's connected store (issue 31 item 14): connected with keys like any WooCommerce
 * shop, pulled once now (the store's catalogue and three orders), and one of its two variants
 * mapped, so its two orders become drafts while the other waits on the unmapped variant.
 */

const LIST_ALL = {
  filters: [],
  filterType: 'AND',
  pagination: { page: 1, pageSize: 'all' },
  filtersRef: [],
  filterTypeRef: 'AND',
};

export async function connectDemoStore(
  app: App,
  seller: DemoCaller,
  catalog: DemoCatalog,
): Promise<void> {
  const connected = await seller<{ data: { store: { id: string } } }>(
    'POST',
    '/seller/external-stores/connect',
    { type: 'WOOCOMMERCE', domain: DEMO_SHOP_DOMAIN, ...DEMO_SHOP_KEYS },
  );
  const storeId = connected.data.store.id;
  // The pull the connection queued runs once the job workers start; this one is awaited, so the
  // store's orders are there when the first page opens (a second pull imports nothing twice).
  await app.stores.ingest.pull(storeId);
  const variants = await seller<{ items: { id: string; externalVariantId: string }[] }>(
    'POST',
    '/data-lists',
    { model: 'external-store-variant', ...LIST_ALL },
  );
  const mapped = variants.items.find(
    (variant) => variant.externalVariantId === DEMO_SHOP_VARIANTS.mapped.externalVariantId,
  );
  if (!mapped) throw new Error('demo: the demo store pulled no variants');
  await seller('PUT', `/seller/external-stores/${storeId}/variants/${mapped.id}/mapping`, {
    productId: catalog.products[0]!.id,
    productTypeItemId: catalog.items[1]!.id,
  });
}
