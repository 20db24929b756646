import type { ProductStock } from '@platfox/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { notFound } from '../../platform/errors';
import { accountsReadModel } from '../accounts/index';
import { blankApparelItemRefs, catalogReadModel } from '../catalog/index';
import { stockItems, storageAreas, warehouses } from './tables';

const { users } = accountsReadModel;
const { blankApparelItems, blankApparels, products } = catalogReadModel;

/**
 * The warehouse user's scan (/wh/scan-code-product): the scanned product's blank-apparel items
 * (those of its product type) with their stock and storage area in every printer's warehouses,
 * so the floor knows where the blanks for it lie. The stock module reads the catalogue here; the
 * catalogue never reads stock (module graph).
 */
export async function productStockOf(db: Db, code: string): Promise<ProductStock> {
  const [product] = await db
    .select({ id: products.id, productTypeId: products.productTypeId })
    .from(products)
    .where(eq(products.code, code.trim()));
  if (!product) throw notFound('The product does not exist');
  const blanks = await db
    .select({ id: blankApparelItems.id })
    .from(blankApparelItems)
    .innerJoin(blankApparels, eq(blankApparels.id, blankApparelItems.blankApparelId))
    .where(eq(blankApparels.productTypeId, product.productTypeId));
  const refs = await blankApparelItemRefs(
    db,
    blanks.map((blank) => blank.id),
  );
  const held =
    blanks.length === 0
      ? []
      : await db
          .select({
            blankApparelItemId: stockItems.blankApparelItemId,
            quantity: stockItems.quantity,
            warehouseName: warehouses.name,
            storageAreaName: storageAreas.name,
            firstName: users.firstName,
            lastName: users.lastName,
          })
          .from(stockItems)
          .innerJoin(warehouses, eq(warehouses.id, stockItems.warehouseId))
          .innerJoin(users, eq(users.id, stockItems.printerId))
          .leftJoin(storageAreas, eq(storageAreas.id, stockItems.storageAreaId))
          .where(
            inArray(
              stockItems.blankApparelItemId,
              blanks.map((blank) => blank.id),
            ),
          )
          .orderBy(asc(warehouses.name), asc(storageAreas.name));
  const items = [...refs.values()]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((ref) => {
      const places = held
        .filter((row) => row.blankApparelItemId === ref.id)
        .map((row) => ({
          printerName: `${row.firstName} ${row.lastName}`.trim(),
          warehouseName: row.warehouseName,
          storageAreaName: row.storageAreaName,
          quantity: row.quantity,
        }));
      return {
        blankApparelItemId: ref.id,
        sku: ref.sku,
        name: ref.name,
        totalStock: places.reduce((sum, place) => sum + place.quantity, 0),
        places,
      };
    });
  return { productId: product.id, items };
}
