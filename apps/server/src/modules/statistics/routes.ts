import { statisticsEndpoints as endpoints } from '@platfox/domain';

import { ok, serve, serveAnswer, serveAs } from '../../platform/serve';
import type { App } from '../../platform/types';
import type { Services } from '../../services';
import { adminDashboard, sellerDashboard } from './dashboards';
import {
  productStatistic,
  productStatistics,
  productTypeStatistics,
  transactionStatistics,
} from './reads';
import { createSalesman, listSalesmen, saleCodeStatistics, saleKpi } from './salesmen';

/** Dashboards, statistics and salesmen: declared in @platfox/domain (contract/endpoints/statistics). */
export function statisticsRoutes(app: App, { database }: Services): void {
  const db = database.db;
  serveAs(app, endpoints.getAdminDashboard, (actor) => adminDashboard(db, actor));
  serveAs(app, endpoints.getSellerDashboard, (actor) => sellerDashboard(db, actor));
  serveAnswer(app, endpoints.getTransactionStatistics, (request) =>
    transactionStatistics(db, request.query),
  );
  serveAnswer(app, endpoints.getProductTypeStatistics, (request) =>
    productTypeStatistics(db, request.query),
  );
  serveAnswer(app, endpoints.getSaleKpi, (request) => saleKpi(db, request.query));
  serveAnswer(app, endpoints.getSaleCodeStatistics, (request) =>
    saleCodeStatistics(db, request.query),
  );
  serveAnswer(app, endpoints.getProductStatistics, (request) =>
    productStatistics(db, request.query),
  );
  serveAnswer(app, endpoints.getProductStatistic, (request) =>
    productStatistic(db, request.params.id, request.query),
  );
  serveAs(app, endpoints.getSellerProductStatistics, (actor, request) =>
    productStatistics(db, request.query, actor.id),
  );
  serveAs(app, endpoints.getSellerProductStatistic, (actor, request) =>
    productStatistic(db, request.params.id, request.query, actor.id),
  );
  serve(app, endpoints.getSalesmen, async () => ok(await listSalesmen(db)));
  serveAs(app, endpoints.createSalesman, (actor, request) =>
    createSalesman(db, actor, request.body),
  );
}
