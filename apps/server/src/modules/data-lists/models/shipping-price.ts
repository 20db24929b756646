import {
  adminDelete,
  forgetPriceSheets,
  itemNameSql,
  productTypeItems,
  productTypes,
  shippingPrices,
} from '../../catalog/index';
import { COUNTRIES, serialiseDate, shippingPriceList } from '@platfox/domain';
import { eq, inArray } from 'drizzle-orm';
import { serveListModel } from '../registry';

const itemName = itemNameSql(shippingPrices.productTypeItemId);
const countryNames = new Map<string, string>(COUNTRIES.map(({ code, name }) => [code, name]));

/**
 * Shipping prices (/a/shipping-price): the spec's columns productTypeItemId, name, normal and
 * fast shipping price; one row per country and product type item.
 */
export const shippingPriceListModel = serveListModel(shippingPriceList, {
  source: (db, selection) =>
    db
      .select(selection)
      .from(shippingPrices)
      .innerJoin(productTypeItems, eq(productTypeItems.id, shippingPrices.productTypeItemId))
      .innerJoin(productTypes, eq(productTypes.id, productTypeItems.productTypeId))
      .$dynamic(),
  id: shippingPrices.id,
  columns: {
    country: shippingPrices.country,
    productTypeId: { column: productTypeItems.productTypeId, label: productTypes.name },
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
  scope: () => undefined,
  toRow: (row) => ({
    ...row,
    countryName: countryNames.get(row.country) ?? row.country,
    createdAt: serialiseDate(row.createdAt),
    updatedAt: serialiseDate(row.updatedAt),
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
