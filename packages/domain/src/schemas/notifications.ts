import { z } from 'zod';
import {
  NOTIFICATION_CAMPAIGN_AUDIENCES,
  NOTIFICATION_MAX_RECIPIENTS,
  NOTIFICATION_MODES,
  NOTIFICATION_NO_GROUP,
  NOTIFICATION_TYPES,
} from '../notifications';
import { parseBoolean } from '../strings';
import { formatMessage } from '../validation';
import { DEFAULT_MAX_LENGTH } from './fields';

/** A query-string flag: true, false, "true" or "false" (spec 03 section 5). */
export const booleanFlagSchema = z.preprocess(
  (value) => parseBoolean(value) ?? value,
  z.boolean({ message: 'The value must be true or false' }),
);

/** What a notification points at: a model's collection name and the record ids. */
export const notificationDetailsSchema = z.object({
  model: z.string().min(1).max(64),
  ids: z.array(z.string().min(1).max(64)).max(NOTIFICATION_MAX_RECIPIENTS),
});
export type NotificationDetails = z.infer<typeof notificationDetailsSchema>;

const notificationFields = {
  id: z.string(),
  /** The happening several notifications belong to (an admin's campaign, a batch...). */
  groupId: z.string().nullable(),
  /** The notification this one is grouped under; null for a top-level one. */
  parentId: z.string().nullable(),
  /** The first record the notification points at, if any. */
  refId: z.string().nullable(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  description: z.string(),
  details: notificationDetailsSchema.nullable(),
  /** ISO instant; a group's parent carries the time of its latest item. */
  sentAt: z.string(),
  actorFullName: z.string().nullable(),
  isRead: z.boolean(),
  hasChildItem: z.boolean(),
  childCount: z.number().int(),
  /** Sent less than a day ago: the client may show a relative time (it checks its own "today"). */
  hasConvertTime: z.boolean(),
  /** Seconds between sending and answering, so a client with a wrong clock still says "2 min ago". */
  diffTime: z.number().int(),
};

/** A notification as its recipient reads it (spec 02 section 3.9, spec 03 section 3.5). */
export const notificationSchema = z.object({
  ...notificationFields,
  /** Child notifications; empty in lists, which load a group's children on expand. */
  items: z.array(z.object(notificationFields)),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET notifications: page (20 newest first), category, all or unread only. */
export const notificationListQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  type: z.enum(NOTIFICATION_TYPES).optional(),
  mode: z.enum(NOTIFICATION_MODES).default('all'),
});
export type NotificationListQuery = z.input<typeof notificationListQuerySchema>;

export const notificationListAnswerSchema = z.object({
  status: z.literal(200),
  data: z.array(notificationSchema),
  page: z.number().int(),
  totalUnread: z.number().int(),
});
export type NotificationListAnswer = z.infer<typeof notificationListAnswerSchema>;

/** GET notifications/group: a parent's children, by group id or 'null'; all of them or a page. */
export const notificationGroupQuerySchema = z.strictObject({
  parentId: z.string().uuid(),
  type: z.enum(NOTIFICATION_TYPES).optional(),
  groupId: z.union([z.literal(NOTIFICATION_NO_GROUP), z.string().uuid()]).optional(),
  all: booleanFlagSchema.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type NotificationGroupQuery = z.input<typeof notificationGroupQuerySchema>;

/** PUT notifications/read: one notification; a parent takes its children with it. */
export const markNotificationReadBodySchema = z.strictObject({
  id: z.string().uuid(),
  type: z.enum(NOTIFICATION_TYPES).optional(),
  parentId: z.string().uuid().nullable().optional(),
});
export type MarkNotificationReadBody = z.infer<typeof markNotificationReadBodySchema>;

/** PUT notifications/group/markAsRead: every notification of mine, or of one category. */
export const markAllNotificationsReadQuerySchema = z.strictObject({
  type: z.enum(NOTIFICATION_TYPES).optional(),
});

export const unreadCountQuerySchema = z.strictObject({
  type: z.enum(NOTIFICATION_TYPES).optional(),
});

/** The unread count after a read mark, so the badge follows without another call. */
export const unreadCountAnswerSchema = z.object({
  status: z.literal(200),
  data: z.object({ totalUnread: z.number().int() }),
});

// ---- An admin's notification to many users (/a/notification/create) ----

export const notificationCampaignBodySchema = z
  .strictObject({
    title: z.string().trim().min(1).max(DEFAULT_MAX_LENGTH),
    description: z.string().trim().min(1).max(5_000),
    audience: z.enum(NOTIFICATION_CAMPAIGN_AUDIENCES),
    /** The chosen users; needed when the audience is USERS, ignored otherwise. */
    userIds: z.array(z.string().uuid()).max(NOTIFICATION_MAX_RECIPIENTS).optional(),
  })
  .refine((body) => body.audience !== 'USERS' || (body.userIds?.length ?? 0) > 0, {
    message: formatMessage('selectAtLeastOne', { name: 'user' }),
    path: ['userIds'],
  });
export type NotificationCampaignBody = z.input<typeof notificationCampaignBodySchema>;

export const notificationCampaignSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  audience: z.enum(NOTIFICATION_CAMPAIGN_AUDIENCES),
  userIds: z.array(z.string()),
  recipientsCount: z.number().int(),
  sentAt: z.string(),
  createdByFullName: z.string().nullable(),
});
export type NotificationCampaign = z.infer<typeof notificationCampaignSchema>;
