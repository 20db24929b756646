import { notificationEndpoints as endpoints } from '@platfox/domain';
import { serve, serveAnswer, serveAs } from '../../platform/serve';

import { actorOf } from '../../platform/access';

import type { App } from '../../platform/types';
import type { Services } from '../../services';
import { NotificationCampaignService } from './campaigns';
import { NotificationService } from './service';
const unread = (totalUnread: number) => ({ status: 200 as const, data: { totalUnread } });

/** Notifications (spec 03 section 7.6): GET with page; GET group; PUT read; PUT group/markAsRead. */
export function notificationRoutes(app: App, { database, live }: Services): void {
  const notifications = new NotificationService(database.db, live);
  const campaigns = new NotificationCampaignService(database.db, notifications);

  serve(app, endpoints.getNotifications, (request) =>
    notifications.list(actorOf(request), request.query),
  );

  serveAs(app, endpoints.getNotificationsGroup, (actor, request) =>
    notifications.group(actor, request.query),
  );

  serve(app, endpoints.getNotificationsUnreadCount, async (request) =>
    unread(await notifications.unreadCount(actorOf(request), request.query.type)),
  );

  serve(app, endpoints.putNotificationsRead, async (request) =>
    unread(await notifications.markRead(actorOf(request), request.body)),
  );

  serve(app, endpoints.putNotificationsGroupMarkAsRead, async (request) =>
    unread(await notifications.markAllRead(actorOf(request), request.query.type)),
  );

  serveAs(app, endpoints.postNotificationsCampaigns, (actor, request) =>
    campaigns.create(actor, request.body),
  );

  serveAnswer(app, endpoints.getNotificationsCampaignsOne, (request) =>
    campaigns.get(request.params.id),
  );

  serveAs(app, endpoints.getNotificationsOne, (actor, request) =>
    notifications.get(actor, request.params.id),
  );
}
