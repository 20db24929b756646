import { Stack, Text } from '@mantine/core';
import { ETSY_ORDER_QUEUE_STATUSES } from '@platfox/domain';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataList } from '../../ui/data-list/DataList';
import type { ListColumn, ListConfig } from '../../ui/data-list/types';
import { statusLabel } from '../../ui/statusLabel';
import { ImportedOrderLink, importStatusColumn, storeFilter } from './listConfig';

/** The pending Etsy order queue's columns: each receipt, what it became, and why it failed. */
export function etsyQueueColumns(t: TFunction): ListColumn<'etsy-order-queue'>[] {
  return [
    {
      key: 'receiptId',
      label: t('etsy.queue.receipt'),
      typeShow: 'text',
      kind: 'code',
      isKeyFact: true,
      isSortable: true,
      isFilter: true,
      render: (row) => <ImportedOrderLink orderId={row.orderId}>{row.receiptId}</ImportedOrderLink>,
    },
    {
      key: 'buyerName',
      label: t('etsy.queue.buyer'),
      typeShow: 'text',
      isSortable: true,
      isFilter: true,
      enableFilterExist: true,
    },
    importStatusColumn(t, ETSY_ORDER_QUEUE_STATUSES),
    {
      key: 'error',
      label: t('etsy.queue.outcome'),
      typeShow: 'text',
      isKeyFact: true,
      render: (row) => (
        <Stack gap={2}>
          {row.error ? (
            <Text size="sm" c="red" data-testid="etsy-queue-error">
              {row.error}
            </Text>
          ) : (
            row.storeOrderStatus && (
              <Text size="sm">
                {t('etsy.queue.became', { status: statusLabel(t, row.storeOrderStatus) })}
              </Text>
            )
          )}
          {row.note && (
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
              {row.note}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'createdAt',
      label: t('etsy.queue.arrived'),
      typeShow: 'time',
      isKeyFact: true,
      isSortable: true,
      isFilter: true,
    },
  ];
}

/** An Etsy store's pending order queue (its own entries only; the server scopes it too). */
export function EtsyQueue({ idStore }: { idStore: string }) {
  const { t } = useTranslation();
  const columns = useMemo(() => etsyQueueColumns(t), [t]);
  const config = useMemo<ListConfig<'etsy-order-queue'>>(
    () => ({
      id: 'etsy-order-queue',
      model: 'etsy-order-queue',
      empty: { message: 'storeOrders' },
      defaultSort: { field: 'createdAt', direction: 'desc' },
      selectType: 'none',
      filtersRef: [storeFilter('storeId', [idStore])],
      rowActions: [],
    }),
    [idStore],
  );
  return <DataList config={config} columns={columns} />;
}
