import {
  ActionIcon,
  Anchor,
  Group,
  Indicator,
  Popover,
  Stack,
  Text,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { accountEndpoints, capBadge, TOP_BAR_BADGE_CAP, type User } from '@platfox/domain';
import {
  IconMapPinExclamation,
  IconMaximize,
  IconMinimize,
  IconRefresh,
} from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { call } from '../../../platform/api';
import { updateUser } from '../../../platform/session';
import { formatMoney } from '../../../platform/i18n/formatMoney';

/** GET accounts/me: the fresh user (balance, address reminders) with badges and transaction. */
export function fetchMe() {
  return call(accountEndpoints.getAccountsMe);
}

/**
 * The seller's balance (spec 01 section 2.8): cents shown as dollars, $0.00 when empty, with a
 * refresh; the live transaction_balance event keeps it current in between.
 */
export function BalanceControl({ user }: { user: User }) {
  const { t } = useTranslation();
  const refresh = useMutation({
    mutationFn: fetchMe,
    onSuccess: (answer) => updateUser(answer.user),
  });
  return (
    <Group gap={4} wrap="nowrap" visibleFrom="sm">
      <Stack gap={0} align="flex-end">
        <Text size="xs" c="dimmed" lh={1.1}>
          {t('liveShell.topBar.balance')}
        </Text>
        <Text fw={700} size="sm" lh={1.2} data-testid="balance">
          {formatMoney(user.currentBalance)}
        </Text>
      </Stack>
      <Tooltip label={t('liveShell.topBar.refreshBalance')}>
        <ActionIcon
          variant="subtle"
          color="gray"
          loading={refresh.isPending}
          onClick={() => refresh.mutate()}
          aria-label={t('liveShell.topBar.refreshBalance')}
          data-testid="balance-refresh"
        >
          <IconRefresh size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

/**
 * The seller's balance on a phone, where the labelled control has no room: the figure alone, in
 * the top bar, and a tap on it refreshes it.
 */
export function CompactBalance({ user }: { user: User }) {
  const { t } = useTranslation();
  const refresh = useMutation({
    mutationFn: fetchMe,
    onSuccess: (answer) => updateUser(answer.user),
  });
  const amount = formatMoney(user.currentBalance);
  return (
    <UnstyledButton
      hiddenFrom="sm"
      onClick={() => refresh.mutate()}
      disabled={refresh.isPending}
      aria-label={t('liveShell.topBar.balanceCompact', { amount })}
      title={t('liveShell.topBar.refreshBalance')}
      data-testid="balance-compact"
    >
      <Text fw={700} size="sm" lh={1.1} c={refresh.isPending ? 'dimmed' : undefined}>
        {amount}
      </Text>
    </UnstyledButton>
  );
}

/** The seller's invalid-address reminder: a count badge (9+) and the way to those orders. */
export function AddressReminder({ count }: { count: number }) {
  const { t } = useTranslation();
  const badge = capBadge(count, TOP_BAR_BADGE_CAP);
  return (
    <Popover position="bottom-end" width={260} withArrow shadow="md">
      <Popover.Target>
        <Indicator label={badge} disabled={badge === null} size={16} color="red" offset={4}>
          <ActionIcon
            variant="subtle"
            color={badge ? 'orange' : 'gray'}
            size="lg"
            aria-label={t('liveShell.topBar.addressReminder')}
            data-testid="address-reminder"
          >
            <IconMapPinExclamation size={20} />
          </ActionIcon>
        </Indicator>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <Text size="sm" data-testid="address-reminder-text">
            {count > 0
              ? t('liveShell.topBar.addressReminderCount', { count })
              : t('liveShell.topBar.addressReminderNone')}
          </Text>
          {count > 0 && (
            <Anchor
              component={Link}
              to="/s/invalid-address-orders"
              size="sm"
              data-testid="address-reminder-link"
            >
              {t('liveShell.topBar.viewDetail')}
            </Anchor>
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

/** Full screen on and off; follows Escape and the browser's own controls. */
export function FullscreenToggle() {
  const { t } = useTranslation();
  const [isFullscreen, setFullscreen] = useState(() => Boolean(document.fullscreenElement));
  useEffect(() => {
    const sync = () => setFullscreen(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);
  if (!document.fullscreenEnabled) return null;
  const label = t(isFullscreen ? 'liveShell.topBar.exitFullscreen' : 'liveShell.topBar.fullscreen');
  const toggle = () =>
    void (
      isFullscreen ? document.exitFullscreen() : document.documentElement.requestFullscreen()
    ).catch(() => undefined);
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        onClick={toggle}
        aria-label={label}
        visibleFrom="sm"
        data-testid="fullscreen-toggle"
      >
        {isFullscreen ? <IconMinimize size={20} /> : <IconMaximize size={20} />}
      </ActionIcon>
    </Tooltip>
  );
}
