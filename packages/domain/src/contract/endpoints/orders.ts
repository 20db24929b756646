import { z } from 'zod';
import { endpoint } from '../endpoint';
import { access, type Permission } from '../access';
import { idParamsSchema } from '../../schemas/accounts';
import {
  addressCheckAnswerSchema,
  addressReminderAnswerSchema,
  afterSaleItemParamsSchema,
  afterSaleRequestAnswerSchema,
  afterSaleRequestBodySchema,
  refundRequestBodySchema,
  resendRequestBodySchema,
  afterSaleReviewBodySchema,
  overDueDaysAnswerSchema,
  overDueDaysSchema,
  pendingTasksAnswerSchema,
} from '../../schemas/after-sale';
import { idempotencyHeadersSchema, optionalIdempotencyHeadersSchema } from '../../schemas/ledger';
import { orderTrackingCodesAnswerSchema } from '../../schemas/production';
import {
  approveAllAnswerSchema,
  createOrderBodySchema,
  orderAnswerSchema,
  orderAddressSchema,
  orderCartSchema,
  placeDraftBodySchema,
  placeDraftsAnswerSchema,
  cancelOrdersAnswerSchema,
  cancelOrdersBodySchema,
  placeDraftsBodySchema,
  priceEstimateAnswerSchema,
} from '../../schemas/orders';

const seller = access.types('SELLER');
const sellerOrStaff = access.types('SELLER', 'ADMIN', 'ROOT');

const tags = ['after-sale'];
/** The note is optional, and so is the body: an answer without one is sent with no body. */
const reviewBody = z.preprocess((value) => value ?? {}, afterSaleReviewBodySchema);

/** An admin's answer to an after-sale request (spec 03 section 7.4), under its queue's permission. */
const review = (path: string, permission: Permission, summary: string) =>
  endpoint({
    method: 'POST',
    path: `/order-items/:id/${path}`,
    tags,
    summary,
    access: access.rootOrAdmin(permission),
    params: afterSaleItemParamsSchema,
    body: reviewBody,
    answer: afterSaleRequestAnswerSchema,
    errors: [409],
  });

/** The admin's answers, by the action of the after-sale flow they take. */
export const afterSaleReviews = {
  approveRefund: review(
    'approve-refund',
    'ORDER_ITEM_REFUND_DETAIL_UPDATE',
    "Approve the item's refund request: the amount goes back to the seller's balance",
  ),
  refuseRefund: review(
    'refuse-to-refund',
    'ORDER_ITEM_REFUND_DETAIL_UPDATE',
    'Refuse the refund request: the item gets its previous status back',
  ),
  cancelAndRefund: review(
    'cancel-and-refund-to-seller',
    'ORDER_ITEM_REFUND_DETAIL_UPDATE',
    'Close any waiting request by refunding what is left of the item (REFUNDED)',
  ),
  resend: review(
    'resend',
    'ORDER_ITEM_RESEND_DETAIL_UPDATE',
    'Approve the resend request: a new order for the seller at no charge',
  ),
  refuseResend: review(
    'refuse-to-resend',
    'ORDER_ITEM_RESEND_DETAIL_UPDATE',
    'Refuse the resend request: the item gets its previous status back',
  ),
  approveReturn: review(
    'approve-return',
    'ORDER_ITEM_RETURN_DETAIL_UPDATE',
    'Approve the return request (RETURNED)',
  ),
  refuseReturn: review(
    'refuse-to-return',
    'ORDER_ITEM_RETURN_DETAIL_UPDATE',
    'Refuse the return request: the item gets its previous status back',
  ),
};

const floorAction = (path: 'complete' | 'reset', summary: string) =>
  endpoint({
    method: 'POST',
    path: `/order-items/:id/${path}`,
    tags,
    summary,
    access: access.rootOrAdmin('ORDER_ITEM_DETAIL_UPDATE'),
    params: afterSaleItemParamsSchema,
    answer: orderAnswerSchema,
    errors: [409],
  });

const addressCall = (
  method: 'GET' | 'POST',
  path: `/orders/:id/${string}`,
  summary: string,
  who = sellerOrStaff,
  formerPath?: `/${string}`,
) =>
  endpoint({
    method,
    path,
    tags,
    summary,
    access: who,
    params: idParamsSchema,
    answer: addressCheckAnswerSchema,
    errors: [409],
    ...(formerPath ? { formerPath } : {}),
  });

/** The orders endpoints (server: serve(); web: call()). */
export const orderEndpoints = {
  ...afterSaleReviews,
  completeItem: floorAction('complete', 'Complete a delivered item (COMPLETED, finishAt)'),
  resetItem: floorAction(
    'reset',
    'Send an item back to the start of production (APPROVED), dropping its progress',
  ),
  addressCheck: addressCall(
    'GET',
    '/orders/:id/address-check',
    "The order's last address check with a suggested spelling",
  ),
  // Sellers' API keys may call the two below: their former paths stay.
  validateAddress: addressCall(
    'POST',
    '/orders/:id/validateAddress',
    "Check the order's address by the domain's rules now",
    sellerOrStaff,
    '/orders/:id/validate-address',
  ),
  suggestAddress: addressCall(
    'POST',
    '/orders/:id/suggestAddress',
    'Apply the suggested spelling to the address and check it again',
    sellerOrStaff,
    '/orders/:id/suggest-address',
  ),
  confirmValidAddress: addressCall(
    'POST',
    '/orders/:id/confirmValidAddress',
    'Confirm the address as written: it leaves the invalid-address reminder',
    access.rootOrAdmin('ORDER_DETAIL_UPDATE'),
  ),
  invalidAddressReminder: endpoint({
    method: 'POST',
    path: '/orders/:id/invalidAddressReminder',
    tags,
    summary:
      "Remind the seller that the order's address is invalid (a notification and a mail); once an hour",
    access: access.rootOrAdmin('ORDER_DETAIL_UPDATE'),
    params: idParamsSchema,
    answer: addressCheckAnswerSchema,
    errors: [409, 429],
  }),
  putSellerOrderAddress: endpoint({
    method: 'PUT',
    path: '/seller/order/:id/address',
    tags: ['orders'],
    summary:
      "Change a placed order's buyer address until its first item is picked (checked again, same country)",
    access: seller,
    params: idParamsSchema,
    body: orderAddressSchema,
    answer: orderAnswerSchema,
    errors: [409],
  }),
  sellerCancelOrder: endpoint({
    method: 'POST',
    path: '/seller/order/:id/cancel',
    formerPath: '/orders/:id/cancel',
    tags: ['orders'],
    summary: 'Cancel a draft, or the cancellable items of an order (refunded to the balance)',
    access: access.types('SELLER'),
    params: idParamsSchema,
    answer: orderAnswerSchema,
    errors: [409],
  }),
  sellerCancelOrders: endpoint({
    method: 'POST',
    path: '/seller/cancel-orders',
    tags: ['orders'],
    summary: "Cancel several of the seller's orders; answers each one cancelled or refused",
    access: access.types('SELLER'),
    body: cancelOrdersBodySchema,
    answer: cancelOrdersAnswerSchema,
  }),
  getSellerOrderTrackingCodes: endpoint({
    method: 'GET',
    path: '/seller/order/:id/tracking-codes',
    tags: ['production'],
    summary: "The tracking codes of the seller's order, each with its item",
    access: access.types('SELLER'),
    params: idParamsSchema,
    answer: orderTrackingCodesAnswerSchema,
  }),
  adminCancelOrder: endpoint({
    method: 'POST',
    path: '/orders/:id/canceled',
    tags: ['orders'],
    summary: 'Cancel the cancellable items of an order (refunded to the balance)',
    access: access.rootOrAdmin('ORDER_DETAIL_UPDATE'),
    params: idParamsSchema,
    answer: orderAnswerSchema,
    errors: [409],
  }),
  deleteOrder: endpoint({
    method: 'DELETE',
    path: '/orders/:id',
    tags: ['orders'],
    summary: 'Cancel a draft, or the cancellable items of an order (the same as cancel)',
    access: sellerOrStaff,
    params: idParamsSchema,
    answer: orderAnswerSchema,
    errors: [409],
  }),
  sellerRefundRequest: endpoint({
    method: 'POST',
    path: '/seller/order-items/:id/refund',
    tags: ['after-sale'],
    summary: 'Ask for a refund of an item: full, a custom amount or a percent',
    access: access.types('SELLER'),
    params: afterSaleItemParamsSchema,
    body: refundRequestBodySchema,
    answer: afterSaleRequestAnswerSchema,
    errors: [409],
  }),
  sellerResendRequest: endpoint({
    method: 'POST',
    path: '/seller/order-items/:id/resend',
    tags: ['after-sale'],
    summary: 'Ask for an item to be made and shipped again',
    access: access.types('SELLER'),
    params: afterSaleItemParamsSchema,
    body: resendRequestBodySchema,
    answer: afterSaleRequestAnswerSchema,
    errors: [409],
  }),
  postOrderItemsRequests: endpoint({
    method: 'POST',
    // Our own path: a return has none in the spec; refunds and resends have theirs above.
    path: '/order-items/:id/requests',
    tags: ['after-sale'],
    summary: 'Ask for a return (or any request: a refund or a resend, as their own calls)',
    access: access.types('SELLER'),
    params: afterSaleItemParamsSchema,
    body: afterSaleRequestBodySchema,
    answer: afterSaleRequestAnswerSchema,
    errors: [409],
  }),
  getPendingTasks: endpoint({
    method: 'GET',
    path: '/pending-tasks',
    tags: ['after-sale'],
    summary: "The admin menu's pending-task counters (0 where the list is not allowed)",
    access: access.types('ADMIN', 'ROOT'),
    answer: pendingTasksAnswerSchema,
    errors: [409],
  }),
  getOrderItemsOverDueDays: endpoint({
    method: 'GET',
    path: '/order-items/over-due-days',
    tags: ['after-sale'],
    summary: 'Days after which an item in production or shipping is overdue',
    access: access.rootOrAdmin('ORDER_ITEM_DUE_DATE_ACCESS'),
    answer: overDueDaysAnswerSchema,
    errors: [409],
  }),
  putOrderItemsOverDueDays: endpoint({
    method: 'PUT',
    path: '/order-items/over-due-days',
    tags: ['after-sale'],
    summary: 'Change the overdue days (needs ORDER_ITEM_DUE_DATE_DETAIL_UPDATE)',
    access: access.rootOrAdmin('ORDER_ITEM_DUE_DATE_ACCESS'),
    body: overDueDaysSchema,
    answer: overDueDaysAnswerSchema,
    errors: [409],
  }),
  getSellerAddressReminder: endpoint({
    method: 'GET',
    path: '/seller/address-reminder',
    tags: ['after-sale'],
    summary: "How many of the seller's orders have an invalid, unconfirmed address",
    access: access.types('SELLER'),
    answer: addressReminderAnswerSchema,
    errors: [409],
  }),
  postOrdersEstimate: endpoint({
    method: 'POST',
    path: '/seller/estimate-order-price',
    formerPath: '/orders/estimate',
    tags: ['orders'],
    summary: "A cart's price with the domain's priceOrder: what placing it would charge",
    access: seller,
    body: orderCartSchema,
    answer: priceEstimateAnswerSchema,
    errors: [409],
  }),
  postOrders: endpoint({
    method: 'POST',
    path: '/seller/order',
    formerPath: '/orders',
    tags: ['orders'],
    summary: 'Create a draft order, or place it at once (isDraft false, Idempotency-Key)',
    access: seller,
    body: createOrderBodySchema,
    headers: optionalIdempotencyHeadersSchema,
    answer: orderAnswerSchema,
    errors: [409],
  }),
  postOrdersApproveAll: endpoint({
    method: 'POST',
    path: '/orders/approve-all',
    tags: ['orders'],
    summary: 'Approve every PENDING order, in batches',
    access: access.rootOrAdmin('ORDER_DETAIL_UPDATE'),
    answer: approveAllAnswerSchema,
    errors: [409],
  }),
  getOrdersOne: endpoint({
    method: 'GET',
    path: '/orders/:id',
    tags: ['orders'],
    summary: 'An order with its items, timelines and the actions allowed on them',
    access: sellerOrStaff,
    params: idParamsSchema,
    answer: orderAnswerSchema,
    errors: [409],
  }),
  putOrdersOne: endpoint({
    method: 'PUT',
    path: '/seller/order/:id',
    formerPath: '/orders/:id',
    tags: ['orders'],
    summary: 'Edit a draft order (priced again)',
    access: seller,
    params: idParamsSchema,
    body: orderCartSchema,
    answer: orderAnswerSchema,
    errors: [409],
  }),
  putOrders: endpoint({
    method: 'PUT',
    path: '/seller/orders',
    formerPath: '/orders',
    tags: ['orders'],
    summary: 'Place several drafts (by ids, or every draft of an import); answers each one',
    access: seller,
    body: placeDraftsBodySchema,
    headers: idempotencyHeadersSchema,
    answer: placeDraftsAnswerSchema,
    errors: [409],
  }),
  postOrdersPlace: endpoint({
    method: 'POST',
    path: '/orders/:id/place',
    tags: ['orders'],
    summary:
      "Place a draft: charges the seller's balance (less an optional couponCode) and moves it to PENDING",
    access: seller,
    params: idParamsSchema,
    body: placeDraftBodySchema,
    headers: idempotencyHeadersSchema,
    answer: orderAnswerSchema,
    errors: [409],
  }),
  approveOrder: endpoint({
    method: 'POST',
    path: '/orders/:id/approved',
    tags: ['orders'],
    summary: "Approve an order's PENDING items (APPROVED, approvedAt)",
    access: access.rootOrAdmin('ORDER_DETAIL_UPDATE'),
    params: idParamsSchema,
    answer: orderAnswerSchema,
    errors: [409],
  }),
};
