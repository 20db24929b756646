import {
  AFTER_SALE_REASON_APP_TYPES,
  afterSaleReviews,
  orderEndpoints,
  settingEndpoints,
  type AfterSaleRequestBody,
  type AfterSaleType,
} from '@platfox/domain';
import { ApiError } from '../../platform/api/errors';
import { call } from '../../platform/api';
import { useCachedMutation, useRefresh } from '../../platform/api/cachedMutation';
import { dataListKeys } from '../../ui/data-list/keys';

/** The admin's answers to a request: each is its own endpoint of the contract. */
export type ReviewAction = keyof typeof afterSaleReviews;

export const afterSaleKeys = {
  pendingTasks: ['pending-tasks'] as const,
  overDueDays: ['order-items', 'over-due-days'] as const,
  /** Under the app types' root key, so the admin's changes of the options make it stale. */
  reasons: (type: AfterSaleType) => ['app-types', 'options', AFTER_SALE_REASON_APP_TYPES[type]],
};

export const afterSaleApi = {
  /** The order takes the address check's suggested spelling. */
  applySuggestedAddress: (orderId: string) =>
    call(orderEndpoints.suggestAddress, { params: { id: orderId } }),
  /** A refund and a resend have the spec's own calls; a return has only the general one. */
  request: async (itemId: string, body: AfterSaleRequestBody) => {
    const params = { id: itemId };
    const { type, ...fields } = body;
    const answer =
      type === 'REFUND'
        ? await call(orderEndpoints.sellerRefundRequest, { params, body: fields })
        : type === 'RESEND'
          ? await call(orderEndpoints.sellerResendRequest, {
              params,
              body: { reason: body.reason },
            })
          : await call(orderEndpoints.postOrderItemsRequests, { params, body });
    return answer.data;
  },
  review: (itemId: string, action: ReviewAction, note: string) =>
    call(afterSaleReviews[action], { params: { id: itemId }, body: note ? { note } : {} }).then(
      (answer) => answer.data,
    ),
  /**
   * The admin's reasons for a request of this type (an app type's active options), or null when
   * the admin keeps none (404: no such type, or inactive): the reason is then free text.
   */
  reasons: (type: AfterSaleType, signal?: AbortSignal) =>
    call(
      settingEndpoints.getAppTypeOptions,
      { params: { id: AFTER_SALE_REASON_APP_TYPES[type] } },
      { signal },
    ).then(
      (answer) => (answer.data.options.length > 0 ? answer.data.options : null),
      (error: unknown) => {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      },
    ),
  pendingTasks: (signal?: AbortSignal) =>
    call(orderEndpoints.getPendingTasks, {}, { signal }).then((answer) => answer.data),
  overDueDays: (signal?: AbortSignal) =>
    call(orderEndpoints.getOrderItemsOverDueDays, {}, { signal }).then((answer) => answer.data),
  setOverDueDays: (days: number) =>
    call(orderEndpoints.putOrderItemsOverDueDays, { body: { days } }).then((answer) => answer.data),
};

/** A reviewed request leaves its queue and the staff's pending-task counts change. */
export const useRefreshAfterSale = (model: string) =>
  useRefresh([dataListKeys.model(model), afterSaleKeys.pendingTasks]);

/** An order whose address took the suggestion leaves the invalid-address list. */
export const useRefreshInvalidAddresses = () =>
  useRefresh([dataListKeys.model('invalid-address-order')]);

/** New overdue days move items in and out of the overdue lists and the pending-task counts. */
export const useSetOverDueDays = (model: string) =>
  useCachedMutation({
    mutationFn: (value: number) => afterSaleApi.setOverDueDays(value),
    refreshes: [dataListKeys.model(model), afterSaleKeys.pendingTasks, afterSaleKeys.overDueDays],
  });
