import { forgetPriceSheets } from '../../catalog/shipping-prices';
import { PRODUCT_STATUSES, PRODUCT_TYPE_SIDES } from '@platfox/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { adminDelete, qualified as q } from '../../catalog/list-rules';
import { products } from '../../catalog/product-tables';
import { blankApparels } from '../../catalog/supply-tables';
import {
  productTypeCategories,
  productTypeItems,
  productTypes,
  uploadTypes,
} from '../../catalog/tables';
import { defineListModel, idField } from '../registry';

export const PRODUCT_TYPE_ACTIVE = 'Inactivate the product type before deleting it';
export const PRODUCT_TYPE_HAS_PRODUCTS = 'Sellers have products of this product type';
export const PRODUCT_TYPE_HAS_BLANK = 'Delete the blank apparel of the product type first';

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : value);
const choices = (values: readonly string[]) => values.map((key) => ({ key, label: key }));
const itemCount = sql<number>`(select count(*)::int from ${productTypeItems} where ${q(productTypeItems.productTypeId)} = ${q(productTypes.id)})`;
const minPrice = sql<
  number | null
>`(select min(${q(productTypeItems.price)}) from ${productTypeItems} where ${q(productTypeItems.productTypeId)} = ${q(productTypes.id)})`;

/** Product types (/a/product-types) for admins with PRODUCT_TYPE_ACCESS. */
export const productTypeListModel = defineListModel({
  name: 'product-type',
  source: (db, selection) =>
    db
      .select(selection)
      .from(productTypes)
      .innerJoin(uploadTypes, eq(uploadTypes.id, productTypes.uploadTypeId))
      .leftJoin(productTypeCategories, eq(productTypeCategories.id, productTypes.categoryId))
      .$dynamic(),
  id: productTypes.id,
  fields: {
    id: idField(productTypes.id),
    name: { type: 'text', column: productTypes.name, isSortable: true },
    shortSku: { type: 'text', column: productTypes.shortSku, isSortable: true },
    status: {
      type: 'radio',
      column: productTypes.status,
      isSortable: true,
      choices: choices(PRODUCT_STATUSES),
    },
    sides: { type: 'array', column: productTypes.sides, choices: choices(PRODUCT_TYPE_SIDES) },
    categoryId: {
      type: 'autocomplete',
      column: productTypes.categoryId,
      label: productTypeCategories.name,
      isExistenceEnabled: true,
    },
    categoryName: { type: 'text', column: productTypeCategories.name, isSortable: true },
    uploadTypeName: { type: 'text', column: uploadTypes.name, isSortable: true },
    extraPrintPrice: {
      type: 'int',
      column: productTypes.extraPrintPrice,
      isSortable: true,
      isMoney: true,
    },
    minPrice: { type: 'int', column: minPrice, isSortable: true, isMoney: true },
    itemCount: { type: 'int', column: itemCount, isSortable: true },
    estimatedProcessingDay: { type: 'int', column: productTypes.estimatedProcessingDay },
    estimatedDeliveryDay: { type: 'int', column: productTypes.estimatedDeliveryDay },
    isDisableCreateNewProduct: { type: 'boolean', column: productTypes.isDisableCreateNewProduct },
    createdAt: { type: 'time', column: productTypes.createdAt, isSortable: true },
    updatedAt: { type: 'time', column: productTypes.updatedAt, isSortable: true },
  },
  select: {
    id: productTypes.id,
    name: productTypes.name,
    shortSku: productTypes.shortSku,
    status: productTypes.status,
    sides: productTypes.sides,
    imageId: productTypes.imageId,
    categoryId: productTypes.categoryId,
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
      return (
        await tx
          .delete(productTypes)
          .where(inArray(productTypes.id, ids))
          .returning({ id: productTypes.id })
      ).map((row) => row.id);
    },
  }),
});
