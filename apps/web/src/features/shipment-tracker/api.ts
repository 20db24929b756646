import {
  shipmentTrackerAnswerSchema,
  shipmentTrackerCloseDayAnswerSchema,
  shipmentTrackerScanAnswerSchema,
  type ShipmentTracker,
  type ShipmentTrackerCloseDayBody,
  type ShipmentTrackerImageKind,
  type ShipmentTrackerScanBody,
} from '@platfox/domain';
import type { z } from 'zod';
import { api, ApiError } from '../../platform/api';
import { currentAccessToken } from '../../platform/session';

export type ScannedShipment = z.infer<typeof shipmentTrackerScanAnswerSchema>['data'];

/** A parcel scanned at the packing table: CORRECT, NEW, or a repeat of an earlier scan. */
export function scanShipment(body: ShipmentTrackerScanBody): Promise<ScannedShipment> {
  return api.post('/printer/shipment-trackers', body, {
    isCancelExempt: true,
    parse: (data) => shipmentTrackerScanAnswerSchema.parse(data).data,
  });
}

/** Close the day: today's tracking codes never scanned become MISSED records. */
export function closeDay(body: ShipmentTrackerCloseDayBody) {
  return api.post('/printer/shipment-trackers/close-day', body, {
    isCancelExempt: true,
    parse: (data) => shipmentTrackerCloseDayAnswerSchema.parse(data).data,
  });
}

/** Photos go as multipart (the api client sends JSON), with the session's token. */
export async function addShipmentImages(
  trackerId: string,
  kind: ShipmentTrackerImageKind,
  photos: readonly File[],
): Promise<ShipmentTracker> {
  const form = new FormData();
  form.append('kind', kind);
  for (const photo of photos) form.append('files', photo, photo.name);
  const token = currentAccessToken();
  const response = await fetch(
    `/api/printer/shipment-trackers/${encodeURIComponent(trackerId)}/images`,
    { method: 'POST', headers: token ? { Authorization: `Bearer ${token}` } : {}, body: form },
  );
  const text = await response.text();
  if (!response.ok) {
    let message = `Request failed (${response.status})`;
    try {
      message = (JSON.parse(text) as { message?: string }).message ?? message;
    } catch {
      // not JSON: keep the generic message
    }
    throw new ApiError({ status: response.status, message, kind: 'http' });
  }
  return shipmentTrackerAnswerSchema.parse(JSON.parse(text)).data;
}
