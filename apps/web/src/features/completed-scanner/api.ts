import {
  pathOf,
  productionEndpoints,
  slipLookupAnswerSchema,
  type SlipLookup,
} from '@platfox/domain';
import { api } from '../../platform/api';

export type { SlipLookup };

/**
 * GET printer/slip-lookup: the unit a slip value names, read without changing it. Look-ups never
 * cancel each other, so every scan reaches the session's history even when the scanner is fast.
 */
export function lookUpSlip(code: string): Promise<SlipLookup> {
  return api.get(pathOf(productionEndpoints.getPrinterSlipLookup), {
    query: { code },
    isCancelExempt: true,
    parse: (data) => slipLookupAnswerSchema.parse(data).data,
  });
}
