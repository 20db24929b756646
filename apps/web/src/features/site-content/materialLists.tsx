import { ColorSwatch, Group } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { ListColumn, ListRow, ListRowAction } from '../../ui/data-list/types';
import { createdStampColumn, modalEditedList, updatedStampColumn } from './lists';

export type SiteMaterialRow = ListRow<'site-material'>;

/** Materials are edited in a modal on the same screen: the list has no detail path. */
export const siteMaterialListConfig = (edit: ListRowAction<'site-material'>) =>
  modalEditedList('site-material', 'site-materials', { field: 'name', direction: 'asc' }, edit);

export function siteMaterialListColumns(t: TFunction): ListColumn<'site-material'>[] {
  return [
    {
      key: 'imageUrl',
      label: t('siteContent.materials.image'),
      typeShow: 'image',
      isKeyFact: true,
    },
    {
      key: 'name',
      label: t('siteContent.materials.name'),
      typeShow: 'text',
      isSortable: true,
      isFilter: true,
      isKeyFact: true,
      render: (row) => <bdi>{row.name}</bdi>,
    },
    {
      key: 'type',
      label: t('siteContent.materials.type'),
      typeShow: 'radio',
      isSortable: true,
      isFilter: true,
      isKeyFact: true,
      render: (row) => t(`siteContent.materials.types.${row.type}`),
    },
    {
      key: 'value',
      label: t('siteContent.materials.value'),
      typeShow: 'text',
      kind: 'code',
      isSortable: true,
      isFilter: true,
      render: (row) =>
        row.value ? (
          <Group gap={6} wrap="nowrap">
            <ColorSwatch color={row.value} size={16} />
            <bdi dir="ltr">{row.value}</bdi>
          </Group>
        ) : null,
    },
    {
      key: 'description',
      label: t('siteContent.materials.description'),
      typeShow: 'text',
      isFilter: true,
      render: (row) => <bdi>{row.description}</bdi>,
    },
    updatedStampColumn(t),
    createdStampColumn(t),
  ];
}
