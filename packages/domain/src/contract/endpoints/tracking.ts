import { endpoint } from '../endpoint';
import { access } from '../access';
import { idParamsSchema } from '../../schemas/accounts';
import {
  actionLogAnswerSchema,
  adminTrackingBodySchema,
  bulkTrackingAnswerSchema,
  bulkTrackingBodySchema,
  printerTrackingBodySchema,
  productionItemAnswerSchema,
  shippingBodySchema,
  trackingAnswerSchema,
} from '../../schemas/production';

const adminRead = access.rootOrAdmin('ORDER_ITEM_DETAIL_ACCESS');
const adminWrite = access.rootOrAdmin('ORDER_ITEM_DETAIL_UPDATE');
const printer = access.types('PRINTER');

/**
 * Where an item went and its tracking codes (spec 02 sections 4.7, 4.8, 5.5): the admin's reads
 * of an item's production, and tracking codes on the admin's paths and on the printer's. Part of
 * productionEndpoints.
 */
export const trackingEndpoints = {
  getAdminOrderItemsProduction: endpoint({
    method: 'GET',
    path: '/admin/order-items/:id/production',
    tags: ['tracking'],
    summary: 'An item with its units and tracking codes, local tracking numbers included',
    access: adminRead,
    params: idParamsSchema,
    answer: productionItemAnswerSchema,
    errors: [409],
  }),
  getAdminOrderItemsLogs: endpoint({
    method: 'GET',
    path: '/admin/order-items/:id/logs',
    tags: ['production'],
    summary: "The item's production log for admins: every unit's moves, by staff or by account",
    access: adminRead,
    params: idParamsSchema,
    answer: actionLogAnswerSchema,
    errors: [409],
  }),
  postAdminOrderItemsAddTrackingCode: endpoint({
    method: 'POST',
    path: '/order-items/:id/add-tracking-code',
    tags: ['tracking'],
    summary: 'Add (or with id edit) a tracking code; warnings for numbers of unknown format',
    access: adminWrite,
    params: idParamsSchema,
    body: adminTrackingBodySchema,
    answer: trackingAnswerSchema,
    errors: [409],
  }),
  putAdminOrderItemsShipping: endpoint({
    method: 'PUT',
    path: '/admin/order-items/:id/shipping',
    tags: ['tracking'],
    summary: 'Cancel (isDisallowShipping true) or resume shipping',
    access: adminWrite,
    params: idParamsSchema,
    body: shippingBodySchema,
    answer: productionItemAnswerSchema,
    errors: [409],
  }),
  postPrinterAddTrackingCode: endpoint({
    method: 'POST',
    path: '/printer/add-tracking-code',
    tags: ['tracking'],
    summary: 'Printer add (or with id edit) a tracking code of an item routed to it',
    access: printer,
    body: printerTrackingBodySchema,
    answer: trackingAnswerSchema,
    errors: [409],
  }),
  postPrinterBulkAddTrackingCode: endpoint({
    method: 'POST',
    path: '/printer/bulk-add-tracking-code',
    tags: ['tracking'],
    summary: 'Add tracking codes to several items at once (all or nothing)',
    access: printer,
    body: bulkTrackingBodySchema,
    answer: bulkTrackingAnswerSchema,
    errors: [409],
  }),
  putPrinterOrderItemsShipping: endpoint({
    method: 'PUT',
    path: '/printer/order-items/:id/shipping',
    tags: ['tracking'],
    summary: 'Printer cancel (isDisallowShipping true) or resume shipping',
    access: printer,
    params: idParamsSchema,
    body: shippingBodySchema,
    answer: productionItemAnswerSchema,
    errors: [409],
  }),
};
