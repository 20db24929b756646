import {
  ORDER_MESSAGES,
  STORE_MESSAGES,
  type MapStoreVariantBody,
  type MatchStoreVariantsBody,
  type StoreVariantsMatched,
  type StoreProductView,
  type StoreVariantView,
} from '@platfox/domain';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { TikTokAutoPlace } from './auto-place';
import type { Db, DbTx } from '../../platform/db';
import { badRequest, notFound } from '../../platform/errors';
import { type Live, announceListChange } from '../../platform/live';
import type { Actor } from '../auth/index';
import { catalogReadModel } from '../catalog/index';
import { advanceStoreOrder, sellerActedBy } from './advance';
import { ordersWaitingOn } from './ingest';
import { newlyNeedingYou, tellSeller, type NeedsYouOrder } from './needs-you';
import {
  storeProducts,
  storeVariants,
  type ExternalStoreRow,
  type StoreOrderRow,
  type StoreVariantRow,
} from './tables';
import { matchVariants } from './variant-match';
import { reachStore, variantViews } from './views';
const { products, productTypeItems } = catalogReadModel;

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
    const store = await reachStore(this.db, actor, storeId);
    const [product] = await this.db
      .select()
      .from(storeProducts)
      .where(and(eq(storeProducts.id, productId), eq(storeProducts.storeId, storeId)));
    if (!product) throw notFound(STORE_MESSAGES.productNotFound);
    return {
      id: product.id,
      storeId: product.storeId,
      storeName: store.name,
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

  /**
   * Many variants of one store product mapped at once (issue 31 item 9): to one product's items
   * of the same option names, or each to the product of its SKU. One transaction for all, so the
   * orders waiting on several of them become drafts once.
   */
  async match(
    actor: Actor,
    storeId: string,
    storeProductId: string,
    body: MatchStoreVariantsBody,
  ): Promise<StoreVariantsMatched> {
    const outcome = await this.db.transaction(async (tx) => {
      const store = await reachStore(tx, actor, storeId, { lock: true });
      const variants = await tx
        .select()
        .from(storeVariants)
        .where(
          and(
            eq(storeVariants.storeId, store.id),
            eq(storeVariants.storeProductId, storeProductId),
            body.variantIds
              ? and(
                  inArray(storeVariants.id, body.variantIds),
                  ne(storeVariants.syncStatus, 'IGNORE'),
                )
              : eq(storeVariants.syncStatus, 'NOT_SYNC'),
          ),
        )
        .for('update');
      if (body.variantIds && variants.length !== new Set(body.variantIds).size) {
        throw notFound(STORE_MESSAGES.variantNotFound);
      }
      const matches = await matchVariants(tx, actor.id, variants, body);
      for (const { variant, productId, productTypeItemId } of matches) {
        await tx
          .update(storeVariants)
          .set({ syncStatus: 'SYNC', productId, productTypeItemId, updatedAt: new Date() })
          .where(eq(storeVariants.id, variant.id));
      }
      const released = await this.release(
        tx,
        store,
        matches.map((match) => match.variant.externalVariantId),
      );
      return { ...released, store, matched: matches.map((match) => match.variant.id), variants };
    });
    await this.after(actor, outcome, outcome.matched);
    return {
      matched: outcome.matched.length,
      unmatched: outcome.variants.length - outcome.matched.length,
      releasedOrders: outcome.drafts.length,
    };
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
      return { store, ...(await this.release(tx, store, [variant.externalVariantId])) };
    });
    await this.after(actor, outcome, [variantId]);
    const [view] = await variantViews(this.db, eq(storeVariants.id, variantId));
    return { ...view!, releasedOrders: outcome.drafts.length };
  }

  /** The store orders waiting on these variants moved on, each once; the drafts they became. */
  private async release(tx: DbTx, store: ExternalStoreRow, externalVariantIds: readonly string[]) {
    const by = sellerActedBy(store.sellerId);
    const waiting = new Map<string, StoreOrderRow>();
    for (const externalVariantId of new Set(externalVariantIds)) {
      for (const row of await ordersWaitingOn(tx, store.id, externalVariantId)) {
        waiting.set(row.id, row);
      }
    }
    const waitingOrders = [...waiting.values()];
    const before = new Map(waitingOrders.map((row) => [row.externalOrderId, row.status]));
    const drafts: string[] = [];
    for (const row of waitingOrders) {
      const after = await advanceStoreOrder(tx, this.live, by, store, row);
      if (after.status === 'IMPORTED' && after.orderId) drafts.push(after.orderId);
    }
    const needsYou = await newlyNeedingYou(
      tx,
      waitingOrders.map((row) => row.id),
      before,
    );
    return { drafts, needsYou };
  }

  /** After the commit: drafts placed where the store says so, the seller told, lists refreshed. */
  private async after(
    actor: Actor,
    outcome: { store: ExternalStoreRow; drafts: string[]; needsYou: NeedsYouOrder[] },
    variantIds: string[],
  ): Promise<void> {
    // The drafts this mapping completed: placed at once where the store's choice says so.
    const placed = await this.autoPlace.run(outcome.store, outcome.drafts);
    await tellSeller(this.db, this.live, outcome.store, { ...outcome, placed });
    const owners = [{ type: 'SELLER' as const, id: actor.id }];
    announceListChange(this.live, {
      model: 'external-store-variant',
      kind: 'updated',
      ids: variantIds,
      owners,
    });
    if (outcome.drafts.length > 0) {
      announceListChange(this.live, { model: 'order', kind: 'created', ids: [], owners });
      announceListChange(this.live, {
        model: 'external-store-order',
        kind: 'updated',
        ids: [],
        owners,
      });
    }
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
