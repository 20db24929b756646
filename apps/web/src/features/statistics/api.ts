import {
  statisticsEndpoints as endpoints,
  type SalesmanBody,
  type StatisticRangeQuery,
} from '@platfox/domain';
import { queryKeys } from '../../platform/api/queryKeys';
import { call } from '../../platform/api';
import { useCachedMutation } from '../../platform/api/cachedMutation';

export const statisticsKeys = queryKeys('statistics', {
  adminDashboard: ['admin-dashboard'],
  sellerDashboard: ['seller-dashboard'],
  of: (name: string, range: StatisticRangeQuery, id?: string) => [
    name,
    range.range,
    range.startDate,
    range.endDate,
    id,
  ],
  salesmen: ['salesmen'],
});

type Options = { signal?: AbortSignal };

/** The dashboards', statistics' and salesmen's calls (apps/server/src/modules/statistics). */
export const statisticsApi = {
  adminDashboard: (options: Options) =>
    call(endpoints.getAdminDashboard, undefined, options).then((answer) => answer.data),
  sellerDashboard: (options: Options) =>
    call(endpoints.getSellerDashboard, undefined, options).then((answer) => answer.data),
  transactions: (query: StatisticRangeQuery, options: Options) =>
    call(endpoints.getTransactionStatistics, { query }, options).then((answer) => answer.data),
  productTypes: (query: StatisticRangeQuery, options: Options) =>
    call(endpoints.getProductTypeStatistics, { query }, options).then((answer) => answer.data),
  saleKpi: (query: StatisticRangeQuery, options: Options) =>
    call(endpoints.getSaleKpi, { query }, options).then((answer) => answer.data),
  saleCodes: (query: StatisticRangeQuery, options: Options) =>
    call(endpoints.getSaleCodeStatistics, { query }, options).then((answer) => answer.data),
  products: (query: StatisticRangeQuery, isSeller: boolean, options: Options) =>
    call(
      isSeller ? endpoints.getSellerProductStatistics : endpoints.getProductStatistics,
      { query },
      options,
    ).then((answer) => answer.data),
  product: (id: string, query: StatisticRangeQuery, isSeller: boolean, options: Options) =>
    call(
      isSeller ? endpoints.getSellerProductStatistic : endpoints.getProductStatistic,
      { params: { id }, query },
      options,
    ).then((answer) => answer.data),
  salesmen: (options: Options) =>
    call(endpoints.getSalesmen, undefined, options).then((answer) => answer.data),
  createSalesman: (body: SalesmanBody) =>
    call(endpoints.createSalesman, { body }).then((answer) => answer.data),
};

/** Creating a salesman makes the salesmen and the sale statistics stale. */
export const useCreateSalesman = () =>
  useCachedMutation({
    mutationFn: statisticsApi.createSalesman,
    refreshes: [statisticsKeys.salesmen, statisticsKeys.all],
  });
