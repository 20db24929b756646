import {
  addressLines,
  AFTER_SALE_STATUSES,
  ORDER_ITEM_STATUSES,
  type AfterSaleType,
} from '@platfox/domain';
import type { TFunction } from 'i18next';
import type { ListColumn, ListConfig, ListRow } from '../../ui/data-list/types';
import { statusChoices, statusLabel } from '../../ui/statusLabel';
import { StatusBadge } from '../../ui/StatusBadge';

/** The after-sale queues' models (one declaration each, the same fields and rows). */
export type QueueModel = 'refund-order-item' | 'resend-order-item' | 'return-order-item';
/** A row of the after-sale queue models (declared in the domain's contract/lists). */
export type AfterSaleRow = ListRow<QueueModel>;

/** The overdue models. */
export type OverDueModel = 'order-item-over-due-processing' | 'order-item-over-due-shipping';
/** A row of the overdue models. */
export type OverDueRow = ListRow<OverDueModel>;

/** A row of the 'invalid-address-order' model. */
export type InvalidAddressRow = ListRow<'invalid-address-order'>;

export const QUEUE_MODELS: Record<AfterSaleType, QueueModel> = {
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

export function queueConfig(type: AfterSaleType): ListConfig<QueueModel> {
  return {
    id: `after-sale-${type.toLowerCase()}`,
    model: QUEUE_MODELS[type],
    empty: { message: 'afterSale' },
    defaultSort: { field: 'createdAt', direction: 'desc' },
    isExportEnabled: true,
    detailPath: (row) => `/a/order-item/${row.orderItemId}`,
  };
}

/** The item (linking to it) and its seller: the first columns of every after-sale list. */
function itemAndSellerColumns<M extends QueueModel | OverDueModel>(t: TFunction): ListColumn<M>[] {
  const columns: ListColumn<QueueModel | OverDueModel>[] = [
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
  ];
  return columns as ListColumn<M>[];
}

/**
 * Where a return's parcel goes: the seller's forwarding address kept with the request (else
 * their return address), on one line, with the forwarding note.
 */
export function forwardText(row: AfterSaleRow, t: TFunction): string {
  if (!row.forwardAddress) return t('afterSale.columns.noForward');
  const address = addressLines(row.forwardAddress).join(', ');
  return row.forwardNote ? `${address} (${row.forwardNote})` : address;
}

export function queueColumns(type: AfterSaleType, t: TFunction): ListColumn<QueueModel>[] {
  const columns: ListColumn<QueueModel>[] = [
    ...itemAndSellerColumns<QueueModel>(t),
    {
      key: 'status',
      label: t('afterSale.columns.status'),
      typeShow: 'array',
      isSortable: true,
      isFilter: true,
      filterArrayData: AFTER_SALE_STATUSES.map((status) => ({
        key: status,
        label: statusLabel(t, status),
      })),
      render: (row) => <StatusBadge status={row.status} />,
    },
    {
      key: 'itemStatus',
      label: t('afterSale.columns.itemStatus'),
      typeShow: 'array',
      display: 'orderStatus',
      isFilter: true,
      filterArrayData: statusChoices(t, ORDER_ITEM_STATUSES),
    },
    { key: 'reason', label: t('afterSale.columns.reason'), typeShow: 'text', isFilter: true },
  ];
  if (type === 'RETURN') {
    columns.push({
      key: 'forwardAddress',
      label: t('afterSale.columns.forwardTo'),
      typeShow: 'text',
      render: (row) => forwardText(row, t),
    });
  }
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

export function overDueConfig(stage: OverDueStage): ListConfig<OverDueModel> {
  return {
    id: `order-item-over-due-${stage}`,
    model: `order-item-over-due-${stage}`,
    empty: { message: 'overDue' },
    defaultSort: { field: 'since', direction: 'asc' },
    selectType: 'checkbox',
    isExportEnabled: true,
    detailPath: (row) => `/a/order-item/${row.id}`,
  };
}

export function overDueColumns(t: TFunction): ListColumn<OverDueModel>[] {
  return [
    ...itemAndSellerColumns<OverDueModel>(t),
    {
      key: 'status',
      label: t('afterSale.columns.itemStatus'),
      typeShow: 'array',
      display: 'orderStatus',
      isSortable: true,
      isFilter: true,
      filterArrayData: statusChoices(t, ORDER_ITEM_STATUSES),
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

const addressLine = (row: InvalidAddressRow) =>
  [row.street, row.street2, row.city, row.state, row.zipcode, row.country]
    .filter((part) => part)
    .join(', ');

export function invalidAddressColumns(t: TFunction): ListColumn<'invalid-address-order'>[] {
  return [
    {
      key: 'fullName',
      label: t('afterSale.invalidAddress.fullName'),
      typeShow: 'text',
      display: 'link',
      isSortable: true,
      isFilter: true,
    },
    {
      key: 'country',
      label: t('afterSale.invalidAddress.address'),
      typeShow: 'text',
      isFilter: true,
      render: addressLine,
    },
    {
      key: 'problems',
      label: t('afterSale.invalidAddress.problems'),
      typeShow: 'text',
      render: (row) => row.problems.map((problem) => problem.message).join('; '),
    },
    {
      key: 'checkedAt',
      label: t('afterSale.invalidAddress.checkedAt'),
      typeShow: 'time',
      isSortable: true,
      isFilter: true,
    },
  ];
}
