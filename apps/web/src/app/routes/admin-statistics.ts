import { listPermission, routesFor } from './declare';
import { statisticsPages } from './statistics-pages';
import type { AppRoute } from './types';

const admin = routesFor('ADMIN');

/**
 * The admin's dashboard, statistics and salesmen (issue 34), each opening with the endpoint that
 * reads it; spread into the admin routes (admin.ts). The user sale-code statistics and the
 * salesman's creation are screens spec 01 section 2.3 names without a path: those paths are ours.
 */
export const adminStatisticsRoutes: AppRoute[] = [
  admin('/', 'dashboard', {
    permission: listPermission('DASHBOARD'),
    opensWith: 'statistics.getAdminDashboard',
    page: statisticsPages.adminDashboard,
  }),
  // Statistics are read-only: the detail needs the same permission as the list.
  admin('/a/product-statistics', 'productStatistics', {
    permission: listPermission('PRODUCT'),
    opensWith: 'statistics.getProductStatistics',
    page: statisticsPages.products,
  }),
  admin('/a/product-statistics/:id', 'productStatistic', {
    permission: listPermission('PRODUCT'),
    opensWith: 'statistics.getProductStatistic',
    page: statisticsPages.product,
  }),
  admin('/a/statistics/transaction-statistics', 'transactionStatistics', {
    permission: listPermission('STATISTIC_TRANSACTION'),
    opensWith: 'statistics.getTransactionStatistics',
    page: statisticsPages.transactions,
  }),
  admin('/a/statistics/sale-kpi-management', 'saleKpi', {
    permission: listPermission('STATISTIC_SALE_KPI'),
    opensWith: 'statistics.getSaleKpi',
    page: statisticsPages.saleKpi,
  }),
  admin('/a/statistics/product-type-statistics', 'productTypeStatistics', {
    permission: listPermission('STATISTIC_PRODUCT_TYPE'),
    opensWith: 'statistics.getProductTypeStatistics',
    page: statisticsPages.productTypes,
  }),
  admin('/a/salesman', 'salesmen', {
    permission: listPermission('SALE_MAN'),
    opensWith: 'statistics.getSalesmen',
    page: statisticsPages.salesmen,
  }),
  admin('/a/statistics/user-sale-code', 'saleCodeStatistics', {
    permission: listPermission('SALE_MAN'),
    opensWith: 'statistics.getSaleCodeStatistics',
    page: statisticsPages.saleCodes,
  }),
  admin('/a/salesman/create', 'salesman', {
    permission: 'SALE_MAN_DETAIL_CREATE',
    opensWith: 'statistics.createSalesman',
    page: statisticsPages.salesmanCreate,
  }),
];
