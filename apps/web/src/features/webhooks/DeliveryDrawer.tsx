import { Code, Drawer, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../platform/i18n/formatDate';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { StatusBadge } from '../../ui/StatusBadge';
import { webhookKeys, webhooksApi } from './api';
import { eventLabel } from './listConfig';

/** One delivery: its event id, the body sent and every attempt with its answer and time. */
export function DeliveryDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const delivery = useQuery({
    queryKey: webhookKeys.delivery(id ?? ''),
    queryFn: ({ signal }) => webhooksApi.delivery(id!, signal),
    enabled: id !== null,
  });
  const data = delivery.data;
  return (
    <Drawer
      opened={id !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={t('webhooks.drawer.title')}
    >
      {delivery.isPending && id !== null && <Loader size="sm" />}
      <ApiErrorAlert error={delivery.error} />
      {data && (
        <Stack gap="md" data-testid="webhook-delivery-drawer">
          <Group gap="sm">
            <StatusBadge status={data.status} />
            <Text fw={600}>{eventLabel(t, data.event)}</Text>
          </Group>
          <Text size="sm" dir="ltr">
            {data.url}
          </Text>
          <Text size="sm">
            {t('webhooks.fields.eventId')}: <Code dir="ltr">{data.eventId}</Code>
          </Text>
          {data.lastError && (
            <Text size="sm" c="red">
              {t('webhooks.fields.lastError')}: {data.lastError}
            </Text>
          )}
          <Table striped data-testid="webhook-attempts">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('webhooks.fields.attempt')}</Table.Th>
                <Table.Th>{t('webhooks.fields.statusCode')}</Table.Th>
                <Table.Th>{t('webhooks.fields.duration')}</Table.Th>
                <Table.Th>{t('webhooks.fields.at')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.attemptLog.map((attempt) => (
                <Table.Tr key={attempt.id}>
                  <Table.Td>{attempt.attempt}</Table.Td>
                  <Table.Td>
                    {attempt.statusCode ?? '—'}
                    {attempt.error && (
                      <Text size="xs" c="dimmed">
                        {attempt.error}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{t('webhooks.drawer.ms', { ms: attempt.durationMs })}</Table.Td>
                  <Table.Td>{formatDateTime(attempt.at)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {data.attemptLog.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('webhooks.drawer.noAttempts')}
            </Text>
          )}
          <Text size="sm" fw={600}>
            {t('webhooks.fields.payload')}
          </Text>
          <Code block dir="ltr" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {JSON.stringify(data.payload, null, 2)}
          </Code>
        </Stack>
      )}
    </Drawer>
  );
}
