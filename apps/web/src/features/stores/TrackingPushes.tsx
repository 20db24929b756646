import { Button, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../platform/i18n/formatDate';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { BidiValue } from '../../ui/Bidi';
import { STATUS_PILL_COLORS, StatusBadge } from '../../ui/StatusBadge';
import { StatusPill } from '../../ui/StatusPill';
import { storeKeys, storesApi, useStoreMutation } from './api';
import type { TrackingPush } from '@platfox/domain';
import { SimpleTable } from '../../ui/SimpleTable';

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
      <SimpleTable
        minWidth={640}
        headers={[
          t('orders.fields.id'),
          t('orders.fields.trackingCode'),
          t('orders.fields.status'),
          t('orders.fields.createdAt'),
          null,
        ]}
        isStriped
        verticalSpacing="sm"
        testId="store-pushes"
      >
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
              <PushStatus push={push} />
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
      </SimpleTable>
    </>
  );
}

/**
 * Where a push stands, in words that agree with each other (issue 31): a push that failed and
 * waits for its next try is "Retrying" with the tries so far, one out of tries "Failed" with how
 * many were made; the shop's reason follows in the row.
 */
function PushStatus({ push }: { push: TrackingPush }) {
  const { t } = useTranslation();
  const attempts = t('stores.store.attempts', { count: push.attempts });
  if (push.status === 'FAILED')
    return (
      <>
        <StatusBadge status="FAILED" testId="store-push-status" />
        <Text size="xs" c="dimmed" data-testid="store-push-note">
          {t('stores.store.pushFailedNote', { attempts })}
        </Text>
      </>
    );
  if (push.status === 'PENDING' && push.attempts > 0)
    return (
      <>
        <StatusPill color={STATUS_PILL_COLORS.warning} testId="store-push-status">
          {t('stores.store.pushRetrying')}
        </StatusPill>
        <Text size="xs" c="dimmed" data-testid="store-push-note">
          {t('stores.store.pushRetryingNote', { attempts })}
        </Text>
      </>
    );
  return (
    <>
      <StatusBadge status={push.status} testId="store-push-status" />
      {push.status === 'PENDING' && (
        <Text size="xs" c="dimmed" data-testid="store-push-note">
          {t('stores.store.pushWaiting')}
        </Text>
      )}
    </>
  );
}
