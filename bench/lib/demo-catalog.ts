import { asc, eq } from 'drizzle-orm';
import { users } from '../../apps/server/src/modules/accounts/tables';
import { products } from '../../apps/server/src/modules/catalog/product-tables';
import { productTypeItems } from '../../apps/server/src/modules/catalog/tables';
import type { Db } from '../../apps/server/src/platform/db';

/** The demo seller's first product and the first item (variant) of its product type. */
export async function demoCatalogOf(db: Db) {
  const [row] = await db
    .select({ productId: products.id, productTypeId: products.productTypeId })
    .from(products)
    .innerJoin(users, eq(users.id, products.sellerId))
    .where(eq(users.email, 'seller@demo.test'))
    .orderBy(asc(products.createdAt))
    .limit(1);
  if (!row) throw new Error('the demo seller has no product');
  const [item] = await db
    .select({ id: productTypeItems.id })
    .from(productTypeItems)
    .where(eq(productTypeItems.productTypeId, row.productTypeId))
    .orderBy(asc(productTypeItems.sortOrder))
    .limit(1);
  return { productId: row.productId, productTypeItemId: item!.id };
}
