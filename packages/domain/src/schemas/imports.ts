import { z } from 'zod';
import { IMPORT_QUEUE_STATUSES, IMPORT_QUEUE_TYPES } from '../imports';
import { dataAnswer } from './accounts';

/*
 * The import queue (spec 03 section 3.5) and the order spreadsheet's template (spec 03 section 4:
 * "latest template only; sheet and column names unchanged; null column values rejected; file size
 * limited"). The server writes the template from these names and checks every file against them,
 * so the downloadable template and the check can never disagree.
 */

/** Bumped when the columns change: a file made from an older template fails on its names. */
export const ORDER_IMPORT_TEMPLATE_VERSION = 1;
export const ORDER_IMPORT_SHEET = 'Orders';
export const ORDER_IMPORT_JOB_KIND = 'import-orders';

/** Most bytes an order file may have (XLSX or CSV). */
export const ORDER_IMPORT_MAX_BYTES = 10 * 1024 * 1024;
/** Most data lines one file may hold. */
export const ORDER_IMPORT_MAX_LINES = 50_000;
/** Most line errors kept on an import (the counts stay exact beyond it). */
export const ORDER_IMPORT_MAX_ERRORS = 1_000;

export const ORDER_IMPORT_SHIPPING = ['STANDARD', 'FAST', 'LOCAL_PICKUP'] as const;
export type OrderImportShipping = (typeof ORDER_IMPORT_SHIPPING)[number];

/** The template's columns, in order; `required` columns may not be empty. */
export const ORDER_IMPORT_COLUMNS = [
  { key: 'reference', name: 'Order Reference', required: true },
  { key: 'product', name: 'Product SKU or ID', required: true },
  { key: 'item', name: 'Product Type Item', required: true },
  { key: 'quantity', name: 'Quantity', required: true },
  { key: 'fullName', name: 'Full Name', required: true },
  { key: 'phone', name: 'Phone', required: false },
  { key: 'email', name: 'Email', required: false },
  { key: 'street', name: 'Street', required: true },
  { key: 'street2', name: 'Street 2', required: false },
  { key: 'city', name: 'City', required: true },
  { key: 'state', name: 'State', required: false },
  { key: 'zipcode', name: 'Zipcode', required: true },
  { key: 'country', name: 'Country', required: true },
  { key: 'shipping', name: 'Shipping', required: true },
  { key: 'note', name: 'Note', required: false },
] as const;
export type OrderImportColumnKey = (typeof ORDER_IMPORT_COLUMNS)[number]['key'];

export const IMPORT_MESSAGES = {
  fileMissing: 'Please choose an XLSX or CSV file',
  fileType: 'The file must be an XLSX or CSV spreadsheet',
  fileSize: `The file may be at most ${ORDER_IMPORT_MAX_BYTES / 1024 / 1024} MB`,
  sheetMissing: `The sheet "${ORDER_IMPORT_SHEET}" was not found: please use the latest template`,
  columnsChanged: 'The column names do not match the latest template',
  tooManyLines: `A file may hold at most ${ORDER_IMPORT_MAX_LINES} lines`,
  empty: 'The file holds no order lines',
  unreadable: 'The file could not be read as a spreadsheet',
  required: 'This value is required',
  quantity: 'The quantity must be a whole number from 1 to 999',
  productNotFound: 'No product of yours has this SKU or ID',
  itemNotFound: 'This product type item does not belong to the product',
  shipping: `The shipping must be one of ${ORDER_IMPORT_SHIPPING.join(', ')}`,
  addressDiffers: 'The address differs from the first line of this order',
  shippingDiffers: 'The shipping differs from the first line of this order',
  tooManyOrderLines: 'An order may hold at most 50 lines',
  orderRefused: 'The order of this line was refused',
} as const;

/** One refused line: where it is and why (spec 03 section 6: by sheet, column and line). */
export const importErrorSchema = z.object({
  sheet: z.string(),
  column: z.string().nullable(),
  /** The spreadsheet's row number (the header is row 1); null for a file-wide problem. */
  line: z.number().int().nullable(),
  message: z.string(),
  /** A note on a line that was imported anyway (a tracking number of unknown format). */
  isWarning: z.boolean().optional(),
});
export type ImportError = z.infer<typeof importErrorSchema>;

export const importQueueSchema = z.object({
  id: z.string(),
  ownerId: z.string(),
  type: z.enum(IMPORT_QUEUE_TYPES),
  status: z.enum(IMPORT_QUEUE_STATUSES),
  /** Null for a store's orders (SHOPIFY_ORDER...): they come with no file. */
  fileId: z.string().nullable(),
  fileName: z.string(),
  jobId: z.string().nullable(),
  totalLines: z.number().int(),
  createdLines: z.number().int(),
  failedLines: z.number().int(),
  createdOrders: z.number().int(),
  /** Why the whole file failed (FAIL). */
  message: z.string().nullable(),
  errors: z.array(importErrorSchema),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type ImportQueue = z.infer<typeof importQueueSchema>;
export const importQueueAnswerSchema = dataAnswer(importQueueSchema);
