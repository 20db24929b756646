import type { TFunction } from 'i18next';
import {
  createdAtColumn,
  descriptionColumn,
  plainColumn,
} from '../../../ui/data-list/commonColumns';
import type { ListColumn, ListRow } from '../../../ui/data-list/types';
import { catalogListConfig, nameColumn } from './common';

/** A row of the 'product-type-category' list model (declared in the domain's contract/lists). */
export type CategoryRow = ListRow<'product-type-category'>;

/** Deleting a category leaves its product types without one. */
export const CATEGORY_LIST_CONFIG = catalogListConfig(
  'product-type-category',
  'product-type-categories',
  'categories',
  'product-type-category',
);

export function categoryListColumns(t: TFunction): ListColumn<'product-type-category'>[] {
  return [
    nameColumn(t),
    descriptionColumn(t('catalog.common.description')),
    plainColumn('productTypeCount', t('catalog.categories.productTypeCount')),
    createdAtColumn(t('catalog.common.createdAt')),
  ];
}
