import { z } from 'zod';
import { UPLOAD_TYPE_ITEM_TYPES } from '../catalog';
import { UPLOAD_SIZE_LIMIT_KB } from '../limits';
import { DEFAULT_MAX_LENGTH } from './fields';

/*
 * The print designs of one routed item, as its printer reads them (spec 03 7.5
 * "print-designs/{code}", "download-print-designs"; spec 01 "print design"): one per print
 * position of the item's product, with what the printer checks before printing (pixel size and
 * declared density).
 */

/** An item's packing-slip code, or a unit's scan value (code_qtyIndex) as a scanner reads it. */
export const printDesignCodeParamsSchema = z.strictObject({
  code: z.string().trim().min(1).max(DEFAULT_MAX_LENGTH),
});

export const printDesignFileSchema = z.object({
  uploadTypeItemId: z.string(),
  /** The print position's name ("Front"). */
  positionName: z.string(),
  type: z.enum(UPLOAD_TYPE_ITEM_TYPES),
  fileName: z.string(),
  width: z.number(),
  height: z.number(),
  /** The density the file declares, in dots per inch; null when it declares none. */
  dpi: z.number().nullable(),
  /** The printer uploaded this item's own file for the position (mass-upload-print-designs). */
  isReplaced: z.boolean(),
});
export type PrintDesignFile = z.infer<typeof printDesignFileSchema>;

export const printDesignsAnswerSchema = z.object({
  status: z.literal(200),
  data: z.object({
    orderItemId: z.string(),
    /** The item's packing-slip code. */
    code: z.string(),
    /** "#1A2B3C4D-2": the order's short id and the item's line, as the slip shows it. */
    orderSelfId: z.string(),
    productTitle: z.string(),
    productTypeName: z.string(),
    quantity: z.number(),
    designs: z.array(printDesignFileSchema),
  }),
});
export type PrintDesigns = z.infer<typeof printDesignsAnswerSchema>['data'];

/** GET printer/download-print-designs: one position's file, or every design as a zip. */
export const downloadPrintDesignsQuerySchema = z.strictObject({
  code: z.string().trim().min(1).max(DEFAULT_MAX_LENGTH),
  uploadTypeItemId: z.string().uuid().optional(),
});

/*
 * Mass upload (spec 03 7.5 "mass-upload-print-designs"): each file is named
 * <slip code>-<print position>.<png|jpg>, the way download-print-designs names a zip's entries, so
 * a printer downloads, corrects and uploads the same files back. The position is the print
 * position's name ("Front", "Left sleeve") or its type ("FRONT", "LEFT_SHOULDER"), in any case;
 * "_" may stand for "-". A file replaces that item's design for that position only: the seller's
 * product and its other orders keep theirs.
 */
export const PRINT_DESIGN_UPLOAD_MAX_FILES = 20;
export const PRINT_DESIGN_UPLOAD_MAX_BYTES = UPLOAD_SIZE_LIMIT_KB * 1024;

export const massUploadPrintDesignsAnswerSchema = z.object({
  status: z.literal(200),
  data: z.object({
    replaced: z.array(
      z.object({
        fileName: z.string(),
        code: z.string(),
        orderItemId: z.string(),
        positionName: z.string(),
      }),
    ),
    refused: z.array(z.object({ fileName: z.string(), reason: z.string() })),
  }),
});
export type MassUploadPrintDesignsResult = z.infer<
  typeof massUploadPrintDesignsAnswerSchema
>['data'];

export const PRINT_DESIGN_MESSAGES = {
  itemNotFound: 'No item of yours has this code',
  positionNotFound: 'This item has no design for that print position',
  noDesigns: 'This item has no print designs',
  fileMissing: 'Please choose the design files to upload',
  tooManyFiles: `At most ${PRINT_DESIGN_UPLOAD_MAX_FILES} files at a time`,
  fileSize: `A design file may be at most ${UPLOAD_SIZE_LIMIT_KB / 1024} MB`,
  fileName: 'Name the file <slip code>-<print position>, e.g. K7Q2M9XW4R7A-Front.png',
  unknownPosition: (position: string) => `The item's product has no print position "${position}"`,
} as const;
