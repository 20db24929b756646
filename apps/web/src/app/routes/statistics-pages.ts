import { lazyPage } from './lazyPage';

/** The dashboards', statistics' and salesmen's screens (issue 34), each its own chunk. */
export const statisticsPages = {
  adminDashboard: lazyPage(() => import('../../features/statistics/AdminDashboardPage')),
  sellerDashboard: lazyPage(() => import('../../features/statistics/SellerDashboardPage')),
  transactions: lazyPage(() => import('../../features/statistics/TransactionStatisticsPage')),
  productTypes: lazyPage(() => import('../../features/statistics/ProductTypeStatisticsPage')),
  products: lazyPage(() => import('../../features/statistics/ProductStatisticsPage')),
  product: lazyPage(() => import('../../features/statistics/ProductStatisticPage')),
  saleKpi: lazyPage(() => import('../../features/statistics/SaleKpiPage')),
  saleCodes: lazyPage(() => import('../../features/statistics/SaleCodeStatisticsPage')),
  salesmen: lazyPage(() => import('../../features/statistics/SalesmenPage')),
  salesmanCreate: lazyPage(() => import('../../features/statistics/SalesmanCreatePage')),
};
