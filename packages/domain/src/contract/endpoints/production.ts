import { endpoint, FILE_ANSWER, MULTIPART } from '../endpoint';
import { access, type SignedInAccess } from '../access';
import { idParamsSchema } from '../../schemas/accounts';
import {
  checkQualityBodySchema,
  COMPLETED_IMAGE_MAX_BYTES,
  COMPLETED_IMAGES_PER_UPLOAD,
  completedImagesAnswerSchema,
} from '../../schemas/check-quality';
import {
  pickAllVariantsBodySchema,
  pickAllVariantsCountAnswerSchema,
  pickAllVariantsCountBodySchema,
  printerFindAnswerSchema,
  printerFindQuerySchema,
  printerStatisticAnswerSchema,
  printerStatisticQuerySchema,
} from '../../schemas/printer-lists';
import {
  actionLogAnswerSchema,
  comingDateBodySchema,
  productionItemAnswerSchema,
  scanAnswerSchema,
  scanBodySchema,
  slipLookupAnswerSchema,
  slipLookupParamsSchema,
  unitActionAnswerSchema,
  unitActionBodySchema,
  unitIndexesBodySchema,
  verifyAnswerSchema,
  verifyBodySchema,
  verifyParamsSchema,
} from '../../schemas/production';
import { z } from 'zod';
import { trackingEndpoints } from './tracking';
import { printDesignEndpoints } from './print-designs';
import { pickingCartEndpoints } from './picking-carts';
import {
  SHIPPING_LABEL_MAX_BYTES,
  shippingLabelAnswerSchema,
  trackingCodeParamsSchema,
} from '../../schemas/tracking-import';

const printer = access.types('PRINTER');
const imageParams = z.strictObject({ id: z.string().uuid(), imageId: z.string().uuid() });
const imageQuery = z.strictObject({
  size: z.enum(['original', 'thumbnail']).default('original'),
});

/**
 * The files of an item's floor work, the same calls on the printer's paths (its own items) and
 * the admin's (any item): the shipping label, its preview by tracking code, the completed
 * product's photos.
 */
function floorFileEndpoints(
  prefix: '/printer' | '/admin',
  read: SignedInAccess,
  write: SignedInAccess,
) {
  const tags = ['production'];
  return {
    // The spec's paths: the printer's upload-tracking-label/{id}, the admin's order-items/{id}/...
    uploadLabel: endpoint({
      method: 'POST',
      path:
        prefix === '/printer'
          ? '/printer/upload-tracking-label/:id'
          : '/order-items/:id/shipping-label',
      ...(prefix === '/printer'
        ? { formerPath: '/printer/order-items/:id/shipping-label' as const }
        : {}),
      tags,
      summary: 'Upload the shipping label (PDF, 5 MB) for the tracking code of the item',
      access: write,
      params: idParamsSchema,
      body: MULTIPART,
      maxUploadBytes: SHIPPING_LABEL_MAX_BYTES,
      answer: shippingLabelAnswerSchema,
      errors: [409, 413],
    }),
    label: endpoint({
      method: 'GET',
      path:
        prefix === '/printer'
          ? '/printer/order-items/:id/shipping-label'
          : '/order-items/:id/shipping-label',
      tags,
      summary: "Download the item's shipping label",
      access: read,
      params: idParamsSchema,
      answer: FILE_ANSWER,
    }),
    labelByTrackingCode: endpoint({
      method: 'GET',
      path: `${prefix}/shipping-labels/:trackingCode`,
      tags,
      summary: 'The label preview: the PDF stored for a tracking code, shown inline',
      access: read,
      params: trackingCodeParamsSchema,
      answer: FILE_ANSWER,
    }),
    completedImages: endpoint({
      method: 'GET',
      path: `${prefix}/order-items/:id/completed-images`,
      tags,
      summary: 'The photos of the completed product kept on the item',
      access: read,
      params: idParamsSchema,
      answer: completedImagesAnswerSchema,
    }),
    completedImage: endpoint({
      method: 'GET',
      path: `${prefix}/order-items/:id/completed-images/:imageId`,
      tags,
      summary: 'One photo of the completed product, or its WebP thumbnail (size=thumbnail)',
      access: read,
      params: imageParams,
      query: imageQuery,
      answer: FILE_ANSWER,
    }),
  };
}

/** `label` as `printerLabel`: both sides' calls in one flat object, named by side. */
function prefixed<const S extends string, const T extends Record<string, unknown>>(
  side: S,
  calls: T,
) {
  return Object.fromEntries(
    Object.entries(calls).map(([name, call]) => [
      side + name[0]!.toUpperCase() + name.slice(1),
      call,
    ]),
  ) as { [K in keyof T & string as `${S}${Capitalize<K>}`]: T[K] };
}

/** The floor's files on the printer's paths and on the admin's. */
export const floorFileSides = {
  printer: floorFileEndpoints('/printer', access.types('PRINTER'), access.types('PRINTER')),
  admin: floorFileEndpoints(
    '/admin',
    access.rootOrAdmin('ORDER_ITEM_DETAIL_ACCESS'),
    access.rootOrAdmin('ORDER_ITEM_DETAIL_UPDATE'),
  ),
};

/** The production endpoints (server: serve(); web: call()). */
export const productionEndpoints = {
  ...prefixed('printer', floorFileSides.printer),
  ...prefixed('admin', floorFileSides.admin),
  ...trackingEndpoints,
  ...printDesignEndpoints,
  ...pickingCartEndpoints,
  getPrinterOrderItemsOne: endpoint({
    method: 'GET',
    path: '/printer/order-items/:id',
    tags: ['production'],
    summary: 'An item routed to the printer, with its units, tracking codes and menu',
    access: printer,
    params: idParamsSchema,
    answer: productionItemAnswerSchema,
    errors: [409],
  }),
  getPrinterOrderItemsLogs: endpoint({
    method: 'GET',
    path: '/printer/order-items/:id/logs',
    tags: ['production'],
    summary: "The item's actions log: unit, action, statuses, staff, time, description",
    access: printer,
    params: idParamsSchema,
    answer: actionLogAnswerSchema,
    errors: [409],
  }),
  putPrinterOrderItemsStatus: endpoint({
    method: 'PUT',
    path: '/printer/order-items/status',
    tags: ['production'],
    summary: 'Printer update order-item status (bulk): every unit of the items that allows it',
    access: printer,
    body: unitActionBodySchema,
    answer: unitActionAnswerSchema,
    errors: [409],
  }),
  putOrderItemsIndexes: endpoint({
    method: 'PUT',
    path: '/order-items/indexes/:id',
    // Printers' API keys called it here before it moved to the spec's path.
    formerPath: '/printer/order-items/:id/indexes',
    tags: ['production'],
    summary: 'Update by quantity indexes: each named unit must allow the action',
    access: printer,
    params: idParamsSchema,
    body: unitIndexesBodySchema,
    answer: unitActionAnswerSchema,
    errors: [409],
  }),
  putPrinterOrderItemsComingStockDate: endpoint({
    method: 'PUT',
    path: '/printer/order-items/:id/coming-stock-date',
    tags: ['production'],
    summary: 'Update the coming stock date of awaiting-stock units',
    access: printer,
    params: idParamsSchema,
    body: comingDateBodySchema,
    answer: productionItemAnswerSchema,
    errors: [409],
  }),
  postPrinterScan: endpoint({
    method: 'POST',
    path: '/printer/scan',
    tags: ['production'],
    summary: "Scan a slip (code and quantity index) and apply the station's action",
    access: printer,
    body: scanBodySchema,
    answer: scanAnswerSchema,
    errors: [409],
  }),
  postPrinterVerify: endpoint({
    method: 'POST',
    path: '/printer/verify/:id/:qtyIndex',
    tags: ['production'],
    summary:
      "Verify a unit by its slip's code and quantity index; view summary adds the order summary",
    access: printer,
    params: verifyParamsSchema,
    body: verifyBodySchema,
    answer: verifyAnswerSchema,
    errors: [409],
  }),
  getPrinterCheckOrder: endpoint({
    method: 'GET',
    path: '/printer/check-order/:code',
    tags: ['production'],
    summary: 'Check a slip value (code and quantity index) without changing the unit',
    access: printer,
    params: slipLookupParamsSchema,
    answer: slipLookupAnswerSchema,
    errors: [409],
  }),
  postPrinterOrderItemsPickAllVariantsCount: endpoint({
    method: 'POST',
    path: '/printer/order-items/pick-all-variants/count',
    tags: ['production'],
    summary: 'How many to-pick units of the chosen items’ variants pick all variants would pick',
    access: printer,
    body: pickAllVariantsCountBodySchema,
    answer: pickAllVariantsCountAnswerSchema,
    errors: [409],
  }),
  putPrinterOrderItemsPickAllVariants: endpoint({
    method: 'PUT',
    path: '/printer/pick-all',
    formerPath: '/printer/order-items/pick-all-variants',
    tags: ['production'],
    summary: 'Pick all variants: every to-pick unit of the chosen items’ variants',
    access: printer,
    body: pickAllVariantsBodySchema,
    answer: z.object({
      status: z.literal(200),
      message: z.string(),
      data: pickAllVariantsCountAnswerSchema.shape.data,
    }),
    errors: [409],
  }),
  getPrinterStatistic: endpoint({
    method: 'GET',
    path: '/printer/statistic',
    tags: ['production'],
    summary: "The printer's items by status, created within a statistic range",
    access: printer,
    query: printerStatisticQuerySchema,
    answer: printerStatisticAnswerSchema,
    errors: [409],
  }),
  getPrinterFind: endpoint({
    method: 'GET',
    path: '/printer/find',
    tags: ['production'],
    summary: "The printer's items by order id, packing-slip code or tracking code",
    access: printer,
    query: printerFindQuerySchema,
    answer: printerFindAnswerSchema,
    errors: [409],
  }),
  postPrinterOrderItemsCompletedImages: endpoint({
    method: 'POST',
    path: '/printer/order-items/:id/completed-images',
    tags: ['production'],
    summary: 'Upload photos of the completed product (JPEG, PNG or WebP; 10 at a time)',
    access: access.types('PRINTER'),
    params: idParamsSchema,
    body: MULTIPART,
    maxUploadBytes: COMPLETED_IMAGE_MAX_BYTES * COMPLETED_IMAGES_PER_UPLOAD,
    answer: completedImagesAnswerSchema,
    errors: [409, 413],
  }),
  getSellerOrderCompletedImagesOne: endpoint({
    method: 'GET',
    path: '/seller/order-completed-images/:id',
    tags: ['production'],
    summary: 'The photos of the completed product of an item of your order',
    access: access.types('SELLER'),
    params: idParamsSchema,
    answer: completedImagesAnswerSchema,
    errors: [409, 413],
  }),
  getSellerOrderCompletedImagesOneX: endpoint({
    method: 'GET',
    path: '/seller/order-completed-images/:id/:imageId',
    tags: ['production'],
    summary: 'One photo of the completed product of your item, or its thumbnail',
    access: access.types('SELLER'),
    params: imageParams,
    query: imageQuery,
    answer: FILE_ANSWER,
    errors: [409, 413],
  }),
  postPrinterCheckQuality: endpoint({
    method: 'POST',
    path: '/printer/check-quality',
    tags: ['production'],
    summary: 'Check quality of a unit: pass (ready to delivery) or return with a reason',
    access: access.types('PRINTER'),
    body: checkQualityBodySchema,
    answer: scanAnswerSchema,
    errors: [409, 413],
  }),
};
