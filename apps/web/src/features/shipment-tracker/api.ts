import {
  shipmentTrackerEndpoints,
  type shipmentTrackerScanAnswerSchema,
  type ShipmentTracker,
  type ShipmentTrackerCloseDayBody,
  type ShipmentTrackerImageKind,
  type ShipmentTrackerScanBody,
} from '@platfox/domain';
import type { z } from 'zod';
import { call } from '../../platform/api';
import { useRefresh } from '../../platform/api/cachedMutation';
import { dataListKeys } from '../../ui/data-list/keys';
import { dataOf } from '../../platform/api/answers';

export type ScannedShipment = z.infer<typeof shipmentTrackerScanAnswerSchema>['data'];

/** A parcel scanned at the packing table: CORRECT, NEW, or a repeat of an earlier scan. */
export function scanShipment(body: ShipmentTrackerScanBody): Promise<ScannedShipment> {
  return call(
    shipmentTrackerEndpoints.postPrinterShipmentTrackers,
    { body },
    { isCancelExempt: true },
  ).then(dataOf);
}

/** Close the day: today's tracking codes never scanned become MISSED records. */
export function closeDay(body: ShipmentTrackerCloseDayBody) {
  return call(
    shipmentTrackerEndpoints.postPrinterShipmentTrackersCloseDay,
    { body },
    { isCancelExempt: true },
  ).then(dataOf);
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
  return call(
    shipmentTrackerEndpoints.addImages,
    { params: { id: trackerId }, body: form },
    { isCancelExempt: true },
  ).then(dataOf);
}

/** A scan, a photo or a closed day changes the shipment tracker list. */
export const useRefreshShipments = () => useRefresh([dataListKeys.model('shipment-tracker')]);
