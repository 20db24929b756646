import { idParamsSchema } from '../../schemas/accounts';
import {
  adminComingDateBodySchema,
  itemActionsAnswerSchema,
  itemIdsBodySchema,
  itemNoteAnswerSchema,
  itemNoteBodySchema,
  itemRefundAnswerSchema,
  itemRefundBodySchema,
} from '../../schemas/item-actions';
import { idempotencyHeadersSchema } from '../../schemas/ledger';
import { productionItemAnswerSchema } from '../../schemas/production';
import { orderFactsAnswerSchema, traceLogsAnswerSchema } from '../../schemas/trace-logs';
import { access } from '../access';
import { endpoint } from '../endpoint';

const itemUpdate = access.rootOrAdmin('ORDER_ITEM_DETAIL_UPDATE');

/** The admin's actions on items by ids (spec 03 section 7.4's PUT order-items/approved...). */
const byIds = (path: 'approved' | 'canceled' | 'completed', summary: string) =>
  endpoint({
    method: 'PUT',
    path: `/order-items/${path}`,
    tags: ['orders'],
    summary,
    access: itemUpdate,
    body: itemIdsBodySchema,
    answer: itemActionsAnswerSchema,
    errors: [409],
  });

/** The admin's item actions and the audit trail's reads (issue 19). */
export const auditEndpoints = {
  approveItems: byIds(
    'approved',
    'Approve PENDING items (APPROVED); answers each changed or refused',
  ),
  cancelItems: byIds(
    'canceled',
    "Cancel items until they leave production; their totals go back to the seller's balance",
  ),
  completeItems: byIds('completed', 'Complete shipped items (COMPLETED, finishAt)'),
  refundItem: endpoint({
    method: 'POST',
    path: '/order-items/:id/refund-order-item',
    tags: ['after-sale'],
    summary:
      "Refund part or all of a shipped item to the seller's balance (one REFUND row per Idempotency-Key)",
    access: itemUpdate,
    params: idParamsSchema,
    body: itemRefundBodySchema,
    headers: idempotencyHeadersSchema,
    answer: itemRefundAnswerSchema,
    errors: [409],
  }),
  adminComingStockDate: endpoint({
    method: 'PUT',
    path: '/admin/order-items/:id/coming-stock-date',
    tags: ['production'],
    summary: "Set or clear the coming stock date of the item's awaiting-stock units",
    access: itemUpdate,
    params: idParamsSchema,
    body: adminComingDateBodySchema,
    answer: productionItemAnswerSchema,
    errors: [409],
  }),
  putItemNote: endpoint({
    method: 'PUT',
    path: '/admin/order-items/:id/note',
    tags: ['orders'],
    summary: "The admin's note on an item (an empty note clears it)",
    access: itemUpdate,
    params: idParamsSchema,
    body: itemNoteBodySchema,
    answer: itemNoteAnswerSchema,
  }),
  getOrderFacts: endpoint({
    method: 'GET',
    path: '/admin/orders/:id/facts',
    tags: ['orders'],
    summary: 'Ref id, money lines, coupon, payment method, pickers, store and the order times',
    access: access.rootOrAdmin('ORDER_DETAIL_ACCESS'),
    params: idParamsSchema,
    answer: orderFactsAnswerSchema,
  }),
  getOrderTrail: endpoint({
    method: 'GET',
    path: '/admin/orders/:id/trace-logs',
    tags: ['audit'],
    summary: "The order's trail and its items': who did what, when, from which address",
    access: access.rootOrAdmin('ORDER_DETAIL_ACCESS'),
    params: idParamsSchema,
    answer: traceLogsAnswerSchema,
  }),
  getOrderItemTrail: endpoint({
    method: 'GET',
    path: '/admin/order-items/:id/trace-logs',
    tags: ['audit'],
    summary: "The item's trail: who did what, when, from which address",
    access: access.rootOrAdmin('ORDER_ITEM_DETAIL_ACCESS'),
    params: idParamsSchema,
    answer: traceLogsAnswerSchema,
  }),
};
