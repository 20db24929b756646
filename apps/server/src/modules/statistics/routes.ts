import { statisticsEndpoints as endpoints } from '@platfox/domain';
import { actorOf } from '../../platform/access';
import { ok, serve } from '../../platform/serve';
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
  serve(app, endpoints.getAdminDashboard, async (request) =>
    ok(await adminDashboard(db, actorOf(request))),
  );
  serve(app, endpoints.getSellerDashboard, async (request) =>
    ok(await sellerDashboard(db, actorOf(request))),
  );
  serve(app, endpoints.getTransactionStatistics, async (request) =>
    ok(await transactionStatistics(db, request.query)),
  );
  serve(app, endpoints.getProductTypeStatistics, async (request) =>
    ok(await productTypeStatistics(db, request.query)),
  );
  serve(app, endpoints.getSaleKpi, async (request) => ok(await saleKpi(db, request.query)));
  serve(app, endpoints.getSaleCodeStatistics, async (request) =>
    ok(await saleCodeStatistics(db, request.query)),
  );
  serve(app, endpoints.getProductStatistics, async (request) =>
    ok(await productStatistics(db, request.query)),
  );
  serve(app, endpoints.getProductStatistic, async (request) =>
    ok(await productStatistic(db, request.params.id, request.query)),
  );
  serve(app, endpoints.getSellerProductStatistics, async (request) =>
    ok(await productStatistics(db, request.query, actorOf(request).id)),
  );
  serve(app, endpoints.getSellerProductStatistic, async (request) =>
    ok(await productStatistic(db, request.params.id, request.query, actorOf(request).id)),
  );
  serve(app, endpoints.getSalesmen, async () => ok(await listSalesmen(db)));
  serve(app, endpoints.createSalesman, async (request) =>
    ok(await createSalesman(db, actorOf(request), request.body)),
  );
}
