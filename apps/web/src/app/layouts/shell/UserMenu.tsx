import { Avatar, Box, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { USER_TYPE_LABELS, USER_TYPE_PREFIX, type User } from '@platfox/domain';
import {
  IconCheck,
  IconChevronDown,
  IconKey,
  IconLock,
  IconLogout,
  IconUser,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { changeLanguage, currentLanguage, LANGUAGES } from '../../../platform/i18n';
import { isAccountType, signOut } from '../../../platform/session';

/** Sellers and printers have an API key page (spec 01 section 2.8). */
const HAS_API_KEY: readonly User['type'][] = ['SELLER', 'PRINTER'];

/** The user dropdown: who is signed in, profile, password, API key, language, logout. */
export function UserMenu({ user }: { user: User }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const prefix = isAccountType(user.type) ? USER_TYPE_PREFIX[user.type] : '';
  return (
    <Menu position="bottom-end" width={240} withArrow shadow="md">
      <Menu.Target>
        <UnstyledButton data-testid="user-menu" aria-label={t('shell.userMenu')}>
          <Group gap="xs" wrap="nowrap">
            <Avatar name={user.fullName} color="initials" radius="xl" size="md" />
            {/* A phone's top bar has room for the avatar only; the name heads the menu there. */}
            <Box visibleFrom="sm">
              <Text size="sm" fw={600} lh={1.2} data-testid="user-full-name">
                <bdi>{user.fullName}</bdi>
              </Text>
              <Text size="xs" c="dimmed" data-testid="user-type">
                {t(`userType.${user.type}`, { defaultValue: USER_TYPE_LABELS[user.type] })}
              </Text>
            </Box>
            <Box visibleFrom="sm" display="flex">
              <IconChevronDown size={14} />
            </Box>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Box hiddenFrom="sm" px="sm" py={6}>
          <Text size="sm" fw={600} lh={1.2}>
            {user.fullName}
          </Text>
          <Text size="xs" c="dimmed">
            {t(`userType.${user.type}`, { defaultValue: USER_TYPE_LABELS[user.type] })}
          </Text>
        </Box>
        <Menu.Divider hiddenFrom="sm" />
        <Menu.Item
          component={Link}
          to={`${prefix}/profile/edit/${user.id}?m=edit`}
          leftSection={<IconUser size={16} />}
          data-testid="menu-profile"
        >
          {t('shell.profile')}
        </Menu.Item>
        <Menu.Item
          component={Link}
          to="/change-password"
          leftSection={<IconLock size={16} />}
          data-testid="menu-change-password"
        >
          {t('shell.changePassword')}
        </Menu.Item>
        {HAS_API_KEY.includes(user.type) && (
          <Menu.Item
            component={Link}
            to={`${prefix}/api-key`}
            leftSection={<IconKey size={16} />}
            data-testid="menu-api-key"
          >
            {t('shell.apiKey')}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Label>{t('shell.language')}</Menu.Label>
        {LANGUAGES.map((code) => (
          <Menu.Item
            key={code}
            lang={code}
            onClick={() => void changeLanguage(code)}
            rightSection={code === language ? <IconCheck size={14} /> : null}
            data-testid={`language-${code}`}
          >
            {t(`languages.${code}`)}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} />}
          onClick={() => signOut()}
          data-testid="logout"
        >
          {t('shell.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
