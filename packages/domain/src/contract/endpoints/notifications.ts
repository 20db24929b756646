import { endpoint } from '../endpoint';
import { access } from '../access';
import { dataAnswer, idParamsSchema } from '../../schemas/accounts';
import {
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
} from '../../schemas/notifications';
import { z } from 'zod';

const anyUser = access.anyUser;

/** The notifications endpoints (server: serve(); web: call()). */
export const notificationEndpoints = {
  getNotifications: endpoint({
    method: 'GET',
    path: '/notifications',
    tags: ['notifications'],
    summary: 'A page of my notifications (20, newest first) and the unread count',
    access: anyUser,
    query: notificationListQuerySchema,
    answer: notificationListAnswerSchema,
  }),
  getNotificationsGroup: endpoint({
    method: 'GET',
    path: '/notifications/group',
    tags: ['notifications'],
    summary: "A notification's children, by group id (or 'null'); a page of 20 or all",
    access: anyUser,
    query: notificationGroupQuerySchema,
    answer: dataAnswer(z.array(notificationSchema)),
  }),
  getNotificationsUnreadCount: endpoint({
    method: 'GET',
    path: '/notifications/unread-count',
    tags: ['notifications'],
    summary: 'How many of my notifications are unread (the panel, or one category)',
    access: anyUser,
    query: unreadCountQuerySchema,
    answer: unreadCountAnswerSchema,
  }),
  putNotificationsRead: endpoint({
    method: 'PUT',
    path: '/notifications/read',
    tags: ['notifications'],
    summary: 'Mark one of my notifications read (a parent takes its children with it)',
    access: anyUser,
    body: markNotificationReadBodySchema,
    answer: unreadCountAnswerSchema,
  }),
  putNotificationsGroupMarkAsRead: endpoint({
    method: 'PUT',
    path: '/notifications/group/markAsRead',
    tags: ['notifications'],
    summary: 'Mark all my notifications read, or those of one category',
    access: anyUser,
    query: markAllNotificationsReadQuerySchema,
    answer: unreadCountAnswerSchema,
  }),
  postNotificationsCampaigns: endpoint({
    method: 'POST',
    path: '/notifications/campaigns',
    tags: ['notifications'],
    summary: 'Send a notification to all sellers, all printers or chosen users',
    access: access.admin('NOTIFY_SETTING_DETAIL_CREATE'),
    body: notificationCampaignBodySchema,
    answer: dataAnswer(notificationCampaignSchema),
  }),
  getNotificationsCampaignsOne: endpoint({
    method: 'GET',
    path: '/notifications/campaigns/:id',
    tags: ['notifications'],
    summary: 'A notification an admin sent, with its recipients count',
    access: access.admin('NOTIFY_SETTING_DETAIL_ACCESS'),
    params: idParamsSchema,
    answer: dataAnswer(notificationCampaignSchema),
  }),
  getNotificationsOne: endpoint({
    method: 'GET',
    path: '/notifications/:id',
    tags: ['notifications'],
    summary: 'One of my notifications with its children',
    access: anyUser,
    params: idParamsSchema,
    answer: dataAnswer(notificationSchema),
  }),
};
