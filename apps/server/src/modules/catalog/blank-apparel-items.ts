import { and, asc, eq, inArray, type AnyColumn } from 'drizzle-orm';
import type { Db, DbTx } from '../../platform/db';
import { itemNames } from './product-type-read';
import { blankApparelItems, blankApparels, printerPermissions } from './supply-tables';
import { productTypeItems, productTypes } from './tables';

/**
 * A blank-apparel item as the stock module names it: its product type item, a full name and its
 * item code (SKU) for the floor's scanners.
 */
export type BlankApparelItemRef = {
  id: string;
  productTypeItemId: string;
  name: string;
  sku: string;
};

/**
 * A blank-apparel item's code: the product type's short SKU and the item's attribute options,
 * upper-cased and joined by hyphens ("TEE-BLACK-M"). Derived, not stored, so a renamed option
 * renames the code and no code can fall out of step with its item; what a bin label prints.
 */
export const blankApparelSku = (shortSku: string, optionNames: string): string =>
  [shortSku, ...optionNames.split(' / ')]
    .join('-')
    .toUpperCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');

/**
 * Blank-apparel items by id, each named by its product type and attributes ("Classic T-Shirt ·
 * Black / M"); unknown ids are left out. For the stock module (issue 32), through catalog/index.
 */
export async function blankApparelItemRefs(
  db: Db | DbTx,
  ids: readonly string[],
): Promise<Map<string, BlankApparelItemRef>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: blankApparelItems.id,
      productTypeItemId: blankApparelItems.productTypeItemId,
      productTypeName: productTypes.name,
      shortSku: productTypes.shortSku,
    })
    .from(blankApparelItems)
    .innerJoin(blankApparels, eq(blankApparels.id, blankApparelItems.blankApparelId))
    .innerJoin(productTypes, eq(productTypes.id, blankApparels.productTypeId))
    .where(inArray(blankApparelItems.id, [...new Set(ids)]));
  const names = await itemNames(
    db,
    rows.map((row) => row.productTypeItemId),
  );
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        productTypeItemId: row.productTypeItemId,
        name: `${row.productTypeName} · ${names.get(row.productTypeItemId) ?? ''}`,
        sku: blankApparelSku(row.shortSku, names.get(row.productTypeItemId) ?? ''),
      },
    ]),
  );
}

/** The join to the printer's ACTIVATED permission on a product type: the types it prints. */
const printsType = (printerId: string, productTypeId: AnyColumn) =>
  and(
    eq(printerPermissions.productTypeId, productTypeId),
    eq(printerPermissions.printerId, printerId),
    eq(printerPermissions.status, 'ACTIVATED'),
  );

/**
 * The blank-apparel items a printer may stock: those of the product types it prints (an
 * ACTIVATED printer permission), named as above, by name. What the stock screens offer to add.
 */
export async function printerBlankApparelItems(
  db: Db | DbTx,
  printerId: string,
): Promise<BlankApparelItemRef[]> {
  const rows = await db
    .select({ id: blankApparelItems.id })
    .from(blankApparelItems)
    .innerJoin(blankApparels, eq(blankApparels.id, blankApparelItems.blankApparelId))
    .innerJoin(printerPermissions, printsType(printerId, blankApparels.productTypeId));
  const refs = await blankApparelItemRefs(
    db,
    rows.map((row) => row.id),
  );
  return [...refs.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The blank-apparel item a printer may stock whose code (or id) is the scanned value, or null:
 * the floor's scanner at the receiving desk. The printer's items are a few hundred at most (the
 * product types it prints), so they are named once and matched here.
 */
export async function printerBlankApparelItemByCode(
  db: Db | DbTx,
  printerId: string,
  code: string,
): Promise<BlankApparelItemRef | null> {
  const scanned = code.trim().toUpperCase();
  const items = await printerBlankApparelItems(db, printerId);
  return items.find((item) => item.sku === scanned || item.id.toUpperCase() === scanned) ?? null;
}

/** A product type a printer prints (an ACTIVATED printer permission) that has its blank apparel. */
export async function printerProductTypes(
  db: Db | DbTx,
  printerId: string,
): Promise<{ id: string; name: string }[]> {
  return db
    .select({ id: productTypes.id, name: productTypes.name })
    .from(productTypes)
    .innerJoin(blankApparels, eq(blankApparels.productTypeId, productTypes.id))
    .innerJoin(printerPermissions, printsType(printerId, productTypes.id))
    .orderBy(asc(productTypes.name));
}

/** One attribute combination of a product type, and its blank-apparel item when it has one. */
export type ProductTypeCombination = {
  productTypeItemId: string;
  name: string;
  blankApparelItemId: string | null;
};

/**
 * Every attribute combination (product type item) of a product type the printer prints, in the
 * product type's order, each with its blank-apparel item when one exists. Null when the printer
 * does not print the product type (or it has no blank apparel): the caller answers not found.
 */
export async function productTypeCombinations(
  db: Db | DbTx,
  printerId: string,
  productTypeId: string,
): Promise<ProductTypeCombination[] | null> {
  const printed = await printerProductTypes(db, printerId);
  if (!printed.some((type) => type.id === productTypeId)) return null;
  const rows = await db
    .select({ productTypeItemId: productTypeItems.id, blankApparelItemId: blankApparelItems.id })
    .from(productTypeItems)
    .innerJoin(blankApparels, eq(blankApparels.productTypeId, productTypeItems.productTypeId))
    .leftJoin(
      blankApparelItems,
      and(
        eq(blankApparelItems.blankApparelId, blankApparels.id),
        eq(blankApparelItems.productTypeItemId, productTypeItems.id),
      ),
    )
    .where(eq(productTypeItems.productTypeId, productTypeId))
    .orderBy(asc(productTypeItems.sortOrder), asc(productTypeItems.id));
  const names = await itemNames(
    db,
    rows.map((row) => row.productTypeItemId),
  );
  return rows.map((row) => ({
    productTypeItemId: row.productTypeItemId,
    name: names.get(row.productTypeItemId) ?? '',
    blankApparelItemId: row.blankApparelItemId,
  }));
}

/**
 * Makes the blank-apparel item of every combination of the product type that has none (a
 * combination added after its blank apparel), in the caller's transaction; answers each
 * combination's blank-apparel item id. Existing items are kept as they are.
 */
export async function ensureBlankApparelItems(
  tx: DbTx,
  productTypeId: string,
): Promise<{ productTypeItemId: string; blankApparelItemId: string }[]> {
  const [blank] = await tx
    .select({ id: blankApparels.id })
    .from(blankApparels)
    .where(eq(blankApparels.productTypeId, productTypeId));
  if (!blank) return [];
  const items = await tx
    .select({ id: productTypeItems.id })
    .from(productTypeItems)
    .where(eq(productTypeItems.productTypeId, productTypeId));
  if (items.length === 0) return [];
  await tx
    .insert(blankApparelItems)
    .values(items.map((item) => ({ blankApparelId: blank.id, productTypeItemId: item.id })))
    .onConflictDoNothing();
  return tx
    .select({
      productTypeItemId: blankApparelItems.productTypeItemId,
      blankApparelItemId: blankApparelItems.id,
    })
    .from(blankApparelItems)
    .where(eq(blankApparelItems.blankApparelId, blank.id));
}
