import { Button } from '@mantine/core';
import {
  NOTIFICATION_CAMPAIGN_AUDIENCES,
  type DataListRow,
  type NotificationCampaignAudience,
} from '@platfox/domain';
import { IconPlus } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteTitle } from '../../../app/routes/hooks';
import { useCurrentUser } from '../../../platform/session';
import { DataList } from '../../../ui/data-list/DataList';
import type { DataListColumn, DataListConfig } from '../../../ui/data-list/types';
import { PageHeader } from '../../../ui/PageHeader';

/** A row of the 'notification-campaign' list model. */
export type CampaignRow = DataListRow & {
  title: string;
  description: string;
  audience: NotificationCampaignAudience;
  recipientsCount: number;
  sentAt: string;
  createdByFullName: string | null;
};

const CONFIG: DataListConfig<CampaignRow> = {
  id: 'notification-campaigns',
  model: 'notification-campaign',
  defaultSort: { field: 'sentAt', direction: 'desc' },
  selectType: 'none',
  detailPath: (row) => `/a/notification/${row.id}`,
};

function campaignColumns(t: TFunction): DataListColumn<CampaignRow>[] {
  return [
    {
      key: 'title',
      label: t('notifications.campaigns.title'),
      typeShow: 'text',
      display: 'link',
      isSortable: true,
      isFilter: true,
    },
    {
      key: 'description',
      label: t('notifications.campaigns.description'),
      typeShow: 'text',
      isFilter: true,
    },
    {
      key: 'audience',
      label: t('notifications.campaigns.audience'),
      typeShow: 'array',
      isSortable: true,
      isFilter: true,
      filterArrayData: NOTIFICATION_CAMPAIGN_AUDIENCES.map((audience) => ({
        key: audience,
        label: t(`notifications.campaigns.audiences.${audience}`),
      })),
      render: (row) => t(`notifications.campaigns.audiences.${row.audience}`),
    },
    {
      key: 'recipientsCount',
      label: t('notifications.campaigns.recipientsCount'),
      typeShow: 'int',
      isSortable: true,
      isFilter: true,
    },
    {
      key: 'sentAt',
      label: t('notifications.campaigns.sentAt'),
      typeShow: 'time',
      isSortable: true,
      isFilter: true,
    },
    {
      key: 'createdByFullName',
      label: t('notifications.campaigns.createdBy'),
      typeShow: 'text',
      isSortable: true,
      isFilter: true,
    },
  ];
}

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
      <DataList config={CONFIG} columns={columns} />
    </>
  );
}
