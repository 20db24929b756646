import { z } from 'zod';
import { UPLOAD_TYPE_ITEM_TYPES } from '../catalog';
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

export const PRINT_DESIGN_MESSAGES = {
  itemNotFound: 'No item of yours has this code',
  positionNotFound: 'This item has no design for that print position',
  noDesigns: 'This item has no print designs',
} as const;
