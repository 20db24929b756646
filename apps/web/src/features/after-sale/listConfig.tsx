import {
  AFTER_SALE_STATUSES,
  ORDER_ITEM_STATUSES,
  type AfterSaleStatus,
  type AfterSaleType,
  type DataListRow,
  type OrderItemStatus,
} from '@platfox/domain';
import type { TFunction } from 'i18next';
import type { DataListColumn, DataListConfig } from '../../ui/data-list/types';

/** A row of the after-sale queue models (server: data-lists/models/after-sale-request.ts). */
export type AfterSaleRow = DataListRow & {
  orderId: string;
  orderItemId: string;
  sellerEmail: string;
  status: AfterSaleStatus;
  itemStatus: OrderItemStatus;
  productTitle: string;
  productSku: string;
  reason: string;
  amount: number | null;
  createdAt: string;
};

/** A row of the overdue models (server: data-lists/models/order-item-over-due.ts). */
export type OverDueRow = DataListRow & {
  orderId: string;
  sellerEmail: string;
  status: OrderItemStatus;
  productTitle: string;
  productSku: string;
  country: string;
  since: string;
};

export const QUEUE_MODELS: Record<AfterSaleType, string> = {
  REFUND: 'refund-order-item',
  RESEND: 'resend-order-item',
  RETURN: 'return-order-item',
};

/** The queue a path shows: /a/refund-order-items, /a/resend-order-items, /a/return-order-items. */
export function queueTypeOf(pathname: string): AfterSaleType {
  if (pathname.includes('resend')) return 'RESEND';
  if (pathname.includes('return')) return 'RETURN';
  return 'REFUND';
}

const itemStatusChoices = ORDER_ITEM_STATUSES.map((status) => ({ key: status, label: status }));

export function queueConfig(type: AfterSaleType): DataListConfig<AfterSaleRow> {
  return {
    id: `after-sale-${type.toLowerCase()}`,
    model: QUEUE_MODELS[type],
    defaultSort: { field: 'createdAt', direction: 'desc' },
    selectType: 'none',
    isExportEnabled: true,
    detailPath: (row) => `/a/order-item/${row.orderItemId}`,
  };
}

export function queueColumns(type: AfterSaleType, t: TFunction): DataListColumn<AfterSaleRow>[] {
  const columns: DataListColumn<AfterSaleRow>[] = [
    {
      key: 'productSku',
      label: t('afterSale.columns.product'),
      typeShow: 'text',
      display: 'link',
      isSortable: true,
      isFilter: true,
      render: (row) => `${row.productTitle} (${row.productSku})`,
    },
    {
      key: 'sellerEmail',
      label: t('afterSale.columns.seller'),
      typeShow: 'autocomplete',
      filterBy: 'sellerId',
      isFilter: true,
    },
    {
      key: 'status',
      label: t('afterSale.columns.status'),
      typeShow: 'array',
      isSortable: true,
      isFilter: true,
      filterArrayData: AFTER_SALE_STATUSES.map((status) => ({
        key: status,
        label: t(`afterSale.statuses.${status}`),
      })),
      render: (row) => t(`afterSale.statuses.${row.status}`),
    },
    {
      key: 'itemStatus',
      label: t('afterSale.columns.itemStatus'),
      typeShow: 'array',
      display: 'orderStatus',
      isFilter: true,
      filterArrayData: itemStatusChoices,
    },
    { key: 'reason', label: t('afterSale.columns.reason'), typeShow: 'text', isFilter: true },
  ];
  if (type === 'REFUND') {
    columns.push({
      key: 'amount',
      label: t('afterSale.columns.amount'),
      typeShow: 'int',
      display: 'money',
      isSortable: true,
      isFilter: true,
    });
  }
  columns.push({
    key: 'createdAt',
    label: t('afterSale.columns.requestedAt'),
    typeShow: 'time',
    isSortable: true,
    isFilter: true,
  });
  return columns;
}

export type OverDueStage = 'processing' | 'shipping';

export const overDueStageOf = (pathname: string): OverDueStage =>
  pathname.endsWith('/shipping') ? 'shipping' : 'processing';

export function overDueConfig(stage: OverDueStage): DataListConfig<OverDueRow> {
  return {
    id: `order-item-over-due-${stage}`,
    model: `order-item-over-due-${stage}`,
    defaultSort: { field: 'since', direction: 'asc' },
    selectType: 'checkbox',
    isExportEnabled: true,
    detailPath: (row) => `/a/order-item/${row.id}`,
  };
}

export function overDueColumns(t: TFunction): DataListColumn<OverDueRow>[] {
  return [
    {
      key: 'productSku',
      label: t('afterSale.columns.product'),
      typeShow: 'text',
      display: 'link',
      isSortable: true,
      isFilter: true,
      render: (row) => `${row.productTitle} (${row.productSku})`,
    },
    {
      key: 'sellerEmail',
      label: t('afterSale.columns.seller'),
      typeShow: 'autocomplete',
      filterBy: 'sellerId',
      isFilter: true,
    },
    {
      key: 'status',
      label: t('afterSale.columns.itemStatus'),
      typeShow: 'array',
      display: 'orderStatus',
      isSortable: true,
      isFilter: true,
      filterArrayData: itemStatusChoices,
    },
    {
      key: 'country',
      label: t('afterSale.columns.country'),
      typeShow: 'text',
      isSortable: true,
      isFilter: true,
    },
    {
      key: 'since',
      label: t('afterSale.columns.since'),
      typeShow: 'time',
      isSortable: true,
      isFilter: true,
    },
  ];
}
