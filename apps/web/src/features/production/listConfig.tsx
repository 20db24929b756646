import { Anchor, Badge, Group } from '@mantine/core';
import {
  HIGH_QUANTITY_MIN,
  PRINTER_ITEM_LIST_STATUSES,
  type OrderItemStatus,
  type PrinterItemListName,
} from '@platfox/domain';
import { shortId } from '../../ui/data-list/cells/format';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { FilterRow, ListColumn, ListRow } from '../../ui/data-list/types';
import { statusLabel } from '../../ui/statusLabel';
import type { ModelsWith } from '../../ui/data-list/commonColumns';

/** A row of the printer-item list models (declared in the domain's contract/lists). */
export type PrinterItemRow = ListRow<PrinterItemListName>;

export type PrinterListKey =
  'toPick' | 'picked' | 'processing' | 'complete' | 'awaitingStock' | 'newToPrint';

export type PrinterList = {
  key: PrinterListKey;
  path: string;
  model: PrinterItemListName;
  /** The statuses the server's model holds (the domain's): they decide the bulk buttons. */
  statuses: readonly OrderItemStatus[];
};

const printerList = (key: PrinterListKey, path: string, model: PrinterItemListName) => ({
  key,
  path,
  model,
  statuses: PRINTER_ITEM_LIST_STATUSES[model],
});

/** The floor's item lists, one per server model; the path picks the list. */
export const PRINTER_LISTS: Record<PrinterListKey, PrinterList> = {
  toPick: printerList('toPick', '/p', 'printer-item-to-pick'),
  picked: printerList('picked', '/p/my-picked-products', 'printer-item-picked'),
  processing: printerList('processing', '/p/my-processing-products', 'printer-item-processing'),
  complete: printerList('complete', '/p/my-completed-products', 'printer-item-complete'),
  awaitingStock: printerList('awaitingStock', '/p/awaiting-stock', 'printer-item-awaiting-stock'),
  // Items with a slip never printed: the next batch to download (the bulk "Download slips").
  newToPrint: printerList('newToPrint', '/p/new-items-to-print-pdf', 'printer-item-new-to-print'),
};

export const PRINTER_LIST_MODELS = Object.values(PRINTER_LISTS).map((list) => list.model);

export function printerListOf(pathname: string): PrinterList {
  const path = pathname.replace(/\/+$/, '') || '/p';
  return Object.values(PRINTER_LISTS).find((list) => list.path === path) ?? PRINTER_LISTS.toPick;
}

/** An item above this quantity is a high-quantity item (issue 6: "high quantity above 5"). */

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

/** A printer's order page: an item's own (the floor opens orders item by item). */
export const printerOrderPath = (row: { id: string }) => `/p/order/${row.id}`;

/**
 * The item's order on the printer's lists (items to print, downloaded slips): its short id,
 * linked to the printer's order page; the id kind adds the copy of the full id. It leads the
 * floor's phone card: which order, then what to print and how many.
 */
export const printerOrderColumn = <M extends ModelsWith<'orderId'>>(
  label: string,
  testId: string,
): ListColumn<M> => ({
  key: 'orderId' as ListColumn<M>['key'],
  label,
  typeShow: 'text',
  kind: 'id',
  isKeyFact: true,
  render: (row) => (
    <Anchor
      component={Link}
      to={printerOrderPath(row)}
      size="sm"
      onClick={(event) => event.stopPropagation()}
      data-testid={testId}
    >
      {shortId((row as { orderId: string }).orderId)}
    </Anchor>
  ),
});

export function printerItemColumns(
  t: TFunction,
  list: PrinterList,
): ListColumn<PrinterItemListName>[] {
  const statusChoices = list.statuses.map((status) => ({
    key: status,
    label: statusLabel(t, status),
  }));
  return [
    printerOrderColumn(t('printerItems.columns.order'), 'printer-item-link'),
    {
      key: 'productTitle',
      label: t('printerItems.columns.product'),
      typeShow: 'text',
      isKeyFact: true,
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
      key: 'variantName',
      label: t('printerItems.columns.variant'),
      typeShow: 'text',
      isKeyFact: true,
      isSortable: true,
      isFilter: true,
    },
    {
      key: 'quantity',
      label: t('printerItems.columns.quantity'),
      typeShow: 'int',
      isKeyFact: true,
      isSortable: true,
      isFilter: true,
    },
    {
      key: 'status',
      label: t('printerItems.columns.status'),
      typeShow: 'array',
      isKeyFact: true,
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
      // A reprint or a fast shipment changes what the floor does with the item: the phone card shows it.
      isKeyFact: true,
      render: (row) => <ShippingFlags row={row} t={t} />,
    },
    {
      // The store the order came from (issue 17); the printer lists declare no filter on it.
      key: 'storeName',
      label: t('printerItems.columns.store'),
      typeShow: 'text',
      isDisplay: false,
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
      // Where the item's blank is kept (issue 32): sorting by it is the walk order.
      key: 'storageAreaName',
      sortingBy: 'storageArea',
      label: t('carts.toPick.storageArea'),
      typeShow: 'text',
      isDisplay: list.key === 'toPick',
      // The hand-held's card names the aisle: the picker walks by it.
      isKeyFact: list.key === 'toPick',
      isSortable: true,
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
      {row.isReprint && (
        <Badge size="sm" color="blue" variant="light" data-testid="printer-item-reprint">
          {t('printerItems.flags.reprint')}
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
