import { endpoint, FILE_ANSWER, MULTIPART } from '../endpoint';
import { access } from '../access';
import { idParamsSchema } from '../../schemas/accounts';
import { importQueueAnswerSchema, ORDER_IMPORT_MAX_BYTES } from '../../schemas/imports';

/** The imports endpoints (server: serve(); web: call()). */
export const importEndpoints = {
  // Tracking codes (/p/import-tracking-code, /a/import-tracking-code): a printer's lines reach
  // only the items routed to it; an admin's any item. Spec 03 sections 7.5 and 7.6.
  printerImportTrackingCodes: endpoint({
    method: 'POST',
    path: '/printer/import-tracking-code-queues',
    formerPath: '/printer/import-tracking-code',
    tags: ['imports'],
    summary: 'Upload a tracking-code spreadsheet (XLSX or CSV, 10 MB): queued, added by line',
    access: access.types('PRINTER'),
    body: MULTIPART,
    maxUploadBytes: ORDER_IMPORT_MAX_BYTES,
    answer: importQueueAnswerSchema,
    errors: [413],
  }),
  adminImportTrackingCodes: endpoint({
    method: 'POST',
    path: '/import-queues/tracking-code',
    tags: ['imports'],
    summary: 'Upload a tracking-code spreadsheet (XLSX or CSV, 10 MB): queued, added by line',
    access: access.rootOrAdmin('IMPORT_TRACKING_CODE_ACCESS'),
    body: MULTIPART,
    maxUploadBytes: ORDER_IMPORT_MAX_BYTES,
    answer: importQueueAnswerSchema,
    errors: [413],
  }),
  // Coming stock dates (/a/import-coming-date): each line sets the coming date of an item's
  // awaiting-stock units, as the admin's single change does. Spec 03 section 7.6.
  adminImportComingDates: endpoint({
    method: 'POST',
    path: '/import-queues/order-item-coming-stock-date',
    tags: ['imports'],
    summary: 'Upload a coming-stock-date spreadsheet (XLSX or CSV, 10 MB): queued, set by line',
    access: access.rootOrAdmin('IMPORT_QUEUE_ACCESS'),
    body: MULTIPART,
    maxUploadBytes: ORDER_IMPORT_MAX_BYTES,
    answer: importQueueAnswerSchema,
    errors: [413],
  }),
  getImportsComingDatesTemplate: endpoint({
    method: 'GET',
    path: '/imports/coming-dates/template',
    tags: ['imports'],
    summary: 'The coming-stock-date template (XLSX): item id or packing-slip code, day',
    access: access.rootOrAdmin('IMPORT_QUEUE_ACCESS'),
    answer: FILE_ANSWER,
  }),
  postImportsOrders: endpoint({
    method: 'POST',
    path: '/imports/orders',
    tags: ['imports'],
    summary: 'Upload an order spreadsheet (XLSX or CSV, 10 MB): queued, imported as drafts',
    access: access.types('SELLER'),
    body: MULTIPART,
    maxUploadBytes: ORDER_IMPORT_MAX_BYTES,
    answer: importQueueAnswerSchema,
    errors: [413],
  }),
  postImportsProducts: endpoint({
    method: 'POST',
    path: '/imports/products',
    tags: ['imports'],
    summary:
      'Upload a product spreadsheet (XLSX or CSV, 10 MB): queued, each line fetches its images',
    access: access.types('SELLER'),
    body: MULTIPART,
    maxUploadBytes: ORDER_IMPORT_MAX_BYTES,
    answer: importQueueAnswerSchema,
    errors: [413],
  }),
  getImportsTrackingCodesTemplate: endpoint({
    method: 'GET',
    path: '/imports/tracking-codes/template',
    tags: ['imports'],
    summary: 'The tracking-code template (XLSX): item id or packing-slip code, code, carrier',
    access: access.types('PRINTER', 'ADMIN', 'ROOT'),
    answer: FILE_ANSWER,
  }),
  getImportsOrdersTemplate: endpoint({
    method: 'GET',
    path: '/imports/orders/template',
    tags: ['imports'],
    summary: 'The latest order template (XLSX), written from the columns the import checks',
    access: access.types('SELLER'),
    answer: FILE_ANSWER,
  }),
  getImportsProductsTemplate: endpoint({
    method: 'GET',
    path: '/imports/products/template',
    tags: ['imports'],
    summary: 'The product template (XLSX): product type, title, SKU, design and mockup URLs',
    access: access.types('SELLER'),
    answer: FILE_ANSWER,
  }),
  getImportQueuesOne: endpoint({
    method: 'GET',
    path: '/import-queues/:id',
    tags: ['imports'],
    summary: "An import with its status, counts and refused lines (polled until it's final)",
    access: access.types('SELLER', 'PRINTER', 'ADMIN', 'ROOT'),
    params: idParamsSchema,
    answer: importQueueAnswerSchema,
  }),
};
