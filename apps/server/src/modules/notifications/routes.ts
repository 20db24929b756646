import {
  dataAnswer,
  idParamsSchema,
  markAllNotificationsReadQuerySchema,
  markNotificationReadBodySchema,
  notificationCampaignBodySchema,
  notificationCampaignSchema,
  notificationGroupQuerySchema,
  notificationListAnswerSchema,
  notificationListQuerySchema,
  notificationSchema,
  unreadCountAnswerSchema,
  unreadCountQuerySchema,
} from '@platfox/domain';
import { z } from 'zod';
import { access, actorOf } from '../../platform/access';
import { errorResponses } from '../../platform/errors';
import type { App, Services } from '../../platform/types';
import { NotificationCampaignService } from './campaigns';
import { NotificationService } from './service';

const errors = errorResponses;
const tags = ['notifications'];
/** Every user type reads and marks its own notifications (spec 01 section 2.2). */
const anyUser = access.anyUser;
const unread = (totalUnread: number) => ({ status: 200 as const, data: { totalUnread } });

/** Notifications (spec 03 section 7.6): GET with page; GET group; PUT read; PUT group/markAsRead. */
export function notificationRoutes(app: App, { database, live }: Services): void {
  const notifications = new NotificationService(database.db, live);
  const campaigns = new NotificationCampaignService(database.db, notifications);

  app.get('/api/notifications', {
    config: { access: anyUser },
    schema: {
      tags,
      summary: 'A page of my notifications (20, newest first) and the unread count',
      querystring: notificationListQuerySchema,
      response: { 200: notificationListAnswerSchema, ...errors },
    },
    handler: (request) => notifications.list(actorOf(request), request.query),
  });

  app.get('/api/notifications/group', {
    config: { access: anyUser },
    schema: {
      tags,
      summary: "A notification's children, by group id (or 'null'); a page of 20 or all",
      querystring: notificationGroupQuerySchema,
      response: { 200: dataAnswer(z.array(notificationSchema)), ...errors },
    },
    handler: async (request) => ({
      status: 200 as const,
      data: await notifications.group(actorOf(request), request.query),
    }),
  });

  app.get('/api/notifications/unread-count', {
    config: { access: anyUser },
    schema: {
      tags,
      summary: 'How many of my notifications are unread (the panel, or one category)',
      querystring: unreadCountQuerySchema,
      response: { 200: unreadCountAnswerSchema, ...errors },
    },
    handler: async (request) =>
      unread(await notifications.unreadCount(actorOf(request), request.query.type)),
  });

  app.put('/api/notifications/read', {
    config: { access: anyUser },
    schema: {
      tags,
      summary: 'Mark one of my notifications read (a parent takes its children with it)',
      body: markNotificationReadBodySchema,
      response: { 200: unreadCountAnswerSchema, ...errors },
    },
    handler: async (request) =>
      unread(await notifications.markRead(actorOf(request), request.body)),
  });

  app.put('/api/notifications/group/markAsRead', {
    config: { access: anyUser },
    schema: {
      tags,
      summary: 'Mark all my notifications read, or those of one category',
      querystring: markAllNotificationsReadQuerySchema,
      response: { 200: unreadCountAnswerSchema, ...errors },
    },
    handler: async (request) =>
      unread(await notifications.markAllRead(actorOf(request), request.query.type)),
  });

  app.post('/api/notifications/campaigns', {
    config: { access: access.admin('NOTIFY_SETTING_DETAIL_CREATE') },
    schema: {
      tags,
      summary: 'Send a notification to all sellers, all printers or chosen users',
      body: notificationCampaignBodySchema,
      response: { 200: dataAnswer(notificationCampaignSchema), ...errors },
    },
    handler: async (request) => ({
      status: 200 as const,
      data: await campaigns.create(actorOf(request), request.body),
    }),
  });

  app.get('/api/notifications/campaigns/:id', {
    config: { access: access.admin('NOTIFY_SETTING_DETAIL_ACCESS') },
    schema: {
      tags,
      summary: 'A notification an admin sent, with its recipients count',
      params: idParamsSchema,
      response: { 200: dataAnswer(notificationCampaignSchema), ...errors },
    },
    handler: async (request) => ({
      status: 200 as const,
      data: await campaigns.get(request.params.id),
    }),
  });

  app.get('/api/notifications/:id', {
    config: { access: anyUser },
    schema: {
      tags,
      summary: 'One of my notifications with its children',
      params: idParamsSchema,
      response: { 200: dataAnswer(notificationSchema), ...errors },
    },
    handler: async (request) => ({
      status: 200 as const,
      data: await notifications.get(actorOf(request), request.params.id),
    }),
  });
}
