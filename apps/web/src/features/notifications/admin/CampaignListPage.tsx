import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../platform/session';
import { CAMPAIGN_LIST_CONFIG, campaignColumns } from './listConfig';
import { ListPage } from '../../../ui/ListPage';

/** /a/notifications: the notifications admins sent, newest first. */
export default function CampaignListPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const columns = useMemo(() => campaignColumns(t), [t]);
  const canCreate = user?.permissions.includes('NOTIFY_SETTING_DETAIL_CREATE') ?? false;
  return (
    <ListPage
      config={CAMPAIGN_LIST_CONFIG}
      columns={columns}
      create={
        canCreate && {
          to: '/a/notification/create',
          label: t('notifications.campaigns.create'),
          testId: 'campaign-create',
        }
      }
    />
  );
}
