import { PRODUCT_STATUSES, PRODUCT_TYPE_SIDES } from '@platfox/domain';
import type { TFunction } from 'i18next';
import type { ListColumn, ListConfig, ListRow } from '../../../ui/data-list/types';
import { ProductStatusBadge } from '../../../ui/StatusBadge';
import { statusLabel } from '../../../ui/statusLabel';

/** A row of the 'product-type' list model (declared in the domain's contract/lists). */
export type ProductTypeRow = ListRow<'product-type'>;

const detail = (row: ProductTypeRow) => `/a/product-type/${row.id}`;

/** An activated product type, or one sellers use, is kept; the server says why. */
export const PRODUCT_TYPE_LIST_CONFIG: ListConfig<'product-type'> = {
  id: 'product-types',
  model: 'product-type',
  empty: { message: 'productTypes' },
  defaultSort: { field: 'createdAt', direction: 'desc' },
  selectType: 'checkbox',
  isDeleteEnabled: true,
  isExportEnabled: true,
  editPath: detail,
  detailPath: detail,
};

export function productTypeListColumns(t: TFunction): ListColumn<'product-type'>[] {
  return [
    {
      key: 'name',
      label: t('catalog.common.name'),
      typeShow: 'text',
      display: 'link',
      isSortable: true,
      isFilter: true,
    },
    {
      key: 'shortSku',
      label: t('catalog.productTypes.shortSku'),
      typeShow: 'text',
      isSortable: true,
      isFilter: true,
      isShowCopyIcon: true,
    },
    {
      key: 'status',
      label: t('catalog.common.status'),
      typeShow: 'radio',
      isSortable: true,
      isFilter: true,
      filterArrayData: PRODUCT_STATUSES.map((key) => ({
        key,
        label: statusLabel(t, key),
      })),
      render: (row) => <ProductStatusBadge status={row.status} />,
    },
    {
      key: 'sides',
      label: t('catalog.productTypes.sides'),
      typeShow: 'array',
      isFilter: true,
      filterArrayData: PRODUCT_TYPE_SIDES.map((key) => ({ key, label: key })),
    },
    {
      key: 'categoryName',
      label: t('catalog.productTypes.category'),
      typeShow: 'text',
      isSortable: true,
      isFilter: true,
    },
    {
      key: 'uploadTypeName',
      label: t('catalog.productTypes.uploadType'),
      typeShow: 'text',
      isSortable: true,
      isFilter: true,
    },
    {
      key: 'minPrice',
      label: t('catalog.productTypes.minPrice'),
      typeShow: 'int',
      display: 'money',
      isSortable: true,
      isFilter: true,
    },
    {
      key: 'extraPrintPrice',
      label: t('catalog.productTypes.extraPrintPrice'),
      typeShow: 'int',
      display: 'money',
      isSortable: true,
      isFilter: true,
    },
    {
      key: 'itemCount',
      label: t('catalog.productTypes.itemCount'),
      typeShow: 'int',
      isSortable: true,
      isFilter: true,
    },
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
    {
      key: 'createdAt',
      label: t('catalog.common.createdAt'),
      typeShow: 'time',
      isSortable: true,
      isFilter: true,
    },
  ];
}
