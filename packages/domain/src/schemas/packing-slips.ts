import { z } from 'zod';
import { IMAGE_DOWNLOAD_MAX_ITEMS, ITEM_DOWNLOAD_LIMIT } from '../limits';
import { dataAnswer } from './accounts';

/** Spec 02 section 5.8: a packing-slip flag arrives as true, false, "true" or "false". */
const flag = z.preprocess(
  (value) => (value === 'true' ? true : value === 'false' ? false : value),
  z.boolean(),
);

/**
 * An image on a slip: its bytes (PNG or JPEG, or anything the server can turn into one), or a
 * file of the file store that the server reads before drawing.
 */
export const packingSlipImageSchema = z.union([
  // A Node Buffer is a Uint8Array too (over any ArrayBuffer, which z.instanceof would not type).
  z.strictObject({
    bytes: z.custom<Uint8Array>((value) => value instanceof Uint8Array, 'Image bytes expected'),
  }),
  z.strictObject({ fileId: z.string().uuid() }),
]);
export type PackingSlipImage = z.infer<typeof packingSlipImageSchema>;

/** One print design of the item, shown as a thumbnail under its barcode name. */
export const packingSlipPrintDesignSchema = z.strictObject({
  barCodeName: z.string().trim().min(1).max(100),
  uploadTypeName: z.string().trim().max(100).default(''),
  /** The design's position in its upload type; above 4 the wide row group of 6 is used. */
  index: z.number().int().min(1).max(100),
  typeOfUploadTypeItem: z.string().trim().max(50).default(''),
  image: packingSlipImageSchema.nullable().default(null),
});
export type PackingSlipPrintDesign = z.infer<typeof packingSlipPrintDesignSchema>;

export const packingSlipAddressSchema = z.strictObject({
  street: z.string().max(255).default(''),
  street2: z.string().max(255).nullable().default(null),
  city: z.string().max(255).default(''),
  stateName: z.string().max(255).nullable().default(null),
  otherState: z.string().max(255).nullable().default(null),
  zipcode: z.string().max(32).default(''),
  countryName: z.string().max(255).default(''),
});
export type PackingSlipAddress = z.infer<typeof packingSlipAddressSchema>;

/** Attributes are shown as name:value (spec 02 section 3.12). */
export const PACKING_SLIP_ATTRIBUTE_PATTERN = /^[^:]+:.*$/;

/**
 * The packing-slip record of spec 02 section 3.12 (and spec 03 section 3.2) for one quantity
 * index of an order item: everything drawn on its page. The production module builds these.
 */
export const packingSlipRecordSchema = z
  .strictObject({
    orderSelfId: z.string().trim().min(1).max(100),
    productTypeName: z.string().trim().max(255),
    attributes: z
      .array(z.string().regex(PACKING_SLIP_ATTRIBUTE_PATTERN, 'An attribute reads name:value'))
      .max(50)
      .default([]),
    /** This slip's quantity index, 1 to packingSlipTotalQty. */
    qtyIndex: z.number().int().min(1),
    packingSlipTotalQty: z.number().int().min(1),
    addressFullName: z.string().max(255),
    address: packingSlipAddressSchema,
    /** The seller's return address (their MAIN setting), a line each; empty when not set. */
    returnAddressLines: z.array(z.string().max(300)).max(6).default([]),
    isReprint: flag.default(false),
    applyFastShipping: flag.default(false),
    isLocalPickup: flag.default(false),
    isTikTokOrder: flag.default(false),
    isOrderHighQty: flag.default(false),
    /** When the order was opened, as the printer's staff should read it (already formatted). */
    openDated: z.string().max(40).nullable().default(null),
    /** The account that created the order: a few designated creators colour the slip. */
    createdBy: z.string().max(100),
    /** What the QR code holds: the code the verify screen looks the item up by. */
    verifyQRCode: z.string().min(1).max(300),
    /** What the Code 128 barcode holds (the scanner's code); printable ASCII only. */
    barcodeValue: z
      .string()
      .min(1)
      .max(80)
      .regex(/^[\x20-\x7e]+$/, 'A barcode holds printable ASCII only'),
    printDesigns: z.array(packingSlipPrintDesignSchema).max(50).default([]),
    isShowTransparentDesigns: flag.default(false),
    signatureImage: packingSlipImageSchema.nullable().default(null),
    /** "width|height|dpi" of the uploaded signature; its width sets the drawn width. */
    packingSlipSignatureUploadSize: z.string().max(40).nullable().default(null),
  })
  .refine((record) => record.qtyIndex <= record.packingSlipTotalQty, {
    path: ['qtyIndex'],
    message: 'The quantity index is above the total quantity',
  });
export type PackingSlipRecord = z.infer<typeof packingSlipRecordSchema>;
export type PackingSlipRecordInput = z.input<typeof packingSlipRecordSchema>;

/** The job kind mass downloads run as. */
export const PACKING_SLIP_DOWNLOAD_JOB_KIND = 'packing-slip-download';

/**
 * What a mass download holds: the slips as one PDF, or the print designs or shipping labels as
 * one zip.
 */
export const PACKING_SLIP_DOWNLOAD_CONTENTS = [
  'PACKING_SLIPS',
  'PRINT_DESIGNS',
  'SHIPPING_LABELS',
] as const;
export type PackingSlipDownloadContent = (typeof PACKING_SLIP_DOWNLOAD_CONTENTS)[number];

/**
 * Most slips in one PDF. The spec names no figure for slips (its download limits are for items
 * and images); this keeps a job's document within minutes of work and a few hundred MB.
 */
export const PACKING_SLIP_DOWNLOAD_MAX_SLIPS = 5_000;
/** A zip holds the files of at most this many items (spec 02 section 9: item download limit). */
export const PACKING_SLIP_ZIP_MAX_ITEMS = ITEM_DOWNLOAD_LIMIT;
/** A zip holds at most this many files (spec 02 section 9: image download maximum). */
export const PACKING_SLIP_ZIP_MAX_FILES = IMAGE_DOWNLOAD_MAX_ITEMS;

/** Mass download of packing slips (spec 02 section 7): by blank apparels or by order items. */
export const packingSlipDownloadBodySchema = z
  .strictObject({
    contents: z.enum(PACKING_SLIP_DOWNLOAD_CONTENTS).default('PACKING_SLIPS'),
    blankApparelIds: z.array(z.string().uuid()).max(1_000).optional(),
    orderItemIds: z.array(z.string().uuid()).max(PACKING_SLIP_DOWNLOAD_MAX_SLIPS).optional(),
    /** The checked-in staff member who prints them. */
    staffId: z.string().trim().min(1).max(100),
    /** Minutes east of UTC of the station's clock (names the file). */
    timezoneOffset: z.number().int().min(-840).max(840).default(0),
  })
  .refine((body) => Boolean(body.blankApparelIds?.length || body.orderItemIds?.length), {
    path: ['orderItemIds'],
    message: 'Choose blank apparels or order items',
  });
export type PackingSlipDownloadBody = z.input<typeof packingSlipDownloadBodySchema>;
export type ParsedPackingSlipDownloadBody = z.infer<typeof packingSlipDownloadBodySchema>;

/**
 * GET /api/printer/order-items/:id/packing-slip: all the item's slips or one quantity index's;
 * with a staff id (the checked-in staff member) the print is recorded with them.
 */
export const packingSlipQuerySchema = z.strictObject({
  qtyIndex: z.coerce.number().int().min(1).optional(),
  staffId: z.string().uuid().optional(),
  timezoneOffset: z.coerce.number().int().min(-840).max(840).default(0),
});
export type PackingSlipQuery = z.input<typeof packingSlipQuerySchema>;

/** What printed_packing_slip carries to the printer: the items whose slips were printed. */
export type PrintedPackingSlipEvent = { ids: string[]; qtyIndexes: Record<string, number[]> };

/** The mass download's answer: the job making the file (its result holds the link). */
export const packingSlipDownloadAnswerSchema = dataAnswer(z.object({ jobId: z.string() }));

/** What a finished mass download job holds in its result (spec: fileUrl and fileName). */
export const packingSlipDownloadResultSchema = z.object({
  fileId: z.string(),
  fileName: z.string(),
  /** A short-lived link (POST /api/files/:id/link makes a new one once it has run out). */
  fileUrl: z.string(),
  expiresAt: z.string(),
  /** Slips in the PDF, or files in the zip. */
  count: z.number().int(),
});
export type PackingSlipDownloadResult = z.infer<typeof packingSlipDownloadResultSchema>;
