import {
  ActionIcon,
  Anchor,
  Button,
  Divider,
  Group,
  Indicator,
  Popover,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { capBadge, TOP_BAR_BADGE_CAP, type Notification } from '@platfox/domain';
import { IconBell, IconBellOff, IconChecks } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLiveEvent } from '../../platform/live/socket';
import { useStartSettled } from '../../platform/startSettled';
import { useCurrentUser } from '../../platform/session';
import { fetchNotificationPage, notificationKeys, useRefreshNotifications } from './api';
import { notificationLink } from './link';
import { formatSentAt } from './time';
import { useNotificationActions } from './useNotificationActions';
import { noticeTitleWords } from './noticeWording';

/** The latest notifications the dropdown shows; the panel has the rest. */
const BELL_ITEMS = 10;

/**
 * The notification dropdown of the top bar (spec 01 section 2.8): the unread count capped at 9+,
 * the latest notifications (a click marks one read and follows its link), mark all read. A live
 * `notification` event refreshes it.
 */
export function NotificationBell() {
  const { t, i18n } = useTranslation();
  const user = useCurrentUser();
  const refresh = useRefreshNotifications();
  const [isOpen, setOpen] = useState(false);
  const { markRead, markAllRead } = useNotificationActions();
  // Asked once the first screen is drawn (platform/startSettled.ts).
  const isSettled = useStartSettled();
  const { data } = useQuery({
    queryKey: notificationKeys.bell,
    queryFn: ({ signal }) => fetchNotificationPage({ page: 1, mode: 'all' }, signal),
    enabled: isSettled,
  });
  useLiveEvent('notification', () => void refresh());
  const items = (data?.data ?? []).slice(0, BELL_ITEMS);
  const totalUnread = data?.totalUnread ?? 0;
  const badge = capBadge(totalUnread, TOP_BAR_BADGE_CAP);
  const viewer = user ?? { id: '', type: 'SELLER' as const };
  const open = (item: Notification) => {
    setOpen(false);
    void markRead(item).catch(() => undefined);
  };
  return (
    <Popover
      opened={isOpen}
      onChange={setOpen}
      position="bottom-end"
      width={340}
      withArrow
      shadow="md"
    >
      <Popover.Target>
        <Indicator
          label={badge}
          disabled={badge === null}
          size={16}
          color="red"
          offset={4}
          data-testid="notification-badge"
        >
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            onClick={() => setOpen((opened) => !opened)}
            aria-label={t('notifications.bell.open')}
            data-testid="notification-bell"
          >
            <IconBell size={20} />
          </ActionIcon>
        </Indicator>
      </Popover.Target>
      <Popover.Dropdown p={0}>
        <Group justify="space-between" px="md" py="xs" wrap="nowrap">
          <Text fw={600} size="sm">
            {t('notifications.bell.title')}
          </Text>
          <Group gap="xs" wrap="nowrap">
            {totalUnread > 0 && (
              <Button
                variant="subtle"
                size="compact-xs"
                leftSection={<IconChecks size={14} />}
                onClick={() => void markAllRead().catch(() => undefined)}
                data-testid="notifications-mark-all"
              >
                {t('notifications.bell.markAllRead')}
              </Button>
            )}
            <Anchor component={Link} to="/notifications" size="xs" onClick={() => setOpen(false)}>
              {t('notifications.bell.viewAll')}
            </Anchor>
          </Group>
        </Group>
        <Divider />
        {items.length === 0 ? (
          <Stack align="center" gap={4} py="lg" data-testid="notifications-empty">
            <IconBellOff size={24} color="var(--mantine-color-dimmed)" />
            <Text size="sm" c="dimmed">
              {t('notifications.bell.empty')}
            </Text>
          </Stack>
        ) : (
          <ScrollArea.Autosize mah={380}>
            {items.map((item) => (
              <UnstyledButton
                key={item.id}
                component={Link}
                to={notificationLink(item, viewer)}
                onClick={() => open(item)}
                display="block"
                px="md"
                py="xs"
                bg={item.isRead ? undefined : 'var(--mantine-color-blue-light)'}
                data-testid="bell-item"
                data-read={item.isRead}
              >
                <Text size="sm" fw={item.isRead ? 400 : 600} lineClamp={2}>
                  {noticeTitleWords(t, item.title)}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatSentAt(item.sentAt, new Date(), i18n.language)}
                </Text>
              </UnstyledButton>
            ))}
          </ScrollArea.Autosize>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
