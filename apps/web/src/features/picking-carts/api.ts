import {
  productionEndpoints as endpoints,
  type CartCreateBody,
  type CartScanBody,
  type CartScanAnswer,
  PRINTER_ITEM_LIST_MODELS,
} from '@platfox/domain';
import { queryKeys } from '../../platform/api/queryKeys';
import { call } from '../../platform/api';
import { cachedMutationHook } from '../../platform/api/cachedMutation';
import { dataListKeys } from '../../ui/data-list/keys';

/** The printer's carts (issue 32): every read is the signed-in printer's own. */
export const cartKeys = queryKeys('carts', {
  open: ['open'],
  one: (id: string) => [id],
});

const data = <T>(answer: Promise<{ data: T }>) => answer.then((body) => body.data);

export const cartApi = {
  open: (signal?: AbortSignal) => data(call(endpoints.getPrinterCarts, {}, { signal })),
  one: (id: string, signal?: AbortSignal) =>
    data(call(endpoints.getPrinterCartsOne, { params: { id } }, { signal })),
  create: (body: CartCreateBody) => data(call(endpoints.postPrinterCarts, { body })),
  /** Scans never cancel each other: the scanner may send the next unit before this answer. */
  scan: (id: string, body: CartScanBody): Promise<CartScanAnswer> =>
    call(endpoints.postPrinterCartsScan, { params: { id }, body }, { isCancelExempt: true }),
  close: (id: string) => data(call(endpoints.postPrinterCartsClose, { params: { id } })),
};

/** A cart change makes the carts stale, and a pick moves items off the floor's lists. */
const CART_REFRESHES = [
  cartKeys.all,
  ...PRINTER_ITEM_LIST_MODELS.map((model) => dataListKeys.model(model)),
] as const;

export const useCartMutation = cachedMutationHook(CART_REFRESHES);
