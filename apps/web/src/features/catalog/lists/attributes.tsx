import { Text } from '@mantine/core';
import { ATTRIBUTE_ELEMENTS, ATTRIBUTE_OPTIONS } from '@platfox/domain';
import type { TFunction } from 'i18next';
import type { ListColumn, ListConfig, ListRow } from '../../../ui/data-list/types';
import { StatusPill } from '../../../ui/StatusPill';

/** A row of the 'attribute' list model (declared in the domain's contract/lists). */
export type AttributeRow = ListRow<'attribute'>;

const detail = (row: AttributeRow) => `/a/attribute/${row.id}`;

/** An attribute used by a product type or an upload type is kept; the server says why. */
export const ATTRIBUTE_LIST_CONFIG: ListConfig<'attribute'> = {
  id: 'attributes',
  model: 'attribute',
  empty: { message: 'attributes' },
  defaultSort: { field: 'createdAt', direction: 'desc' },
  selectType: 'checkbox',
  isDeleteEnabled: true,
  isExportEnabled: true,
  editPath: detail,
  detailPath: detail,
};

export function attributeListColumns(t: TFunction): ListColumn<'attribute'>[] {
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
      key: 'element',
      label: t('catalog.attributes.element'),
      typeShow: 'array',
      isSortable: true,
      isFilter: true,
      filterArrayData: ATTRIBUTE_ELEMENTS.map((key) => ({
        key,
        label: t(`catalog.attributes.elements.${key}`),
      })),
      render: (row) => (
        <StatusPill color="indigo">{t(`catalog.attributes.elements.${row.element}`)}</StatusPill>
      ),
    },
    {
      key: 'option',
      label: t('catalog.attributes.option'),
      typeShow: 'array',
      isSortable: true,
      isFilter: true,
      filterArrayData: ATTRIBUTE_OPTIONS.map((key) => ({
        key,
        label: t(`catalog.attributes.optionTypes.${key}`),
      })),
      render: (row) => t(`catalog.attributes.optionTypes.${row.option}`),
    },
    {
      key: 'optionNames',
      label: t('catalog.attributes.options'),
      typeShow: 'text',
      isFilter: true,
      render: (row) => (
        <Text size="sm" lineClamp={2} dir="auto">
          {row.optionNames}
        </Text>
      ),
    },
    {
      key: 'optionCount',
      label: t('catalog.attributes.optionCount'),
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
