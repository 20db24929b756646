import { Affix, Alert, Button, Group, Stack } from '@mantine/core';
import { SERVER_RETRY_INTERVAL_MS } from '@platfox/domain';
import { IconPlugConnectedX, IconWifi, IconWifiOff } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { connectionStore, dismissRestored } from '../platform/connection';
import { sessionStore } from '../platform/session';
import { useStore } from '../platform/store';

/** Spec 01 section 4: while the server is unreachable, try again every 10 seconds. */
const SERVER_RETRY_SECONDS = SERVER_RETRY_INTERVAL_MS / 1_000;

/**
 * Connection notices (spec 01 section 2.8): offline, connection restored (with Refresh), and, for a
 * visitor without a session, the server connection interrupted, retried on a countdown (a signed-in
 * user gets the disconnect-server modal instead). `retry` asks the server anything: any answer
 * clears the disconnected flag in the api client.
 */
export function ConnectionBanner({ retry }: { retry: () => void }) {
  const { t } = useTranslation();
  const { isClientOffline, isRestored, isServerDisconnected } = useStore(connectionStore);
  const isSignedIn = useStore(sessionStore, (state) => state.auth !== null);
  return (
    // Only the notices take clicks, not the strip they are centred in.
    <Affix
      position={{ bottom: 16, left: 16, right: 16 }}
      zIndex={400}
      style={{ pointerEvents: 'none' }}
    >
      <Stack gap="xs" maw={560} mx="auto" style={{ pointerEvents: 'auto' }}>
        {isClientOffline && (
          <Alert color="yellow" icon={<IconWifiOff size={18} />} data-testid="offline-banner">
            {t('connection.offline')}
          </Alert>
        )}
        {isRestored && !isClientOffline && (
          <Alert
            color="green"
            icon={<IconWifi size={18} />}
            withCloseButton
            closeButtonLabel={t('connection.dismiss')}
            onClose={dismissRestored}
            data-testid="restored-banner"
          >
            <Group justify="space-between">
              {t('connection.restored')}
              <Button
                size="xs"
                variant="white"
                onClick={() => window.location.reload()}
                data-testid="restored-refresh"
              >
                {t('connection.refresh')}
              </Button>
            </Group>
          </Alert>
        )}
        {isServerDisconnected && !isClientOffline && !isSignedIn && <ServerRetry retry={retry} />}
      </Stack>
    </Affix>
  );
}

function ServerRetry({ retry }: { retry: () => void }) {
  const { t } = useTranslation();
  const [seconds, setSeconds] = useState(SERVER_RETRY_SECONDS);
  useEffect(() => {
    const timer = window.setTimeout(() => {
      if (seconds > 1) {
        setSeconds(seconds - 1);
        return;
      }
      retry();
      setSeconds(SERVER_RETRY_SECONDS);
    }, 1_000);
    return () => window.clearTimeout(timer);
  }, [seconds, retry]);
  return (
    <Alert color="red" icon={<IconPlugConnectedX size={18} />} data-testid="server-disconnected">
      <Group justify="space-between">
        {t('connection.serverInterrupted')} · {t('connection.retryIn', { seconds })}
        <Button size="xs" variant="white" color="red" onClick={retry}>
          {t('connection.retry')}
        </Button>
      </Group>
    </Alert>
  );
}
