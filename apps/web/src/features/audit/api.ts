import {
  auditEndpoints,
  ledgerEndpoints,
  orderEndpoints,
  productionEndpoints,
  type ItemRefundBody,
} from '@platfox/domain';
import { queryKeys } from '../../platform/api/queryKeys';
import { call } from '../../platform/api';
import { useRefresh } from '../../platform/api/cachedMutation';

/** One query-key family: an action on an item refreshes its trail and its order's. */
export const auditKeys = queryKeys('audit', {
  orderTrail: (id: string) => ['order-trail', id],
  itemTrail: (id: string) => ['item-trail', id],
  facts: (id: string) => ['facts', id],
});

const data = <T>(answer: Promise<{ data: T }>) => answer.then((done) => done.data);

/** An item's floor action ran: its trail and every order read follow (the item lists too). */
export const useRefreshAudit = () => useRefresh([auditKeys.all, ['orders']]);

export const auditApi = {
  orderTrail: (id: string, signal?: AbortSignal) =>
    data(call(auditEndpoints.getOrderTrail, { params: { id } }, { signal })),
  itemTrail: (id: string, signal?: AbortSignal) =>
    data(call(auditEndpoints.getOrderItemTrail, { params: { id } }, { signal })),
  facts: (id: string, signal?: AbortSignal) =>
    data(call(auditEndpoints.getOrderFacts, { params: { id } }, { signal })),
  approve: (ids: string[]) => data(call(auditEndpoints.approveItems, { body: { ids } })),
  cancel: (ids: string[]) => data(call(auditEndpoints.cancelItems, { body: { ids } })),
  /** Reset has its own call (POST order-items/{id}/reset). */
  reset: (id: string) => call(orderEndpoints.resetItem, { params: { id } }),
  complete: (ids: string[]) => data(call(auditEndpoints.completeItems, { body: { ids } })),
  refund: (id: string, body: ItemRefundBody, key: string) =>
    data(
      call(
        auditEndpoints.refundItem,
        { params: { id }, body },
        { headers: { 'Idempotency-Key': key } },
      ),
    ),
  comingStock: (id: string, awaitingStockComingAt: string | null) =>
    data(
      call(auditEndpoints.adminComingStockDate, {
        params: { id },
        body: { awaitingStockComingAt },
      }),
    ),
  note: (id: string, note: string) =>
    data(call(auditEndpoints.putItemNote, { params: { id }, body: { note } })),
  /** The PDF invoice of the order's charge (a receipt of one transaction). */
  invoice: (transactionId: string) =>
    call(ledgerEndpoints.getReceipts, { query: { id: transactionId, type: 'inv' } }),
  /** The label stored for a tracking code, as the preview shows it. */
  labelByTrackingCode: (trackingCode: string) =>
    call(productionEndpoints.adminLabelByTrackingCode, { params: { trackingCode } }),
  label: (id: string) => call(productionEndpoints.adminLabel, { params: { id } }),
};

/** The label's PDF for the item's tracking code (multipart, one file). */
export function uploadLabel(id: string, file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return call(
    productionEndpoints.adminUploadLabel,
    { params: { id }, body: form as never },
    { isCancelExempt: true },
  );
}

/** The item's tracking code added or edited with the admin's local number. */
export const addTracking = (
  id: string,
  body: {
    id?: string;
    trackingCode: string;
    trackingCarrierCode: string;
    localTrackingNumber?: string;
  },
) =>
  call(productionEndpoints.postAdminOrderItemsAddTrackingCode, {
    params: { id },
    body: body as never,
  });

export const setShipping = (id: string, isDisallowShipping: boolean) =>
  call(productionEndpoints.putAdminOrderItemsShipping, {
    params: { id },
    body: { isDisallowShipping },
  });
