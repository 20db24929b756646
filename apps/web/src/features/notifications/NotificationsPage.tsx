import {
  Alert,
  Button,
  Center,
  Group,
  SegmentedControl,
  Select,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import {
  NOTIFICATION_MODES,
  NOTIFICATION_PLACEHOLDER_COUNT,
  NOTIFICATION_SKELETON_MS,
  NOTIFICATION_TYPES,
  NOTIFICATIONS_RENDERED_IMMEDIATELY,
  type NotificationMode,
  type NotificationType,
} from '@platfox/domain';
import { IconAlertCircle, IconChecks } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useRouteTitle } from '../../ui/routeMeta';
import { useCurrentUser } from '../../platform/session';
import { PageHeader } from '../../ui/PageHeader';
import { fetchNotificationPage, notificationKeys } from './api';
import { LazyBlock } from './LazyBlock';
import { NotificationItem } from './NotificationItem';
import { useNotificationActions } from './useNotificationActions';

const isType = (value: string | null): value is NotificationType =>
  (NOTIFICATION_TYPES as readonly string[]).includes(value ?? '');

function Placeholders() {
  return (
    <Stack gap="xs" data-testid="notifications-skeleton">
      {Array.from({ length: NOTIFICATION_PLACEHOLDER_COUNT }, (_, index) => (
        <Skeleton key={index} height={64} radius="sm" />
      ))}
    </Stack>
  );
}

/** A skeleton for the first second on the page, even when the answer came sooner. */
function useWarmUp(): boolean {
  const [isWarmingUp, setWarmingUp] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setWarmingUp(false), NOTIFICATION_SKELETON_MS);
    return () => clearTimeout(timer);
  }, []);
  return isWarmingUp;
}

/**
 * /notifications (spec 02 section 4.10): every notification of mine, 20 a page, load more until
 * an empty page; a category filter and an unread-only mode; groups expand to their children.
 */
export default function NotificationsPage() {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const user = useCurrentUser();
  const [mode, setMode] = useState<NotificationMode>('all');
  // "View all" of the tracking-update dropdown opens the page on its category (?type=).
  const [params] = useSearchParams();
  const [type, setType] = useState<NotificationType | undefined>(() => {
    const asked = params.get('type');
    return isType(asked) ? asked : undefined;
  });
  const isWarmingUp = useWarmUp();
  const { markRead, markAllRead } = useNotificationActions();
  const feed = useInfiniteQuery({
    queryKey: notificationKeys.feed(type, mode),
    queryFn: ({ pageParam, signal }) =>
      fetchNotificationPage({ page: pageParam, type, mode }, signal),
    initialPageParam: 1,
    // An empty page means there is nothing more (spec 02 section 4.10).
    getNextPageParam: (last) => (last.data.length === 0 ? undefined : last.page + 1),
  });
  const pages = feed.data?.pages ?? [];
  const items = pages.flatMap((page) => page.data);
  const totalUnread = pages[0]?.totalUnread ?? 0;
  const viewer = user ?? { id: '', type: 'SELLER' as const };
  const now = new Date();
  const isLoading = isWarmingUp || feed.isPending;

  return (
    <>
      <PageHeader
        title={title}
        actions={
          <Button
            variant="light"
            leftSection={<IconChecks size={16} />}
            disabled={totalUnread === 0}
            onClick={() => void markAllRead().catch(() => undefined)}
            data-testid="notifications-mark-all"
          >
            {t('notifications.panel.markAllRead')}
          </Button>
        }
      />
      <Group mb="md" gap="sm">
        <SegmentedControl
          value={mode}
          onChange={(value) => setMode(value === 'unread' ? 'unread' : 'all')}
          data={NOTIFICATION_MODES.map((value) => ({
            value,
            label: t(`notifications.panel.${value}`),
          }))}
          data-testid="notifications-mode"
        />
        <Select
          aria-label={t('notifications.panel.category')}
          placeholder={t('notifications.panel.allCategories')}
          clearable
          value={type ?? null}
          onChange={(value) => setType(isType(value) ? value : undefined)}
          data={NOTIFICATION_TYPES.map((value) => ({
            value,
            label: t(`notifications.types.${value}`),
          }))}
          data-testid="notifications-type"
        />
      </Group>
      {feed.isError && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} mb="md">
          {t('notifications.panel.failed')}
        </Alert>
      )}
      {isLoading ? (
        <Placeholders />
      ) : (
        <Stack gap="xs" data-testid="notifications-list">
          {items.length === 0 && !feed.isError && (
            <Text c="dimmed" ta="center" py="lg" data-testid="notifications-none">
              {t('notifications.panel.empty')}
            </Text>
          )}
          {items.map((item, index) => {
            const row = (
              <NotificationItem
                item={item}
                viewer={viewer}
                now={now}
                onOpen={(opened) => void markRead(opened).catch(() => undefined)}
              />
            );
            return index < NOTIFICATIONS_RENDERED_IMMEDIATELY ? (
              <div key={item.id}>{row}</div>
            ) : (
              <LazyBlock key={item.id}>{row}</LazyBlock>
            );
          })}
          {feed.isFetchingNextPage && <Placeholders />}
          <Center py="sm">
            {feed.hasNextPage ? (
              <Button
                variant="default"
                loading={feed.isFetchingNextPage}
                onClick={() => void feed.fetchNextPage()}
                data-testid="notifications-load-more"
              >
                {t('notifications.panel.loadMore')}
              </Button>
            ) : (
              items.length > 0 && (
                <Text size="sm" c="dimmed" data-testid="notifications-no-more">
                  {t('notifications.panel.noMore')}
                </Text>
              )
            )}
          </Center>
        </Stack>
      )}
    </>
  );
}
