import { inArray, sql } from 'drizzle-orm';
import { adminDelete, qualified as q } from '../../catalog/list-rules';
import { productTypeCategories, productTypes } from '../../catalog/tables';
import { defineListModel, idField } from '../registry';

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : value);
const productTypeCount = sql<number>`(select count(*)::int from ${productTypes} where ${q(productTypes.categoryId)} = ${q(productTypeCategories.id)})`;

/**
 * Product type categories (/a/product-type-categories). Deleting one leaves its product types
 * without a category.
 */
export const productTypeCategoryListModel = defineListModel({
  name: 'product-type-category',
  source: (db, selection) => db.select(selection).from(productTypeCategories).$dynamic(),
  id: productTypeCategories.id,
  fields: {
    id: idField(productTypeCategories.id),
    name: { type: 'text', column: productTypeCategories.name, isSortable: true },
    description: {
      type: 'text',
      column: productTypeCategories.description,
      isSortable: true,
      isExistenceEnabled: true,
    },
    productTypeCount: { type: 'int', column: productTypeCount, isSortable: true },
    createdAt: { type: 'time', column: productTypeCategories.createdAt, isSortable: true },
    updatedAt: { type: 'time', column: productTypeCategories.updatedAt, isSortable: true },
  },
  select: {
    id: productTypeCategories.id,
    name: productTypeCategories.name,
    description: productTypeCategories.description,
    productTypeCount,
    createdAt: productTypeCategories.createdAt,
    updatedAt: productTypeCategories.updatedAt,
  },
  defaultSort: { field: 'createdAt', direction: 'desc' },
  access: { types: ['ADMIN'], permission: 'PRODUCT_TYPE_CATEGORY_ACCESS' },
  scope: () => undefined,
  toRow: (row) => ({
    ...row,
    id: String(row.id),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    updatable: true,
  }),
  delete: adminDelete('PRODUCT_TYPE_CATEGORY_DETAIL_UPDATE', {
    run: async (tx, ids) =>
      (
        await tx
          .delete(productTypeCategories)
          .where(inArray(productTypeCategories.id, ids))
          .returning({ id: productTypeCategories.id })
      ).map((row) => row.id),
  }),
});
