import {
  pathOf,
  shipmentTrackerEndpoints,
  shipmentTrackerAnswerSchema,
  shipmentTrackerCloseDayAnswerSchema,
  shipmentTrackerScanAnswerSchema,
  type ShipmentTracker,
  type ShipmentTrackerCloseDayBody,
  type ShipmentTrackerImageKind,
  type ShipmentTrackerScanBody,
} from '@platfox/domain';
import type { z } from 'zod';
import { api } from '../../platform/api';

export type ScannedShipment = z.infer<typeof shipmentTrackerScanAnswerSchema>['data'];

/** A parcel scanned at the packing table: CORRECT, NEW, or a repeat of an earlier scan. */
export function scanShipment(body: ShipmentTrackerScanBody): Promise<ScannedShipment> {
  return api.post(pathOf(shipmentTrackerEndpoints.postPrinterShipmentTrackers), body, {
    isCancelExempt: true,
    parse: (data) => shipmentTrackerScanAnswerSchema.parse(data).data,
  });
}

/** Close the day: today's tracking codes never scanned become MISSED records. */
export function closeDay(body: ShipmentTrackerCloseDayBody) {
  return api.post(pathOf(shipmentTrackerEndpoints.postPrinterShipmentTrackersCloseDay), body, {
    isCancelExempt: true,
    parse: (data) => shipmentTrackerCloseDayAnswerSchema.parse(data).data,
  });
}

/** Photos go as multipart; the upload runs to its end (never cancelled by the next). */
export function addShipmentImages(
  trackerId: string,
  kind: ShipmentTrackerImageKind,
  photos: readonly File[],
): Promise<ShipmentTracker> {
  const form = new FormData();
  form.append('kind', kind);
  for (const photo of photos) form.append('files', photo, photo.name);
  return api.post(pathOf(shipmentTrackerEndpoints.addImages, { id: trackerId }), form, {
    isCancelExempt: true,
    parse: (data) => shipmentTrackerAnswerSchema.parse(data).data,
  });
}
