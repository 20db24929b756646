import {
  pathOf,
  productionEndpoints,
  completedImagesAnswerSchema,
  scanAnswerSchema,
  type CheckQualityBody,
  type CompletedImage,
} from '@platfox/domain';
import type { z } from 'zod';
import { api } from '../../platform/api';

export type CheckQualityAnswer = z.infer<typeof scanAnswerSchema>;

/** Check quality of a unit: PASS moves it on to delivery, RETURN sends it back with the reason. */
export function checkQuality(body: CheckQualityBody): Promise<CheckQualityAnswer> {
  return api.post(pathOf(productionEndpoints.postPrinterCheckQuality), body, {
    isCancelExempt: true,
    parse: (data) => scanAnswerSchema.parse(data),
  });
}

export function completedImages(itemId: string, signal?: AbortSignal): Promise<CompletedImage[]> {
  return api.get(pathOf(productionEndpoints.printerCompletedImages, { id: itemId }), {
    signal,
    parse: (data) => completedImagesAnswerSchema.parse(data).data,
  });
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
  return api.post(
    pathOf(productionEndpoints.postPrinterOrderItemsCompletedImages, { id: itemId }),
    form,
    {
      isCancelExempt: true,
      parse: (data) => completedImagesAnswerSchema.parse(data).data,
    },
  );
}
