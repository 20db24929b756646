import { PRODUCT_TYPE_SIDES } from '@platfox/domain';
import type { TFunction } from 'i18next';
import {
  createdAtColumn,
  moneyColumn,
  plainColumn,
  productStatusColumn,
} from '../../../ui/data-list/commonColumns';
import type { ListColumn, ListRow } from '../../../ui/data-list/types';
import { catalogListConfig, nameColumn } from './common';

/** A row of the 'product-type' list model (declared in the domain's contract/lists). */
export type ProductTypeRow = ListRow<'product-type'>;

/** An activated product type, or one sellers use, is kept; the server says why. */
export const PRODUCT_TYPE_LIST_CONFIG = catalogListConfig(
  'product-type',
  'product-types',
  'productTypes',
  'product-type',
);

export function productTypeListColumns(t: TFunction): ListColumn<'product-type'>[] {
  return [
    nameColumn(t),
    {
      key: 'shortSku',
      label: t('catalog.productTypes.shortSku'),
      typeShow: 'text',
      isSortable: true,
      isFilter: true,
      isShowCopyIcon: true,
    },
    productStatusColumn(t, t('catalog.common.status')),
    {
      key: 'sides',
      label: t('catalog.productTypes.sides'),
      typeShow: 'array',
      isFilter: true,
      filterArrayData: PRODUCT_TYPE_SIDES.map((key) => ({ key, label: key })),
    },
    plainColumn('categoryName', t('catalog.productTypes.category'), 'text'),
    plainColumn('uploadTypeName', t('catalog.productTypes.uploadType'), 'text'),
    moneyColumn('minPrice', t('catalog.productTypes.minPrice')),
    moneyColumn('extraPrintPrice', t('catalog.productTypes.extraPrintPrice')),
    plainColumn('itemCount', t('catalog.productTypes.itemCount')),
    {
      key: 'estimatedProcessingDay',
      label: t('catalog.productTypes.processingDays'),
      typeShow: 'int',
      isDisplay: false,
      isFilter: true,
    },
    {
      key: 'estimatedDeliveryDay',
      label: t('catalog.productTypes.deliveryDays'),
      typeShow: 'int',
      isDisplay: false,
      isFilter: true,
    },
    createdAtColumn(t('catalog.common.createdAt')),
  ];
}
