import type { TFunction } from 'i18next';
import type { ListColumn, ListConfig, ListRow } from '../../../ui/data-list/types';
import { ProductStatusBadge } from '../../../ui/StatusBadge';

/** A row of the 'blank-apparel' list model (declared in the domain's contract/lists). */
export type BlankApparelRow = ListRow<'blank-apparel'>;

const detail = (row: BlankApparelRow) => `/a/blank-apparel/${row.id}`;

/** The blank apparel of an activated product type is kept; the server says why. */
export const BLANK_APPAREL_LIST_CONFIG: ListConfig<'blank-apparel'> = {
  id: 'blank-apparels',
  model: 'blank-apparel',
  empty: { message: 'blankApparels' },
  defaultSort: { field: 'createdAt', direction: 'desc' },
  selectType: 'checkbox',
  isDeleteEnabled: true,
  isExportEnabled: true,
  editPath: detail,
  detailPath: detail,
};

export function blankApparelListColumns(t: TFunction): ListColumn<'blank-apparel'>[] {
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
      key: 'productTypeName',
      label: t('catalog.blankApparels.productType'),
      typeShow: 'text',
      isSortable: true,
      isFilter: true,
    },
    {
      key: 'productTypeStatus',
      label: t('catalog.blankApparels.productTypeStatus'),
      typeShow: 'text',
      render: (row) => <ProductStatusBadge status={row.productTypeStatus} />,
    },
    {
      key: 'totalStock',
      label: t('catalog.blankApparels.totalStock'),
      typeShow: 'int',
      isSortable: true,
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
