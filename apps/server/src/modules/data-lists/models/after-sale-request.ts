import {
  AFTER_SALE_STATUSES,
  ORDER_ITEM_STATUSES,
  REFUND_TYPES,
  type AfterSaleType,
} from '@platfox/domain';
import { and, eq, sql } from 'drizzle-orm';
import { users } from '../../accounts/tables';
import { afterSaleRequests } from '../../orders/after-sale-tables';
import { orderItems, orders } from '../../orders/tables';
import { defineListModel, idField } from '../registry';

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : value);
const choices = (values: readonly string[]) =>
  values.map((value) => ({ key: value, label: value }));

/** Each queue's list permission (spec 01 section 6: order items' refund, resend, return). */
const QUEUES = {
  REFUND: { name: 'refund-order-item', area: 'ORDER_ITEM_REFUND' },
  RESEND: { name: 'resend-order-item', area: 'ORDER_ITEM_RESEND' },
  RETURN: { name: 'return-order-item', area: 'ORDER_ITEM_RETURN' },
} as const satisfies Record<AfterSaleType, { name: string; area: string }>;

/**
 * An admin queue of after-sale requests (spec 01: /a/refund-order-items, /a/resend-order-items,
 * /a/return-order-items): one row per request with its item and seller; PENDING first by default
 * through the status filter the screen sends. `updatable` says the request waits for an answer.
 */
function afterSaleQueue(type: AfterSaleType) {
  const queue = QUEUES[type];
  return defineListModel({
    name: queue.name,
    source: (db, selection) =>
      db
        .select(selection)
        .from(afterSaleRequests)
        .innerJoin(orderItems, eq(orderItems.id, afterSaleRequests.orderItemId))
        .innerJoin(orders, eq(orders.id, afterSaleRequests.orderId))
        .innerJoin(users, eq(users.id, afterSaleRequests.sellerId))
        .$dynamic(),
    id: afterSaleRequests.id,
    fields: {
      id: idField(afterSaleRequests.id),
      orderId: { type: 'array', column: sql`${afterSaleRequests.orderId}::text` },
      orderItemId: { type: 'array', column: sql`${afterSaleRequests.orderItemId}::text` },
      status: {
        type: 'array',
        column: afterSaleRequests.status,
        isSortable: true,
        choices: choices(AFTER_SALE_STATUSES),
      },
      itemStatus: {
        type: 'array',
        column: orderItems.status,
        choices: choices(ORDER_ITEM_STATUSES),
      },
      refundType: {
        type: 'array',
        column: afterSaleRequests.refundType,
        choices: choices(REFUND_TYPES),
      },
      sellerId: { type: 'autocomplete', column: afterSaleRequests.sellerId, label: users.email },
      productSku: { type: 'text', column: orderItems.productSku, isSortable: true },
      reason: { type: 'text', column: afterSaleRequests.reason },
      amount: { type: 'int', column: afterSaleRequests.amount, isSortable: true, isMoney: true },
      createdAt: { type: 'time', column: afterSaleRequests.createdAt, isSortable: true },
      reviewedAt: { type: 'time', column: afterSaleRequests.reviewedAt, isSortable: true },
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
      createdAt: afterSaleRequests.createdAt,
      reviewedAt: afterSaleRequests.reviewedAt,
    },
    defaultSort: { field: 'createdAt', direction: 'desc' },
    access: { types: ['ADMIN', 'ROOT'], permission: `${queue.area}_ACCESS` },
    scope: () => and(eq(afterSaleRequests.type, type), eq(orders.isDraft, false)),
    toRow: (row) => ({
      ...row,
      id: String(row.id),
      createdAt: iso(row.createdAt),
      reviewedAt: iso(row.reviewedAt),
      updatable: row.status === 'PENDING',
    }),
  });
}

export const refundOrderItemListModel = afterSaleQueue('REFUND');
export const resendOrderItemListModel = afterSaleQueue('RESEND');
export const returnOrderItemListModel = afterSaleQueue('RETURN');
