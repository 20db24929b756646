import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { roleListColumns, ROLE_LIST_CONFIG } from './listConfig';
import { ListPage } from '../../ui/ListPage';

/** /r/user-roles: the roles root gives admins, each a named set of permissions. */
export default function RolesListPage() {
  const { t } = useTranslation();
  const columns = useMemo(() => roleListColumns(t), [t]);
  return (
    <ListPage
      config={ROLE_LIST_CONFIG}
      columns={columns}
      create={{
        to: '/r/user-role/create',
        label: t('accounts.roles.create'),
        testId: 'role-create',
      }}
    />
  );
}
