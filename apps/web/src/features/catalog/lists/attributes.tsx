import { Text } from '@mantine/core';
import { ATTRIBUTE_ELEMENTS, ATTRIBUTE_OPTIONS } from '@platfox/domain';
import type { TFunction } from 'i18next';
import { choiceColumn, createdAtColumn, plainColumn } from '../../../ui/data-list/commonColumns';
import type { ListColumn, ListRow } from '../../../ui/data-list/types';
import { catalogListConfig, nameColumn } from './common';
import { StatusPill } from '../../../ui/StatusPill';

/** A row of the 'attribute' list model (declared in the domain's contract/lists). */
export type AttributeRow = ListRow<'attribute'>;

/** An attribute used by a product type or an upload type is kept; the server says why. */
export const ATTRIBUTE_LIST_CONFIG = catalogListConfig(
  'attribute',
  'attributes',
  'attributes',
  'attribute',
);

export function attributeListColumns(t: TFunction): ListColumn<'attribute'>[] {
  return [
    nameColumn(t),
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
    choiceColumn('option', t('catalog.attributes.option'), ATTRIBUTE_OPTIONS, (key) =>
      t(`catalog.attributes.optionTypes.${key}`),
    ),
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
    plainColumn('optionCount', t('catalog.attributes.optionCount')),
    createdAtColumn(t('catalog.common.createdAt')),
  ];
}
