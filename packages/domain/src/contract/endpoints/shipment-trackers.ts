import {
  SHIPMENT_TRACKER_IMAGE_MAX_BYTES,
  SHIPMENT_TRACKER_IMAGES_PER_UPLOAD,
} from '../../schemas/shipment-trackers';
import { endpoint, FILE_ANSWER, MULTIPART } from '../endpoint';
import { access, type SignedInAccess } from '../access';
import { idParamsSchema } from '../../schemas/accounts';
import {
  shipmentTrackerAnswerSchema,
  shipmentTrackerCloseDayAnswerSchema,
  shipmentTrackerImageParamsSchema,
  shipmentTrackerCloseDayBodySchema,
  shipmentTrackerScanAnswerSchema,
  shipmentTrackerScanBodySchema,
} from '../../schemas/shipment-trackers';

const printer = access.types('PRINTER');

/** One photo of a shipment tracker record: the printer's own, or any for an admin. */
const trackerImage = (
  path: `/${'printer' | 'admin'}/shipment-trackers/:id/images/:imageId`,
  read: SignedInAccess,
) =>
  endpoint({
    method: 'GET',
    path,
    tags: ['shipment-trackers'],
    summary: 'One photo of a shipment tracker record',
    access: read,
    params: shipmentTrackerImageParamsSchema,
    answer: FILE_ANSWER,
  });

/** The shipment-trackers endpoints (server: serve(); web: call()). */
export const shipmentTrackerEndpoints = {
  addImages: endpoint({
    method: 'POST',
    path: '/printer/shipment-trackers/:id/images',
    tags: ['shipment-trackers'],
    summary:
      'Attach photos of the parcel or (kind=PACKING_SLIP) its packing slip; JPEG, PNG or WebP',
    access: printer,
    params: idParamsSchema,
    body: MULTIPART,
    maxUploadBytes: SHIPMENT_TRACKER_IMAGE_MAX_BYTES * SHIPMENT_TRACKER_IMAGES_PER_UPLOAD,
    answer: shipmentTrackerAnswerSchema,
    errors: [413],
  }),
  printerImage: trackerImage('/printer/shipment-trackers/:id/images/:imageId', printer),
  // The shipment-tracker list's own permission (contract/lists: shipment-tracker).
  adminImage: trackerImage(
    '/admin/shipment-trackers/:id/images/:imageId',
    access.rootOrAdmin('ORDER_ITEM_ACCESS'),
  ),
  postPrinterShipmentTrackers: endpoint({
    method: 'POST',
    path: '/printer/shipment-trackers',
    tags: ['shipment-trackers'],
    summary:
      "Scan a parcel's tracking code: CORRECT when it is one of the printer's items, else NEW",
    access: printer,
    body: shipmentTrackerScanBodySchema,
    answer: shipmentTrackerScanAnswerSchema,
    errors: [413],
  }),
  postPrinterShipmentTrackersCloseDay: endpoint({
    method: 'POST',
    path: '/printer/shipment-trackers/close-day',
    tags: ['shipment-trackers'],
    summary: "Close the day: a MISSED record for each of today's tracking codes never scanned",
    access: printer,
    body: shipmentTrackerCloseDayBodySchema,
    answer: shipmentTrackerCloseDayAnswerSchema,
    errors: [413],
  }),
};
