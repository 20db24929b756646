import { endpoint } from '../endpoint';
import { access } from '../access';
import { idParamsSchema } from '../../schemas/accounts';
import {
  cartAnswerSchema,
  cartCreateBodySchema,
  cartsAnswerSchema,
  cartScanAnswerSchema,
  cartScanBodySchema,
} from '../../schemas/picking-carts';

const printer = access.types('PRINTER');
const tags = ['production'];

/**
 * Cart picking (issue 32, beyond the spec, so at paths of our own beside the printer's): a cart
 * of numbered bins, one order each, walked in storage-area order. Part of productionEndpoints;
 * a cart is its printer's alone (another printer's is not found).
 */
export const pickingCartEndpoints = {
  postPrinterCarts: endpoint({
    method: 'POST',
    path: '/printer/carts',
    tags,
    summary: 'Put orders (chosen, or the next N by age) on a new cart: a bin each, and the walk',
    access: printer,
    body: cartCreateBodySchema,
    answer: cartAnswerSchema,
    errors: [409],
  }),
  getPrinterCarts: endpoint({
    method: 'GET',
    path: '/printer/carts',
    tags,
    summary: 'My open carts',
    access: printer,
    answer: cartsAnswerSchema,
  }),
  getPrinterCartsOne: endpoint({
    method: 'GET',
    path: '/printer/carts/:id',
    tags,
    summary: 'A cart: its bins and its walk',
    access: printer,
    params: idParamsSchema,
    answer: cartAnswerSchema,
  }),
  postPrinterCartsScan: endpoint({
    method: 'POST',
    path: '/printer/carts/:id/scan',
    tags,
    summary: "Pick a unit scanned on the cart: answers the unit's bin and whether it is full",
    access: printer,
    params: idParamsSchema,
    body: cartScanBodySchema,
    answer: cartScanAnswerSchema,
    errors: [409],
  }),
  postPrinterCartsClose: endpoint({
    method: 'POST',
    path: '/printer/carts/:id/close',
    tags,
    summary: 'Close the cart: the units not picked go back to the to-pick list',
    access: printer,
    params: idParamsSchema,
    answer: cartAnswerSchema,
    errors: [409],
  }),
};
