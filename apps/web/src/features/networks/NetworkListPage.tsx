import { Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteTitle } from '../../ui/routeMeta';
import { useCurrentUser } from '../../platform/session';
import { DataList } from '../../ui/data-list/DataList';
import { PageHeader } from '../../ui/PageHeader';
import { networkListColumns, networkListConfig } from './listConfig';

/** /a/networks: every seller network with its member counts; the owners act, admins look. */
export default function NetworkListPage() {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const user = useCurrentUser();
  const canView =
    user?.type === 'ROOT' || (user?.permissions.includes('NETWORK_DETAIL_ACCESS') ?? false);
  const config = useMemo(() => networkListConfig(canView), [canView]);
  const columns = useMemo(() => networkListColumns(t), [t]);
  return (
    <>
      <PageHeader title={title} />
      <Text size="sm" c="dimmed" mb="md">
        {t('networks.intro')}
      </Text>
      <DataList config={config} columns={columns} />
    </>
  );
}
