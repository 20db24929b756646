import {
  refundOrderItemList,
  resendOrderItemList,
  returnOrderItemList,
  serialiseDate,
  type AfterSaleType,
} from '@platfox/domain';
import { and, eq } from 'drizzle-orm';
import { accountsReadModel } from '../../accounts/index';
import { ordersReadModel } from '../../orders/index';
import { orderItemsReadModel } from '../../order-items/index';
import { idColumn, serveListModel } from '../registry';
const { users } = accountsReadModel;
const { afterSaleRequests, orders } = ordersReadModel;
const { orderItems } = orderItemsReadModel;

type Queue = typeof refundOrderItemList | typeof resendOrderItemList | typeof returnOrderItemList;

/**
 * An admin queue of after-sale requests (spec 01: /a/refund-order-items, /a/resend-order-items,
 * /a/return-order-items): one row per request with its item and seller; PENDING first by default
 * through the status filter the screen sends. `updatable` says the request waits for an answer.
 */
function afterSaleQueue(declared: Queue, type: AfterSaleType) {
  return serveListModel(declared, {
    source: (db, selection) =>
      db
        .select(selection)
        .from(afterSaleRequests)
        .innerJoin(orderItems, eq(orderItems.id, afterSaleRequests.orderItemId))
        .innerJoin(orders, eq(orders.id, afterSaleRequests.orderId))
        .innerJoin(users, eq(users.id, afterSaleRequests.sellerId))
        .$dynamic(),
    id: afterSaleRequests.id,
    columns: {
      orderId: idColumn(afterSaleRequests.orderId),
      orderItemId: idColumn(afterSaleRequests.orderItemId),
      status: afterSaleRequests.status,
      itemStatus: orderItems.status,
      refundType: afterSaleRequests.refundType,
      sellerId: { column: afterSaleRequests.sellerId, label: users.email },
      productSku: orderItems.productSku,
      reason: afterSaleRequests.reason,
      amount: afterSaleRequests.amount,
      createdAt: afterSaleRequests.createdAt,
      reviewedAt: afterSaleRequests.reviewedAt,
    },
    select: {
      id: afterSaleRequests.id,
      orderId: afterSaleRequests.orderId,
      orderItemId: afterSaleRequests.orderItemId,
      sellerId: afterSaleRequests.sellerId,
      sellerEmail: users.email,
      status: afterSaleRequests.status,
      itemStatus: orderItems.status,
      productTitle: orderItems.productTitle,
      productSku: orderItems.productSku,
      productTypeName: orderItems.productTypeName,
      quantity: orderItems.quantity,
      totalPrice: orderItems.totalPrice,
      reason: afterSaleRequests.reason,
      refundType: afterSaleRequests.refundType,
      percent: afterSaleRequests.percent,
      amount: afterSaleRequests.amount,
      refundedAmount: afterSaleRequests.refundedAmount,
      reviewNote: afterSaleRequests.reviewNote,
      resendOrderId: afterSaleRequests.resendOrderId,
      forwardAddress: afterSaleRequests.forwardAddress,
      forwardNote: afterSaleRequests.forwardNote,
      createdAt: afterSaleRequests.createdAt,
      reviewedAt: afterSaleRequests.reviewedAt,
    },
    scope: () => and(eq(afterSaleRequests.type, type), eq(orders.isDraft, false)),
    toRow: (row) => ({
      ...row,
      createdAt: serialiseDate(row.createdAt),
      reviewedAt: serialiseDate(row.reviewedAt),
      updatable: row.status === 'PENDING',
    }),
  });
}

export const refundOrderItemListModel = afterSaleQueue(refundOrderItemList, 'REFUND');
export const resendOrderItemListModel = afterSaleQueue(resendOrderItemList, 'RESEND');
export const returnOrderItemListModel = afterSaleQueue(returnOrderItemList, 'RETURN');
