import { endpoint } from '../endpoint';
import { access } from '../access';
import { exportAnswerSchema, exportBodySchema } from '../../schemas/exports';
import { PRINTER_ITEM_LIST_MODELS } from '../lists/production';

export const PRINTER_EXPORT_MODEL_MESSAGE = `The printer exports one of its item lists: ${PRINTER_ITEM_LIST_MODELS.join(', ')}`;

/**
 * printer/export-orders (spec 03 section 7.5): the printer's own order items, as one of its item
 * lists shows them (to pick, picked, processing, complete, awaiting stock, new to print), through
 * the same export job as POST /exports.
 */
const printerExportBodySchema = exportBodySchema.refine(
  (body) => (PRINTER_ITEM_LIST_MODELS as readonly string[]).includes(body.model),
  { path: ['model'], message: PRINTER_EXPORT_MODEL_MESSAGE },
);

/** The exports endpoints (server: serve(); web: call()). */
export const exportEndpoints = {
  postExports: endpoint({
    method: 'POST',
    path: '/exports',
    tags: ['exports'],
    summary: "Export a data list's rows to XLSX or CSV; answers the job that makes the file",
    access: access.anyUser,
    body: exportBodySchema,
    answer: exportAnswerSchema,
  }),
  postPrinterExportOrders: endpoint({
    method: 'POST',
    path: '/printer/export-orders',
    tags: ['exports'],
    summary: "Export the printer's order items (one of its item lists) to XLSX or CSV, as a job",
    access: access.types('PRINTER'),
    body: printerExportBodySchema,
    answer: exportAnswerSchema,
  }),
};
