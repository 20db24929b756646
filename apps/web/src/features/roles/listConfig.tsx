import { Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { createdAtColumn, descriptionColumn } from '../../ui/data-list/commonColumns';
import type { ListColumn, ListConfig, ListRow } from '../../ui/data-list/types';

/** A row of the 'user-role' list model (declared in the domain's contract/lists). */
export type RoleRow = ListRow<'user-role'>;

/** Roles belong to root; a role held by users is refused by the server with its reason. */
export const ROLE_LIST_CONFIG: ListConfig<'user-role'> = {
  id: 'user-roles',
  model: 'user-role',
  empty: { message: 'roles', actions: [{ title: 'userRole_create', to: '/r/user-role/create' }] },
  defaultSort: { field: 'name', direction: 'asc' },
  selectType: 'checkbox',
  isDeleteEnabled: true,
  isExportEnabled: true,
  editPath: (row) => `/r/user-role/${row.id}`,
};

export function roleListColumns(t: TFunction): ListColumn<'user-role'>[] {
  return [
    {
      key: 'name',
      label: t('accounts.fields.name'),
      typeShow: 'text',
      display: 'link',
      isSortable: true,
      isFilter: true,
    },
    descriptionColumn(t('accounts.fields.description')),
    {
      key: 'permissions',
      label: t('accounts.roles.permissions'),
      typeShow: 'autocomplete',
      isFilter: true,
      render: (row) => (
        <Text size="sm" data-testid="role-permission-count">
          {Array.isArray(row.permissions) ? row.permissions.length : 0}
        </Text>
      ),
    },
    createdAtColumn(t('accounts.users.createdAt')),
  ];
}
