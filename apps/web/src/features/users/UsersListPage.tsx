import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useRouteTitle } from '../../ui/routeMeta';
import { homeOf, useCurrentUser } from '../../platform/session';
import { DataList } from '../../ui/data-list/DataList';
import { PageHeader } from '../../ui/PageHeader';
import { userListColumns, userListConfig } from './listConfig';
import { userScopeOf } from './scope';
import { CreateButton } from '../../ui/ListPage';

/** /r/users and /a/users: every account root or the admin may manage, as a data list. */
export default function UsersListPage() {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const scope = useMemo(() => userScopeOf(user ?? { type: 'ADMIN', permissions: [] }), [user]);
  const config = useMemo(() => userListConfig(scope), [scope]);
  const columns = useMemo(() => userListColumns(scope, t), [scope, t]);

  return (
    <>
      <PageHeader
        title={title}
        // Root lands here: the page doubles as its home.
        testId={pathname === homeOf(user) ? 'home-title' : 'page-title'}
        actions={
          scope.canCreate && (
            <CreateButton
              to={`${scope.prefix}/user/create`}
              label={t('accounts.users.create')}
              testId="user-create"
            />
          )
        }
      />
      <DataList config={config} columns={columns} />
    </>
  );
}
