import { endpoint } from '../endpoint';
import { access } from '../access';
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

/** The data-lists endpoints (server: serve(); web: call()). */
export const dataListEndpoints = {
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
