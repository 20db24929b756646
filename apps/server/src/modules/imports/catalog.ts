import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { catalogReadModel } from '../catalog/index';
const { attributeOptions, products, productTypeItemOptions, productTypeItems } = catalogReadModel;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CHUNK = 1_000;

export type ProductRef = { id: string; productTypeId: string };

function chunks<T>(values: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < values.length; i += CHUNK) out.push(values.slice(i, i + CHUNK));
  return out;
}

/** An item named by its options ("Black / M", any order, any case). */
export const optionKey = (names: readonly string[]) =>
  names
    .map((name) => name.trim().toLowerCase())
    .sort()
    .join('/');

/**
 * The seller's own products named in the file, by SKU (case-insensitive, as the unique index)
 * or by id; another seller's product is simply not found.
 */
export async function sellerProducts(
  db: Db,
  sellerId: string,
  refs: readonly string[],
): Promise<Map<string, ProductRef>> {
  const found = new Map<string, ProductRef>();
  const unique = [...new Set(refs)];
  const ids = unique.filter((ref) => UUID.test(ref)).map((ref) => ref.toLowerCase());
  const skus = [...new Set(unique.map((ref) => ref.toLowerCase()))];
  const columns = {
    id: products.id,
    sku: products.sku,
    productTypeId: products.productTypeId,
  };
  for (const part of chunks(skus)) {
    const rows = await db
      .select(columns)
      .from(products)
      .where(and(eq(products.sellerId, sellerId), inArray(sql`lower(${products.sku})`, part)));
    for (const row of rows) found.set(row.sku.toLowerCase(), row);
  }
  for (const part of chunks(ids)) {
    const rows = await db
      .select(columns)
      .from(products)
      .where(and(eq(products.sellerId, sellerId), inArray(products.id, part)));
    // A SKU that looks like an id keeps its SKU meaning: the id only fills what is free.
    for (const row of rows) if (!found.has(row.id)) found.set(row.id, row);
  }
  return found;
}

/** Per product type: its items by id and by option names. */
export async function itemsOfTypes(
  db: Db,
  productTypeIds: readonly string[],
): Promise<Map<string, Map<string, string>>> {
  const byType = new Map<string, Map<string, string>>();
  if (productTypeIds.length === 0) return byType;
  const rows = await db
    .select({
      id: productTypeItems.id,
      productTypeId: productTypeItems.productTypeId,
      option: attributeOptions.name,
    })
    .from(productTypeItems)
    .innerJoin(
      productTypeItemOptions,
      eq(productTypeItemOptions.productTypeItemId, productTypeItems.id),
    )
    .innerJoin(attributeOptions, eq(attributeOptions.id, productTypeItemOptions.attributeOptionId))
    .where(inArray(productTypeItems.productTypeId, [...new Set(productTypeIds)]));
  const names = new Map<string, { productTypeId: string; options: string[] }>();
  for (const row of rows) {
    const entry = names.get(row.id) ?? { productTypeId: row.productTypeId, options: [] };
    entry.options.push(row.option);
    names.set(row.id, entry);
  }
  for (const [id, entry] of names) {
    const items = byType.get(entry.productTypeId) ?? new Map<string, string>();
    items.set(id, id);
    items.set(optionKey(entry.options), id);
    byType.set(entry.productTypeId, items);
  }
  return byType;
}

/** The item a cell names within a product type: its id, or its option names split on "/". */
export function findItem(items: Map<string, string> | undefined, cell: string): string | null {
  if (!items) return null;
  return items.get(cell.toLowerCase()) ?? items.get(optionKey(cell.split('/'))) ?? null;
}
