import { USER_STATUSES } from '@platfox/domain';
import type { TFunction } from 'i18next';
import type { ListColumn, ListConfig, ListRow } from '../../ui/data-list/types';
import type { UserScope } from './scope';
import { UserStatusBadge, UserTypeBadge, VerifiedBadge } from './UserBadges';
import { statusLabel } from '../../ui/statusLabel';

/** A row of the 'user' list model (declared in the domain's contract/lists). */
export type UserRow = ListRow<'user'>;

/**
 * The user list's config: the viewer's own list (root and admins see different types, so their
 * memories are kept apart), rows opening in the mode the viewer may use.
 */
export function userListConfig(scope: UserScope): ListConfig<'user'> {
  const detail = (row: UserRow) => `${scope.prefix}/user/${row.id}`;
  return {
    id: `users${scope.prefix}`,
    model: 'user',
    empty: { message: 'users' },
    defaultSort: { field: 'createdAt', direction: 'desc' },
    // Selection feeds the export of selected rows; users are not deleted in bulk.
    selectType: 'checkbox',
    isExportEnabled: true,
    editPath: scope.canUpdate ? detail : undefined,
    detailPath: scope.canView ? detail : undefined,
  };
}

export function userListColumns(scope: UserScope, t: TFunction): ListColumn<'user'>[] {
  return [
    {
      key: 'fullName',
      label: t('accounts.users.name'),
      typeShow: 'text',
      display: 'link',
      isSortable: true,
      isFilter: true,
    },
    {
      key: 'email',
      label: t('accounts.fields.email'),
      typeShow: 'text',
      display: 'email',
      isSortable: true,
      isFilter: true,
      isShowCopyIcon: true,
    },
    {
      key: 'type',
      label: t('accounts.fields.type'),
      typeShow: 'array',
      isSortable: true,
      isFilter: true,
      filterArrayData: scope.types.map((type) => ({ key: type, label: t(`userType.${type}`) })),
      render: (row) => <UserTypeBadge type={row.type} />,
    },
    {
      key: 'status',
      label: t('accounts.fields.status'),
      typeShow: 'radio',
      isSortable: true,
      isFilter: true,
      filterArrayData: USER_STATUSES.map((status) => ({
        key: status,
        label: statusLabel(t, status),
      })),
      render: (row) => <UserStatusBadge status={row.status} />,
    },
    {
      key: 'isVerified',
      label: t('accounts.users.verification'),
      typeShow: 'boolean',
      isSortable: true,
      isFilter: true,
      render: (row) => <VerifiedBadge isVerified={row.isVerified} />,
    },
    {
      key: 'roleName',
      label: t('accounts.fields.role'),
      typeShow: 'text',
      isDisplay: scope.canManageRoles,
      isSortable: true,
      isFilter: true,
      enableFilterExist: true,
    },
    {
      key: 'phone',
      label: t('accounts.fields.phone'),
      typeShow: 'text',
      isDisplay: false,
      isSortable: true,
      isFilter: true,
      enableFilterExist: true,
      isShowCopyIcon: true,
    },
    {
      key: 'currentBalance',
      label: t('liveShell.topBar.balance'),
      typeShow: 'int',
      display: 'money',
      isDisplay: false,
      isSortable: true,
      isFilter: true,
    },
    {
      key: 'createdAt',
      label: t('accounts.users.createdAt'),
      typeShow: 'time',
      isSortable: true,
      isFilter: true,
    },
  ];
}
