import { z } from 'zod';
import { AFTER_SALE_STATUSES, type AfterSaleType } from '../../after-sale';
import { IMPORT_QUEUE_STATUSES, IMPORT_QUEUE_TYPES } from '../../imports';
import { PAYMENT_METHODS, TRANSACTION_STATUSES, TRANSACTION_TYPES } from '../../ledger';
import { ORDER_ITEM_ACTIONS } from '../../order-flow';
import { ORDER_ITEM_STATUSES, ORDER_STATUSES, REFUND_TYPES } from '../../orders';
import { transactionSchema } from '../../schemas/ledger';
import { returnForwardFields } from '../../schemas/after-sale';
import { access, type Permission } from '../access';
import { listChoices, listDate, listModel, listRow } from './declare';

/** The lists of orders, their items, the after-sale queues, imports and the ledger. */

/**
 * Orders (/s/order, /a/order): a seller its own, root and admins with ORDER_ACCESS all of them.
 * isApprovable / isCancelable come from the domain's flow table by the order's status.
 */
export const orderList = listModel({
  name: 'order',
  access: [access.types('SELLER'), access.rootOrAdmin('ORDER_ACCESS')],
  fields: {
    status: { type: 'array', isSortable: true, choices: listChoices(ORDER_STATUSES) },
    sellerId: { type: 'autocomplete' },
    sellerEmail: { type: 'text', isSortable: true },
    country: { type: 'text', isSortable: true },
    total: { type: 'int', isSortable: true, isMoney: true },
    createdAt: { type: 'time', isSortable: true },
    placedAt: { type: 'time', isSortable: true, isExistenceEnabled: true },
    storeName: { type: 'text', isSortable: true, isExistenceEnabled: true },
    refId: { type: 'text', isSortable: true, isExistenceEnabled: true },
  },
  defaultSort: { field: 'createdAt', direction: 'desc' },
  row: listRow({
    sellerId: z.string(),
    sellerEmail: z.string(),
    status: z.enum(ORDER_STATUSES),
    isDraft: z.boolean(),
    /** The connected store the order came from (issue 17), and its name there ("#1001"). */
    storeName: z.string().nullable(),
    refId: z.string().nullable(),
    country: z.string(),
    fullName: z.string(),
    total: z.number().int(),
    isFastShipping: z.boolean(),
    isLocalPickup: z.boolean(),
    createdAt: listDate,
    placedAt: listDate.nullable(),
    isApprovable: z.boolean(),
    isCancelable: z.boolean(),
  }),
});

/** Placed orders' items (/s/order-item, /a/order-item): a seller its own, admins with ORDER_ITEM_ACCESS. */
export const orderItemList = listModel({
  name: 'order-item',
  access: [access.types('SELLER'), access.rootOrAdmin('ORDER_ITEM_ACCESS')],
  fields: {
    orderId: { type: 'array' },
    status: { type: 'array', isSortable: true, choices: listChoices(ORDER_ITEM_STATUSES) },
    sellerId: { type: 'autocomplete' },
    productTypeId: { type: 'autocomplete' },
    productTypeName: { type: 'text', isSortable: true },
    productSku: { type: 'text', isSortable: true },
    variantName: { type: 'text', isSortable: true },
    country: { type: 'text', isSortable: true },
    trackingCode: { type: 'text', isSortable: true, isExistenceEnabled: true },
    total: { type: 'int', isSortable: true, isMoney: true },
    createdAt: { type: 'time', isSortable: true },
  },
  defaultSort: { field: 'createdAt', direction: 'desc' },
  row: listRow({
    orderId: z.string(),
    sellerId: z.string(),
    sellerEmail: z.string(),
    status: z.enum(ORDER_ITEM_STATUSES),
    productTitle: z.string(),
    productSku: z.string(),
    productTypeName: z.string(),
    variantName: z.string(),
    quantity: z.number().int(),
    total: z.number().int(),
    country: z.string(),
    trackingCode: z.string().nullable(),
    trackingCarrierCode: z.string().nullable(),
    isDisallowShipping: z.boolean(),
    /** The order's charge: the invoice preview reads its receipt. */
    chargeTransactionId: z.string().nullable(),
    /** The admin's note; a seller reads null. */
    note: z.string().nullable(),
    createdAt: listDate,
    actions: z.array(z.enum(ORDER_ITEM_ACTIONS)),
    isApprovable: z.boolean(),
    isCancelable: z.boolean(),
  }),
});

/** Each after-sale queue's model and list permission (spec 01 section 6). */
const AFTER_SALE_QUEUES = {
  REFUND: { name: 'refund-order-item', permission: 'ORDER_ITEM_REFUND_ACCESS' },
  RESEND: { name: 'resend-order-item', permission: 'ORDER_ITEM_RESEND_ACCESS' },
  RETURN: { name: 'return-order-item', permission: 'ORDER_ITEM_RETURN_ACCESS' },
} as const satisfies Record<AfterSaleType, { name: string; permission: Permission }>;

/**
 * An admin queue of after-sale requests (/a/refund-order-items, /a/resend-order-items,
 * /a/return-order-items): one row per request with its item and seller.
 */
const afterSaleQueue = <T extends AfterSaleType>(type: T) =>
  listModel({
    name: AFTER_SALE_QUEUES[type].name as (typeof AFTER_SALE_QUEUES)[T]['name'],
    access: access.rootOrAdmin(AFTER_SALE_QUEUES[type].permission),
    fields: {
      orderId: { type: 'array' },
      orderItemId: { type: 'array' },
      status: { type: 'array', isSortable: true, choices: listChoices(AFTER_SALE_STATUSES) },
      itemStatus: { type: 'array', choices: listChoices(ORDER_ITEM_STATUSES) },
      refundType: { type: 'array', choices: listChoices(REFUND_TYPES) },
      sellerId: { type: 'autocomplete' },
      productSku: { type: 'text', isSortable: true },
      reason: { type: 'text' },
      amount: { type: 'int', isSortable: true, isMoney: true },
      createdAt: { type: 'time', isSortable: true },
      reviewedAt: { type: 'time', isSortable: true },
    },
    defaultSort: { field: 'createdAt', direction: 'desc' },
    row: listRow({
      orderId: z.string(),
      orderItemId: z.string(),
      sellerId: z.string(),
      sellerEmail: z.string(),
      status: z.enum(AFTER_SALE_STATUSES),
      itemStatus: z.enum(ORDER_ITEM_STATUSES),
      productTitle: z.string(),
      productSku: z.string(),
      productTypeName: z.string(),
      quantity: z.number().int(),
      totalPrice: z.number().int(),
      reason: z.string(),
      refundType: z.enum(REFUND_TYPES).nullable(),
      percent: z.number().int().nullable(),
      amount: z.number().int().nullable(),
      refundedAmount: z.number().int(),
      reviewNote: z.string().nullable(),
      resendOrderId: z.string().nullable(),
      ...returnForwardFields,
      createdAt: listDate,
      reviewedAt: listDate.nullable(),
    }),
  });

export const refundOrderItemList = afterSaleQueue('REFUND');
export const resendOrderItemList = afterSaleQueue('RESEND');
export const returnOrderItemList = afterSaleQueue('RETURN');

export type OverDueStage = 'processing' | 'shipping';

/**
 * Items in production or on their way for longer than the overdue days
 * (/a/order-items-over-due-date/processing and /shipping); `since` is when the stage began.
 */
const overDueList = <S extends OverDueStage>(stage: S) =>
  listModel({
    name: `order-item-over-due-${stage}`,
    access: access.rootOrAdmin('ORDER_ITEM_DUE_DATE_ACCESS'),
    fields: {
      orderId: { type: 'array' },
      status: { type: 'array', isSortable: true, choices: listChoices(ORDER_ITEM_STATUSES) },
      sellerId: { type: 'autocomplete' },
      productSku: { type: 'text', isSortable: true },
      country: { type: 'text', isSortable: true },
      since: { type: 'time', isSortable: true },
      createdAt: { type: 'time', isSortable: true },
    },
    defaultSort: { field: 'since', direction: 'asc' },
    row: listRow({
      orderId: z.string(),
      sellerId: z.string(),
      sellerEmail: z.string(),
      status: z.enum(ORDER_ITEM_STATUSES),
      productTitle: z.string(),
      productSku: z.string(),
      productTypeName: z.string(),
      quantity: z.number().int(),
      country: z.string(),
      trackingCode: z.string().nullable(),
      since: listDate,
      createdAt: listDate,
    }),
  });

export const overDueProcessingList = overDueList('processing');
export const overDueShippingList = overDueList('shipping');

/** The seller's orders whose address failed the check and nobody confirmed (/s/invalid-address-orders). */
export const invalidAddressOrderList = listModel({
  name: 'invalid-address-order',
  access: access.types('SELLER'),
  fields: {
    status: { type: 'array', choices: listChoices(ORDER_STATUSES) },
    fullName: { type: 'text', isSortable: true },
    country: { type: 'text', isSortable: true },
    checkedAt: { type: 'time', isSortable: true },
  },
  defaultSort: { field: 'checkedAt', direction: 'desc' },
  row: listRow({
    status: z.enum(ORDER_STATUSES),
    fullName: z.string(),
    street: z.string(),
    street2: z.string().nullable(),
    city: z.string(),
    state: z.string().nullable(),
    zipcode: z.string(),
    country: z.string(),
    problems: z.array(z.object({ field: z.string(), message: z.string() })),
    checkedAt: listDate,
  }),
});

/**
 * The import queue (/s/order/import, /a/import-queue, the tracking-code imports): sellers and
 * printers their own imports; root and admins with IMPORT_QUEUE_ACCESS every import; an admin
 * who imports tracking codes (IMPORT_TRACKING_CODE_ACCESS) their own.
 */
export const importQueueList = listModel({
  name: 'import-queue',
  access: [
    access.types('SELLER', 'PRINTER'),
    access.rootOrAdmin('IMPORT_QUEUE_ACCESS'),
    access.admin('IMPORT_TRACKING_CODE_ACCESS'),
  ],
  fields: {
    status: { type: 'array', isSortable: true, choices: listChoices(IMPORT_QUEUE_STATUSES) },
    type: { type: 'array', isSortable: true, choices: listChoices(IMPORT_QUEUE_TYPES) },
    ownerId: { type: 'autocomplete' },
    ownerEmail: { type: 'text', isSortable: true },
    fileName: { type: 'text', isSortable: true },
    totalLines: { type: 'int', isSortable: true },
    failedLines: { type: 'int', isSortable: true },
    createdAt: { type: 'time', isSortable: true },
  },
  defaultSort: { field: 'createdAt', direction: 'desc' },
  row: listRow({
    ownerId: z.string(),
    ownerEmail: z.string(),
    type: z.enum(IMPORT_QUEUE_TYPES),
    status: z.enum(IMPORT_QUEUE_STATUSES),
    fileName: z.string(),
    /** Null for a store's orders (SHOPIFY_ORDER, WOOCOMMERCE_ORDER...): they come with no file. */
    fileId: z.string().nullable(),
    jobId: z.string().nullable(),
    message: z.string().nullable(),
    totalLines: z.number().int(),
    createdLines: z.number().int(),
    failedLines: z.number().int(),
    createdOrders: z.number().int(),
    createdAt: listDate,
    finishedAt: listDate.nullable(),
  }),
});

/**
 * The ledger (/s/transaction/deposits, /others; /a/transaction/deposits, /withdraws, /others):
 * a seller its own rows, an admin the types its permissions cover (DEPOSIT_ACCESS,
 * WITHDRAW_ACCESS, OTHER_TRANSACTION_ACCESS). `updatable`: the caller may review the row now.
 */
export const transactionList = listModel({
  name: 'transaction',
  access: [
    access.types('SELLER'),
    access.admin('DEPOSIT_ACCESS'),
    access.admin('WITHDRAW_ACCESS'),
    access.admin('OTHER_TRANSACTION_ACCESS'),
  ],
  fields: {
    type: { type: 'array', isSortable: true, choices: listChoices(TRANSACTION_TYPES) },
    status: { type: 'array', isSortable: true, choices: listChoices(TRANSACTION_STATUSES) },
    paymentMethod: {
      type: 'array',
      isSortable: true,
      isExistenceEnabled: true,
      choices: listChoices(PAYMENT_METHODS),
    },
    amount: { type: 'int', isSortable: true, isMoney: true },
    balanceAfter: { type: 'int', isSortable: true, isMoney: true, isExistenceEnabled: true },
    description: { type: 'text', isSortable: true, isExistenceEnabled: true },
    orderId: { type: 'text', isExistenceEnabled: true },
    userId: { type: 'autocomplete' },
    userEmail: { type: 'text', isSortable: true },
    userFullName: { type: 'text', isSortable: true },
    createdAt: { type: 'time', isSortable: true },
    reviewedAt: { type: 'time', isSortable: true, isExistenceEnabled: true },
  },
  defaultSort: { field: 'createdAt', direction: 'desc' },
  row: listRow({
    ...transactionSchema.omit({ refTransactionId: true }).shape,
    createdAt: listDate,
    updatedAt: listDate,
    reviewedAt: listDate.nullable(),
  }),
});
