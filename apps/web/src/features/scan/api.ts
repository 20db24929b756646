import {
  scanAnswerSchema,
  verifyAnswerSchema,
  type ScanBody,
  type VerifyBody,
} from '@platfox/domain';
import { z } from 'zod';
import { api, isApiError, isCancelledRequest } from '../../platform/api';

/**
 * The scan's answer. The picture and the attributes are read when the server sends them (the
 * history keeps their places, spec 03 section 3.5); the rest is the domain's scan answer.
 */
const scanResultSchema = scanAnswerSchema.extend({
  data: scanAnswerSchema.shape.data.extend({
    imageUrl: z.string().nullable().optional(),
    attributeOptions: z.array(z.string()).optional(),
  }),
});
export type ScanResult = z.infer<typeof scanResultSchema>;

/**
 * POST printer/scan. Scans never cancel each other: a scanner may send the next slip before the
 * answer to the last one is in.
 */
export function scanSlip(body: ScanBody): Promise<ScanResult> {
  return api.post('/printer/scan', body, {
    isCancelExempt: true,
    parse: (data) => scanResultSchema.parse(data),
  });
}

export type VerifyResult = z.infer<typeof verifyAnswerSchema>['data'];

/** POST printer/verify; the latest verification replaces an earlier one still under way. */
export function verifySlip(body: VerifyBody): Promise<VerifyResult> {
  return api.post('/printer/verify', body, {
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
