import { Button, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { SERVER_RETRY_INTERVAL_MS } from '@platfox/domain';
import { IconTool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { retryServer, useReconnectCountdown } from './reconnect';

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
    <Center mih="90vh">
      <Paper withBorder radius="md" p="xl" maw={520} data-testid="maintenance">
        <Stack align="center" ta="center" gap="sm">
          <ThemeIcon size={64} radius="xl" variant="light" color="orange">
            <IconTool size={34} />
          </ThemeIcon>
          <Title order={2}>{t('liveShell.maintenance.title')}</Title>
          <Text c="dimmed">{t('liveShell.maintenance.body')}</Text>
          <Text size="sm" c="dimmed">
            {t('liveShell.maintenance.retryIn', { seconds: secondsToRetry })}
          </Text>
          <Button variant="light" onClick={retryServer}>
            {t('liveShell.maintenance.retry')}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
