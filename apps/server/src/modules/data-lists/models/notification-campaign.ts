import { NOTIFICATION_CAMPAIGN_AUDIENCES } from '@platfox/domain';
import { eq, sql } from 'drizzle-orm';
import { users } from '../../accounts/tables';
import { notificationCampaigns } from '../../notifications/tables';
import { defineListModel } from '../registry';

const createdByFullName = sql<string | null>`(${users.firstName} || ' ' || ${users.lastName})`;
const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

/** The notifications admins sent (/a/notifications), for admins with NOTIFY_SETTING_ACCESS. */
export const notificationCampaignListModel = defineListModel({
  name: 'notification-campaign',
  source: (db, selection) =>
    db
      .select(selection)
      .from(notificationCampaigns)
      .leftJoin(users, eq(users.id, notificationCampaigns.createdBy))
      .$dynamic(),
  id: notificationCampaigns.id,
  fields: {
    id: { type: 'array', column: sql`${notificationCampaigns.id}::text` },
    title: { type: 'text', column: notificationCampaigns.title, isSortable: true },
    description: { type: 'text', column: notificationCampaigns.description, isSortable: true },
    audience: {
      type: 'array',
      column: notificationCampaigns.audience,
      isSortable: true,
      choices: NOTIFICATION_CAMPAIGN_AUDIENCES.map((audience) => ({
        key: audience,
        label: audience,
      })),
    },
    recipientsCount: {
      type: 'int',
      column: notificationCampaigns.recipientsCount,
      isSortable: true,
    },
    sentAt: { type: 'time', column: notificationCampaigns.sentAt, isSortable: true },
    createdByFullName: {
      type: 'text',
      column: createdByFullName,
      isSortable: true,
      isExistenceEnabled: true,
    },
  },
  select: {
    id: notificationCampaigns.id,
    title: notificationCampaigns.title,
    description: notificationCampaigns.description,
    audience: notificationCampaigns.audience,
    recipientsCount: notificationCampaigns.recipientsCount,
    sentAt: notificationCampaigns.sentAt,
    createdByFullName,
  },
  defaultSort: { field: 'sentAt', direction: 'desc' },
  access: { types: ['ADMIN'], permission: 'NOTIFY_SETTING_ACCESS' },
  scope: () => undefined,
  toRow: (row) => ({
    ...row,
    id: String(row.id),
    sentAt: iso(row.sentAt),
    updatable: false,
  }),
});
