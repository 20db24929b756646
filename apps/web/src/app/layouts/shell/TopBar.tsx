import { Burger, Group } from '@mantine/core';
import type { User } from '@platfox/domain';
import { useTranslation } from 'react-i18next';
import {
  NotificationBell,
  TrackingUpdates,
} from '../../../features/notifications/NotificationBell';
import { StaffButton } from '../../../features/staff/StaffButton';
import { BadgeMedal } from '../../../features/engagement/BadgeMedal';
import { homeOf } from '../../../platform/session';
import { Logo } from '../../../ui/Logo';
import { AddressReminder, BalanceControl, CompactBalance, FullscreenToggle } from './TopBarItems';
import { UserMenu } from './UserMenu';

type TopBarProps = {
  user: User;
  isMobileOpen: boolean;
  isCollapsed: boolean;
  onToggleMobile: () => void;
  onToggleDesktop: () => void;
};

/**
 * Top bar (spec 01 section 2.8): menu toggle (one for phones, one for desktops) and the logo home;
 * on the right the seller's balance, address reminder and badge medal, the printer's staff button,
 * full screen, the seller's tracking updates, notifications and the user menu. On a phone the bar keeps to the icons, the avatar
 * and the seller's balance figure: nothing in it is cut or pushes the page sideways.
 */
export function TopBar({
  user,
  isMobileOpen,
  isCollapsed,
  onToggleMobile,
  onToggleDesktop,
}: TopBarProps) {
  const { t } = useTranslation();
  const isSeller = user.type === 'SELLER';
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap" miw={0}>
        <Burger
          opened={isMobileOpen}
          onClick={onToggleMobile}
          hiddenFrom="sm"
          size="sm"
          aria-label={t('shell.toggleMenu')}
          data-testid="menu-toggle-mobile"
        />
        <Burger
          opened={!isCollapsed}
          onClick={onToggleDesktop}
          visibleFrom="sm"
          size="sm"
          aria-label={t('shell.toggleMenu')}
          data-testid="menu-toggle"
        />
        <Logo to={homeOf(user)} isCompactOnPhone />
      </Group>
      <Group gap="xs" wrap="nowrap">
        {isSeller && <BalanceControl user={user} />}
        {isSeller && <CompactBalance user={user} />}
        {user.type === 'PRINTER' && <StaffButton />}
        {isSeller && <AddressReminder count={user.addressReminderCount} />}
        {isSeller && <BadgeMedal />}
        <FullscreenToggle />
        {isSeller && <TrackingUpdates />}
        <NotificationBell />
        <UserMenu user={user} />
      </Group>
    </Group>
  );
}
