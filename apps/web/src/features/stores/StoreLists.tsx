import { SegmentedControl, Stack } from '@mantine/core';
import { type ExternalVariantSyncStatus, type StoreOrderStatus } from '@platfox/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataList } from '../../ui/data-list/DataList';
import type { ListConfig } from '../../ui/data-list/types';
import { statusLabel } from '../../ui/statusLabel';
import { storeFilter, storeOrderColumns, variantColumns } from './listConfig';

type VariantTab = 'ALL' | ExternalVariantSyncStatus;
/** What stops orders first, then what is done, then what is set aside. */
const VARIANT_TABS: readonly ExternalVariantSyncStatus[] = ['NOT_SYNC', 'SYNC', 'IGNORE'];

/**
 * The store's variants with their sync status; a tab keeps one status (NOT_SYNC first in the
 * seller's mind: what stops orders). A row opens its product's mapping screen.
 */
export function StoreVariants({ idStore }: { idStore: string }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<VariantTab>('NOT_SYNC');
  const columns = useMemo(() => variantColumns(t), [t]);
  const config = useMemo<ListConfig<'external-store-variant'>>(
    () => ({
      id: `store-variants-${tab}`,
      model: 'external-store-variant',
      empty: { message: 'storeVariants' },
      defaultSort: { field: 'productTitle', direction: 'asc' },
      selectType: 'none',
      filtersRef: [
        storeFilter('storeId', [idStore]),
        ...(tab === 'ALL' ? [] : [storeFilter('syncStatus', [tab])]),
      ],
      detailPath: (row) => `/s/stores/sync-variant/${row.storeId}/${row.storeProductId}`,
    }),
    [idStore, tab],
  );
  return (
    <Stack gap="sm">
      <SegmentedControl
        value={tab}
        onChange={(value) => setTab(value as VariantTab)}
        data={[
          ...VARIANT_TABS.map((status) => ({
            value: status,
            label: statusLabel(t, status),
          })),
          { value: 'ALL', label: t('stores.store.allVariants') },
        ]}
        style={{ alignSelf: 'flex-start' }}
        data-testid="store-variants-filter"
      />
      <DataList key={tab} config={config} columns={columns} />
    </Stack>
  );
}

const WAITING: readonly StoreOrderStatus[] = ['UN_SYNCED', 'NO_ITEM', 'ERROR'];

/** The store's orders as they arrived: those waiting for the seller first, then all of them. */
export function StoreOrders({ idStore }: { idStore: string }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<'WAITING' | 'ALL'>('WAITING');
  const columns = useMemo(() => storeOrderColumns(t), [t]);
  const config = useMemo<ListConfig<'external-store-order'>>(
    () => ({
      id: `store-orders-${tab}`,
      model: 'external-store-order',
      empty: { message: 'storeOrders' },
      defaultSort: { field: 'createdAt', direction: 'desc' },
      selectType: 'none',
      filtersRef: [
        storeFilter('storeId', [idStore]),
        ...(tab === 'ALL' ? [] : [storeFilter('status', WAITING)]),
      ],
      // An imported store order is one of the seller's orders (a draft until placed).
      rowActions: [],
    }),
    [idStore, tab],
  );
  return (
    <Stack gap="sm">
      <SegmentedControl
        value={tab}
        onChange={(value) => setTab(value as 'WAITING' | 'ALL')}
        data={[
          { value: 'WAITING', label: t('stores.store.waitingOrders') },
          { value: 'ALL', label: t('stores.store.allOrders') },
        ]}
        style={{ alignSelf: 'flex-start' }}
        data-testid="store-orders-filter"
      />
      <DataList key={tab} config={config} columns={columns} />
    </Stack>
  );
}
