import {
  INVENTORY_ACTIONS,
  INVENTORY_STATUSES,
  STOCK_LOG_REASONS,
  type StockLogReason,
} from '@platfox/domain';
import type { TFunction } from 'i18next';
import type { ListColumn, ListConfig } from '../../ui/data-list/types';
import { choiceColumn } from '../../ui/data-list/commonColumns';
import { statusLabel } from '../../ui/statusLabel';
import { StatusBadge } from '../../ui/StatusBadge';

/** The stock log's columns, the printer's own and every printer's for admins (by item, warehouse, date, user). */
function stockLogColumns<M extends 'stock-log' | 'admin-stock-log'>(t: TFunction): ListColumn<M>[] {
  return [
    {
      key: 'createdAt',
      label: t('stock.date'),
      typeShow: 'time',
      isSortable: true,
      isFilter: true,
    },
    { key: 'itemName', label: t('stock.item'), typeShow: 'text', isFilter: true },
    {
      key: 'warehouseName',
      label: t('stock.warehouse'),
      typeShow: 'text',
      isFilter: true,
      filterBy: 'warehouseId',
      filterReplacement: 'autocomplete',
    },
    { key: 'storageAreaName', label: t('stock.area'), typeShow: 'text', isFilter: true },
    choiceColumn<'stock-log', StockLogReason>(
      'reason',
      t('stock.reason'),
      STOCK_LOG_REASONS,
      (reason) => t(`stock.reasons.${reason}`),
    ),
    { key: 'ref', label: t('stock.ref'), typeShow: 'text', isFilter: true, isDisplay: false },
    { key: 'previousStock', label: t('stock.before'), typeShow: 'int', isSortable: true },
    { key: 'stock', label: t('stock.after'), typeShow: 'int', isSortable: true, isFilter: true },
    {
      key: 'actorFullName',
      label: t('stock.user'),
      typeShow: 'text',
      isFilter: true,
      filterBy: 'actorId',
      filterReplacement: 'autocomplete',
    },
    {
      // The staff member on duty who moved it (the picker, the desk's checked-in member).
      key: 'staffFullName',
      label: t('stock.staffMember'),
      typeShow: 'text',
      isFilter: true,
      filterBy: 'staffId',
      filterReplacement: 'autocomplete',
    },
  ] as ListColumn<M>[];
}

export const stockLogListConfig: ListConfig<'stock-log'> = {
  id: 'stock-logs',
  model: 'stock-log',
  empty: { message: 'stockLogs' },
  defaultSort: { field: 'createdAt', direction: 'desc' },
};
export const printerStockLogColumns = (t: TFunction) => stockLogColumns<'stock-log'>(t);

export const adminStockLogListConfig: ListConfig<'admin-stock-log'> = {
  id: 'admin-stock-logs',
  model: 'admin-stock-log',
  empty: { message: 'stockLogs' },
  defaultSort: { field: 'createdAt', direction: 'desc' },
};
export const adminStockLogColumns = (t: TFunction): ListColumn<'admin-stock-log'>[] => [
  {
    key: 'printerName',
    label: t('stock.printer'),
    typeShow: 'text',
    isFilter: true,
    filterBy: 'printerId',
    filterReplacement: 'autocomplete',
  },
  ...stockLogColumns<'admin-stock-log'>(t),
];

export function inventoryColumns(t: TFunction): ListColumn<'inventory'>[] {
  return [
    {
      key: 'createdAt',
      label: t('stock.createdAt'),
      typeShow: 'time',
      isSortable: true,
      isFilter: true,
    },
    {
      key: 'warehouseName',
      label: t('stock.warehouse'),
      typeShow: 'text',
      isFilter: true,
      filterBy: 'warehouseId',
      filterReplacement: 'autocomplete',
    },
    choiceColumn('action', t('stock.action'), INVENTORY_ACTIONS, (action) =>
      t(`stock.actions.${action}`),
    ),
    { key: 'itemNames', label: t('stock.items'), typeShow: 'text' },
    { key: 'totalQuantity', label: t('stock.total'), typeShow: 'int', isSortable: true },
    {
      key: 'status',
      label: t('stock.status'),
      typeShow: 'array',
      isSortable: true,
      isFilter: true,
      filterArrayData: INVENTORY_STATUSES.map((status) => ({
        key: status,
        label: statusLabel(t, status),
      })),
      render: (row) => <StatusBadge status={row.status} />,
    },
    { key: 'inventoryRefId', label: t('stock.ref'), typeShow: 'text', isFilter: true },
    {
      key: 'expectedAt',
      label: t('stock.expectedAt'),
      typeShow: 'time',
      isSortable: true,
      isFilter: true,
      enableFilterExist: true,
    },
  ];
}
