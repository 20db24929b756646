import { Button, Menu } from '@mantine/core';
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
        leftSection={<IconQrcode size={16} />}
        onClick={requestStaffScan}
        data-testid="staff-login"
      >
        {t('liveShell.staff.login')}
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
          leftSection={<IconUserCheck size={16} />}
          title={t('liveShell.staff.loggedInAs')}
          data-testid="staff-name"
        >
          {name}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('liveShell.staff.loggedInAs')}</Menu.Label>
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
