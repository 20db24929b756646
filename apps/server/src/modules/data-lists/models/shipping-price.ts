import { adminDelete } from '../admin-delete';
import {
  forgetPriceSheets,
  itemNameSql,
  catalogReadModel,
  deleteShippingPrices,
} from '../../catalog/index';
import { COUNTRIES, shippingPriceList } from '@platfox/domain';
import { eq } from 'drizzle-orm';
import { datedRow, selectionOf } from '../model-parts';
import { serveListModel } from '../registry';
const { productTypeItems, productTypes, shippingPrices } = catalogReadModel;

const itemName = itemNameSql(shippingPrices.productTypeItemId);
const countryNames = new Map<string, string>(COUNTRIES.map(({ code, name }) => [code, name]));

const columns = {
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
};

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
  columns,
  select: { id: shippingPrices.id, ...selectionOf(columns) },
  scope: () => undefined,
  toRow: (row) => ({ ...datedRow(row), countryName: countryNames.get(row.country) ?? row.country }),
  delete: adminDelete('SHIPPING_PRICE_DETAIL_UPDATE', {
    run: async (tx, ids) => {
      // Before the commit: a sheet read meanwhile lives a second at most.
      forgetPriceSheets();
      return await deleteShippingPrices(tx, ids);
    },
  }),
});
