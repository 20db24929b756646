import type { TFunction } from 'i18next';
import type { ListColumn, ListConfig, ListRow } from '../../ui/data-list/types';
import { productStatusColumn } from '../../ui/data-list/commonColumns';

/** The product list models: one declaration each, the same fields and rows. */
export type ProductModel = 'product' | 'seller-product' | 'warehouse-product';
/** A row of the product list models (declared in the domain's contract/lists). */
export type ProductRow = ListRow<ProductModel>;

/** The three product lists share columns; model, paths and what may be done differ by user type. */
const AUDIENCES = {
  SELLER: { model: 'seller-product', prefix: '/s', isDeleteEnabled: true },
  ADMIN: { model: 'product', prefix: '/a', isDeleteEnabled: false },
  WAREHOUSE: { model: 'warehouse-product', prefix: '/wh', isDeleteEnabled: false },
} as const;
export type ProductAudience = keyof typeof AUDIENCES;

export const audienceOf = (type: string | undefined): ProductAudience =>
  type === 'SELLER' || type === 'WAREHOUSE' ? type : 'ADMIN';

export function productListConfig(audience: ProductAudience): ListConfig<ProductModel> {
  const { model, prefix, isDeleteEnabled } = AUDIENCES[audience];
  const detail = (row: ProductRow) => `${prefix}/product/${row.id}`;
  return {
    id: `products${prefix}`,
    model,
    empty:
      audience === 'SELLER'
        ? {
            message: 'sellerProducts',
            actions: [
              { title: 'product_create', to: '/s/product/create' },
              { title: 'importProducts', to: '/s/product/import' },
            ],
          }
        : { message: 'products' },
    defaultSort: { field: 'createdAt', direction: 'desc' },
    selectType: 'checkbox',
    isDeleteEnabled,
    isExportEnabled: true,
    detailPath: detail,
    ...(audience === 'SELLER' ? { editPath: detail } : {}),
    // The warehouse finds a product by the code printed on it.
    scan: { lookupKey: 'code' },
  };
}

export function productListColumns(
  audience: ProductAudience,
  t: TFunction,
): ListColumn<ProductModel>[] {
  return [
    {
      key: 'thumbnailUrl',
      label: t('products.fields.image'),
      typeShow: 'image',
    },
    {
      key: 'title',
      label: t('products.fields.title'),
      typeShow: 'text',
      display: 'link',
      isSortable: true,
      isFilter: true,
    },
    {
      key: 'code',
      label: t('products.fields.code'),
      typeShow: 'text',
      isSortable: true,
      isFilter: true,
      isShowCopyIcon: true,
    },
    {
      key: 'sku',
      label: t('products.fields.sku'),
      typeShow: 'text',
      isSortable: true,
      isFilter: true,
      isShowCopyIcon: true,
    },
    {
      key: 'productTypeName',
      label: t('products.fields.productType'),
      typeShow: 'text',
      isSortable: true,
      isFilter: true,
    },
    {
      key: 'sellerFullName',
      label: t('products.fields.seller'),
      typeShow: 'text',
      isDisplay: audience !== 'SELLER',
      isSortable: true,
      isFilter: audience !== 'SELLER',
    },
    productStatusColumn(t, t('products.fields.status')),
    {
      key: 'createdAt',
      label: t('products.fields.createdAt'),
      typeShow: 'time',
      isSortable: true,
      isFilter: true,
    },
  ];
}
