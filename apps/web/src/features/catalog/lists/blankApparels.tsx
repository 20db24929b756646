import type { TFunction } from 'i18next';
import { createdAtColumn, plainColumn } from '../../../ui/data-list/commonColumns';
import type { ListColumn, ListRow } from '../../../ui/data-list/types';
import { catalogListConfig, nameColumn } from './common';
import { ProductStatusBadge } from '../../../ui/StatusBadge';

/** A row of the 'blank-apparel' list model (declared in the domain's contract/lists). */
export type BlankApparelRow = ListRow<'blank-apparel'>;

/** The blank apparel of an activated product type is kept; the server says why. */
export const BLANK_APPAREL_LIST_CONFIG = catalogListConfig(
  'blank-apparel',
  'blank-apparels',
  'blankApparels',
  'blank-apparel',
);

export function blankApparelListColumns(t: TFunction): ListColumn<'blank-apparel'>[] {
  return [
    nameColumn(t),
    plainColumn('productTypeName', t('catalog.blankApparels.productType'), 'text'),
    {
      key: 'productTypeStatus',
      label: t('catalog.blankApparels.productTypeStatus'),
      typeShow: 'text',
      render: (row) => <ProductStatusBadge status={row.productTypeStatus} />,
    },
    plainColumn('totalStock', t('catalog.blankApparels.totalStock')),
    createdAtColumn(t('catalog.common.createdAt')),
  ];
}
