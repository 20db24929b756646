import { endpoint, FILE_ANSWER, MULTIPART } from '../endpoint';
import { access } from '../access';
import {
  downloadPrintDesignsQuerySchema,
  massUploadPrintDesignsAnswerSchema,
  PRINT_DESIGN_UPLOAD_MAX_BYTES,
  PRINT_DESIGN_UPLOAD_MAX_FILES,
  printDesignCodeParamsSchema,
  printDesignsAnswerSchema,
} from '../../schemas/print-designs';

const printer = access.types('PRINTER');

/**
 * The print designs of an item routed to the printer (spec 03 7.5): read by the item's code, and
 * downloaded one position at a time or all as a zip. Part of productionEndpoints. The seller reads
 * its product's designs with its product (catalog's getSellerProductOne).
 */
export const printDesignEndpoints = {
  getPrinterPrintDesignsOne: endpoint({
    method: 'GET',
    path: '/printer/print-designs/:code',
    tags: ['production'],
    summary:
      "The print designs of one of my items, by its packing-slip code or a unit's scan value",
    access: printer,
    params: printDesignCodeParamsSchema,
    answer: printDesignsAnswerSchema,
  }),
  getPrinterDownloadPrintDesigns: endpoint({
    method: 'GET',
    path: '/printer/download-print-designs',
    tags: ['production'],
    summary:
      "One of my item's print designs (uploadTypeItemId), or all of them as a zip, by the item's code",
    access: printer,
    query: downloadPrintDesignsQuerySchema,
    answer: FILE_ANSWER,
  }),
  postPrinterMassUploadPrintDesigns: endpoint({
    method: 'POST',
    path: '/printer/mass-upload-print-designs',
    tags: ['production'],
    summary:
      'Replace print designs of my items: files named <slip code>-<print position>, each answered replaced or refused',
    access: printer,
    body: MULTIPART,
    maxUploadBytes: PRINT_DESIGN_UPLOAD_MAX_BYTES * PRINT_DESIGN_UPLOAD_MAX_FILES,
    answer: massUploadPrintDesignsAnswerSchema,
  }),
};
