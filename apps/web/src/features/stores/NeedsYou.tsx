import { Anchor, Text } from '@mantine/core';
import { STORE_ORDER_NEEDS_YOU_STATUSES } from '@platfox/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteTitle } from '../../ui/routeMeta';
import { DataList } from '../../ui/data-list/DataList';
import type { ListConfig } from '../../ui/data-list/types';
import { PageHeader } from '../../ui/PageHeader';
import { storeFilter, storeOrderColumns } from './listConfig';

/*
 * The store orders that need the seller, across stores (issue 31 item 7): not drafted because a
 * variant is not mapped or the order was refused (the reason shown). A row opens its store, where
 * the variants are mapped.
 */

/** /s/store-orders: every store order that needs the seller, across stores, with why. */
export default function StoreOrdersNeedYouPage() {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const columns = useMemo(
    () => [
      {
        key: 'storeName' as const,
        label: t('stores.fields.name'),
        typeShow: 'text' as const,
        isKeyFact: true,
        isSortable: true,
        isFilter: true,
        render: (row: { storeId: string; storeName: string }) => (
          <Anchor component={Link} to={`/s/store/${row.storeId}`} size="sm">
            {row.storeName}
          </Anchor>
        ),
      },
      ...storeOrderColumns(t),
    ],
    [t],
  );
  const config = useMemo<ListConfig<'external-store-order'>>(
    () => ({
      id: 'store-orders-need-you',
      model: 'external-store-order',
      empty: { message: 'storeOrdersNeedYou' },
      defaultSort: { field: 'createdAt', direction: 'desc' },
      selectType: 'none',
      filtersRef: [storeFilter('status', STORE_ORDER_NEEDS_YOU_STATUSES)],
      // Mapped on the store's page: the row opens the store it came from.
      detailPath: (row) => `/s/store/${row.storeId}`,
      rowActions: [],
    }),
    [],
  );
  return (
    <>
      <PageHeader title={title} testId="store-orders-need-you-title" />
      <Text c="dimmed" mb="md">
        {t('stores.needsYou.intro')}
      </Text>
      <DataList config={config} columns={columns} />
    </>
  );
}
