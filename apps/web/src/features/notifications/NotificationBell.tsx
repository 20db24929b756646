import { IconBell, IconBellOff, IconTruckDelivery } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useRefresh } from '../../platform/api/cachedMutation';
import { useLiveEvent } from '../../platform/live/socket';
import { notificationKeys, useRefreshNotifications } from './api';
import { NotificationDropdown } from './NotificationDropdown';

/**
 * The notification dropdown of the top bar (spec 01 section 2.8): every category but tracking
 * updates, which the seller reads in their own dropdown. A live `notification` event refreshes
 * both (every notification query).
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const refresh = useRefreshNotifications();
  useLiveEvent('notification', () => void refresh());
  return (
    <NotificationDropdown
      kind={{
        queryKey: notificationKeys.bell,
        icon: <IconBell size={20} />,
        emptyIcon: <IconBellOff size={24} color="var(--mantine-color-dimmed)" />,
        openLabel: t('notifications.bell.open'),
        title: t('notifications.bell.title'),
        emptyText: t('notifications.bell.empty'),
        viewAll: '/notifications',
        testIds: {
          badge: 'notification-badge',
          button: 'notification-bell',
          item: 'bell-item',
          empty: 'notifications-empty',
          markAll: 'notifications-mark-all',
        },
      }}
    />
  );
}

/**
 * The seller's tracking-update dropdown (spec 01 section 2.8, spec 03 section 3.5): the
 * TRACKING_UPDATE category with its own unread badge, each update linking to its order. The
 * bell's live `notification` refresh covers a new tracking notification; a tracking code added
 * to one of the seller's items (`order_item_updated` with `addedTracking`) refreshes it as well.
 */
export function TrackingUpdates() {
  const { t } = useTranslation();
  const refresh = useRefresh([notificationKeys.tracking]);
  useLiveEvent('order_item_updated', (payload) => {
    if (payload.addedTracking) void refresh();
  });
  return (
    <NotificationDropdown
      kind={{
        queryKey: notificationKeys.tracking,
        type: 'TRACKING_UPDATE',
        icon: <IconTruckDelivery size={20} />,
        emptyIcon: <IconTruckDelivery size={24} color="var(--mantine-color-dimmed)" />,
        openLabel: t('notifications.tracking.open'),
        title: t('notifications.tracking.title'),
        emptyText: t('notifications.tracking.empty'),
        viewAll: '/notifications?type=TRACKING_UPDATE',
        showsDescription: true,
        testIds: {
          badge: 'tracking-badge',
          button: 'tracking-updates',
          item: 'tracking-item',
          empty: 'tracking-empty',
          markAll: 'tracking-mark-all',
        },
      }}
    />
  );
}
