import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteTitle } from '../../ui/routeMeta';
import { DataList } from '../../ui/data-list/DataList';
import { PageHeader } from '../../ui/PageHeader';
import { roleListColumns, ROLE_LIST_CONFIG } from './listConfig';

/** /r/user-roles: the roles root gives admins, each a named set of permissions. */
export default function RolesListPage() {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const columns = useMemo(() => roleListColumns(t), [t]);
  return (
    <>
      <PageHeader
        title={title}
        actions={
          <Button
            component={Link}
            to="/r/user-role/create"
            leftSection={<IconPlus size={16} />}
            data-testid="role-create"
          >
            {t('accounts.roles.create')}
          </Button>
        }
      />
      <DataList config={ROLE_LIST_CONFIG} columns={columns} />
    </>
  );
}
