import { Anchor } from '@mantine/core';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { Isolated } from '../../ui/Bidi';
import { formatListTime, shortId } from '../../ui/data-list/cells/format';
import type { ListColumn, ListConfig, ListRow } from '../../ui/data-list/types';

type AwaitingRow = ListRow<'admin-item-awaiting-stock'>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days since the item was ordered (its age while it waits). */
export const daysWaited = (createdAt: string, now = Date.now()) =>
  Math.max(0, Math.floor((now - new Date(createdAt).getTime()) / DAY_MS));

/** /a/awaiting-stock-items: every printer's items waiting for stock, the oldest first. */
export const awaitingStockListConfig: ListConfig<'admin-item-awaiting-stock'> = {
  id: 'admin-awaiting-stock-items',
  model: 'admin-item-awaiting-stock',
  empty: { message: 'awaitingStock' },
  defaultSort: { field: 'createdAt', direction: 'asc' },
  detailPath: (row) => `/a/order-item/${row.id}`,
};

export function awaitingStockColumns(t: TFunction): ListColumn<'admin-item-awaiting-stock'>[] {
  return [
    {
      key: 'orderId',
      label: t('stock.awaiting.order'),
      typeShow: 'text',
      kind: 'id',
      isKeyFact: true,
      render: (row: AwaitingRow) => (
        <Anchor
          component={Link}
          to={`/a/order/${row.orderId}`}
          size="sm"
          onClick={(event) => event.stopPropagation()}
        >
          {shortId(row.orderId)}
        </Anchor>
      ),
    },
    {
      key: 'productTitle',
      label: t('stock.awaiting.product'),
      typeShow: 'text',
      isKeyFact: true,
      isSortable: true,
      isFilter: true,
      render: (row: AwaitingRow) => <Isolated>{row.productTitle}</Isolated>,
    },
    {
      key: 'variantName',
      label: t('stock.awaiting.variant'),
      typeShow: 'text',
      isKeyFact: true,
      isSortable: true,
      isFilter: true,
      render: (row: AwaitingRow) => <Isolated>{row.variantName}</Isolated>,
    },
    {
      key: 'productTypeName',
      label: t('stock.awaiting.productType'),
      typeShow: 'text',
      isSortable: true,
      isFilter: true,
      render: (row: AwaitingRow) => <Isolated>{row.productTypeName}</Isolated>,
    },
    {
      key: 'productSku',
      label: t('stock.awaiting.sku'),
      typeShow: 'text',
      isSortable: true,
      isFilter: true,
      isDisplay: false,
    },
    {
      key: 'quantity',
      label: t('stock.awaiting.quantity'),
      typeShow: 'int',
      isSortable: true,
      isFilter: true,
    },
    {
      key: 'printerName',
      label: t('stock.awaiting.printer'),
      typeShow: 'text',
      isKeyFact: true,
      isFilter: true,
      filterBy: 'printerId',
      filterReplacement: 'autocomplete',
      render: (row: AwaitingRow) => <Isolated>{row.printerName ?? ''}</Isolated>,
    },
    {
      key: 'comingAt',
      label: t('stock.awaiting.comingAt'),
      typeShow: 'time',
      isKeyFact: true,
      isSortable: true,
      isFilter: true,
      enableFilterExist: true,
      render: (row: AwaitingRow) =>
        row.comingAt ? formatListTime(row.comingAt) : t('stock.awaiting.noComingDate'),
    },
    {
      key: 'createdAt',
      label: t('stock.awaiting.waiting'),
      typeShow: 'time',
      isKeyFact: true,
      isSortable: true,
      isFilter: true,
      render: (row: AwaitingRow) =>
        `${t('stock.awaiting.days', { count: daysWaited(row.createdAt) })} · ${formatListTime(row.createdAt)}`,
    },
  ];
}
