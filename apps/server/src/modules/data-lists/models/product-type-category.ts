import { productTypeCategoryList, serialiseDate } from '@platfox/domain';
import { inArray, sql } from 'drizzle-orm';
import {
  adminDelete,
  productTypeCategories,
  productTypes,
  qualified as q,
} from '../../catalog/index';
import { serveListModel } from '../registry';

const productTypeCount = sql<number>`(select count(*)::int from ${productTypes} where ${q(productTypes.categoryId)} = ${q(productTypeCategories.id)})`;

/**
 * Product type categories (/a/product-type-categories). Deleting one leaves its product types
 * without a category.
 */
export const productTypeCategoryListModel = serveListModel(productTypeCategoryList, {
  source: (db, selection) => db.select(selection).from(productTypeCategories).$dynamic(),
  id: productTypeCategories.id,
  columns: {
    name: productTypeCategories.name,
    description: productTypeCategories.description,
    productTypeCount,
    createdAt: productTypeCategories.createdAt,
    updatedAt: productTypeCategories.updatedAt,
  },
  select: {
    id: productTypeCategories.id,
    name: productTypeCategories.name,
    description: productTypeCategories.description,
    productTypeCount,
    createdAt: productTypeCategories.createdAt,
    updatedAt: productTypeCategories.updatedAt,
  },
  scope: () => undefined,
  toRow: (row) => ({
    ...row,
    createdAt: serialiseDate(row.createdAt),
    updatedAt: serialiseDate(row.updatedAt),
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
