import { access } from '../access';
import { endpoint } from '../endpoint';
import { idParamsSchema } from '../../schemas/accounts';
import {
  adminDashboardAnswerSchema,
  productStatisticAnswerSchema,
  productStatisticsAnswerSchema,
  productTypeStatisticsAnswerSchema,
  saleCodeStatisticsAnswerSchema,
  saleKpiAnswerSchema,
  salesmanAnswerSchema,
  salesmanBodySchema,
  salesmenAnswerSchema,
  sellerDashboardAnswerSchema,
  statisticRangeQuerySchema,
  transactionStatisticsAnswerSchema,
} from '../../schemas/statistics';

const tags = ['statistics'];
const range = statisticRangeQuerySchema;

/**
 * Dashboards, statistics and salesmen (issue 34; spec 01 sections 2.3 and 2.4, spec 03 sections
 * 3.4 and 7.6's `statistics` and `sale-manage`). Every figure is read from the rollups.
 */
export const statisticsEndpoints = {
  getAdminDashboard: endpoint({
    method: 'GET',
    path: '/statistics/dashboard',
    tags,
    summary: "The admin dashboard's figures; each part only for the permission that shows it",
    access: access.admin('DASHBOARD_ACCESS'),
    answer: adminDashboardAnswerSchema,
  }),
  getSellerDashboard: endpoint({
    method: 'GET',
    path: '/seller/dashboard',
    tags,
    summary: "The seller's own dashboard: balance, orders, what needs them, spend, best sellers",
    access: access.types('SELLER'),
    answer: sellerDashboardAnswerSchema,
  }),
  getTransactionStatistics: endpoint({
    method: 'GET',
    path: '/statistics/transactions',
    tags,
    summary: 'Amounts by transaction type and status over a range, per day or month',
    access: access.admin('STATISTIC_TRANSACTION_ACCESS'),
    query: range,
    answer: transactionStatisticsAnswerSchema,
  }),
  getProductTypeStatistics: endpoint({
    method: 'GET',
    path: '/statistics/product-types',
    tags,
    summary: 'Placed items and revenue per product type over a range',
    access: access.admin('STATISTIC_PRODUCT_TYPE_ACCESS'),
    query: range,
    answer: productTypeStatisticsAnswerSchema,
  }),
  getSaleKpi: endpoint({
    method: 'GET',
    path: '/statistics/sale-kpi',
    tags,
    summary: 'Per salesman: deposits, sellers, new sellers and sellers who deposited in a range',
    access: access.admin('STATISTIC_SALE_KPI_ACCESS'),
    query: range,
    answer: saleKpiAnswerSchema,
  }),
  getSaleCodeStatistics: endpoint({
    method: 'GET',
    path: '/statistics/user-sale-code',
    tags,
    summary: 'Each seller a sale code brought, with their deposits in a range',
    // The screen sits with the salesmen (/a/statistics/user-sale-code needs SALE_MAN_ACCESS).
    access: access.admin('SALE_MAN_ACCESS'),
    query: range,
    answer: saleCodeStatisticsAnswerSchema,
  }),
  getProductStatistics: endpoint({
    method: 'GET',
    path: '/statistics/products',
    tags,
    summary: 'The best-selling products of a range (every seller)',
    access: access.admin('PRODUCT_ACCESS'),
    query: range,
    answer: productStatisticsAnswerSchema,
  }),
  getProductStatistic: endpoint({
    method: 'GET',
    path: '/statistics/products/:id',
    tags,
    summary: "One product's orders, items, revenue, refunds and reprints over a range",
    access: access.admin('PRODUCT_ACCESS'),
    params: idParamsSchema,
    query: range,
    answer: productStatisticAnswerSchema,
    errors: [404],
  }),
  getSellerProductStatistics: endpoint({
    method: 'GET',
    path: '/seller/product-statistics',
    tags,
    summary: "The seller's own best-selling products of a range",
    access: access.types('SELLER'),
    query: range,
    answer: productStatisticsAnswerSchema,
  }),
  getSellerProductStatistic: endpoint({
    method: 'GET',
    path: '/seller/product-statistics/:id',
    tags,
    summary: "One of the seller's own products over a range (another seller's is not found)",
    access: access.types('SELLER'),
    params: idParamsSchema,
    query: range,
    answer: productStatisticAnswerSchema,
    errors: [404],
  }),
  getSalesmen: endpoint({
    method: 'GET',
    path: '/sale-manage',
    tags,
    summary: 'Every salesman with their sale code and how many sellers they brought',
    access: access.admin('SALE_MAN_ACCESS'),
    answer: salesmenAnswerSchema,
  }),
  createSalesman: endpoint({
    method: 'POST',
    path: '/sale-manage',
    tags,
    summary: 'Create a salesman; the sale code is unique (made from the name when left empty)',
    access: access.admin('SALE_MAN_DETAIL_CREATE'),
    body: salesmanBodySchema,
    answer: salesmanAnswerSchema,
    errors: [409],
  }),
};
