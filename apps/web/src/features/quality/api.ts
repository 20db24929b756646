import {
  productionEndpoints,
  type scanAnswerSchema,
  type CheckQualityBody,
  type CompletedImage,
} from '@platfox/domain';
import type { z } from 'zod';
import { call } from '../../platform/api';
import { useRefresh } from '../../platform/api/cachedMutation';
import { dataOf } from '../../platform/api/answers';

export type CheckQualityAnswer = z.infer<typeof scanAnswerSchema>;

/** Check quality of a unit: PASS moves it on to delivery, RETURN sends it back with the reason. */
export function checkQuality(body: CheckQualityBody): Promise<CheckQualityAnswer> {
  return call(productionEndpoints.postPrinterCheckQuality, { body }, { isCancelExempt: true });
}

export function completedImages(itemId: string, signal?: AbortSignal): Promise<CompletedImage[]> {
  return call(
    productionEndpoints.printerCompletedImages,
    { params: { id: itemId } },
    { signal },
  ).then(dataOf);
}

/** Photos go as multipart; each upload runs to its end (never cancelled by the next). */
export function addCompletedImages(
  itemId: string,
  photos: readonly File[],
  qtyIndex: number | null,
): Promise<CompletedImage[]> {
  const form = new FormData();
  if (qtyIndex !== null) form.append('qtyIndex', String(qtyIndex));
  for (const photo of photos) form.append('files', photo, photo.name);
  return call(
    productionEndpoints.postPrinterOrderItemsCompletedImages,
    { params: { id: itemId }, body: form },
    { isCancelExempt: true },
  ).then(dataOf);
}

/** An item's completed-product photos, read by check quality and the completed scanner alike. */
export const completedImageKeys = { of: (itemId: string) => ['completed-images', itemId] as const };

/** Photos were added: the item's photo strip reads them again. */
export const useRefreshCompletedImages = (itemId: string) =>
  useRefresh([completedImageKeys.of(itemId)]);
