import { ORDER_ITEM_STATUSES } from '@platfox/domain';
import { eq, sql } from 'drizzle-orm';
import { users } from '../../accounts/tables';
import {
  overDueCondition,
  processingSince,
  shippingSince,
  type OverDueStage,
} from '../../orders/over-due';
import { orderItems, orders, orderTimelines } from '../../orders/tables';
import { defineListModel, idField } from '../registry';

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : value);
const choices = (values: readonly string[]) =>
  values.map((value) => ({ key: value, label: value }));

/**
 * Items in production or on their way for longer than the overdue days (spec 01:
 * /a/order-items-over-due-date/processing and /shipping); `since` is when the stage began,
 * the oldest first.
 */
function overDueList(stage: OverDueStage) {
  const since = stage === 'processing' ? processingSince : shippingSince;
  return defineListModel({
    name: `order-item-over-due-${stage}`,
    source: (db, selection) =>
      db
        .select(selection)
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .innerJoin(users, eq(users.id, orders.sellerId))
        .leftJoin(orderTimelines, eq(orderTimelines.orderItemId, orderItems.id))
        .$dynamic(),
    id: orderItems.id,
    fields: {
      id: idField(orderItems.id),
      orderId: { type: 'array', column: sql`${orderItems.orderId}::text` },
      status: {
        type: 'array',
        column: orderItems.status,
        isSortable: true,
        choices: choices(ORDER_ITEM_STATUSES),
      },
      sellerId: { type: 'autocomplete', column: orders.sellerId, label: users.email },
      productSku: { type: 'text', column: orderItems.productSku, isSortable: true },
      country: { type: 'text', column: orders.country, isSortable: true },
      since: { type: 'time', column: since, isSortable: true },
      createdAt: { type: 'time', column: orderItems.createdAt, isSortable: true },
    },
    select: {
      id: orderItems.id,
      orderId: orderItems.orderId,
      sellerId: orders.sellerId,
      sellerEmail: users.email,
      status: orderItems.status,
      productTitle: orderItems.productTitle,
      productSku: orderItems.productSku,
      productTypeName: orderItems.productTypeName,
      quantity: orderItems.quantity,
      country: orders.country,
      trackingCode: orderItems.trackingCode,
      since: sql<Date>`${since}`.mapWith(orderItems.createdAt),
      createdAt: orderItems.createdAt,
    },
    defaultSort: { field: 'since', direction: 'asc' },
    access: { types: ['ADMIN', 'ROOT'], permission: 'ORDER_ITEM_DUE_DATE_ACCESS' },
    scope: () => overDueCondition(stage),
    toRow: (row) => ({
      ...row,
      id: String(row.id),
      since: iso(row.since),
      createdAt: iso(row.createdAt),
      updatable: false,
    }),
  });
}

export const overDueProcessingListModel = overDueList('processing');
export const overDueShippingListModel = overDueList('shipping');
