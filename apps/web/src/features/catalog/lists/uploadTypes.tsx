import type { TFunction } from 'i18next';
import type { ListColumn, ListConfig, ListRow } from '../../../ui/data-list/types';

/** A row of the 'upload-type' list model (declared in the domain's contract/lists). */
export type UploadTypeRow = ListRow<'upload-type'>;

const detail = (row: UploadTypeRow) => `/a/upload-type/${row.id}`;

/** An upload type a product type uses is kept; the server says why. */
export const UPLOAD_TYPE_LIST_CONFIG: ListConfig<'upload-type'> = {
  id: 'upload-types',
  model: 'upload-type',
  empty: { message: 'uploadTypes' },
  defaultSort: { field: 'createdAt', direction: 'desc' },
  selectType: 'checkbox',
  isDeleteEnabled: true,
  isExportEnabled: true,
  editPath: detail,
  detailPath: detail,
};

export function uploadTypeListColumns(t: TFunction): ListColumn<'upload-type'>[] {
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
      key: 'attributeName',
      label: t('catalog.uploadTypes.attribute'),
      typeShow: 'text',
      isSortable: true,
      isFilter: true,
      enableFilterExist: true,
    },
    {
      key: 'isGroupType',
      label: t('catalog.uploadTypes.isGroupType'),
      typeShow: 'boolean',
      isSortable: true,
      isFilter: true,
    },
    {
      key: 'isFlexibleDimension',
      label: t('catalog.uploadTypes.isFlexibleDimension'),
      typeShow: 'boolean',
      isFilter: true,
    },
    {
      key: 'itemCount',
      label: t('catalog.uploadTypes.itemCount'),
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
