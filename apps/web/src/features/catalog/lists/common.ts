import type { TFunction } from 'i18next';
import type { ListModelName, ListRowOf } from '@platfox/domain';
import type { ModelsWith } from '../../../ui/data-list/commonColumns';
import type { DataListEmpty, ListColumn, ListConfig } from '../../../ui/data-list/types';

/**
 * A catalog list (product types, blank apparel, categories, attributes, upload types): newest
 * first, rows ticked for delete and export, a row's detail and edit at /a/<path>/<id>. What the
 * server keeps on delete (a used record) it says per row.
 */
export function catalogListConfig<M extends ListModelName>(
  model: M,
  id: string,
  empty: DataListEmpty['message'],
  path: string,
): ListConfig<M> {
  const detail = (row: ListRowOf<M>) => `/a/${path}/${(row as { id: string }).id}`;
  return {
    id,
    model,
    empty: { message: empty },
    defaultSort: { field: 'createdAt', direction: 'desc' },
    selectType: 'checkbox',
    isDeleteEnabled: true,
    isExportEnabled: true,
    editPath: detail,
    detailPath: detail,
  };
}

type Key<M extends ListModelName> = ListColumn<M>['key'];

/** The record's name, the link to its detail. */
export const nameColumn = <M extends ModelsWith<'name'>>(t: TFunction): ListColumn<M> => ({
  key: 'name' as Key<M>,
  label: t('catalog.common.name'),
  typeShow: 'text',
  display: 'link',
  isSortable: true,
  isFilter: true,
});
