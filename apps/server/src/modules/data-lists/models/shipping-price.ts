import { forgetPriceSheets } from '../../catalog/shipping-prices';
import { COUNTRIES } from '@platfox/domain';
import { eq, inArray } from 'drizzle-orm';
import { adminDelete, itemNameSql } from '../../catalog/list-rules';
import { shippingPrices } from '../../catalog/supply-tables';
import { productTypeItems, productTypes } from '../../catalog/tables';
import { defineListModel, idField } from '../registry';

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : value);
const itemName = itemNameSql(shippingPrices.productTypeItemId);
const countryNames = new Map<string, string>(COUNTRIES.map(({ code, name }) => [code, name]));

/**
 * Shipping prices (/a/shipping-price): the spec's columns productTypeItemId, name, normal and
 * fast shipping price; one row per country and product type item.
 */
export const shippingPriceListModel = defineListModel({
  name: 'shipping-price',
  source: (db, selection) =>
    db
      .select(selection)
      .from(shippingPrices)
      .innerJoin(productTypeItems, eq(productTypeItems.id, shippingPrices.productTypeItemId))
      .innerJoin(productTypes, eq(productTypes.id, productTypeItems.productTypeId))
      .$dynamic(),
  id: shippingPrices.id,
  fields: {
    id: idField(shippingPrices.id),
    country: {
      type: 'array',
      column: shippingPrices.country,
      isSortable: true,
      choices: COUNTRIES.map(({ code, name }) => ({ key: code, label: name })),
    },
    productTypeId: {
      type: 'autocomplete',
      column: productTypeItems.productTypeId,
      label: productTypes.name,
    },
    productTypeName: { type: 'text', column: productTypes.name, isSortable: true },
    productTypeItemId: { type: 'text', column: shippingPrices.productTypeItemId },
    name: { type: 'text', column: itemName, isSortable: true },
    normalFirstItem: {
      type: 'int',
      column: shippingPrices.normalFirstItem,
      isSortable: true,
      isMoney: true,
    },
    normalRestItems: { type: 'int', column: shippingPrices.normalRestItems, isMoney: true },
    fastFirstItem: {
      type: 'int',
      column: shippingPrices.fastFirstItem,
      isSortable: true,
      isMoney: true,
    },
    fastRestItems: { type: 'int', column: shippingPrices.fastRestItems, isMoney: true },
    price: { type: 'int', column: productTypeItems.price, isSortable: true, isMoney: true },
    createdAt: { type: 'time', column: shippingPrices.createdAt, isSortable: true },
    updatedAt: { type: 'time', column: shippingPrices.updatedAt, isSortable: true },
  },
  select: {
    id: shippingPrices.id,
    country: shippingPrices.country,
    productTypeId: productTypeItems.productTypeId,
    productTypeName: productTypes.name,
    productTypeItemId: shippingPrices.productTypeItemId,
    name: itemName,
    normalFirstItem: shippingPrices.normalFirstItem,
    normalRestItems: shippingPrices.normalRestItems,
    fastFirstItem: shippingPrices.fastFirstItem,
    fastRestItems: shippingPrices.fastRestItems,
    price: productTypeItems.price,
    createdAt: shippingPrices.createdAt,
    updatedAt: shippingPrices.updatedAt,
  },
  defaultSort: { field: 'createdAt', direction: 'desc' },
  access: { types: ['ADMIN'], permission: 'SHIPPING_PRICE_ACCESS' },
  scope: () => undefined,
  toRow: (row) => ({
    ...row,
    id: String(row.id),
    countryName: countryNames.get(String(row.country)) ?? row.country,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    updatable: true,
  }),
  delete: adminDelete('SHIPPING_PRICE_DETAIL_UPDATE', {
    run: async (tx, ids) => {
      // Before the commit: a sheet read meanwhile lives a second at most.
      forgetPriceSheets();
      return (
        await tx
          .delete(shippingPrices)
          .where(inArray(shippingPrices.id, ids))
          .returning({ id: shippingPrices.id })
      ).map((row) => row.id);
    },
  }),
});
