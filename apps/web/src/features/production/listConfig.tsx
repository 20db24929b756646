import { Anchor, Badge, Group } from '@mantine/core';
import type { DataListRow, OrderItemStatus } from '@platfox/domain';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { DataListColumn, FilterRow } from '../../ui/data-list/types';

/** A row of the printer-item list models (server: data-lists/models/printer-items.ts). */
export type PrinterItemRow = DataListRow & {
  orderId: string;
  status: OrderItemStatus;
  productTitle: string;
  productSku: string;
  productTypeName: string;
  quantity: number;
  isFastShipping: boolean;
  isLocalPickup: boolean;
  country: string;
  trackingCode: string | null;
  trackingCarrierCode: string | null;
  isDisallowShipping: boolean;
  createdAt: string;
  /** The row's buttons, printerItemMenu of the domain (spec 02 section 4.13). */
  menu: string[];
};

export type PrinterListKey =
  'toPick' | 'picked' | 'processing' | 'complete' | 'awaitingStock' | 'newToPrint';

export type PrinterList = {
  key: PrinterListKey;
  path: string;
  model: string;
  /** The statuses the server's model holds: they decide the bulk buttons. */
  statuses: readonly OrderItemStatus[];
};

/** The floor's item lists, one per server model; the path picks the list. */
export const PRINTER_LISTS: Record<PrinterListKey, PrinterList> = {
  toPick: { key: 'toPick', path: '/p', model: 'printer-item-to-pick', statuses: ['APPROVED'] },
  picked: {
    key: 'picked',
    path: '/p/my-picked-products',
    model: 'printer-item-picked',
    statuses: ['PICKED'],
  },
  processing: {
    key: 'processing',
    path: '/p/my-processing-products',
    model: 'printer-item-processing',
    statuses: ['PROCESSING', 'PRINTED'],
  },
  complete: {
    key: 'complete',
    path: '/p/my-completed-products',
    model: 'printer-item-complete',
    statuses: ['READY_TO_DELIVERY', 'CANCEL_SHIP', 'IN_TRANSIT', 'DELIVERED_FAILURE', 'COMPLETED'],
  },
  awaitingStock: {
    key: 'awaitingStock',
    path: '/p/awaiting-stock',
    model: 'printer-item-awaiting-stock',
    statuses: ['AWAITING_STOCK'],
  },
  // Items with a slip never printed: the next batch to download (the bulk "Download slips").
  newToPrint: {
    key: 'newToPrint',
    path: '/p/new-items-to-print-pdf',
    model: 'printer-item-new-to-print',
    statuses: ['APPROVED', 'PICKED', 'PROCESSING'],
  },
};

export const PRINTER_LIST_MODELS = Object.values(PRINTER_LISTS).map((list) => list.model);

export function printerListOf(pathname: string): PrinterList {
  const path = pathname.replace(/\/+$/, '') || '/p';
  return Object.values(PRINTER_LISTS).find((list) => list.path === path) ?? PRINTER_LISTS.toPick;
}

/** An item above this quantity is a high-quantity item (issue 6: "high quantity above 5"). */
export const HIGH_QUANTITY_MIN = 5;

/** The to-pick list's presets: fixed filters the list adds to whatever the user filters. */
export type PickTab = 'all' | 'bySeller' | 'highQuantity' | 'tiktok';

export function tabFilters(tab: PickTab, sellerId: string | null): FilterRow[] {
  // The server decides what a TikTok order is, by the packing slip's own rule.
  if (tab === 'tiktok') {
    return [
      {
        key: 'tab-tiktok',
        field: 'isTikTokOrder',
        operation: 'eq',
        value: true,
        type: 'boolean',
        isActivated: true,
      },
    ];
  }
  if (tab === 'highQuantity') {
    return [
      {
        key: 'tab-quantity',
        field: 'quantity',
        operation: 'gt',
        value: HIGH_QUANTITY_MIN,
        type: 'int',
        isActivated: true,
      },
    ];
  }
  if (tab === 'bySeller' && sellerId) {
    return [
      {
        key: 'tab-seller',
        field: 'sellerId',
        operation: 'in',
        value: [sellerId],
        type: 'array',
        isActivated: true,
      },
    ];
  }
  return [];
}

export function printerItemColumns(
  t: TFunction,
  list: PrinterList,
): DataListColumn<PrinterItemRow>[] {
  const statusChoices = list.statuses.map((status) => ({
    key: status,
    label: status.replaceAll('_', ' '),
  }));
  return [
    {
      key: 'orderId',
      label: t('printerItems.columns.order'),
      typeShow: 'text',
      isShowCopyIcon: true,
      render: (row) => (
        <Anchor
          component={Link}
          to={`/p/order/${row.id}`}
          size="sm"
          onClick={(event) => event.stopPropagation()}
          data-testid="printer-item-link"
        >
          {row.orderId.slice(0, 8)}
        </Anchor>
      ),
    },
    {
      key: 'productTitle',
      label: t('printerItems.columns.product'),
      typeShow: 'text',
    },
    {
      key: 'productSku',
      label: t('printerItems.columns.sku'),
      typeShow: 'text',
      isSortable: true,
      isFilter: true,
      isShowCopyIcon: true,
    },
    {
      key: 'productTypeName',
      label: t('printerItems.columns.productType'),
      typeShow: 'text',
      isSortable: true,
      isFilter: true,
    },
    {
      key: 'quantity',
      label: t('printerItems.columns.quantity'),
      typeShow: 'int',
      isSortable: true,
      isFilter: true,
    },
    {
      key: 'status',
      label: t('printerItems.columns.status'),
      typeShow: 'array',
      display: 'orderStatus',
      isSortable: true,
      isFilter: list.statuses.length > 1,
      filterArrayData: statusChoices,
    },
    {
      key: 'isFastShipping',
      label: t('printerItems.columns.flags'),
      typeShow: 'boolean',
      isFilter: true,
      render: (row) => <ShippingFlags row={row} t={t} />,
    },
    {
      key: 'trackingCode',
      label: t('printerItems.columns.trackingCode'),
      typeShow: 'text',
      display: 'tracking',
      isDisplay: list.key === 'complete',
      isSortable: true,
      isFilter: true,
      enableFilterExist: true,
    },
    {
      key: 'createdAt',
      label: t('printerItems.columns.createdAt'),
      typeShow: 'time',
      isSortable: true,
      isFilter: true,
    },
  ];
}

function ShippingFlags({ row, t }: { row: PrinterItemRow; t: TFunction }) {
  return (
    <Group gap={4} wrap="nowrap">
      {row.isFastShipping && (
        <Badge size="sm" color="red" variant="light">
          {t('printerItems.flags.fastShipping')}
        </Badge>
      )}
      {row.isLocalPickup && (
        <Badge size="sm" color="grape" variant="light">
          {t('printerItems.flags.localPickup')}
        </Badge>
      )}
      {row.isDisallowShipping && (
        <Badge size="sm" color="orange" variant="light">
          {t('printerItems.flags.shippingCancelled')}
        </Badge>
      )}
    </Group>
  );
}
