import { blankApparelList } from '@platfox/domain';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { adminDelete } from '../admin-delete';
import { blankApparelsInUse, qualified as q, catalogReadModel } from '../../catalog/index';
import { datedRow, selectionOf } from '../model-parts';
import { serveListModel } from '../registry';
const { blankApparelItems, blankApparels, productTypes } = catalogReadModel;

export const BLANK_APPAREL_IN_USE = 'An activated product type needs its blank apparel';

const totalStock = sql<number>`(select coalesce(sum(${q(blankApparelItems.stock)}), 0)::int from ${blankApparelItems} where ${q(blankApparelItems.blankApparelId)} = ${q(blankApparels.id)})`;

const columns = {
  name: blankApparels.name,
  productTypeId: { column: blankApparels.productTypeId, label: productTypes.name },
  productTypeName: productTypes.name,
  totalStock,
  createdAt: blankApparels.createdAt,
  updatedAt: blankApparels.updatedAt,
};

/**
 * Blank apparels (/a/blank-apparels). They belong to product types, so the PRODUCT_TYPE
 * permissions guard them; one whose product type is activated cannot be deleted.
 */
export const blankApparelListModel = serveListModel(blankApparelList, {
  source: (db, selection) =>
    db
      .select(selection)
      .from(blankApparels)
      .innerJoin(productTypes, eq(productTypes.id, blankApparels.productTypeId))
      .$dynamic(),
  id: blankApparels.id,
  columns,
  select: { id: blankApparels.id, ...selectionOf(columns), productTypeStatus: productTypes.status },
  scope: () => undefined,
  toRow: datedRow,
  delete: adminDelete('PRODUCT_TYPE_DETAIL_UPDATE', {
    inUse: async (db, ids) =>
      new Map([...(await blankApparelsInUse(db, ids))].map((id) => [id, BLANK_APPAREL_IN_USE])),
    run: async (tx, ids) => {
      // The product types are locked, so none is activated between the check and the delete.
      const owners = await tx
        .select({ id: productTypes.id })
        .from(productTypes)
        .innerJoin(blankApparels, eq(blankApparels.productTypeId, productTypes.id))
        .where(inArray(blankApparels.id, ids))
        .for('update', { of: productTypes });
      if (owners.length === 0) return [];
      const rows = await tx
        .delete(blankApparels)
        .where(
          and(
            inArray(blankApparels.id, ids),
            inArray(
              blankApparels.productTypeId,
              tx
                .select({ id: productTypes.id })
                .from(productTypes)
                .where(ne(productTypes.status, 'ACTIVATED')),
            ),
          ),
        )
        .returning({ id: blankApparels.id });
      return rows.map((row) => row.id);
    },
  }),
});
