import {
  pathOf,
  productionEndpoints,
  scanAnswerSchema,
  verifyAnswerSchema,
  type ScanBody,
  type VerifyBody,
} from '@platfox/domain';
import type { z } from 'zod';
import { api, isApiError, isCancelledRequest } from '../../platform/api';

/** The scan's answer, with the picture and attributes the history keeps (spec 03 section 3.5). */
export type ScanResult = z.infer<typeof scanAnswerSchema>;

/**
 * POST printer/scan. Scans never cancel each other: a scanner may send the next slip before the
 * answer to the last one is in.
 */
export function scanSlip(body: ScanBody): Promise<ScanResult> {
  return api.post(pathOf(productionEndpoints.postPrinterScan), body, {
    isCancelExempt: true,
    parse: (data) => scanAnswerSchema.parse(data),
  });
}

export type VerifyResult = z.infer<typeof verifyAnswerSchema>['data'];

/** POST printer/verify; the latest verification replaces an earlier one still under way. */
export function verifySlip(body: VerifyBody): Promise<VerifyResult> {
  return api.post(pathOf(productionEndpoints.postPrinterVerify), body, {
    requestId: 'printer-verify',
    parse: (data) => verifyAnswerSchema.parse(data).data,
  });
}

/** What a refused call says to the station: the server's message, or `fallback` without one. */
export function refusalMessage(error: unknown, fallback: string): string | null {
  if (isCancelledRequest(error)) return null;
  if (isApiError(error) && error.kind !== 'network' && error.message) return error.message;
  return fallback;
}
