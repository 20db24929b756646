import {
  productList,
  sellerProductList,
  serialiseDate,
  warehouseProductList,
} from '@platfox/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { orderItemsReadModel } from '../../order-items/index';
import { accountsReadModel } from '../../accounts/index';
import { productScope, qualified as q, catalogReadModel } from '../../catalog/index';
import { serveListModel, type ListDelete } from '../registry';
const { orderItems } = orderItemsReadModel;
const { users } = accountsReadModel;
const { catalogImages, productPrintDesigns, products, productTypes, uploadTypeItems } =
  catalogReadModel;

const sellerFullName = sql<string>`(${users.firstName} || ' ' || ${users.lastName})`;
// The first print position's design stands for the product in a list row.
const imageId = sql<string | null>`(
  select ${q(catalogImages.id)} from ${productPrintDesigns}
  join ${catalogImages} on ${q(catalogImages.id)} = ${q(productPrintDesigns.designId)}
  join ${uploadTypeItems} on ${q(uploadTypeItems.id)} = ${q(productPrintDesigns.uploadTypeItemId)}
  where ${q(productPrintDesigns.productId)} = ${q(products.id)}
  order by ${q(uploadTypeItems.sortOrder)} limit 1)`;

type ProductList = typeof productList | typeof sellerProductList | typeof warehouseProductList;

/**
 * Products as one user type lists them. The three lists share their fields, rows and columns but
 * not their readers: a seller's own products (/s/products), every product for admins with
 * PRODUCT_ACCESS (/a/products) and for the warehouse (/wh/products).
 */
function servedProductList(declared: ProductList, options: { delete?: ListDelete } = {}) {
  const isOwn = declared.name === 'seller-product';
  return serveListModel(declared, {
    source: (db, selection) =>
      db
        .select(selection)
        .from(products)
        .innerJoin(productTypes, eq(productTypes.id, products.productTypeId))
        .innerJoin(users, eq(users.id, products.sellerId))
        .$dynamic(),
    id: products.id,
    columns: {
      code: products.code,
      title: products.title,
      sku: products.sku,
      status: products.status,
      productTypeId: { column: products.productTypeId, label: productTypes.name },
      productTypeName: productTypes.name,
      sellerId: { column: products.sellerId, label: sellerFullName },
      sellerFullName,
      createdAt: products.createdAt,
      updatedAt: products.updatedAt,
    },
    select: {
      id: products.id,
      code: products.code,
      title: products.title,
      sku: products.sku,
      status: products.status,
      productTypeId: products.productTypeId,
      productTypeName: productTypes.name,
      sellerId: products.sellerId,
      sellerFullName,
      imageId,
      createdAt: products.createdAt,
      updatedAt: products.updatedAt,
    },
    scope: productScope,
    toRow: (row) => ({
      ...row,
      thumbnailUrl: row.imageId ? `/api/catalog/images/${row.imageId}?size=thumbnail` : null,
      createdAt: serialiseDate(row.createdAt),
      updatedAt: serialiseDate(row.updatedAt),
      updatable: isOwn,
    }),
    delete: options.delete,
  });
}

export const productListModel = servedProductList(productList);

export const warehouseProductListModel = servedProductList(warehouseProductList);

/** A product that orders name stays: the orders keep pointing at what was made. */
export const PRODUCT_IN_USE = 'This product is used by orders and cannot be deleted';

/** A seller's own products; deleting is the seller's too. */
export const sellerProductListModel = servedProductList(sellerProductList, {
  delete: {
    refusals: async (db, ids) => {
      const used = await db
        .selectDistinct({ productId: orderItems.productId })
        .from(orderItems)
        .where(inArray(orderItems.productId, ids));
      return new Map(used.map((row) => [row.productId, PRODUCT_IN_USE]));
    },
    run: async (tx, ids, actor) =>
      (
        await tx
          .delete(products)
          .where(and(inArray(products.id, ids), eq(products.sellerId, actor.id)))
          .returning({ id: products.id })
      ).map((row) => row.id),
  },
});
