import type { DataListQuery } from '@platfox/domain';

const monthAgo = () => new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
const today = () => new Date().toISOString().slice(0, 10);

/**
 * The five most used order-item list queries of issue 5, as an admin runs them: a first page of
 * 20, newest first, with its total.
 */
export function orderItemQueries(sellerId: string, productTypeId: string) {
  const page = { page: 1, pageSize: 20 };
  const newest = [{ field: 'createdAt', direction: 'desc' as const }];
  const query = (filters: DataListQuery['filters']): DataListQuery => ({
    model: 'order-item',
    filters,
    sorting: newest,
    pagination: page,
  });
  return {
    'status (in production)': query([{ field: 'status', operation: 'in', value: ['PROCESSING'] }]),
    seller: query([{ field: 'sellerId', operation: 'inc', value: [sellerId] }]),
    'date range (last 30 days)': query([
      {
        field: 'createdAt',
        operation: 'between',
        value: { startDate: monthAgo(), endDate: today() },
      },
    ]),
    'product type': query([{ field: 'productTypeId', operation: 'inc', value: [productTypeId] }]),
    'tracking code contains': query([{ field: 'trackingCode', operation: 'ct', value: '0001234' }]),
  } satisfies Record<string, DataListQuery>;
}
