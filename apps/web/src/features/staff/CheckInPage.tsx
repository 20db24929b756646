import {
  Alert,
  Anchor,
  Button,
  Center,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { parseStaffQrValue, type Staff } from '@platfox/domain';
import { IconAlertCircle, IconCircleCheck, IconClockHour4, IconQrcode } from '@tabler/icons-react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError, isCancelledRequest } from '../../platform/api';
import { useCurrentUser } from '../../platform/session';
import { recordTimeLog } from './api';

type TimeLogType = 'checkin' | 'checkout';
type Result =
  { kind: 'done'; type: TimeLogType; staff: Staff; at: Date } | { kind: 'error'; message: string };

/**
 * Staff check-in (spec 01 section 2.1): the workplace's screen, signed in as the printer, where a
 * staff member scans their QR code to check in when they start and to check out when they leave
 * (POST printer/time-logs). Without a checked-in staff member the scan modal sends people here.
 */
export default function CheckInPage() {
  const { t, i18n } = useTranslation();
  const user = useCurrentUser();
  const [type, setType] = useState<TimeLogType>('checkin');
  const [code, setCode] = useState('');
  const [result, setResult] = useState<Result | null>(null);
  const [isBusy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const input = useRef<HTMLInputElement>(null);

  if (user?.type !== 'PRINTER') {
    return (
      <Center mih="90vh">
        <Paper withBorder radius="md" p="xl" maw={480} data-testid="check-in-needs-printer">
          <Stack align="center" ta="center">
            <Title order={2}>{t('liveShell.checkIn.title')}</Title>
            <Text c="dimmed">{t('liveShell.checkIn.needsPrinter')}</Text>
            <Button component={Link} to="/login">
              {t('liveShell.checkIn.signIn')}
            </Button>
          </Stack>
        </Paper>
      </Center>
    );
  }

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (inFlight.current) return;
    const value = code.trim();
    if (value === '') return;
    setCode('');
    if (parseStaffQrValue(value) === null) {
      setResult({ kind: 'error', message: `${t('liveShell.staff.formatError')} ${value}` });
      input.current?.focus();
      return;
    }
    inFlight.current = true;
    setBusy(true);
    try {
      const staff = await recordTimeLog(value, type);
      setResult({ kind: 'done', type, staff, at: new Date() });
    } catch (error) {
      if (!isCancelledRequest(error)) {
        const message =
          isApiError(error) && error.kind !== 'network' && error.message
            ? error.message
            : t('errors.connection');
        setResult({ kind: 'error', message });
      }
    } finally {
      inFlight.current = false;
      setBusy(false);
      input.current?.focus();
    }
  };

  const time = (at: Date) =>
    at.toLocaleTimeString(i18n.language, { hour: '2-digit', minute: '2-digit' });

  return (
    <Center mih="90vh">
      <Paper withBorder radius="md" p="xl" w="100%" maw={520} data-testid="check-in">
        <form onSubmit={(event) => void submit(event)}>
          <Stack gap="md">
            <Group gap="sm" wrap="nowrap">
              <ThemeIcon size={44} radius="xl" variant="light">
                <IconClockHour4 size={26} />
              </ThemeIcon>
              <Title order={2}>{t('liveShell.checkIn.title')}</Title>
            </Group>
            <Text c="dimmed" size="sm">
              {t('liveShell.checkIn.description')}
            </Text>
            <SegmentedControl
              fullWidth
              value={type}
              onChange={(next) => setType(next as TimeLogType)}
              data={[
                { value: 'checkin', label: t('liveShell.checkIn.checkin') },
                { value: 'checkout', label: t('liveShell.checkIn.checkout') },
              ]}
              data-testid="check-in-type"
            />
            <TextInput
              ref={input}
              label={t('liveShell.checkIn.codeLabel')}
              leftSection={<IconQrcode size={18} />}
              value={code}
              onChange={(event) => setCode(event.currentTarget.value)}
              autoComplete="off"
              autoFocus
              data-testid="check-in-code"
            />
            {result?.kind === 'done' && (
              <Alert
                color="teal"
                icon={<IconCircleCheck size={18} />}
                data-testid="check-in-result"
              >
                {t(
                  result.type === 'checkin'
                    ? 'liveShell.checkIn.checkedIn'
                    : 'liveShell.checkIn.checkedOut',
                  { name: result.staff.fullName, time: time(result.at) },
                )}
              </Alert>
            )}
            {result?.kind === 'error' && (
              <Alert color="red" icon={<IconAlertCircle size={18} />} data-testid="check-in-error">
                {result.message}
              </Alert>
            )}
            <Group justify="space-between">
              <Anchor component={Link} to="/p/scan" size="sm" data-testid="check-in-back">
                {t('liveShell.checkIn.backToWork')}
              </Anchor>
              <Button type="submit" loading={isBusy} data-testid="check-in-submit">
                {t('liveShell.checkIn.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
