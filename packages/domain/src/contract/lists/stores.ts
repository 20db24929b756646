import { z } from 'zod';
import {
  ETSY_ORDER_QUEUE_STATUSES,
  EXTERNAL_STORE_STATUSES,
  EXTERNAL_STORE_TYPES,
  EXTERNAL_VARIANT_SYNC_STATUSES,
  STORE_ORDER_STATUSES,
} from '../../imports';
import { access } from '../access';
import { listChoices, listDate, listModel, listRow } from './declare';

const seller = access.types('SELLER');

/**
 * A seller's stores (spec 03 section 7.6: "dynamic list with model external-store and pageSize
 * all", loaded on first load and kept as `stores`). Only the seller's own; never a credential.
 */
export const externalStoreList = listModel({
  name: 'external-store',
  access: seller,
  fields: {
    type: { type: 'array', isSortable: true, choices: listChoices(EXTERNAL_STORE_TYPES) },
    status: { type: 'array', isSortable: true, choices: listChoices(EXTERNAL_STORE_STATUSES) },
    name: { type: 'text', isSortable: true },
    domain: { type: 'text', isSortable: true },
    createdAt: { type: 'time', isSortable: true },
  },
  defaultSort: { field: 'createdAt', direction: 'desc' },
  row: listRow({
    type: z.enum(EXTERNAL_STORE_TYPES),
    status: z.enum(EXTERNAL_STORE_STATUSES),
    name: z.string(),
    domain: z.string(),
    shopCode: z.string().nullable(),
    lastSyncAt: listDate.nullable(),
    lastSyncError: z.string().nullable(),
    createdAt: listDate,
  }),
});

/** A store's variants with their sync status (/s/store/{id}: filter storeId, syncStatus). */
export const externalStoreVariantList = listModel({
  name: 'external-store-variant',
  access: seller,
  fields: {
    storeId: { type: 'array' },
    storeProductId: { type: 'array' },
    syncStatus: {
      type: 'array',
      isSortable: true,
      choices: listChoices(EXTERNAL_VARIANT_SYNC_STATUSES),
    },
    productTitle: { type: 'text', isSortable: true },
    title: { type: 'text', isSortable: true },
    sku: { type: 'text', isSortable: true, isExistenceEnabled: true },
    createdAt: { type: 'time', isSortable: true },
  },
  defaultSort: { field: 'createdAt', direction: 'desc' },
  row: listRow({
    storeId: z.string(),
    storeProductId: z.string(),
    externalVariantId: z.string(),
    /** The store product's title; `title` is the variant's ("Black / M"). */
    productTitle: z.string(),
    title: z.string(),
    sku: z.string().nullable(),
    imageUrl: z.string().nullable(),
    syncStatus: z.enum(EXTERNAL_VARIANT_SYNC_STATUSES),
    productId: z.string().nullable(),
    productTypeItemId: z.string().nullable(),
    createdAt: listDate,
  }),
});

/** A store's orders as they arrived: waiting for a mapping, refused (lastError) or imported. */
export const externalStoreOrderList = listModel({
  name: 'external-store-order',
  access: seller,
  fields: {
    storeId: { type: 'array' },
    status: { type: 'array', isSortable: true, choices: listChoices(STORE_ORDER_STATUSES) },
    name: { type: 'text', isSortable: true },
    /** The store's name: the list across stores (issue 31 item 7) is searched by it. */
    storeName: { type: 'text', isSortable: true },
    createdAt: { type: 'time', isSortable: true },
  },
  defaultSort: { field: 'createdAt', direction: 'desc' },
  row: listRow({
    storeId: z.string(),
    storeName: z.string(),
    externalOrderId: z.string(),
    name: z.string(),
    status: z.enum(STORE_ORDER_STATUSES),
    /** The seller's order it became (IMPORTED). */
    orderId: z.string().nullable(),
    /** Lines whose variant is not mapped yet. */
    unmappedLines: z.number().int(),
    lines: z.number().int(),
    lastError: z.string().nullable(),
    externalUpdatedAt: listDate,
    createdAt: listDate,
  }),
});

/**
 * The pending Etsy order queue of a seller's Etsy stores (spec 03: statuses PENDING, PROCESSING,
 * FINISHED, ERROR): each receipt a pull brought, what became of it, and why it failed. The
 * seller's own entries only (the spec gives admins no such list).
 */
export const etsyOrderQueueList = listModel({
  name: 'etsy-order-queue',
  access: seller,
  fields: {
    storeId: { type: 'array' },
    status: { type: 'array', isSortable: true, choices: listChoices(ETSY_ORDER_QUEUE_STATUSES) },
    receiptId: { type: 'text', isSortable: true },
    buyerName: { type: 'text', isSortable: true, isExistenceEnabled: true },
    createdAt: { type: 'time', isSortable: true },
  },
  defaultSort: { field: 'createdAt', direction: 'desc' },
  row: listRow({
    storeId: z.string(),
    receiptId: z.string(),
    status: z.enum(ETSY_ORDER_QUEUE_STATUSES),
    buyerName: z.string().nullable(),
    /** Why it failed (ERROR). */
    error: z.string().nullable(),
    /** The store order it became and its status (UN_SYNCED until mapped...), once processed. */
    storeOrderStatus: z.enum(STORE_ORDER_STATUSES).nullable(),
    /** The seller's order, once the store order is imported. */
    orderId: z.string().nullable(),
    /** The buyer's message and gift message as they reach the order's note. */
    note: z.string().nullable(),
    attempts: z.number().int(),
    receiptUpdatedAt: listDate,
    createdAt: listDate,
  }),
});
