import { notificationEndpoints as endpoints } from '@platfox/domain';
import { ok, serve } from '../../platform/serve';

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

  serve(app, endpoints.getNotificationsGroup, async (request) =>
    ok(await notifications.group(actorOf(request), request.query)),
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

  serve(app, endpoints.postNotificationsCampaigns, async (request) =>
    ok(await campaigns.create(actorOf(request), request.body)),
  );

  serve(app, endpoints.getNotificationsCampaignsOne, async (request) =>
    ok(await campaigns.get(request.params.id)),
  );

  serve(app, endpoints.getNotificationsOne, async (request) =>
    ok(await notifications.get(actorOf(request), request.params.id)),
  );
}
