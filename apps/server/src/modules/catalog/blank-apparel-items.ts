import { and, eq, inArray } from 'drizzle-orm';
import type { Db, DbTx } from '../../platform/db';
import { itemNames } from './product-type-read';
import { blankApparelItems, blankApparels, printerPermissions } from './supply-tables';
import { productTypes } from './tables';

/** A blank-apparel item as the stock module names it: its product type item and a full name. */
export type BlankApparelItemRef = { id: string; productTypeItemId: string; name: string };

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
      },
    ]),
  );
}

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
    .innerJoin(
      printerPermissions,
      and(
        eq(printerPermissions.productTypeId, blankApparels.productTypeId),
        eq(printerPermissions.printerId, printerId),
        eq(printerPermissions.status, 'ACTIVATED'),
      ),
    );
  const refs = await blankApparelItemRefs(
    db,
    rows.map((row) => row.id),
  );
  return [...refs.values()].sort((a, b) => a.name.localeCompare(b.name));
}
