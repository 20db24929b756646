import { PRODUCT_STATUSES } from '@platfox/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { users } from '../../accounts/tables';
import { catalogImages, productPrintDesigns, products } from '../../catalog/product-tables';
import { qualified as q } from '../../catalog/list-rules';
import { productScope } from '../../catalog/products';
import { productTypes, uploadTypeItems } from '../../catalog/tables';
import {
  defineListModel,
  idField,
  type ListAccess,
  type ListField,
  type ListModel,
} from '../registry';

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : value);
const sellerFullName = sql<string>`(${users.firstName} || ' ' || ${users.lastName})`;
// The first print position's design stands for the product in a list row.
const imageId = sql<string | null>`(
  select ${q(catalogImages.id)} from ${productPrintDesigns}
  join ${catalogImages} on ${q(catalogImages.id)} = ${q(productPrintDesigns.designId)}
  join ${uploadTypeItems} on ${q(uploadTypeItems.id)} = ${q(productPrintDesigns.uploadTypeItemId)}
  where ${q(productPrintDesigns.productId)} = ${q(products.id)}
  order by ${q(uploadTypeItems.sortOrder)} limit 1)`;

const fields = {
  id: idField(products.id),
  code: { type: 'text', column: products.code, isSortable: true },
  title: { type: 'text', column: products.title, isSortable: true },
  sku: { type: 'text', column: products.sku, isSortable: true },
  status: {
    type: 'radio',
    column: products.status,
    isSortable: true,
    choices: PRODUCT_STATUSES.map((key) => ({ key, label: key })),
  },
  productTypeId: { type: 'autocomplete', column: products.productTypeId, label: productTypes.name },
  productTypeName: { type: 'text', column: productTypes.name, isSortable: true },
  sellerId: { type: 'autocomplete', column: products.sellerId, label: sellerFullName },
  sellerFullName: { type: 'text', column: sellerFullName, isSortable: true },
  createdAt: { type: 'time', column: products.createdAt, isSortable: true },
  updatedAt: { type: 'time', column: products.updatedAt, isSortable: true },
} satisfies Record<string, ListField>;

const select = {
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
};

/**
 * Products as one user type lists them. The three lists share their columns but not their
 * access: a seller's own products (/s/products), every product for admins with PRODUCT_ACCESS
 * (/a/products) and for the warehouse (/wh/products).
 */
function productList(name: string, access: ListAccess, extra: Partial<ListModel> = {}) {
  return defineListModel({
    name,
    source: (db, selection) =>
      db
        .select(selection)
        .from(products)
        .innerJoin(productTypes, eq(productTypes.id, products.productTypeId))
        .innerJoin(users, eq(users.id, products.sellerId))
        .$dynamic(),
    id: products.id,
    fields,
    select,
    defaultSort: { field: 'createdAt', direction: 'desc' },
    access,
    scope: productScope,
    toRow: (row) => ({
      ...row,
      id: String(row.id),
      thumbnailUrl: row.imageId
        ? `/api/catalog/images/${String(row.imageId)}?size=thumbnail`
        : null,
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
      updatable: access.types.includes('SELLER'),
    }),
    ...extra,
  });
}

export const productListModel = productList('product', {
  types: ['ADMIN'],
  permission: 'PRODUCT_ACCESS',
});

export const warehouseProductListModel = productList('warehouse-product', {
  types: ['WAREHOUSE'],
});

/** A seller's own products; deleting is the seller's too. */
export const sellerProductListModel = productList(
  'seller-product',
  { types: ['SELLER'] },
  {
    delete: {
      run: async (tx, ids, actor) =>
        (
          await tx
            .delete(products)
            .where(and(inArray(products.id, ids), eq(products.sellerId, actor.id)))
            .returning({ id: products.id })
        ).map((row) => row.id),
    },
  },
);
