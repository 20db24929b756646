import { productionEndpoints, type SlipLookup } from '@platfox/domain';
import { call } from '../../platform/api';

export type { SlipLookup };

/**
 * GET printer/check-order/{code}: the unit a slip value names, read without changing it. Look-ups never
 * cancel each other, so every scan reaches the session's history even when the scanner is fast.
 */
export function lookUpSlip(code: string): Promise<SlipLookup> {
  return call(
    productionEndpoints.getPrinterCheckOrder,
    { params: { code } },
    { isCancelExempt: true },
  ).then((answer) => answer.data);
}
