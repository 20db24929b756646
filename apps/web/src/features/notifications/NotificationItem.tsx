import {
  Badge,
  Box,
  Button,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import type { Notification } from '@platfox/domain';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fetchGroupItems, notificationKeys } from './api';
import { notificationLink, type LinkViewer } from './link';
import { formatSentAt } from './time';

import { noticeDescriptionWords, noticeTitleWords } from './noticeWording';
type ItemProps = {
  item: Notification;
  viewer: LinkViewer;
  now: Date;
  onOpen: (item: Notification) => void;
};

/** One notification: a link that marks it read when followed. */
function NotificationRow({ item, viewer, now, onOpen }: ItemProps) {
  const { t, i18n } = useTranslation();
  return (
    <UnstyledButton
      component={Link}
      to={notificationLink(item, viewer)}
      onClick={() => onOpen(item)}
      display="block"
      p="sm"
      style={{ borderRadius: 'var(--mantine-radius-sm)' }}
      bg={item.isRead ? undefined : 'var(--mantine-color-blue-light)'}
      data-testid="notification-item"
      data-read={item.isRead}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={item.isRead ? 500 : 700} size="sm" lineClamp={2}>
            {noticeTitleWords(t, item.title)}
          </Text>
          {item.description && (
            <Text size="sm" c="dimmed" lineClamp={3}>
              {noticeDescriptionWords(t, item.title, item.description)}
            </Text>
          )}
          <Group gap="xs">
            <Text size="xs" c="dimmed">
              {formatSentAt(item.sentAt, now, i18n.language)}
            </Text>
            {item.actorFullName && (
              <Text size="xs" c="dimmed">
                {t('notifications.panel.by', { name: `\u2068${item.actorFullName}\u2069` })}
              </Text>
            )}
          </Group>
        </Stack>
        <Stack gap={4} align="flex-end">
          <Badge variant="light" size="sm">
            {t(`notifications.types.${item.type}`)}
          </Badge>
          {!item.isRead && (
            <Badge color="red" variant="dot" size="sm">
              {t('notifications.panel.unreadMark')}
            </Badge>
          )}
        </Stack>
      </Group>
    </UnstyledButton>
  );
}

/** The children of a group, asked for the first time it is expanded and kept afterwards. */
function GroupItems({ parent, ...rest }: Omit<ItemProps, 'item'> & { parent: Notification }) {
  const { data, isPending } = useQuery({
    queryKey: notificationKeys.group(parent.id),
    queryFn: ({ signal }) => fetchGroupItems(parent, signal),
    staleTime: Infinity,
  });
  if (isPending) return <Loader size="sm" m="sm" />;
  return (
    <Stack gap={4} pl="lg" data-testid="notification-children">
      {(data ?? []).map((child) => (
        <NotificationRow key={child.id} item={child} {...rest} />
      ))}
    </Stack>
  );
}

/** A notification of the panel, with its group's children behind an expand button. */
export function NotificationItem(props: ItemProps) {
  const { t } = useTranslation();
  const [isExpanded, setExpanded] = useState(false);
  const { item } = props;
  return (
    <Paper withBorder radius="sm" p={4}>
      <NotificationRow {...props} />
      {item.hasChildItem && (
        <Box px="sm" pb={4}>
          <Button
            variant="subtle"
            size="compact-xs"
            onClick={() => setExpanded((expanded) => !expanded)}
            rightSection={isExpanded ? <IconChevronUp size={14} /> : <IconChevronDown size={14} />}
            data-testid="notification-expand"
          >
            {isExpanded
              ? t('notifications.panel.hideItems')
              : t('notifications.panel.showItems', { count: item.childCount })}
          </Button>
          {isExpanded && (
            <GroupItems parent={item} viewer={props.viewer} now={props.now} onOpen={props.onOpen} />
          )}
        </Box>
      )}
    </Paper>
  );
}
