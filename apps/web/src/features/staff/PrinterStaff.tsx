import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLiveEvent } from '../../platform/live/socket';
import { STORAGE_KEYS } from '../../platform/storage';
import { useStore } from '../../platform/store';
import { findStaff } from './api';
import { ScanStaffModal } from './ScanStaffModal';
import {
  clearStaff,
  dismissStaffScan,
  startStaffCheck,
  staffStore,
  storeStaff,
  syncStaffFromStorage,
} from './staffSession';

export const CHECK_IN_PATH = '/check-in';

/**
 * The printer floor's staff login inside the shell: the scan modal opens by itself while no staff
 * member is logged in, and the logged-in one is verified again every 5 minutes.
 */
export function PrinterStaff() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { staffId, isScanRequested } = useStore(staffStore);

  useEffect(() => {
    if (!staffId) return undefined;
    return startStaffCheck({
      staffId,
      find: (id) => findStaff(id, 'id'),
      onValid: storeStaff,
      onInvalid: (message) => {
        clearStaff();
        notifications.show({
          color: 'orange',
          message: t('liveShell.staff.checkFailed', { message }),
        });
      },
      // Right after a scan the record is fresh; after a reload only the id is known.
      isImmediate: staffStore.get().staff === null,
    });
  }, [staffId, t]);

  // The owner disabled the member on duty: the station signs them out at once, not at the next
  // 5-minute check (their floor actions are already refused by the server).
  useLiveEvent('disabled', ({ staffId: disabledId }) => {
    if (staffStore.get().staffId !== disabledId) return;
    clearStaff();
    notifications.show({ color: 'orange', message: t('liveShell.staff.disabled') });
  });

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === STORAGE_KEYS.staffId) syncStaffFromStorage();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  return (
    <ScanStaffModal
      opened={staffId === null || isScanRequested}
      onCloseWithoutStaff={() => {
        if (staffStore.get().staffId) {
          dismissStaffScan();
          return;
        }
        clearStaff();
        navigate(CHECK_IN_PATH);
      }}
    />
  );
}
