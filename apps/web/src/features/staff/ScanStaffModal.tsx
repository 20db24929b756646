import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconQrcode, IconUserOff } from '@tabler/icons-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { signOut } from '../../platform/session';
import { scanStaffCode } from './api';
import { storeStaff } from './staffSession';

type Notice =
  | { kind: 'format'; value: string }
  | { kind: 'notCheckedIn'; name: string }
  | { kind: 'message'; message: string };

type ScanStaffModalProps = {
  opened: boolean;
  /** Closed without a staff member logged in (the caller sends the workplace to check-in). */
  onCloseWithoutStaff: () => void;
};

/**
 * The scan-staff-code modal (spec 01 sections 4 and 5): a scanner types the QR value and Enter;
 * the value is trimmed, a second Enter while a request runs is ignored. A checked-in staff member is
 * stored and the modal closes; anything else is said in an alert and the input takes focus again.
 */
export function ScanStaffModal({ opened, onCloseWithoutStaff }: ScanStaffModalProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const [notice, setNotice] = useState<Notice | null>(null);
  const [isBusy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const input = useRef<HTMLInputElement>(null);

  const focusInput = () => window.setTimeout(() => input.current?.focus(), 0);

  useEffect(() => {
    if (opened) focusInput();
  }, [opened]);

  const submit = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    const outcome = await scanStaffCode(value, t('errors.connection'));
    inFlight.current = false;
    setBusy(false);
    switch (outcome.kind) {
      case 'empty':
      case 'cancelled':
        break;
      case 'loggedIn':
        setValue('');
        setNotice(null);
        storeStaff(outcome.staff);
        return;
      case 'format':
        setNotice({ kind: 'format', value: outcome.value });
        break;
      case 'notCheckedIn':
        setNotice({
          kind: 'notCheckedIn',
          name: outcome.staff?.fullName ?? outcome.staff?.email ?? '',
        });
        break;
      case 'refused':
        setNotice({
          kind: 'message',
          message: outcome.message || t('liveShell.staff.verifyError'),
        });
        break;
    }
    // A scanner types the next code straight after: start from an empty, focused input.
    setValue('');
    focusInput();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void submit();
  };

  return (
    <Modal
      opened={opened}
      onClose={onCloseWithoutStaff}
      title={t('liveShell.staff.scanTitle')}
      centered
      closeOnClickOutside={false}
      data-testid="scan-staff-modal"
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('liveShell.staff.scanHint')}
        </Text>
        <TextInput
          ref={input}
          label={t('liveShell.staff.codeLabel')}
          leftSection={<IconQrcode size={18} />}
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          autoComplete="off"
          data-autofocus
          data-testid="staff-code-input"
        />
        {notice?.kind === 'format' && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} data-testid="staff-scan-alert">
            {t('liveShell.staff.formatError')} {notice.value}
          </Alert>
        )}
        {notice?.kind === 'message' && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} data-testid="staff-scan-alert">
            {notice.message}
          </Alert>
        )}
        {notice?.kind === 'notCheckedIn' && (
          <Alert
            color="orange"
            icon={<IconUserOff size={18} />}
            title={t('liveShell.staff.checkedInOnly')}
            data-testid="staff-not-checked-in"
          >
            <Stack gap="xs">
              <Text size="sm">{t('liveShell.staff.checkedInOnlyHint', { name: notice.name })}</Text>
              <Group gap="xs">
                <Button
                  size="xs"
                  onClick={() => {
                    setNotice(null);
                    focusInput();
                  }}
                  data-testid="staff-alert-ok"
                >
                  {t('liveShell.staff.ok')}
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => signOut()}
                  data-testid="staff-alert-logout"
                >
                  {t('liveShell.staff.logoutAccount')}
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}
        <Group justify="flex-end">
          <Button onClick={() => void submit()} loading={isBusy} data-testid="staff-code-submit">
            {t('liveShell.staff.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
