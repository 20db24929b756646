import {
  ActionIcon,
  Badge,
  Divider,
  Group,
  NavLink,
  ScrollArea,
  Text,
  Tooltip,
} from '@mantine/core';
import { capBadge, MENU_BADGE_CAP, type User } from '@platfox/domain';
import { IconPlus } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { isAccountType } from '../../../platform/session';
import { canSeeMenuItem, filterMenu, MENUS, type MenuEntry, type MenuItem } from '../../menus';

/** Counts per pending-task key; 'new' shows the New badge. */
export type MenuBadges = Partial<Record<string, number | 'new'>>;

type SideMenuProps = { user: User; badges?: MenuBadges };

/** The side menu of the user's own type, with what the user may not open left out. */
export function SideMenu({ user, badges = {} }: SideMenuProps) {
  const entries = useMemo(
    () =>
      isAccountType(user.type)
        ? filterMenu(MENUS[user.type], (item) => canSeeMenuItem(item, user))
        : [],
    [user],
  );
  return (
    <ScrollArea p="xs" data-testid="side-menu">
      {entries.map((entry) => (
        <Entry
          key={entry.id}
          entry={entry}
          badges={badges}
          color={user.type === 'ROOT' ? 'grape' : undefined}
        />
      ))}
    </ScrollArea>
  );
}

type EntryProps = { entry: MenuEntry; badges: MenuBadges; color: string | undefined };

function Entry({ entry, badges, color }: EntryProps) {
  const { t } = useTranslation();
  if (entry.kind === 'divider') return <Divider my="xs" />;
  if (entry.kind === 'section') {
    return (
      <>
        <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pt="md" pb={4}>
          {t(`menu.sections.${entry.label}`)}
        </Text>
        {entry.children.map((child) => (
          <Entry key={child.id} entry={child} badges={badges} color={color} />
        ))}
      </>
    );
  }
  return <Item item={entry} badges={badges} color={color} />;
}

function Item({
  item,
  badges,
  color,
}: {
  item: MenuItem;
  badges: MenuBadges;
  color: string | undefined;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const Icon = item.icon;
  const count = item.badgeKey ? badges[item.badgeKey] : undefined;
  const capped = typeof count === 'number' ? capBadge(count, MENU_BADGE_CAP) : null;
  const badge =
    count === 'new' ? (
      <Badge size="sm">{t('menu.badgeNew')}</Badge>
    ) : capped ? (
      <Badge size="sm" color="red">
        {capped}
      </Badge>
    ) : null;
  const isActive = pathname === item.link;
  const children = item.children?.map((child) => (
    <Item key={child.id} item={child} badges={badges} color={color} />
  ));
  const link = (
    <NavLink
      component={Link}
      to={item.link}
      label={t(`title.${item.label}`)}
      leftSection={<Icon size={18} stroke={1.6} />}
      rightSection={badge}
      active={isActive}
      disabled={item.isDisabled}
      color={color}
      defaultOpened={item.children?.some((child) => child.link === pathname)}
      style={{ borderRadius: 'var(--mantine-radius-sm)' }}
      data-testid={`menu-item-${item.link}`}
    >
      {children}
    </NavLink>
  );
  if (!item.createLink) return link;
  return (
    <Group gap={2} wrap="nowrap">
      <div style={{ flex: 1, minWidth: 0 }}>{link}</div>
      <Tooltip label={t('menu.create')}>
        <ActionIcon
          component={Link}
          to={item.createLink}
          variant="subtle"
          aria-label={t('menu.create')}
        >
          <IconPlus size={16} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
