import { z } from 'zod';
import { ORDER_ITEM_STATUSES } from '../orders';
import { PRINTER_UNIT_ACTIONS } from '../production';
import { CARRIER_CODES, TRACKING_CODE_STATUSES } from '../tracking';
import { dataAnswer } from './accounts';

/*
 * The printer floor's calls (spec 02 sections 3.15 and 7, spec 03 sections 3.2 and 7.5): status
 * changes singly, in bulk and per quantity index, scans, verification and tracking codes. Every
 * printer change names the checked-in staff member who made it (staffId).
 */

export const MAX_BULK_ITEMS = 200;
export const MAX_BULK_TRACKING_CODES = 500;
export const MAX_QTY_INDEX = 999;

const timezoneOffset = z.number().int().min(-840).max(840).optional();
const staffId = z.string().uuid();
const description = z.string().trim().max(1000).optional();
const comingAt = z.string().datetime({ offset: true }).optional();
const qtyIndex = z.number().int().min(1).max(MAX_QTY_INDEX);

/** Printer update order-item status (bulk): every unit of the items that the action allows. */
export const unitActionBodySchema = z.strictObject({
  ids: z.array(z.string().uuid()).min(1).max(MAX_BULK_ITEMS),
  action: z.enum(PRINTER_UNIT_ACTIONS),
  description,
  awaitingStockComingAt: comingAt,
  staffId,
  timezoneOffset,
});
export type UnitActionBody = z.infer<typeof unitActionBodySchema>;

/** Update by quantity indexes: the named units of one item, each of which must allow it. */
export const unitIndexesBodySchema = z.strictObject({
  action: z.enum(PRINTER_UNIT_ACTIONS),
  qtyIndexes: z.array(qtyIndex).min(1).max(MAX_QTY_INDEX),
  description,
  awaitingStockComingAt: comingAt,
  staffId,
  timezoneOffset,
});
export type UnitIndexesBody = z.infer<typeof unitIndexesBodySchema>;

/** A station's scan: the slip code ("CODE_2" carries the index) and the station's action. */
export const scanBodySchema = z.strictObject({
  code: z.string().trim().min(1).max(80),
  qtyIndex: qtyIndex.optional(),
  action: z.enum(PRINTER_UNIT_ACTIONS),
  description,
  staffId,
  timezoneOffset,
});
export type ScanBody = z.infer<typeof scanBodySchema>;

/** Verify names the unit in its path (spec: verify/{id}/{qtyIndex}; the id is the slip's code). */
export const verifyParamsSchema = z.strictObject({
  id: z.string().trim().min(1).max(80),
  qtyIndex: z.coerce.number().pipe(qtyIndex),
});
export type VerifyParams = z.infer<typeof verifyParamsSchema>;

/** The summary view asks for the order's summary besides the unit. */
export const verifyBodySchema = z.strictObject({
  view: z.enum(['detail', 'summary']).default('detail'),
});
export type VerifyBody = z.infer<typeof verifyBodySchema>;

/** Update coming stock date of awaiting-stock units (all of the item's, or the named indexes). */
export const comingDateBodySchema = z.strictObject({
  awaitingStockComingAt: z.string().datetime({ offset: true }).nullable(),
  qtyIndexes: z.array(qtyIndex).min(1).max(MAX_QTY_INDEX).optional(),
  staffId,
  timezoneOffset,
});

const trackingFields = {
  trackingCode: z.string().trim().min(1).max(64),
  trackingCarrierCode: z.enum(CARRIER_CODES),
};

/** Admin add or edit (id: an existing tracking code of the item) with the local number. */
export const adminTrackingBodySchema = z.strictObject({
  id: z.string().uuid().optional(),
  ...trackingFields,
  localTrackingNumber: z.string().trim().max(64).optional(),
});
export type AdminTrackingBody = z.infer<typeof adminTrackingBodySchema>;

/** Printer add or edit: the item in the body, no local number (admins only see it). */
export const printerTrackingBodySchema = z.strictObject({
  orderItemId: z.string().uuid(),
  id: z.string().uuid().optional(),
  ...trackingFields,
});
export type PrinterTrackingBody = z.infer<typeof printerTrackingBodySchema>;

export const bulkTrackingBodySchema = z.strictObject({
  items: z
    .array(z.strictObject({ orderItemId: z.string().uuid(), ...trackingFields }))
    .min(1)
    .max(MAX_BULK_TRACKING_CODES),
});
export type BulkTrackingBody = z.infer<typeof bulkTrackingBodySchema>;

/** Cancel (true) or resume (false) shipping (spec 02 section 4.7). */
export const shippingBodySchema = z.strictObject({ isDisallowShipping: z.boolean() });

const status = z.enum(ORDER_ITEM_STATUSES);

export const unitSchema = z.object({
  id: z.string(),
  qtyIndex: z.number().int(),
  code: z.string(),
  scanValue: z.string(),
  status,
  staffId: z.string().nullable(),
  awaitingStockComingAt: z.string().nullable(),
  verifiedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type ProductionUnit = z.infer<typeof unitSchema>;

export const trackingCodeSchema = z.object({
  id: z.string(),
  trackingCode: z.string(),
  trackingCarrierCode: z.string(),
  trackingUrl: z.string(),
  status: z.enum(TRACKING_CODE_STATUSES),
  /** Admins only; absent for printers. */
  localTrackingNumber: z.string().nullable().optional(),
  createdAt: z.string(),
});
export type TrackingCodeView = z.infer<typeof trackingCodeSchema>;

/** The spec's seller/order/{id}/tracking-codes: each code of the order's items, newest last. */
export const orderTrackingCodesAnswerSchema = z.object({
  status: z.literal(200),
  data: z.array(trackingCodeSchema.extend({ orderItemId: z.string() })),
});

export const productionItemSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  status,
  quantity: z.number().int(),
  productTitle: z.string(),
  productSku: z.string(),
  productTypeName: z.string(),
  variantName: z.string(),
  printerId: z.string().nullable(),
  /** Where the item went, for admins ("which printer has this late item"): name and e-mail. */
  printerName: z.string().nullable().optional(),
  printerEmail: z.string().nullable().optional(),
  isDisallowShipping: z.boolean(),
  trackingCode: z.string().nullable(),
  trackingCarrierCode: z.string().nullable(),
  units: z.array(unitSchema),
  trackingCodes: z.array(trackingCodeSchema),
  menu: z.array(z.string()),
});
export type ProductionItem = z.infer<typeof productionItemSchema>;

export const productionItemAnswerSchema = dataAnswer(productionItemSchema);

/** A status change's answer: the message shown as a toast and the items as they are now. */
export const unitActionAnswerSchema = z.object({
  status: z.literal(200),
  message: z.string(),
  data: z.array(productionItemSchema),
});

/**
 * What the station shows of the scanned item: the product's first mockup, else its first print
 * design (a thumbnail URL under /api, null without either), and the item's attributes as
 * "name:value" in the product type's order. The server always sends both; a reader takes an
 * answer without them (the screens show no picture and no attributes then).
 */
const itemLooks = {
  imageUrl: z.string().nullable().optional(),
  attributeOptions: z.array(z.string()).optional(),
};

export const scanAnswerSchema = z.object({
  status: z.literal(200),
  message: z.string(),
  data: z.object({
    orderItemId: z.string(),
    qtyIndex: z.number().int(),
    from: status,
    to: status,
    itemStatus: status,
    productTypeName: z.string(),
    productTitle: z.string(),
    ...itemLooks,
  }),
});

export const verifySummarySchema = z.object({
  orderId: z.string(),
  totalUnits: z.number().int(),
  verifiedUnits: z.number().int(),
  byStatus: z.record(z.string(), z.number().int()),
});
/** A summary object in the answer means the summary view, otherwise the detail view (7.5). */
export const verifyAnswerSchema = z.object({
  status: z.literal(200),
  data: z.object({
    item: productionItemSchema,
    unit: unitSchema,
    ...itemLooks,
    summary: verifySummarySchema.optional(),
  }),
});

/**
 * The completed product scanner's look-up (issue 6): a slip value ("CODE_2") read without
 * changing the unit, so a station can show the item and add photos of it.
 */
export const slipLookupParamsSchema = z.strictObject({ code: z.string().trim().min(1).max(80) });
export type SlipLookupParams = z.infer<typeof slipLookupParamsSchema>;

export const slipLookupAnswerSchema = dataAnswer(
  z.object({ item: productionItemSchema, unit: unitSchema, ...itemLooks }),
);
export type SlipLookup = z.infer<typeof slipLookupAnswerSchema>['data'];

export const actionLogSchema = z.object({
  id: z.string(),
  qtyIndex: z.number().int().nullable(),
  action: z.string(),
  fromStatus: z.string().nullable(),
  toStatus: z.string().nullable(),
  staffId: z.string().nullable(),
  staffName: z.string().nullable(),
  actorId: z.string().nullable(),
  /** Who acted when no staff member did (an admin, a seller, the system): admins' view only. */
  actorName: z.string().nullable().optional(),
  description: z.string().nullable(),
  createdAt: z.string(),
});
export const actionLogAnswerSchema = dataAnswer(z.array(actionLogSchema));

export const trackingAnswerSchema = z.object({
  status: z.literal(200),
  data: productionItemSchema,
  /** Format checks that did not pass: shown to the user, the code is saved anyway. */
  warnings: z.array(z.string()),
});

export const bulkTrackingAnswerSchema = z.object({
  status: z.literal(200),
  data: z.object({ added: z.number().int() }),
  warnings: z.record(z.string(), z.string()),
});
