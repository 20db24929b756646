import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { Notification } from '@platfox/domain';
import { IconAlertCircle, IconArrowLeft, IconExternalLink } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useRouteTitle } from '../../ui/routeMeta';
import { formatDateTime } from '../../platform/i18n/formatDate';
import { useCurrentUser } from '../../platform/session';
import { PageHeader } from '../../ui/PageHeader';
import { fetchNotification, notificationKeys } from './api';
import { notificationLink, type LinkViewer } from './link';
import { useNotificationActions } from './useNotificationActions';

import { noticeDescriptionWords, noticeTitleWords } from './noticeWording';
function Body({ item, viewer }: { item: Notification; viewer: LinkViewer }) {
  const { t } = useTranslation();
  const link = notificationLink(item, viewer);
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Title order={3} data-testid="notification-title">
            {noticeTitleWords(t, item.title)}
          </Title>
          <Badge variant="light">{t(`notifications.types.${item.type}`)}</Badge>
        </Group>
        {item.description && (
          <Text style={{ whiteSpace: 'pre-wrap' }} data-testid="notification-description">
            {noticeDescriptionWords(t, item.title, item.description)}
          </Text>
        )}
        <Group gap="lg">
          <Text size="sm" c="dimmed">
            {t('notifications.detail.sentAt')}: {formatDateTime(item.sentAt)}
          </Text>
          {item.actorFullName && (
            <Text size="sm" c="dimmed">
              {t('notifications.detail.actor')}: {item.actorFullName}
            </Text>
          )}
        </Group>
        {!link.startsWith('/notification/') && (
          <Group>
            <Button
              component={Link}
              to={link}
              leftSection={<IconExternalLink size={16} />}
              data-testid="notification-open"
            >
              {t('notifications.detail.open')}
            </Button>
          </Group>
        )}
        {item.items.length > 0 && (
          <Stack gap={4} mt="sm">
            <Text fw={600} size="sm">
              {t('notifications.detail.items')}
            </Text>
            {item.items.map((child) => (
              <Text key={child.id} size="sm" data-testid="notification-child">
                {noticeTitleWords(t, child.title)}
              </Text>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

/** /notification/:id: one of my notifications, marked read when opened. */
export default function NotificationDetailPage() {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const { id = '' } = useParams();
  const user = useCurrentUser();
  const { markRead } = useNotificationActions();
  const { data, isPending, isError } = useQuery({
    queryKey: notificationKeys.detail(id),
    queryFn: ({ signal }) => fetchNotification(id, signal),
    retry: false,
  });
  useEffect(() => {
    if (data && !data.isRead) void markRead(data).catch(() => undefined);
  }, [data, markRead]);

  return (
    <>
      <PageHeader title={title} />
      <Anchor component={Link} to="/notifications" size="sm" mb="md" display="inline-flex">
        <IconArrowLeft size={16} />
        {t('notifications.detail.back')}
      </Anchor>
      {isPending && <Skeleton height={160} radius="md" />}
      {isError && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} data-testid="notification-missing">
          {t('notifications.detail.notFound')}
        </Alert>
      )}
      {data && <Body item={data} viewer={user ?? { id: '', type: 'SELLER' }} />}
    </>
  );
}
