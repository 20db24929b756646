import type { DataListRow } from '@platfox/domain';
import type { TFunction } from 'i18next';
import type { DataListColumn, DataListConfig } from '../../../ui/data-list/types';

/** A row of the 'upload-type' list model. */
export type UploadTypeRow = DataListRow & {
  name: string;
  attributeName: string | null;
  isGroupType: boolean;
  isFlexibleDimension: boolean;
  itemCount: number;
  createdAt: string;
};

const detail = (row: UploadTypeRow) => `/a/upload-type/${row.id}`;

/** An upload type a product type uses is kept; the server says why. */
export const UPLOAD_TYPE_LIST_CONFIG: DataListConfig<UploadTypeRow> = {
  id: 'upload-types',
  model: 'upload-type',
  defaultSort: { field: 'createdAt', direction: 'desc' },
  selectType: 'checkbox',
  isDeleteEnabled: true,
  isExportEnabled: true,
  editPath: detail,
  detailPath: detail,
};

export function uploadTypeListColumns(t: TFunction): DataListColumn<UploadTypeRow>[] {
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
