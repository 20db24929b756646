import { z } from 'zod';
import { CARRIER_CODES } from '../tracking';
import { dataAnswer } from './accounts';

/*
 * The tracking-code spreadsheet (spec 02 section "tracking codes", /p/import-tracking-code and
 * /a/import-tracking-code): one line per code, naming the order item by its id or its
 * packing-slip code. Written by the server as a template and checked against these same names.
 */

export const TRACKING_IMPORT_TEMPLATE_VERSION = 1;
export const TRACKING_IMPORT_SHEET = 'Tracking Codes';
export const TRACKING_IMPORT_JOB_KIND = 'import-tracking-codes';
/** Most data lines one tracking file may hold. */
export const TRACKING_IMPORT_MAX_LINES = 10_000;

export const TRACKING_IMPORT_COLUMNS = [
  { key: 'item', name: 'Order Item ID or Packing Slip Code', required: true },
  { key: 'trackingCode', name: 'Tracking Code', required: true },
  { key: 'carrier', name: 'Carrier', required: true },
] as const;
export type TrackingImportColumnKey = (typeof TRACKING_IMPORT_COLUMNS)[number]['key'];

export const TRACKING_IMPORT_MESSAGES = {
  sheetMissing: `The sheet "${TRACKING_IMPORT_SHEET}" was not found: please use the latest template`,
  empty: 'The file holds no tracking code lines',
  tooManyLines: `A file may hold at most ${TRACKING_IMPORT_MAX_LINES} lines`,
  itemNotFound: 'No order item of yours has this id or packing-slip code',
  carrier: `The carrier must be one of ${CARRIER_CODES.join(', ')}`,
  trackingCode: 'The tracking code may hold at most 64 characters',
} as const;

/** The import-queue type of a tracking file, by who uploads it (spec 03 section 3.5). */
export const trackingImportType = (actorType: string) =>
  actorType === 'PRINTER' ? ('PRINTER_ORDER_TRACKING_CODE' as const) : ('TRACKING_CODE' as const);

/*
 * Shipping labels (spec 02 sections 4.13 and 7, spec 03 section 6): one PDF per order item,
 * uploaded by the printer the item is routed to (with the FTP-upload flag) or an admin, and read
 * back by item or, for the label preview, by tracking code.
 */
export const SHIPPING_LABEL_MAX_BYTES = 5 * 1024 * 1024;
export const SHIPPING_LABEL_MESSAGES = {
  fileMissing: 'Please choose a PDF file',
  notPdf: 'The shipping label must be a PDF file',
  fileSize: `The shipping label may be at most ${SHIPPING_LABEL_MAX_BYTES / 1024 / 1024} MB`,
  ftpNotAllowed: 'This account may not upload shipping labels',
  status: 'A shipping label can be uploaded while the item is processing, ready or in transit',
  trackingRequired: 'Add a tracking code before uploading its shipping label',
  notFound: 'No shipping label was found',
} as const;

export const shippingLabelSchema = z.object({
  orderItemId: z.string(),
  trackingCode: z.string(),
  fileName: z.string(),
  size: z.number().int(),
  createdAt: z.string(),
});
export type ShippingLabel = z.infer<typeof shippingLabelSchema>;
export const shippingLabelAnswerSchema = dataAnswer(shippingLabelSchema);

export const trackingCodeParamsSchema = z.strictObject({
  trackingCode: z.string().trim().min(1).max(64),
});
