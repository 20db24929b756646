import {
  ActionIcon,
  Anchor,
  Divider,
  Group,
  Indicator,
  Popover,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { capBadge, TOP_BAR_BADGE_CAP } from '@platfox/domain';
import { IconBell, IconBellOff } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLiveEvent } from '../../platform/live/socket';
import { EMPTY_BELL, fetchBellNotifications } from './api';

const BELL_QUERY_KEY = ['notifications', 'bell'] as const;

/** The notification dropdown of the top bar (spec 01 section 2.8), unread badge capped at 9+. */
export function NotificationBell() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const { data = EMPTY_BELL } = useQuery({
    queryKey: BELL_QUERY_KEY,
    queryFn: ({ signal }) => fetchBellNotifications(signal),
  });
  useLiveEvent(
    'notification',
    () => void queryClient.invalidateQueries({ queryKey: BELL_QUERY_KEY }),
  );
  const badge = capBadge(data.unreadCount, TOP_BAR_BADGE_CAP);
  return (
    <Popover position="bottom-end" width={320} withArrow shadow="md">
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
            aria-label={t('liveShell.notifications.open')}
            data-testid="notification-bell"
          >
            <IconBell size={20} />
          </ActionIcon>
        </Indicator>
      </Popover.Target>
      <Popover.Dropdown p={0}>
        <Group justify="space-between" px="md" py="xs">
          <Text fw={600} size="sm">
            {t('liveShell.notifications.title')}
          </Text>
          <Anchor component={Link} to="/notifications" size="xs">
            {t('liveShell.notifications.viewAll')}
          </Anchor>
        </Group>
        <Divider />
        {data.items.length === 0 ? (
          <Stack align="center" gap={4} py="lg" data-testid="notifications-empty">
            <IconBellOff size={24} color="var(--mantine-color-dimmed)" />
            <Text size="sm" c="dimmed">
              {t('liveShell.notifications.empty')}
            </Text>
          </Stack>
        ) : (
          <ScrollArea.Autosize mah={360}>
            {data.items.map((item) => (
              <UnstyledButton
                key={item.id}
                component={Link}
                to={`/notification/${encodeURIComponent(item.id)}`}
                display="block"
                px="md"
                py="xs"
                bg={item.isRead ? undefined : 'var(--mantine-color-blue-light)'}
              >
                <Text size="sm" fw={item.isRead ? 400 : 600} lineClamp={2}>
                  {item.subject || t('liveShell.notifications.untitled')}
                </Text>
                {item.createdAt && (
                  <Text size="xs" c="dimmed">
                    {new Date(item.createdAt).toLocaleString(i18n.language)}
                  </Text>
                )}
              </UnstyledButton>
            ))}
          </ScrollArea.Autosize>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
