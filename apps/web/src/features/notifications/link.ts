import {
  NOTIFICATION_DETAIL_MODELS,
  USER_TYPE_PREFIX,
  type Notification,
  type NotificationDetailModel,
  type UserType,
} from '@platfox/domain';
import { matchPath } from 'react-router';
import { encodeNotificationLink } from '../../ui/data-list/queryCodec';
import { screenPaths } from '../../ui/screenPaths';

export type LinkViewer = { id: string; type: UserType };
type Linkable = Pick<Notification, 'id' | 'details'>;

const isDetailModel = (model: string): model is NotificationDetailModel =>
  Object.hasOwn(NOTIFICATION_DETAIL_MODELS, model);

/** The notification's own detail page: where a notification without a usable link opens. */
export const notificationDetailPath = (id: string) => `/notification/${encodeURIComponent(id)}`;

/**
 * Where a notification leads (spec 02 section 2.2), by the viewer's role prefix: one record opens
 * `<prefix>/<model>/<id>?m=view`; several open `<prefix>/<plural>` narrowed to them by two
 * encrypted values (notification=true, params=the ids). A notification about the viewer's own
 * account opens their profile. Without details, the notification's own page.
 */
export function buildNotificationLink(notification: Linkable, viewer: LinkViewer): string {
  const details = notification.details;
  const ids = details?.ids ?? [];
  // Staff have no screens of their own: they read the notification itself.
  const prefix = viewer.type === 'STAFF' ? null : USER_TYPE_PREFIX[viewer.type];
  if (!prefix || !details || ids.length === 0 || !isDetailModel(details.model)) {
    return notificationDetailPath(notification.id);
  }
  if (details.model === 'user' && ids.length === 1 && ids[0] === viewer.id) {
    return `${prefix}/profile/edit/${encodeURIComponent(viewer.id)}?m=edit`;
  }
  if (ids.length === 1) {
    return `${prefix}/${details.model}/${encodeURIComponent(ids[0]!)}?m=view`;
  }
  return `${prefix}/${NOTIFICATION_DETAIL_MODELS[details.model]}?${encodeNotificationLink(ids).toString()}`;
}

/** Whether the viewer's route table has a screen at this path (query aside). */
export function isViewerPath(path: string, viewer: LinkViewer): boolean {
  const pathname = path.split('?')[0] ?? path;
  return screenPaths().some(
    (route) => route.userType === viewer.type && matchPath(route.path, pathname) !== null,
  );
}

/** The link, or the notification's own page when the viewer has no screen for its records. */
export function notificationLink(notification: Linkable, viewer: LinkViewer): string {
  const link = buildNotificationLink(notification, viewer);
  if (link.startsWith('/notification/')) return link;
  return isViewerPath(link, viewer) ? link : notificationDetailPath(notification.id);
}
