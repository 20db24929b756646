import type { DemoCaller } from './calls';

/**
 * The demo printer's cart (issue 32): the orders left to pick go on a cart, a bin each, with the
 * walk by storage area, so /p/picking-carts shows an open cart to continue. Nothing is scanned
 * yet: the to-pick list keeps its items, and a newcomer's first scan on the cart picks one.
 */
export async function startACart(printer: DemoCaller): Promise<void> {
  await printer('POST', '/printer/carts', { next: 8 });
}
