import { ORDER_MESSAGES, type MatchStoreVariantsBody } from '@platfox/domain';
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbTx } from '../../platform/db';
import { badRequest } from '../../platform/errors';
import { itemNameSql, catalogReadModel } from '../catalog/index';
import { storeVariants, type ExternalStoreRow, type StoreVariantRow } from './tables';
const { productTypeItems, products } = catalogReadModel;

/** A variant and what it is to be made as. */
export type VariantMatch = {
  variant: StoreVariantRow;
  productId: string;
  productTypeItemId: string;
};

/**
 * Option names as one comparable key: "White / M", "m/white" and "M / White" are the same
 * variant (issue 31 item 9). Case, spaces and the options' order do not count.
 */
export function optionKey(title: string): string {
  return title
    .split('/')
    .map((part) => part.trim().toLowerCase().replace(/\s+/g, ' '))
    .filter((part) => part !== '')
    .sort()
    .join('/');
}

type Candidate = { id: string; sku: string; productTypeId: string };

/**
 * Which of `variants` match which of the seller's products and items. With `productId`, that
 * product for every variant (400 on the field when it is not the seller's); else the product of
 * the variant's SKU. The item is the product type's activated item of the same option names;
 * a product type of a single item takes that item whatever the variant is called.
 */
export async function matchVariants(
  tx: DbTx,
  sellerId: string,
  variants: readonly StoreVariantRow[],
  body: Pick<MatchStoreVariantsBody, 'productId'>,
): Promise<VariantMatch[]> {
  const candidates = await candidatesOf(tx, sellerId, variants, body.productId);
  if (candidates.length === 0) return [];
  const items = await tx
    .select({
      id: productTypeItems.id,
      productTypeId: productTypeItems.productTypeId,
      name: itemNameSql(productTypeItems.id),
    })
    .from(productTypeItems)
    .where(
      and(
        inArray(productTypeItems.productTypeId, [
          ...new Set(candidates.map((product) => product.productTypeId)),
        ]),
        eq(productTypeItems.status, 'ACTIVATED'),
      ),
    );
  const bySku = new Map(candidates.map((product) => [product.sku.toLowerCase(), product]));
  const matches: VariantMatch[] = [];
  for (const variant of variants) {
    const product = body.productId
      ? candidates[0]
      : variant.sku
        ? bySku.get(variant.sku.trim().toLowerCase())
        : undefined;
    if (!product) continue;
    const own = items.filter((item) => item.productTypeId === product.productTypeId);
    const key = optionKey(variant.title);
    const item = own.length === 1 ? own[0] : own.find((each) => optionKey(each.name) === key);
    if (item) matches.push({ variant, productId: product.id, productTypeItemId: item.id });
  }
  return matches;
}

async function candidatesOf(
  tx: DbTx,
  sellerId: string,
  variants: readonly StoreVariantRow[],
  productId: string | undefined,
): Promise<Candidate[]> {
  const columns = { id: products.id, sku: products.sku, productTypeId: products.productTypeId };
  if (productId) {
    const own = await tx
      .select(columns)
      .from(products)
      .where(and(eq(products.id, productId), eq(products.sellerId, sellerId)));
    if (own.length === 0) {
      throw badRequest(ORDER_MESSAGES.productNotFound, {
        productId: ORDER_MESSAGES.productNotFound,
      });
    }
    return own;
  }
  const skus = [
    ...new Set(
      variants.flatMap((variant) => (variant.sku ? [variant.sku.trim().toLowerCase()] : [])),
    ),
  ];
  if (skus.length === 0) return [];
  return tx
    .select(columns)
    .from(products)
    .where(and(eq(products.sellerId, sellerId), inArray(sql`lower(${products.sku})`, skus)));
}

/**
 * The automatic match (issue 31 item 9): of these variants, those never mapped whose SKU is one
 * of the seller's products' SKUs and whose option names are one of its items' are mapped (SYNC)
 * in the caller's transaction, before the orders naming them move on. Answers those it mapped.
 */
export async function matchBySku(
  tx: DbTx,
  store: Pick<ExternalStoreRow, 'id' | 'sellerId'>,
  externalVariantIds: readonly string[],
): Promise<{ externalVariantId: string; productId: string; productTypeItemId: string }[]> {
  if (externalVariantIds.length === 0) return [];
  const fresh = await tx
    .select()
    .from(storeVariants)
    .where(
      and(
        eq(storeVariants.storeId, store.id),
        inArray(storeVariants.externalVariantId, [...externalVariantIds]),
        eq(storeVariants.syncStatus, 'NOT_SYNC'),
        isNull(storeVariants.productId),
        isNotNull(storeVariants.sku),
      ),
    );
  const matches = await matchVariants(tx, store.sellerId, fresh, {});
  const mapped = [];
  for (const { variant, productId, productTypeItemId } of matches) {
    const [done] = await tx
      .update(storeVariants)
      .set({ syncStatus: 'SYNC', productId, productTypeItemId, updatedAt: new Date() })
      .where(and(eq(storeVariants.id, variant.id), eq(storeVariants.syncStatus, 'NOT_SYNC')))
      .returning({ externalVariantId: storeVariants.externalVariantId });
    if (done) mapped.push({ ...done, productId, productTypeItemId });
  }
  return mapped;
}
