import { Button, Group, Progress, Text } from '@mantine/core';
import { DISCONNECT_COUNTDOWN_SECONDS, SERVER_RETRY_INTERVAL_MS } from '@platfox/domain';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { connectionStore } from '../platform/connection';
import { navigateTo } from '../platform/navigation';
import { sessionStore } from '../platform/session';
import { useStore } from '../platform/store';
import { retryServer, useReconnectCountdown } from './reconnect';
import { BlockingModal } from './BlockingModal';

export const MAINTENANCE_PATH = '/maintenance';
const RETRY_EVERY_SECONDS = SERVER_RETRY_INTERVAL_MS / 1_000;

/**
 * The disconnect-server modal (spec 01 sections 2.8 and 4): when a request got no answer while the
 * browser is online and a token exists, it counts down 60 seconds and retries every 10 seconds; any
 * answer closes it. At zero the app goes to the maintenance page, which keeps trying.
 */
export function ServerDisconnectedModal({ pathname }: { pathname: string }) {
  const { t } = useTranslation();
  const { isServerDisconnected, isClientOffline } = useStore(connectionStore);
  const hasToken = useStore(sessionStore, (state) => state.auth !== null);
  const isOpen =
    isServerDisconnected && !isClientOffline && hasToken && pathname !== MAINTENANCE_PATH;
  const toMaintenance = useCallback(() => navigateTo(MAINTENANCE_PATH), []);
  const { secondsLeft } = useReconnectCountdown(
    isOpen,
    DISCONNECT_COUNTDOWN_SECONDS,
    RETRY_EVERY_SECONDS,
    toMaintenance,
  );
  return (
    <BlockingModal
      opened={isOpen}
      zIndex={1000}
      title={t('liveShell.disconnect.title')}
      testId="server-disconnected-modal"
      icon={<IconPlugConnectedX size={20} />}
      color="red"
      message={<Text size="sm">{t('liveShell.disconnect.body')}</Text>}
    >
      <Progress
        value={(secondsLeft / DISCONNECT_COUNTDOWN_SECONDS) * 100}
        color="red"
        size="sm"
        transitionDuration={900}
      />
      <Group justify="space-between">
        <Text size="sm" c="dimmed" data-testid="disconnect-countdown">
          {t('liveShell.disconnect.countdown', { seconds: secondsLeft })}
        </Text>
        <Button size="xs" variant="light" color="red" onClick={retryServer}>
          {t('liveShell.disconnect.retry')}
        </Button>
      </Group>
    </BlockingModal>
  );
}
