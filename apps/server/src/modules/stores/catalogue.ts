import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbTx } from '../../platform/db';
import type { VariantMapping } from './plan';
import type { StoreProduct } from './platforms/types';
import { storeProducts, storeVariants, type ExternalStoreRow } from './tables';
import { matchBySku } from './variant-match';

type Variant = StoreProduct['variants'][number];

/** Whether the shop's names differ from those kept (an image is only ever added or replaced). */
const isChanged = (
  kept: { title: string; imageUrl: string | null; sku?: string | null },
  now: { title: string; imageUrl?: string | null | undefined; sku?: string | null | undefined },
) =>
  kept.title !== now.title ||
  (now.imageUrl != null && now.imageUrl !== kept.imageUrl) ||
  ('sku' in kept && (now.sku ?? null) !== kept.sku);

/**
 * The shop's products and variants the orders name (or a product pull brings), kept so the seller
 * can map them; a variant seen again keeps its sync status and mapping. Read first, and written
 * only when new or changed: a shop's orders name the same few variants page after page, and
 * rewriting them on every page cost two upserts a page (issue 37 item 6). Sorted, so concurrent
 * pages take the unique index's locks in one order. A variant whose SKU is one of the seller's
 * products' and whose option names are an item's is mapped as soon as it is seen unmapped (issue
 * 31 item 9). Answers the mapping of every variant named, as this step leaves it: new orders are
 * planned from it without reading their lines back (arrivals.ts).
 */
export async function upsertCatalogue(
  tx: DbTx,
  store: Pick<ExternalStoreRow, 'id' | 'sellerId'>,
  products: readonly StoreProduct[],
): Promise<Map<string, VariantMapping>> {
  const storeId = store.id;
  // A page's orders name the same few products line after line: each kept once (its first
  // naming), each variant with its last naming (merging copies of the variants, as before, grew
  // with the square of a page's lines).
  const byId = new Map<string, StoreProduct>();
  const variantsNamed = new Map<string, { productId: string; variant: Variant }>();
  for (const product of products) {
    if (!byId.has(product.externalProductId)) byId.set(product.externalProductId, product);
    for (const variant of product.variants) {
      variantsNamed.set(variant.externalVariantId, {
        productId: product.externalProductId,
        variant,
      });
    }
  }
  if (byId.size === 0) return new Map();
  const kept = await tx
    .select({
      productRowId: storeProducts.id,
      externalProductId: storeProducts.externalProductId,
      productTitle: storeProducts.title,
      productImageUrl: storeProducts.imageUrl,
      variant: {
        externalVariantId: storeVariants.externalVariantId,
        title: storeVariants.title,
        sku: storeVariants.sku,
        imageUrl: storeVariants.imageUrl,
        isUnmapped: sql<boolean>`${storeVariants.syncStatus} = 'NOT_SYNC' and ${storeVariants.productId} is null`,
        syncStatus: storeVariants.syncStatus,
        productId: storeVariants.productId,
        productTypeItemId: storeVariants.productTypeItemId,
      },
    })
    .from(storeProducts)
    .leftJoin(
      storeVariants,
      and(
        eq(storeVariants.storeProductId, storeProducts.id),
        inArray(storeVariants.externalVariantId, [...variantsNamed.keys()]),
      ),
    )
    .where(
      and(
        eq(storeProducts.storeId, storeId),
        inArray(storeProducts.externalProductId, [...byId.keys()]),
      ),
    );
  const productIdOf = new Map<string, string>();
  const keptProducts = new Map<string, { title: string; imageUrl: string | null }>();
  const keptVariants = new Map<string, NonNullable<(typeof kept)[number]['variant']>>();
  for (const row of kept) {
    productIdOf.set(row.externalProductId, row.productRowId);
    keptProducts.set(row.externalProductId, {
      title: row.productTitle,
      imageUrl: row.productImageUrl,
    });
    if (row.variant) keptVariants.set(row.variant.externalVariantId, row.variant);
  }

  const productWrites = [...byId.values()]
    .filter((product) => {
      const was = keptProducts.get(product.externalProductId);
      return !was || isChanged(was, product);
    })
    .sort((a, b) => a.externalProductId.localeCompare(b.externalProductId));
  if (productWrites.length > 0) {
    const rows = await tx
      .insert(storeProducts)
      .values(
        productWrites.map((product) => ({
          storeId,
          externalProductId: product.externalProductId,
          title: product.title,
          imageUrl: product.imageUrl ?? null,
        })),
      )
      .onConflictDoUpdate({
        target: [storeProducts.storeId, storeProducts.externalProductId],
        set: {
          title: sql`excluded.title`,
          imageUrl: sql`coalesce(excluded.image_url, ${storeProducts.imageUrl})`,
        },
      })
      .returning({ id: storeProducts.id, externalProductId: storeProducts.externalProductId });
    for (const row of rows) productIdOf.set(row.externalProductId, row.id);
  }

  const variantWrites = [...variantsNamed.values()]
    .filter(({ variant }) => {
      const was = keptVariants.get(variant.externalVariantId);
      return !was || isChanged(was, variant);
    })
    .map(({ productId, variant }) => ({
      storeId,
      storeProductId: productIdOf.get(productId)!,
      externalVariantId: variant.externalVariantId,
      title: variant.title,
      sku: variant.sku ?? null,
      imageUrl: variant.imageUrl ?? null,
    }))
    .sort((a, b) => a.externalVariantId.localeCompare(b.externalVariantId));
  const mapping = new Map<string, VariantMapping>();
  for (const [externalVariantId, variant] of keptVariants) mapping.set(externalVariantId, variant);
  if (variantWrites.length > 0) {
    const rows = await tx
      .insert(storeVariants)
      .values(variantWrites)
      .onConflictDoUpdate({
        target: [storeVariants.storeId, storeVariants.externalVariantId],
        // The names follow the shop; the sync status and mapping are the seller's and stay.
        set: {
          title: sql`excluded.title`,
          sku: sql`excluded.sku`,
          imageUrl: sql`coalesce(excluded.image_url, ${storeVariants.imageUrl})`,
        },
      })
      .returning({
        externalVariantId: storeVariants.externalVariantId,
        syncStatus: storeVariants.syncStatus,
        productId: storeVariants.productId,
        productTypeItemId: storeVariants.productTypeItemId,
      });
    for (const variant of rows) mapping.set(variant.externalVariantId, variant);
  }
  // Written now, or kept unmapped with a SKU: the seller's products may match it by SKU.
  const written = new Set(variantWrites.map((variant) => variant.externalVariantId));
  const toMatch = [...variantsNamed.values()].flatMap(({ variant }) => {
    const was = keptVariants.get(variant.externalVariantId);
    const hasSku = written.has(variant.externalVariantId)
      ? variant.sku
      : was?.isUnmapped && was.sku;
    return hasSku ? [variant.externalVariantId] : [];
  });
  for (const match of await matchBySku(tx, store, toMatch)) {
    mapping.set(match.externalVariantId, { syncStatus: 'SYNC', ...match });
  }
  return mapping;
}
