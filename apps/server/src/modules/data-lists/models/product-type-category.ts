import { productTypeCategoryList } from '@platfox/domain';
import { sql } from 'drizzle-orm';
import { adminDelete } from '../admin-delete';
import { qualified as q, catalogReadModel, deleteProductTypeCategories } from '../../catalog/index';
import { datedRow, selectionOf } from '../model-parts';
import { serveListModel } from '../registry';
const { productTypeCategories, productTypes } = catalogReadModel;

const productTypeCount = sql<number>`(select count(*)::int from ${productTypes} where ${q(productTypes.categoryId)} = ${q(productTypeCategories.id)})`;

const columns = {
  name: productTypeCategories.name,
  description: productTypeCategories.description,
  productTypeCount,
  createdAt: productTypeCategories.createdAt,
  updatedAt: productTypeCategories.updatedAt,
};

/**
 * Product type categories (/a/product-type-categories). Deleting one leaves its product types
 * without a category.
 */
export const productTypeCategoryListModel = serveListModel(productTypeCategoryList, {
  source: (db, selection) => db.select(selection).from(productTypeCategories).$dynamic(),
  id: productTypeCategories.id,
  columns,
  select: { id: productTypeCategories.id, ...selectionOf(columns) },
  scope: () => undefined,
  toRow: datedRow,
  delete: adminDelete('PRODUCT_TYPE_CATEGORY_DETAIL_UPDATE', {
    run: deleteProductTypeCategories,
  }),
});
