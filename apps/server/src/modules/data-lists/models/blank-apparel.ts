import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { blankApparelsInUse } from '../../catalog/blank-apparels';
import { adminDelete, qualified as q } from '../../catalog/list-rules';
import { blankApparelItems, blankApparels } from '../../catalog/supply-tables';
import { productTypes } from '../../catalog/tables';
import { defineListModel, idField } from '../registry';

export const BLANK_APPAREL_IN_USE = 'An activated product type needs its blank apparel';

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : value);
const totalStock = sql<number>`(select coalesce(sum(${q(blankApparelItems.stock)}), 0)::int from ${blankApparelItems} where ${q(blankApparelItems.blankApparelId)} = ${q(blankApparels.id)})`;

/**
 * Blank apparels (/a/blank-apparels). They belong to product types, so the PRODUCT_TYPE
 * permissions guard them; one whose product type is activated cannot be deleted.
 */
export const blankApparelListModel = defineListModel({
  name: 'blank-apparel',
  source: (db, selection) =>
    db
      .select(selection)
      .from(blankApparels)
      .innerJoin(productTypes, eq(productTypes.id, blankApparels.productTypeId))
      .$dynamic(),
  id: blankApparels.id,
  fields: {
    id: idField(blankApparels.id),
    name: { type: 'text', column: blankApparels.name, isSortable: true },
    productTypeId: {
      type: 'autocomplete',
      column: blankApparels.productTypeId,
      label: productTypes.name,
    },
    productTypeName: { type: 'text', column: productTypes.name, isSortable: true },
    totalStock: { type: 'int', column: totalStock, isSortable: true },
    createdAt: { type: 'time', column: blankApparels.createdAt, isSortable: true },
    updatedAt: { type: 'time', column: blankApparels.updatedAt, isSortable: true },
  },
  select: {
    id: blankApparels.id,
    name: blankApparels.name,
    productTypeId: blankApparels.productTypeId,
    productTypeName: productTypes.name,
    productTypeStatus: productTypes.status,
    totalStock,
    createdAt: blankApparels.createdAt,
    updatedAt: blankApparels.updatedAt,
  },
  defaultSort: { field: 'createdAt', direction: 'desc' },
  access: { types: ['ADMIN'], permission: 'PRODUCT_TYPE_ACCESS' },
  scope: () => undefined,
  toRow: (row) => ({
    ...row,
    id: String(row.id),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    updatable: true,
  }),
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
