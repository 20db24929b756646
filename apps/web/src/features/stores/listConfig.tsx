import {
  EXTERNAL_STORE_STATUSES,
  EXTERNAL_STORE_TYPES,
  EXTERNAL_VARIANT_SYNC_STATUSES,
  STORE_ORDER_STATUSES,
} from '@platfox/domain';
import { Anchor } from '@mantine/core';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { FilterRow, ListColumn, ListConfig } from '../../ui/data-list/types';
import { statusChoices } from '../../ui/statusLabel';
import type { ModelsWith } from '../../ui/data-list/commonColumns';
import { LastSync, RowWaitingCounts, StoreName, StoreType } from './StoreBits';
import { serverMessageText } from '../../ui/serverMessageText';

/** A fixed filter of a store page's lists (its own rows, a status tab). */
export const storeFilter = (field: string, value: readonly string[]): FilterRow => ({
  key: `ref-${field}`,
  field,
  operation: 'in',
  value: [...value],
  type: 'array',
  isActivated: true,
});

export const STORES_CONFIG: ListConfig<'external-store'> = {
  id: 'seller-stores',
  model: 'external-store',
  empty: { message: 'stores' },
  defaultSort: { field: 'createdAt', direction: 'desc' },
  defaultPerPage: 50,
  selectType: 'none',
  // An Etsy shop has its own page (its note to the buyer and pending order queue).
  detailPath: (row) =>
    row.type === 'ETSY' ? `/s/etsy-shop/detail/${row.id}` : `/s/store/${row.id}`,
};

export function storeColumns(t: TFunction): ListColumn<'external-store'>[] {
  return [
    {
      key: 'type',
      label: t('stores.fields.type'),
      typeShow: 'array',
      kind: 'status',
      isKeyFact: true,
      isSortable: true,
      isFilter: true,
      filterArrayData: EXTERNAL_STORE_TYPES.map((type) => ({
        key: type,
        label: t(`stores.types.${type}`),
      })),
      render: (row) => <StoreType type={row.type} />,
    },
    {
      key: 'name',
      label: t('stores.fields.name'),
      typeShow: 'text',
      display: 'link',
      isKeyFact: true,
      isSortable: true,
      isFilter: true,
      render: (row) => <StoreName id={row.id} name={row.name} domain={row.domain} />,
    },
    {
      key: 'domain',
      label: t('stores.fields.domain'),
      typeShow: 'text',
      isDisplay: false,
      isSortable: true,
      isFilter: true,
    },
    {
      key: 'status',
      label: t('stores.fields.status'),
      typeShow: 'array',
      display: 'orderStatus',
      isKeyFact: true,
      isSortable: true,
      isFilter: true,
      filterArrayData: statusChoices(t, EXTERNAL_STORE_STATUSES),
    },
    {
      key: 'lastSyncAt',
      label: t('stores.fields.lastSync'),
      typeShow: 'time',
      // Text, not a date: a failed sync's message under the time wraps in the column instead of
      // widening it past the card and pushing "Waiting for you" out of view (issue 31 item 13).
      kind: 'text',
      isKeyFact: true,
      render: (row) => <LastSync at={row.lastSyncAt} error={row.lastSyncError} />,
    },
    {
      // The row carries no counts; the cell reads them from the store (see RowWaitingCounts).
      key: 'lastSyncError',
      label: t('stores.fields.waiting'),
      typeShow: 'text',
      kind: 'text',
      isKeyFact: true,
      render: (row) => <RowWaitingCounts idStore={row.id} />,
    },
    {
      key: 'createdAt',
      label: t('stores.fields.createdAt'),
      typeShow: 'time',
      // On the store's page; the list keeps its room for the actions.
      isDisplay: false,
      isSortable: true,
      isFilter: true,
    },
  ];
}

export function variantColumns(t: TFunction): ListColumn<'external-store-variant'>[] {
  return [
    { key: 'imageUrl', label: '', typeShow: 'image' },
    {
      key: 'productTitle',
      label: t('stores.variant.product'),
      typeShow: 'text',
      display: 'link',
      isKeyFact: true,
      isSortable: true,
      isFilter: true,
    },
    {
      key: 'title',
      label: t('stores.variant.title'),
      typeShow: 'text',
      isKeyFact: true,
      isSortable: true,
      isFilter: true,
    },
    {
      key: 'sku',
      label: t('stores.variant.sku'),
      typeShow: 'text',
      isShowCopyIcon: true,
      isSortable: true,
      isFilter: true,
      enableFilterExist: true,
    },
    {
      key: 'syncStatus',
      label: t('stores.variant.syncStatus'),
      typeShow: 'array',
      display: 'orderStatus',
      isKeyFact: true,
      isSortable: true,
      isFilter: true,
      filterArrayData: statusChoices(t, EXTERNAL_VARIANT_SYNC_STATUSES),
    },
  ];
}

/** Once imported, a store's order is one of the seller's orders: its name opens that order. */
export function ImportedOrderLink({
  orderId,
  children,
}: {
  orderId: string | null;
  children: string;
}) {
  if (!orderId) return children;
  return (
    <Anchor component={Link} to={`/s/order/${orderId}`} size="sm">
      {children}
    </Anchor>
  );
}

/**
 * The status of an order a store sent (its own statuses, shown in the order statuses' colours):
 * the store orders and the Etsy queue say it alike.
 */
export const importStatusColumn = <M extends ModelsWith<'status'>>(
  t: TFunction,
  statuses: readonly string[],
): ListColumn<M> => ({
  key: 'status' as ListColumn<M>['key'],
  label: t('orders.fields.status'),
  typeShow: 'array',
  display: 'orderStatus',
  isKeyFact: true,
  isSortable: true,
  isFilter: true,
  filterArrayData: statusChoices(t, statuses),
});

export function storeOrderColumns(t: TFunction): ListColumn<'external-store-order'>[] {
  return [
    {
      key: 'name',
      label: t('orders.fields.id'),
      typeShow: 'text',
      kind: 'code',
      isKeyFact: true,
      isSortable: true,
      isFilter: true,
      render: (row) => <ImportedOrderLink orderId={row.orderId}>{row.name}</ImportedOrderLink>,
    },
    importStatusColumn(t, STORE_ORDER_STATUSES),
    {
      key: 'unmappedLines',
      label: t('stores.fields.waiting'),
      typeShow: 'int',
      isKeyFact: true,
      render: (row) =>
        (row.lastError && serverMessageText(t, row.lastError)) ??
        (row.unmappedLines > 0
          ? t('stores.store.unmappedLines', { count: row.unmappedLines })
          : ''),
    },
    {
      key: 'createdAt',
      label: t('orders.fields.createdAt'),
      typeShow: 'time',
      isKeyFact: true,
      isSortable: true,
      isFilter: true,
    },
  ];
}
