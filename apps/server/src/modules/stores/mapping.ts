import {
  ORDER_MESSAGES,
  STORE_MESSAGES,
  type MapStoreVariantBody,
  type StoreProductView,
  type StoreVariantView,
} from '@platfox/domain';
import { and, eq } from 'drizzle-orm';
import type { TikTokAutoPlace } from './auto-place';
import type { Db, DbTx } from '../../platform/db';
import { badRequest, notFound } from '../../platform/errors';
import { type Live, announceListChange } from '../../platform/live';
import type { Actor } from '../auth/index';
import { products, productTypeItems } from '../catalog/index';
import { advanceStoreOrder, sellerActedBy } from './advance';
import { ordersWaitingOn } from './ingest';
import { storeProducts, storeVariants, type StoreVariantRow } from './tables';
import { reachStore, variantViews } from './views';

type Mapped = StoreVariantView & { releasedOrders: number };

/**
 * The seller's mapping of a store's variants to their own products (spec 03 section 4: synced,
 * not synced, ignored). A change moves on at once every store order waiting on the variant, in
 * the same transaction: mapping the last unmapped line makes the draft by itself.
 */
export class StoreMappingService {
  constructor(
    private readonly db: Db,
    private readonly live: Live,
    private readonly autoPlace: TikTokAutoPlace,
  ) {}

  async product(actor: Actor, storeId: string, productId: string): Promise<StoreProductView> {
    await reachStore(this.db, actor, storeId);
    const [product] = await this.db
      .select()
      .from(storeProducts)
      .where(and(eq(storeProducts.id, productId), eq(storeProducts.storeId, storeId)));
    if (!product) throw notFound(STORE_MESSAGES.productNotFound);
    return {
      id: product.id,
      storeId: product.storeId,
      externalProductId: product.externalProductId,
      title: product.title,
      imageUrl: product.imageUrl,
      variants: await variantViews(this.db, eq(storeVariants.storeProductId, product.id)),
    };
  }

  async map(actor: Actor, storeId: string, variantId: string, body: MapStoreVariantBody) {
    return this.change(actor, storeId, variantId, async (tx, variant) => {
      if (variant.syncStatus === 'IGNORE') throw badRequest(STORE_MESSAGES.ignoredCannotMap);
      await checkOwnItem(tx, actor, body);
      return { syncStatus: 'SYNC', ...body };
    });
  }

  async ignore(actor: Actor, storeId: string, variantId: string) {
    return this.change(actor, storeId, variantId, async () => ({ syncStatus: 'IGNORE' }));
  }

  /** Back to SYNC when the variant kept its mapping, else NOT_SYNC. */
  async unignore(actor: Actor, storeId: string, variantId: string) {
    return this.change(actor, storeId, variantId, async (_tx, variant) => {
      if (variant.syncStatus !== 'IGNORE') throw badRequest(STORE_MESSAGES.notIgnored);
      return { syncStatus: variant.productTypeItemId && variant.productId ? 'SYNC' : 'NOT_SYNC' };
    });
  }

  /** One variant changed and its waiting store orders moved on, in one transaction. */
  private async change(
    actor: Actor,
    storeId: string,
    variantId: string,
    decide: (
      tx: DbTx,
      variant: StoreVariantRow,
    ) => Promise<Partial<Pick<StoreVariantRow, 'syncStatus' | 'productId' | 'productTypeItemId'>>>,
  ): Promise<Mapped> {
    const outcome = await this.db.transaction(async (tx) => {
      const store = await reachStore(tx, actor, storeId, { lock: true });
      const [variant] = await tx
        .select()
        .from(storeVariants)
        .where(and(eq(storeVariants.id, variantId), eq(storeVariants.storeId, store.id)))
        .for('update');
      if (!variant) throw notFound(STORE_MESSAGES.variantNotFound);
      const change = await decide(tx, variant);
      await tx
        .update(storeVariants)
        .set({ ...change, updatedAt: new Date() })
        .where(eq(storeVariants.id, variant.id));
      const by = sellerActedBy(store.sellerId);
      const drafts: string[] = [];
      for (const waiting of await ordersWaitingOn(tx, store.id, variant.externalVariantId)) {
        const after = await advanceStoreOrder(tx, this.live, by, store, waiting);
        if (after.status === 'IMPORTED' && after.orderId) drafts.push(after.orderId);
      }
      return { store, drafts };
    });
    const released = outcome.drafts.length;
    // The drafts this mapping completed: TikTok's are placed at once when auto-place is on.
    await this.autoPlace.run(outcome.store, outcome.drafts);
    const owners = [{ type: 'SELLER' as const, id: actor.id }];
    announceListChange(this.live, {
      model: 'external-store-variant',
      kind: 'updated',
      ids: [variantId],
      owners,
    });
    if (released > 0) {
      announceListChange(this.live, { model: 'order', kind: 'created', ids: [], owners });
      announceListChange(this.live, {
        model: 'external-store-order',
        kind: 'updated',
        ids: [],
        owners,
      });
    }
    const [view] = await variantViews(this.db, eq(storeVariants.id, variantId));
    return { ...view!, releasedOrders: released };
  }
}

/** The seller's own product, and an item of its product type (else 400 on the field). */
async function checkOwnItem(tx: DbTx, actor: Actor, body: MapStoreVariantBody): Promise<void> {
  const [product] = await tx
    .select({ productTypeId: products.productTypeId })
    .from(products)
    .where(and(eq(products.id, body.productId), eq(products.sellerId, actor.id)));
  if (!product) {
    throw badRequest(ORDER_MESSAGES.productNotFound, { productId: ORDER_MESSAGES.productNotFound });
  }
  const [item] = await tx
    .select({ status: productTypeItems.status })
    .from(productTypeItems)
    .where(
      and(
        eq(productTypeItems.id, body.productTypeItemId),
        eq(productTypeItems.productTypeId, product.productTypeId),
      ),
    );
  if (!item) {
    throw badRequest(ORDER_MESSAGES.itemNotOfProduct, {
      productTypeItemId: ORDER_MESSAGES.itemNotOfProduct,
    });
  }
}
