import {
  completedImagesAnswerSchema,
  scanAnswerSchema,
  type CheckQualityBody,
  type CompletedImage,
} from '@platfox/domain';
import type { z } from 'zod';
import { api, ApiError } from '../../platform/api';
import { currentAccessToken } from '../../platform/session';

export type CheckQualityAnswer = z.infer<typeof scanAnswerSchema>;

/** Check quality of a unit: PASS moves it on to delivery, RETURN sends it back with the reason. */
export function checkQuality(body: CheckQualityBody): Promise<CheckQualityAnswer> {
  return api.post('/printer/check-quality', body, {
    isCancelExempt: true,
    parse: (data) => scanAnswerSchema.parse(data),
  });
}

const imagesUrl = (itemId: string) =>
  `/printer/order-items/${encodeURIComponent(itemId)}/completed-images`;

export function completedImages(itemId: string, signal?: AbortSignal): Promise<CompletedImage[]> {
  return api.get(imagesUrl(itemId), {
    signal,
    parse: (data) => completedImagesAnswerSchema.parse(data).data,
  });
}

/** Photos go as multipart (the api client sends JSON), with the session's token. */
export async function addCompletedImages(
  itemId: string,
  photos: readonly File[],
  qtyIndex: number | null,
): Promise<CompletedImage[]> {
  const form = new FormData();
  if (qtyIndex !== null) form.append('qtyIndex', String(qtyIndex));
  for (const photo of photos) form.append('files', photo, photo.name);
  const token = currentAccessToken();
  const response = await fetch(`/api${imagesUrl(itemId)}`, {
    method: 'POST',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    body: form,
  });
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
  return completedImagesAnswerSchema.parse(JSON.parse(text)).data;
}
