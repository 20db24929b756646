import { useQuery } from '@tanstack/react-query';
import { dataListApi } from '../../ui/data-list/api';

export type ItemTracking = { trackingCode: string; trackingCarrierCode: string | null };

/**
 * The tracking codes of an order's items, read from the order-item list (the order's own answer
 * does not carry them). A viewer who may not list order items simply sees none.
 */
export function useTrackingCodes(orderId: string, isEnabled: boolean) {
  return useQuery({
    queryKey: ['orders', 'tracking', orderId],
    enabled: isEnabled,
    queryFn: async ({ signal }) => {
      const page = await dataListApi.list(
        {
          model: 'order-item',
          filters: [],
          filterType: 'AND',
          sorting: [],
          pagination: { page: 1, pageSize: 'all' },
          filtersRef: [{ field: 'orderId', operation: 'in', value: [orderId] }],
          filterTypeRef: 'AND',
        },
        signal,
      );
      const codes = new Map<string, ItemTracking>();
      for (const row of page.items) {
        if (typeof row.trackingCode === 'string' && row.trackingCode !== '') {
          codes.set(row.id, {
            trackingCode: row.trackingCode,
            trackingCarrierCode:
              typeof row.trackingCarrierCode === 'string' ? row.trackingCarrierCode : null,
          });
        }
      }
      return codes;
    },
  });
}
