import {
  dataListEndpoints as endpoints,
  HIGH_QUANTITY_MIN,
  type ParsedDataListQuery,
} from '@platfox/domain';
import { serve } from '../../platform/serve';

import type { FastifyRequest } from 'fastify';
import { actorOf } from '../../platform/access';

import type { App } from '../../platform/types';
import type { Services } from '../../services';
import { listWatchPolicy } from './live';
import { listRegistry } from './models';
import { SavedFilterService } from './saved-filters';
import { callContextOf } from './service';

/**
 * The one data-list endpoint and its helpers. Every signed-in user may call them; which models an
 * actor may list, and which of their rows, each model declares and the service checks.
 */
export function dataListRoutes(
  app: App,
  { database, ownerVerification, live, lists }: Services,
): void {
  live.setListWatchPolicy(listWatchPolicy(listRegistry));
  const saved = new SavedFilterService(database.db, listRegistry);
  const callOf = (request: FastifyRequest) => callContextOf(request.headers, ownerVerification);

  // Rows come from each model's toRow, built to the contract: sent without re-encoding in
  // production (serve's isAnswerExact), still checked in tests.
  serve(
    app,
    endpoints.postDataLists,
    (request) => lists.list(actorOf(request), request.body, callOf(request)),
    { isAnswerExact: true },
  );

  serve(app, endpoints.postDataListsFilterOptions, (request) =>
    lists.options(actorOf(request), request.body, callOf(request)),
  );

  serve(app, endpoints.postDataListsDelete, (request) =>
    lists.deleteRows(actorOf(request), request.body, callOf(request)),
  );

  serve(app, endpoints.getDatalistFilter, (request) =>
    saved.list(actorOf(request), request.params.key),
  );

  serve(app, endpoints.postDatalistFilter, (request) => saved.save(actorOf(request), request.body));

  // The to-pick presets at the spec's paths: the same list model, scope and rows as the list's
  // own tabs, with the preset's filter added to what the caller sent.
  const TO_PICK = 'printer-item-to-pick';
  const preset =
    (filter: ParsedDataListQuery['filtersRef'][number]) =>
    (request: FastifyRequest<{ Body: Omit<ParsedDataListQuery, 'model'> }>) =>
      lists.list(
        actorOf(request),
        { ...request.body, model: TO_PICK, filtersRef: [...request.body.filtersRef, filter] },
        callOf(request),
      );
  serve(
    app,
    endpoints.postPrinterAvailableByHighQtyItem,
    preset({ field: 'quantity', operation: 'gt', value: HIGH_QUANTITY_MIN }),
    { isAnswerExact: true },
  );
  serve(
    app,
    endpoints.postPrinterAvailableByTiktokOrders,
    preset({ field: 'isTikTokOrder', operation: 'eq', value: true }),
    { isAnswerExact: true },
  );
  // printer/stock-logs (spec 03 section 7.5): the stock-log model as /p/stock-logs lists it.
  serve(
    app,
    endpoints.postPrinterStockLogs,
    (request) =>
      lists.list(actorOf(request), { ...request.body, model: 'stock-log' }, callOf(request)),
    { isAnswerExact: true },
  );
  // seller/issues (spec 03 section 7.3): the issue model's page, its seller scope and rows as
  // /s/issues lists them; the plain query's status becomes the list's filter.
  serve(
    app,
    endpoints.getSellerIssues,
    (request) => {
      const { page, pageSize, status } = request.query;
      return lists.list(
        actorOf(request),
        {
          model: 'issue',
          filters: status ? [{ field: 'status', operation: 'in', value: [status] }] : [],
          filterType: 'AND',
          filtersRef: [],
          filterTypeRef: 'AND',
          sorting: [],
          pagination: { page, pageSize },
          timezone: 'UTC',
        },
        callOf(request),
      );
    },
    { isAnswerExact: true },
  );
  serve(app, endpoints.getPrinterAvailableBySeller, (request) =>
    lists.options(
      actorOf(request),
      {
        model: TO_PICK,
        field: 'sellerId',
        advancedFilters: [],
        filterType: 'OR',
        filtersRef: [],
        filterTypeRef: 'AND',
        pagination: { page: 1, pageSize: 'all' },
        timezone: 'UTC',
      },
      callOf(request),
    ),
  );
}
