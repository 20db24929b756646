import { adminDelete } from '../admin-delete';
import {
  forgetPriceSheets,
  qualified as q,
  catalogReadModel,
  deleteProductTypes,
} from '../../catalog/index';
import { productTypeList } from '@platfox/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { datedRow, selectionOf } from '../model-parts';
import { serveListModel } from '../registry';
const {
  blankApparels,
  products,
  productTypeCategories,
  productTypeItems,
  productTypes,
  uploadTypes,
} = catalogReadModel;

export const PRODUCT_TYPE_ACTIVE = 'Inactivate the product type before deleting it';
export const PRODUCT_TYPE_HAS_PRODUCTS = 'Sellers have products of this product type';
export const PRODUCT_TYPE_HAS_BLANK = 'Delete the blank apparel of the product type first';

const itemCount = sql<number>`(select count(*)::int from ${productTypeItems} where ${q(productTypeItems.productTypeId)} = ${q(productTypes.id)})`;
const minPrice = sql<
  number | null
>`(select min(${q(productTypeItems.price)}) from ${productTypeItems} where ${q(productTypeItems.productTypeId)} = ${q(productTypes.id)})`;

const columns = {
  name: productTypes.name,
  shortSku: productTypes.shortSku,
  status: productTypes.status,
  sides: productTypes.sides,
  categoryId: { column: productTypes.categoryId, label: productTypeCategories.name },
  categoryName: productTypeCategories.name,
  uploadTypeName: uploadTypes.name,
  extraPrintPrice: productTypes.extraPrintPrice,
  minPrice,
  itemCount,
  estimatedProcessingDay: productTypes.estimatedProcessingDay,
  estimatedDeliveryDay: productTypes.estimatedDeliveryDay,
  isDisableCreateNewProduct: productTypes.isDisableCreateNewProduct,
  createdAt: productTypes.createdAt,
  updatedAt: productTypes.updatedAt,
};

/** Product types (/a/product-types) for admins with PRODUCT_TYPE_ACCESS. */
export const productTypeListModel = serveListModel(productTypeList, {
  source: (db, selection) =>
    db
      .select(selection)
      .from(productTypes)
      .innerJoin(uploadTypes, eq(uploadTypes.id, productTypes.uploadTypeId))
      .leftJoin(productTypeCategories, eq(productTypeCategories.id, productTypes.categoryId))
      .$dynamic(),
  id: productTypes.id,
  columns,
  select: { id: productTypes.id, ...selectionOf(columns), imageId: productTypes.imageId },
  scope: () => undefined,
  toRow: datedRow,
  delete: adminDelete('PRODUCT_TYPE_DETAIL_UPDATE', {
    inUse: async (db, ids) => {
      const [active, used, blanks] = await Promise.all([
        db
          .select({ id: productTypes.id })
          .from(productTypes)
          .where(and(inArray(productTypes.id, ids), eq(productTypes.status, 'ACTIVATED'))),
        db
          .selectDistinct({ id: products.productTypeId })
          .from(products)
          .where(inArray(products.productTypeId, ids)),
        db
          .select({ id: blankApparels.productTypeId })
          .from(blankApparels)
          .where(inArray(blankApparels.productTypeId, ids)),
      ]);
      return new Map([
        ...blanks.map((row) => [String(row.id), PRODUCT_TYPE_HAS_BLANK] as const),
        ...used.map((row) => [String(row.id), PRODUCT_TYPE_HAS_PRODUCTS] as const),
        ...active.map((row) => [String(row.id), PRODUCT_TYPE_ACTIVE] as const),
      ]);
    },
    run: async (tx, ids) => {
      // Before the commit: a sheet read meanwhile lives a second at most.
      forgetPriceSheets();
      return await deleteProductTypes(tx, ids);
    },
  }),
});
