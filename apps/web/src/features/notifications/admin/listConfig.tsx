import { NOTIFICATION_CAMPAIGN_AUDIENCES } from '@platfox/domain';
import type { TFunction } from 'i18next';
import type { ListColumn, ListConfig, ListRow } from '../../../ui/data-list/types';

/** A row of the 'notification-campaign' list model (declared in the domain's contract/lists). */
export type CampaignRow = ListRow<'notification-campaign'>;

export const CAMPAIGN_LIST_CONFIG: ListConfig<'notification-campaign'> = {
  id: 'notification-campaigns',
  model: 'notification-campaign',
  empty: { message: 'campaigns' },
  defaultSort: { field: 'sentAt', direction: 'desc' },
  detailPath: (row) => `/a/notification/${row.id}`,
};

export function campaignColumns(t: TFunction): ListColumn<'notification-campaign'>[] {
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
