import { useQuery } from '@tanstack/react-query';
import { orderEndpoints } from '@platfox/domain';
import { call } from '../../platform/api';
import { dataListApi } from '../../ui/data-list/api';
import { orderKeys } from './api';

export type ItemTracking = { trackingCode: string; trackingCarrierCode: string | null };

/**
 * The newest tracking code of each of an order's items (the order's own answer does not carry
 * them): a seller reads the spec's seller/order/{id}/tracking-codes, an admin the order-item list.
 * A viewer who may not list order items simply sees none.
 */
export function useTrackingCodes(orderId: string, isEnabled: boolean, isSeller: boolean) {
  return useQuery({
    queryKey: orderKeys.tracking(orderId),
    enabled: isEnabled,
    queryFn: async ({ signal }) => {
      if (isSeller) return sellerCodes(orderId, signal);
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

/** Oldest first, so the last code of an item is its newest. */
async function sellerCodes(orderId: string, signal: AbortSignal) {
  const answer = await call(
    orderEndpoints.getSellerOrderTrackingCodes,
    { params: { id: orderId } },
    { signal },
  );
  const codes = new Map<string, ItemTracking>();
  for (const code of answer.data) {
    codes.set(code.orderItemId, {
      trackingCode: code.trackingCode,
      trackingCarrierCode: code.trackingCarrierCode,
    });
  }
  return codes;
}
