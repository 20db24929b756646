import { endpoint } from '../endpoint';
import { access } from '../access';
import { HIGH_QUANTITY_MIN } from '../../production';
import {
  dataListAnswerSchema,
  dataListQuerySchema,
  deleteRowsAnswerSchema,
  deleteRowsBodySchema,
  filterOptionsAnswerSchema,
  filterOptionsQuerySchema,
  saveFilterAnswerSchema,
  saveFilterBodySchema,
  savedFilterModelParamsSchema,
  savedFiltersAnswerSchema,
} from '../../schemas/data-list';
import { sellerIssuesQuerySchema } from '../../schemas/seller-config';

/**
 * The to-pick list's presets (and the stock log) at spec 03 section 7.5's paths: a list model's
 * query (filters, sorting, paging) without its model, the preset's filter added by the server.
 */
const pickPresetBodySchema = dataListQuerySchema.omit({ model: true });
const printer = access.types('PRINTER');

/** The data-lists endpoints (server: serve(); web: call()). */
export const dataListEndpoints = {
  postPrinterAvailableByHighQtyItem: endpoint({
    method: 'POST',
    path: '/printer/available-by-high-qty-item',
    tags: ['printer-items'],
    summary: `Items to pick of more than ${HIGH_QUANTITY_MIN} units, paged as the to-pick list is`,
    access: printer,
    body: pickPresetBodySchema,
    answer: dataListAnswerSchema,
  }),
  postPrinterAvailableByTiktokOrders: endpoint({
    method: 'POST',
    path: '/printer/available-by-tiktok-orders',
    tags: ['printer-items'],
    summary:
      "Items to pick of TikTok orders (the packing slip's rule), paged as the to-pick list is",
    access: printer,
    body: pickPresetBodySchema,
    answer: dataListAnswerSchema,
  }),
  getPrinterAvailableBySeller: endpoint({
    method: 'GET',
    path: '/printer/available-by-seller',
    tags: ['printer-items'],
    summary: 'The sellers whose items wait to be picked, each with how many (the by-seller choice)',
    access: printer,
    answer: filterOptionsAnswerSchema,
  }),
  postPrinterStockLogs: endpoint({
    method: 'POST',
    path: '/printer/stock-logs',
    tags: ['stock'],
    summary:
      "The printer's stock log (the stock-log list model): by item, warehouse, date and user",
    access: printer,
    body: pickPresetBodySchema,
    answer: dataListAnswerSchema,
  }),
  // seller/issues (spec 03 section 7.3): the issue list model's page as /s/issues lists it.
  getSellerIssues: endpoint({
    method: 'GET',
    path: '/seller/issues',
    tags: ['issues'],
    summary: 'A page of my issues, newest first (the issue list model), optionally by status',
    access: access.types('SELLER'),
    query: sellerIssuesQuerySchema,
    answer: dataListAnswerSchema,
  }),
  postDataLists: endpoint({
    method: 'POST',
    path: '/data-lists',
    tags: ['data-lists'],
    summary: "A page of a list model's rows: filters, sorting, paging and the exact total",
    access: access.anyUser,
    body: dataListQuerySchema,
    answer: dataListAnswerSchema,
  }),
  postDataListsFilterOptions: endpoint({
    method: 'POST',
    path: '/data-lists/filter-options',
    tags: ['data-lists'],
    summary: 'Options of an autocomplete or array filter, within what the caller may see',
    access: access.anyUser,
    body: filterOptionsQuerySchema,
    answer: filterOptionsAnswerSchema,
  }),
  postDataListsDelete: endpoint({
    method: 'POST',
    path: '/data-lists/delete',
    tags: ['data-lists'],
    summary: 'Delete several rows of a list; answers how many went and why others did not',
    access: access.anyUser,
    body: deleteRowsBodySchema,
    answer: deleteRowsAnswerSchema,
  }),
  getDatalistFilter: endpoint({
    method: 'GET',
    path: '/apps/datalist-filter/:key',
    tags: ['data-lists'],
    summary: "The caller's saved filters of a list",
    access: access.anyUser,
    params: savedFilterModelParamsSchema,
    answer: savedFiltersAnswerSchema,
  }),
  postDatalistFilter: endpoint({
    method: 'POST',
    path: '/apps/datalist-filter',
    tags: ['data-lists'],
    summary: 'Create, update (rename or replace) or delete a saved filter',
    access: access.anyUser,
    body: saveFilterBodySchema,
    answer: saveFilterAnswerSchema,
  }),
};
