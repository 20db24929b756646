import { Box, Button, Group, Menu, Text } from '@mantine/core';
import { IconLogout, IconQrcode, IconUserCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useStore } from '../../platform/store';
import { clearStaff, requestStaffScan, staffStore } from './staffSession';

/**
 * The printer's staff button in the top bar (spec 01 section 2.8): opens the scan modal, or shows
 * the logged-in staff member's name (or e-mail) with a staff sign-out.
 */
export function StaffButton() {
  const { t } = useTranslation();
  const { staffId, staff } = useStore(staffStore);
  if (!staffId) {
    return (
      <Button
        variant="light"
        size="xs"
        px={{ base: 8, sm: 14 }}
        onClick={requestStaffScan}
        aria-label={t('liveShell.staff.login')}
        data-testid="staff-login"
      >
        {/* A phone's top bar has room for the icon only. */}
        <Group gap={6} wrap="nowrap">
          <IconQrcode size={16} />
          <Box component="span" visibleFrom="sm">
            {t('liveShell.staff.login')}
          </Box>
        </Group>
      </Button>
    );
  }
  const name = staff ? staff.fullName || staff.email || '' : '…';
  return (
    <Menu position="bottom-end" withArrow shadow="md">
      <Menu.Target>
        <Button
          variant="light"
          color="teal"
          size="xs"
          px={{ base: 8, sm: 14 }}
          title={t('liveShell.staff.loggedInAs')}
          aria-label={`${t('liveShell.staff.loggedInAs')} ${name}`}
          data-testid="staff-name"
        >
          {/* On a phone the name would be cut ("Sky Sta"): the icon stays, the menu names them. */}
          <Group gap={6} wrap="nowrap">
            <IconUserCheck size={16} />
            <Box component="span" visibleFrom="sm">
              {name}
            </Box>
          </Group>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('liveShell.staff.loggedInAs')}</Menu.Label>
        <Text size="sm" fw={600} px="sm" pb={6} hiddenFrom="sm" data-testid="staff-menu-name">
          {name}
        </Text>
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} />}
          onClick={clearStaff}
          data-testid="staff-logout"
        >
          {t('liveShell.staff.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
