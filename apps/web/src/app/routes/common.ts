import { lazyPage } from './lazyPage';
import { routesOf } from './declare';
import type { AppRoute } from './types';

const signedIn = routesOf({ layout: 'shell', audience: 'user' });

/** Routes every signed-in user may open (spec 01 section 2.2). */
export const commonRoutes: AppRoute[] = [
  signedIn('/change-password', 'changePassword', {
    page: lazyPage(() => import('../../features/profile/ChangePasswordPage')),
  }),
  // The blocked screen: a blocked user is held here, everyone else is kept off it (guard).
  signedIn('/user/block', 'blockedUser', {
    layout: 'bare',
    page: lazyPage(() => import('../../features/blocked/BlockedPage')),
  }),
  signedIn('/notifications', 'notifications', {
    page: lazyPage(() => import('../../features/notifications/NotificationsPage')),
  }),
  signedIn('/notification/:id', 'notification', {
    page: lazyPage(() => import('../../features/notifications/NotificationDetailPage')),
  }),
  signedIn('/receipt', 'receipt', {
    page: lazyPage(() => import('../../features/transactions/ReceiptPage')),
  }),
  signedIn('/wip', 'workInProgress'),
];
