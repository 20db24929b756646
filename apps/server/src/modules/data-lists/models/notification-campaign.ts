import { notificationCampaignList, serialiseDate } from '@platfox/domain';
import { eq, sql } from 'drizzle-orm';
import { accountsReadModel } from '../../accounts/index';
import { notificationsReadModel } from '../../notifications/index';
import { selectionOf } from '../model-parts';
import { serveListModel } from '../registry';
const { users } = accountsReadModel;
const { notificationCampaigns } = notificationsReadModel;

const createdByFullName = sql<string | null>`(${users.firstName} || ' ' || ${users.lastName})`;

const columns = {
  title: notificationCampaigns.title,
  description: notificationCampaigns.description,
  audience: notificationCampaigns.audience,
  recipientsCount: notificationCampaigns.recipientsCount,
  sentAt: notificationCampaigns.sentAt,
  createdByFullName,
};

/** The notifications admins sent (/a/notifications), for admins with NOTIFY_SETTING_ACCESS. */
export const notificationCampaignListModel = serveListModel(notificationCampaignList, {
  source: (db, selection) =>
    db
      .select(selection)
      .from(notificationCampaigns)
      .leftJoin(users, eq(users.id, notificationCampaigns.createdBy))
      .$dynamic(),
  id: notificationCampaigns.id,
  columns,
  select: { id: notificationCampaigns.id, ...selectionOf(columns) },
  scope: () => undefined,
  toRow: (row) => ({ ...row, sentAt: serialiseDate(row.sentAt), updatable: false }),
});
