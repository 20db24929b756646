import {
  afterSaleRequestViewSchema,
  overDueDaysSchema,
  pendingTasksSchema,
  type AfterSaleRequestBody,
} from '@platfox/domain';
import { api } from '../../platform/api';
import { entity } from '../accounts/answers';

/** The admin's answers to a request, by the server's path segment (after-sale-routes.ts). */
export const REVIEW_PATHS = {
  approveRefund: 'approve-refund',
  refuseRefund: 'refuse-to-refund',
  cancelAndRefund: 'cancel-and-refund-to-seller',
  resend: 'resend',
  refuseResend: 'refuse-to-resend',
  approveReturn: 'approve-return',
  refuseReturn: 'refuse-to-return',
} as const;
export type ReviewAction = keyof typeof REVIEW_PATHS;

export const afterSaleKeys = {
  pendingTasks: ['pending-tasks'] as const,
  overDueDays: ['order-items', 'over-due-days'] as const,
};

const item = (id: string) => `/order-items/${encodeURIComponent(id)}`;
const request = entity(afterSaleRequestViewSchema);

export const afterSaleApi = {
  request: (itemId: string, body: AfterSaleRequestBody) =>
    api.post(`${item(itemId)}/requests`, body, { parse: request }),
  review: (itemId: string, action: ReviewAction, note: string) =>
    api.post(`${item(itemId)}/${REVIEW_PATHS[action]}`, note ? { note } : {}, { parse: request }),
  pendingTasks: (signal?: AbortSignal) =>
    api.get('/pending-tasks', { signal, parse: entity(pendingTasksSchema) }),
  overDueDays: (signal?: AbortSignal) =>
    api.get('/order-items/over-due-days', { signal, parse: entity(overDueDaysSchema) }),
  setOverDueDays: (days: number) =>
    api.put('/order-items/over-due-days', { days }, { parse: entity(overDueDaysSchema) }),
};
