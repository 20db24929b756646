import { z } from 'zod';
import { SHIPMENT_TRACKER_STATUSES } from '../tracking';
import { dataAnswer } from './accounts';

/*
 * Shipment tracker (spec 03 section 3.5, /p/shipment-tracker and /a/shipment-tracker). At the
 * packing table a printer's staff member scans each parcel's tracking code and may attach photos
 * of the parcel and of its packing slip. The record is CORRECT when the code is the tracking code
 * of one of that printer's items (shipmentOrderId is then the item's order), NEW when it matches
 * none. "Close the day" adds one MISSED record for each code the printer's items got today (in the
 * caller's time zone) that was never scanned, so the admin sees parcels that never reached the
 * packing table.
 */

export const SHIPMENT_TRACKER_IMAGE_KINDS = ['PARCEL', 'PACKING_SLIP'] as const;
export type ShipmentTrackerImageKind = (typeof SHIPMENT_TRACKER_IMAGE_KINDS)[number];

export const SHIPMENT_TRACKER_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const SHIPMENT_TRACKER_IMAGES_PER_UPLOAD = 5;

export const SHIPMENT_TRACKER_MESSAGES = {
  notFound: 'The shipment tracker was not found',
  imageMissing: 'Please choose at least one photo',
  notImage: 'Photos must be JPEG, PNG or WebP images',
  imageSize: `A photo may be at most ${SHIPMENT_TRACKER_IMAGE_MAX_BYTES / 1024 / 1024} MB`,
  tooManyImages: `At most ${SHIPMENT_TRACKER_IMAGES_PER_UPLOAD} photos at a time`,
  kindInvalid: 'The photo kind must be PARCEL or PACKING_SLIP',
} as const;

const timezoneOffset = z.number().int().min(-840).max(840).optional();

export const shipmentTrackerScanBodySchema = z.strictObject({
  trackCode: z.string().trim().min(1).max(80),
  description: z.string().trim().max(1000).optional(),
  staffId: z.string().uuid(),
  timezoneOffset,
});
export type ShipmentTrackerScanBody = z.infer<typeof shipmentTrackerScanBodySchema>;

export const shipmentTrackerCloseDayBodySchema = z.strictObject({
  staffId: z.string().uuid(),
  timezoneOffset,
});
export type ShipmentTrackerCloseDayBody = z.infer<typeof shipmentTrackerCloseDayBodySchema>;

export const shipmentTrackerSchema = z.object({
  id: z.string(),
  trackCode: z.string(),
  status: z.enum(SHIPMENT_TRACKER_STATUSES),
  shipmentOrderId: z.string().nullable(),
  orderItemId: z.string().nullable(),
  description: z.string().nullable(),
  /** Photos of the parcel, by id. */
  images: z.array(z.string()),
  packingSlipImageIds: z.array(z.string()),
  staffName: z.string().nullable(),
  createdAt: z.string(),
});
export type ShipmentTracker = z.infer<typeof shipmentTrackerSchema>;

/** A scan's record; isRepeated when the code had already been scanned (nothing new is kept). */
export const shipmentTrackerScanAnswerSchema = dataAnswer(
  shipmentTrackerSchema.extend({ isRepeated: z.boolean() }),
);
export const shipmentTrackerAnswerSchema = dataAnswer(shipmentTrackerSchema);
export const shipmentTrackerCloseDayAnswerSchema = dataAnswer(
  z.object({ missed: z.number().int(), codes: z.array(z.string()) }),
);

export const shipmentTrackerImageParamsSchema = z.strictObject({
  id: z.string().uuid(),
  imageId: z.string().uuid(),
});
