import { Button, Text } from '@mantine/core';
import { SERVER_RETRY_INTERVAL_MS } from '@platfox/domain';
import { IconTool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { retryServer, useReconnectCountdown } from './reconnect';
import { HoldPage } from './HoldPage';

const RETRY_EVERY_SECONDS = SERVER_RETRY_INTERVAL_MS / 1_000;

/**
 * The maintenance page (spec 01 section 2.1): reachable only while the server is marked
 * disconnected. It keeps trying every 10 seconds; the first answer clears the flag and the route
 * guard takes the user home.
 */
export default function MaintenancePage() {
  const { t } = useTranslation();
  const { secondsToRetry } = useReconnectCountdown(true, Infinity, RETRY_EVERY_SECONDS);
  return (
    <HoldPage
      icon={<IconTool size={34} />}
      color="orange"
      title={t('liveShell.maintenance.title')}
      body={t('liveShell.maintenance.body')}
      testId="maintenance"
    >
      <Text size="sm" c="dimmed">
        {t('liveShell.maintenance.retryIn', { seconds: secondsToRetry })}
      </Text>
      <Button variant="light" onClick={retryServer}>
        {t('liveShell.maintenance.retry')}
      </Button>
    </HoldPage>
  );
}
