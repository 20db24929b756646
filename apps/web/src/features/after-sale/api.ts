import {
  afterSaleReviews,
  pathOf,
  orderEndpoints,
  afterSaleRequestViewSchema,
  overDueDaysSchema,
  pendingTasksSchema,
  type AfterSaleRequestBody,
} from '@platfox/domain';
import { api } from '../../platform/api';
import { entity } from '../accounts/answers';

/** The admin's answers to a request: each is its own endpoint of the contract. */
export type ReviewAction = keyof typeof afterSaleReviews;

export const afterSaleKeys = {
  pendingTasks: ['pending-tasks'] as const,
  overDueDays: ['order-items', 'over-due-days'] as const,
};

const request = entity(afterSaleRequestViewSchema);

export const afterSaleApi = {
  request: (itemId: string, body: AfterSaleRequestBody) =>
    api.post(pathOf(orderEndpoints.postOrderItemsRequests, { id: itemId }), body, {
      parse: request,
    }),
  review: (itemId: string, action: ReviewAction, note: string) =>
    api.post(pathOf(afterSaleReviews[action], { id: itemId }), note ? { note } : {}, {
      parse: request,
    }),
  pendingTasks: (signal?: AbortSignal) =>
    api.get(pathOf(orderEndpoints.getPendingTasks), { signal, parse: entity(pendingTasksSchema) }),
  overDueDays: (signal?: AbortSignal) =>
    api.get(pathOf(orderEndpoints.getOrderItemsOverDueDays), {
      signal,
      parse: entity(overDueDaysSchema),
    }),
  setOverDueDays: (days: number) =>
    api.put(
      pathOf(orderEndpoints.putOrderItemsOverDueDays),
      { days },
      { parse: entity(overDueDaysSchema) },
    ),
};
