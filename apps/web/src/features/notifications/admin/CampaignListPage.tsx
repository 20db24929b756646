import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteTitle } from '../../../ui/routeMeta';
import { useCurrentUser } from '../../../platform/session';
import { DataList } from '../../../ui/data-list/DataList';
import { PageHeader } from '../../../ui/PageHeader';
import { CAMPAIGN_LIST_CONFIG, campaignColumns } from './listConfig';

/** /a/notifications: the notifications admins sent, newest first. */
export default function CampaignListPage() {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const user = useCurrentUser();
  const columns = useMemo(() => campaignColumns(t), [t]);
  const canCreate = user?.permissions.includes('NOTIFY_SETTING_DETAIL_CREATE') ?? false;
  return (
    <>
      <PageHeader
        title={title}
        actions={
          canCreate && (
            <Button
              component={Link}
              to="/a/notification/create"
              leftSection={<IconPlus size={16} />}
              data-testid="campaign-create"
            >
              {t('notifications.campaigns.create')}
            </Button>
          )
        }
      />
      <DataList config={CAMPAIGN_LIST_CONFIG} columns={columns} />
    </>
  );
}
