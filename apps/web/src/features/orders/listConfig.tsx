import { ORDER_ITEM_STATUSES, ORDER_STATUSES } from '@platfox/domain';
import type { TFunction } from 'i18next';
import type { FilterRow, ListColumn, ListRow } from '../../ui/data-list/types';
import { statusLabel } from '../../ui/statusLabel';
import { moneyColumn } from '../../ui/data-list/commonColumns';
import { StoreOrderCell } from './StoreOrigin';

/** A row of the 'order' list model (declared in the domain's contract/lists). */
export type OrderRow = ListRow<'order'>;

/** A row of the 'order-item' list model. */
export type OrderItemRow = ListRow<'order-item'>;

const fixed = (field: string, operation: FilterRow['operation'], value: unknown = null) =>
  ({
    key: `ref-${field}`,
    field,
    operation,
    value,
    type: operation === 'ex' || operation === 'nex' ? 'time' : 'array',
    isActivated: true,
  }) satisfies FilterRow;

/** Placed orders have a placing time; drafts have none and are still NOT_READY. */
export const PLACED_ORDERS: FilterRow[] = [fixed('placedAt', 'ex')];
export const DRAFT_ORDERS: FilterRow[] = [
  fixed('placedAt', 'nex'),
  fixed('status', 'in', ['NOT_READY']),
];

export function orderColumns(
  t: TFunction,
  options: { isAdmin: boolean; isDraft?: boolean },
): ListColumn<'order'>[] {
  return [
    // The readable short id, a link to the order, with a copy of the full id (the id kind's cell).
    { key: 'id', label: t('orders.fields.id'), typeShow: 'text', kind: 'id', display: 'link' },
    {
      key: 'sellerEmail',
      label: t('orders.fields.seller'),
      typeShow: 'text',
      isDisplay: options.isAdmin,
      isSortable: true,
      isFilter: options.isAdmin,
    },
    {
      key: 'fullName',
      label: t('orders.address.fullName'),
      typeShow: 'text',
      display: 'link',
    },
    {
      key: 'country',
      label: t('orders.address.country'),
      typeShow: 'text',
      isSortable: true,
      isFilter: true,
    },
    {
      // The connected store the order came from (issue 17) over the store's own number for it
      // ("#1001"); blank for orders made here. One column: two made the admin's table too wide
      // for 1440 px (issue 31 item 13).
      key: 'storeName',
      label: t('orders.fields.store'),
      typeShow: 'text',
      isSortable: true,
      isFilter: true,
      enableFilterExist: true,
      render: (row) => <StoreOrderCell name={row.storeName} number={row.refId} />,
    },
    {
      // The store's number is shown under the store; its own column is for sorting, filtering
      // (what the buyer quotes) and copying, on demand.
      key: 'refId',
      label: t('orders.fields.refId'),
      typeShow: 'text',
      isDisplay: false,
      isSortable: true,
      isFilter: true,
      isShowCopyIcon: true,
    },
    {
      key: 'status',
      label: t('orders.fields.status'),
      typeShow: 'array',
      display: 'orderStatus',
      isDisplay: !options.isDraft,
      isSortable: true,
      isFilter: !options.isDraft,
      filterArrayData: ORDER_STATUSES.map((status) => ({
        key: status,
        label: statusLabel(t, status),
      })),
    },
    moneyColumn('total', t('orders.fields.total')),
    {
      key: 'placedAt',
      label: t('orders.fields.placedAt'),
      typeShow: 'time',
      isDisplay: !options.isDraft,
      isSortable: true,
      isFilter: !options.isDraft,
    },
    {
      // A placed order is read by when it was placed; when its draft began is on demand.
      key: 'createdAt',
      label: t('orders.fields.createdAt'),
      typeShow: 'time',
      isDisplay: options.isDraft === true,
      isSortable: true,
      isFilter: true,
    },
  ];
}

export function orderItemColumns(t: TFunction): ListColumn<'order-item'>[] {
  return [
    {
      key: 'productTitle',
      label: t('orders.fields.product'),
      typeShow: 'text',
      display: 'link',
    },
    {
      key: 'productSku',
      label: t('orders.fields.sku'),
      typeShow: 'text',
      isSortable: true,
      isFilter: true,
      isShowCopyIcon: true,
    },
    {
      key: 'productTypeName',
      label: t('orders.fields.productType'),
      typeShow: 'text',
      isSortable: true,
      isFilter: true,
    },
    {
      key: 'variantName',
      label: t('orders.fields.variant'),
      typeShow: 'text',
      isSortable: true,
      isFilter: true,
    },
    { key: 'quantity', label: t('orders.fields.quantity'), typeShow: 'int' },
    {
      key: 'status',
      label: t('orders.fields.status'),
      typeShow: 'array',
      display: 'orderStatus',
      isSortable: true,
      isFilter: true,
      filterArrayData: ORDER_ITEM_STATUSES.map((status) => ({
        key: status,
        label: statusLabel(t, status),
      })),
    },
    moneyColumn('total', t('orders.fields.total')),
    { key: 'sellerEmail', label: t('orders.fields.seller'), typeShow: 'text' },
    {
      key: 'country',
      label: t('orders.address.country'),
      typeShow: 'text',
      isSortable: true,
      isFilter: true,
    },
    {
      key: 'trackingCode',
      label: t('orders.fields.trackingCode'),
      typeShow: 'text',
      display: 'tracking',
      isSortable: true,
      isFilter: true,
      enableFilterExist: true,
    },
    {
      key: 'createdAt',
      label: t('orders.fields.createdAt'),
      typeShow: 'time',
      isSortable: true,
      isFilter: true,
    },
  ];
}
