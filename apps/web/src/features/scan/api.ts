import type { verifyAnswerSchema } from '@platfox/domain';
import {
  catalogEndpoints,
  productionEndpoints,
  type scanAnswerSchema,
  PRODUCTION_MESSAGES,
  type ScanBody,
  type VerifyBody,
} from '@platfox/domain';
import type { z } from 'zod';
import { ApiError, call, isApiError, isCancelledRequest } from '../../platform/api';

/** The scan's answer, with the picture and attributes the history keeps (spec 03 section 3.5). */
export type ScanResult = z.infer<typeof scanAnswerSchema>;

/**
 * POST printer/scan. Scans never cancel each other: a scanner may send the next slip before the
 * answer to the last one is in.
 */
export function scanSlip(body: ScanBody): Promise<ScanResult> {
  return call(productionEndpoints.postPrinterScan, { body }, { isCancelExempt: true });
}

export type VerifyResult = z.infer<typeof verifyAnswerSchema>['data'];

/**
 * POST printer/verify/{code}/{qtyIndex}; the latest verification replaces an earlier one still
 * under way. A scan without its index cannot name a unit: it is refused here as the server would.
 */
export function verifySlip(scanned: {
  code: string;
  qtyIndex: number | null;
  view: VerifyBody['view'];
}): Promise<VerifyResult> {
  if (scanned.qtyIndex === null) {
    const message = PRODUCTION_MESSAGES.qtyIndexRequired;
    return Promise.reject(
      new ApiError({ status: 400, kind: 'http', message, errors: { qtyIndex: message } }),
    );
  }
  const params = { id: scanned.code, qtyIndex: scanned.qtyIndex };
  return call(
    productionEndpoints.postPrinterVerify,
    { params, body: { view: scanned.view } },
    { requestId: 'printer-verify' },
  ).then((answer) => answer.data);
}

/** What a refused call says to the station: the server's message, or `fallback` without one. */
export function refusalMessage(error: unknown, fallback: string): string | null {
  if (isCancelledRequest(error)) return null;
  if (isApiError(error) && error.kind !== 'network' && error.message) return error.message;
  return fallback;
}

/**
 * The full-size file behind a picture the station shows (its thumbnail URL), read through
 * printer/image-buffer (spec 03 section 7.5): the server answers only an image of the printer's
 * own items, by its URL here. A refusal shows as a toast.
 */
export function scannedImage(thumbnailUrl: string): Promise<Blob> {
  const url = new URL(thumbnailUrl, window.location.origin);
  url.searchParams.delete('size');
  return call(
    catalogEndpoints.getPrinterImageBuffer,
    { query: { url: `${url.pathname}${url.search}` } },
    { showErrorToast: true },
  );
}

/** The file name a downloaded picture is saved under: the slip's code and unit, and its kind. */
export function imageFileName(code: string, qtyIndex: number, file: Blob): string {
  const extension = file.type.startsWith('image/') ? file.type.slice('image/'.length) : 'img';
  return `${code}-${qtyIndex}.${extension === 'jpeg' ? 'jpg' : extension}`;
}
