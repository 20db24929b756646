import {
  auditEndpoints,
  ledgerEndpoints,
  productionEndpoints,
  type ItemRefundBody,
} from '@platfox/domain';
import { call } from '../../platform/api';

/** One query-key family: an action on an item refreshes its trail and its order's. */
export const auditKeys = {
  all: ['audit'] as const,
  orderTrail: (id: string) => ['audit', 'order-trail', id] as const,
  itemTrail: (id: string) => ['audit', 'item-trail', id] as const,
  facts: (id: string) => ['audit', 'facts', id] as const,
};

const data = <T>(answer: Promise<{ data: T }>) => answer.then((done) => done.data);

export const auditApi = {
  orderTrail: (id: string, signal?: AbortSignal) =>
    data(call(auditEndpoints.getOrderTrail, { params: { id } }, { signal })),
  itemTrail: (id: string, signal?: AbortSignal) =>
    data(call(auditEndpoints.getOrderItemTrail, { params: { id } }, { signal })),
  facts: (id: string, signal?: AbortSignal) =>
    data(call(auditEndpoints.getOrderFacts, { params: { id } }, { signal })),
  approve: (ids: string[]) => data(call(auditEndpoints.approveItems, { body: { ids } })),
  cancel: (ids: string[]) => data(call(auditEndpoints.cancelItems, { body: { ids } })),
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
