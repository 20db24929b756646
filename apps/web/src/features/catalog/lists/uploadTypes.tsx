import type { TFunction } from 'i18next';
import { createdAtColumn, plainColumn } from '../../../ui/data-list/commonColumns';
import type { ListColumn, ListRow } from '../../../ui/data-list/types';
import { catalogListConfig, nameColumn } from './common';

/** A row of the 'upload-type' list model (declared in the domain's contract/lists). */
export type UploadTypeRow = ListRow<'upload-type'>;

/** An upload type a product type uses is kept; the server says why. */
export const UPLOAD_TYPE_LIST_CONFIG = catalogListConfig(
  'upload-type',
  'upload-types',
  'uploadTypes',
  'upload-type',
);

export function uploadTypeListColumns(t: TFunction): ListColumn<'upload-type'>[] {
  return [
    nameColumn(t),
    {
      key: 'attributeName',
      label: t('catalog.uploadTypes.attribute'),
      typeShow: 'text',
      isSortable: true,
      isFilter: true,
      enableFilterExist: true,
    },
    plainColumn('isGroupType', t('catalog.uploadTypes.isGroupType'), 'boolean'),
    {
      key: 'isFlexibleDimension',
      label: t('catalog.uploadTypes.isFlexibleDimension'),
      typeShow: 'boolean',
      isFilter: true,
    },
    plainColumn('itemCount', t('catalog.uploadTypes.itemCount')),
    createdAtColumn(t('catalog.common.createdAt')),
  ];
}
