import { Burger, Group } from '@mantine/core';
import type { User } from '@platfox/domain';
import { useTranslation } from 'react-i18next';
import { homeOf } from '../../../platform/session';
import { Logo } from '../../../ui/Logo';
import { UserMenu } from './UserMenu';

type TopBarProps = {
  user: User;
  isMobileOpen: boolean;
  isCollapsed: boolean;
  onToggleMobile: () => void;
  onToggleDesktop: () => void;
};

/** Top bar: menu toggle (one for phones, one for desktops), the logo home, the user menu. */
export function TopBar({
  user,
  isMobileOpen,
  isCollapsed,
  onToggleMobile,
  onToggleDesktop,
}: TopBarProps) {
  const { t } = useTranslation();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
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
        <Logo to={homeOf(user)} />
      </Group>
      <UserMenu user={user} />
    </Group>
  );
}
