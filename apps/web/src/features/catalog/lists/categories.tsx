import { Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { ListColumn, ListConfig, ListRow } from '../../../ui/data-list/types';

/** A row of the 'product-type-category' list model (declared in the domain's contract/lists). */
export type CategoryRow = ListRow<'product-type-category'>;

const detail = (row: CategoryRow) => `/a/product-type-category/${row.id}`;

/** Deleting a category leaves its product types without one. */
export const CATEGORY_LIST_CONFIG: ListConfig<'product-type-category'> = {
  id: 'product-type-categories',
  model: 'product-type-category',
  empty: { message: 'categories' },
  defaultSort: { field: 'createdAt', direction: 'desc' },
  selectType: 'checkbox',
  isDeleteEnabled: true,
  isExportEnabled: true,
  editPath: detail,
  detailPath: detail,
};

export function categoryListColumns(t: TFunction): ListColumn<'product-type-category'>[] {
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
      key: 'description',
      label: t('catalog.common.description'),
      typeShow: 'text',
      isSortable: true,
      isFilter: true,
      enableFilterExist: true,
      render: (row) => (
        <Text size="sm" c="dimmed" lineClamp={2}>
          {row.description}
        </Text>
      ),
    },
    {
      key: 'productTypeCount',
      label: t('catalog.categories.productTypeCount'),
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
