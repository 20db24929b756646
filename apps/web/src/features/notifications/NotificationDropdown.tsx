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
import {
  capBadge,
  TOP_BAR_BADGE_CAP,
  type Notification,
  type NotificationType,
} from '@platfox/domain';
import { IconChecks } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStartSettled } from '../../platform/startSettled';
import { Ltr } from '../../ui/Bidi';
import { useCurrentUser } from '../../platform/session';
import { fetchNotificationPage } from './api';
import { notificationLink } from './link';
import { formatSentAt } from './time';
import { useNotificationActions } from './useNotificationActions';
import { noticeTitleWords } from './noticeWording';

/** The latest notifications a dropdown shows; the panel has the rest. */
const DROPDOWN_ITEMS = 10;

/** What tells one top-bar dropdown from another: its category, words, icons and test ids. */
export type DropdownKind = {
  queryKey: readonly unknown[];
  /** The category it lists; none: the panel (every category but tracking updates). */
  type?: NotificationType;
  icon: ReactNode;
  emptyIcon: ReactNode;
  openLabel: string;
  title: string;
  emptyText: string;
  /** Where "View all" leads. */
  viewAll: string;
  /** Each item shows its description under the title (the tracking codes: data, left to right). */
  showsDescription?: boolean;
  testIds: { badge: string; button: string; item: string; empty: string; markAll: string };
};

/**
 * A notification dropdown of the top bar (spec 01 section 2.8): the unread count capped at 9+,
 * the latest notifications of its kind (a click marks one read and follows its link), mark all
 * read. The bell and the seller's tracking updates are two of these; the live refresh is theirs.
 */
export function NotificationDropdown({ kind }: { kind: DropdownKind }) {
  const { t, i18n } = useTranslation();
  const user = useCurrentUser();
  const [isOpen, setOpen] = useState(false);
  const { markRead, markAllRead } = useNotificationActions(kind.type);
  // Asked once the first screen is drawn (platform/startSettled.ts).
  const isSettled = useStartSettled();
  const { data } = useQuery({
    queryKey: kind.queryKey,
    queryFn: ({ signal }) =>
      fetchNotificationPage({ page: 1, type: kind.type, mode: 'all' }, signal),
    enabled: isSettled,
  });
  const items = (data?.data ?? []).slice(0, DROPDOWN_ITEMS);
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
      // Never wider than a 390 px phone's screen.
      width="min(340px, calc(100vw - 16px))"
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
          data-testid={kind.testIds.badge}
        >
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            onClick={() => setOpen((opened) => !opened)}
            aria-label={kind.openLabel}
            data-testid={kind.testIds.button}
          >
            {kind.icon}
          </ActionIcon>
        </Indicator>
      </Popover.Target>
      <Popover.Dropdown p={0}>
        {/* On a phone the actions go under the title rather than being cut. */}
        <Group justify="space-between" px="md" py="xs" gap={4}>
          <Text fw={600} size="sm">
            {kind.title}
          </Text>
          <Group gap="xs" wrap="nowrap">
            {totalUnread > 0 && (
              <Button
                variant="subtle"
                size="compact-xs"
                leftSection={<IconChecks size={14} />}
                onClick={() => void markAllRead().catch(() => undefined)}
                data-testid={kind.testIds.markAll}
              >
                {t('notifications.bell.markAllRead')}
              </Button>
            )}
            <Anchor component={Link} to={kind.viewAll} size="xs" onClick={() => setOpen(false)}>
              {t('notifications.bell.viewAll')}
            </Anchor>
          </Group>
        </Group>
        <Divider />
        {items.length === 0 ? (
          <Stack align="center" gap={4} py="lg" data-testid={kind.testIds.empty}>
            {kind.emptyIcon}
            <Text size="sm" c="dimmed">
              {kind.emptyText}
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
                data-testid={kind.testIds.item}
                data-read={item.isRead}
              >
                <Text size="sm" fw={item.isRead ? 400 : 600} lineClamp={2}>
                  {noticeTitleWords(t, item.title)}
                </Text>
                {kind.showsDescription && item.description && (
                  <Text size="xs" lineClamp={1}>
                    <Ltr>{item.description}</Ltr>
                  </Text>
                )}
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
