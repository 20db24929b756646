import { overDueProcessingList, overDueShippingList, serialiseDate } from '@platfox/domain';
import { eq, sql } from 'drizzle-orm';
import { accountsReadModel } from '../../accounts/index';
import {
  overDueCondition,
  type OverDueStage,
  processingSince,
  shippingSince,
  ordersReadModel,
} from '../../orders/index';
import { orderItemsReadModel } from '../../order-items/index';
import { idColumn, serveListModel } from '../registry';
const { users } = accountsReadModel;
const { orders } = ordersReadModel;
const { orderItems, orderTimelines } = orderItemsReadModel;

/**
 * Items in production or on their way for longer than the overdue days (spec 01:
 * /a/order-items-over-due-date/processing and /shipping); `since` is when the stage began,
 * the oldest first.
 */
function overDueList(stage: OverDueStage) {
  const since = stage === 'processing' ? processingSince : shippingSince;
  const declared = stage === 'processing' ? overDueProcessingList : overDueShippingList;
  return serveListModel(declared, {
    source: (db, selection) =>
      db
        .select(selection)
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .innerJoin(users, eq(users.id, orders.sellerId))
        .leftJoin(orderTimelines, eq(orderTimelines.orderItemId, orderItems.id))
        .$dynamic(),
    id: orderItems.id,
    columns: {
      orderId: idColumn(orderItems.orderId),
      status: orderItems.status,
      sellerId: { column: orders.sellerId, label: users.email },
      productSku: orderItems.productSku,
      country: orders.country,
      since,
      createdAt: orderItems.createdAt,
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
    scope: () => overDueCondition(stage),
    toRow: (row) => ({
      ...row,
      since: serialiseDate(row.since),
      createdAt: serialiseDate(row.createdAt),
      updatable: false,
    }),
  });
}

export const overDueProcessingListModel = overDueList('processing');
export const overDueShippingListModel = overDueList('shipping');
