import { Button, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../platform/i18n/formatDate';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { BidiValue } from '../../ui/Bidi';
import { StatusBadge } from '../../ui/StatusBadge';
import { storeKeys, storesApi, useStoreMutation } from './api';

/** Tracking codes that did not reach the store yet (retrying or failed), with a Retry on failed ones. */
export function TrackingPushes({ idStore }: { idStore: string }) {
  const { t } = useTranslation();
  const pushes = useQuery({
    queryKey: storeKeys.pushes(idStore),
    queryFn: ({ signal }) => storesApi.pushes(idStore, signal),
  });
  const retry = useStoreMutation({
    mutationFn: (id: string) => storesApi.retryPush(idStore, id),
    onSuccess: async () => {
      notifications.show({ color: 'teal', message: t('stores.store.retried') });
    },
  });
  if (pushes.error) return <ApiErrorAlert error={pushes.error} />;
  if (pushes.data?.length === 0)
    return (
      <Text c="dimmed" ta="center" py="lg" data-testid="store-pushes-empty">
        {t('stores.store.noPushes')}
      </Text>
    );
  return (
    <>
      <ApiErrorAlert error={retry.error} />
      <Table.ScrollContainer minWidth={640}>
        <Table striped verticalSpacing="sm" data-testid="store-pushes">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('orders.fields.id')}</Table.Th>
              <Table.Th>{t('orders.fields.trackingCode')}</Table.Th>
              <Table.Th>{t('orders.fields.status')}</Table.Th>
              <Table.Th>{t('orders.fields.createdAt')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {pushes.data?.map((push) => (
              <Table.Tr key={push.id} data-testid="store-push">
                <Table.Td>
                  <Link to={`/s/order/${push.orderId}`}>
                    <BidiValue dir="ltr">{push.externalOrderId}</BidiValue>
                  </Link>
                </Table.Td>
                <Table.Td>
                  <BidiValue dir="ltr">{`${push.company} ${push.trackingNumber}`}</BidiValue>
                </Table.Td>
                <Table.Td>
                  <StatusBadge status={push.status} />
                  <Text size="xs" c="dimmed">
                    {t('stores.store.attempts', { count: push.attempts })}
                  </Text>
                  {push.lastError && (
                    <Text size="xs" c="red">
                      {push.lastError}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{formatDateTime(push.createdAt)}</Table.Td>
                <Table.Td ta="end">
                  {push.status === 'FAILED' && (
                    <Button
                      size="xs"
                      variant="light"
                      leftSection={<IconRefresh size={14} />}
                      loading={retry.isPending && retry.variables === push.id}
                      onClick={() => retry.mutate(push.id)}
                      data-testid="store-push-retry"
                    >
                      {t('stores.store.retry')}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
