import {
  webhookEndpoints as endpoints,
  type WebhookEndpointCreateBody,
  type WebhookEndpointUpdateBody,
} from '@platfox/domain';
import { queryKeys } from '../../platform/api/queryKeys';
import { call } from '../../platform/api';
import { useRefresh } from '../../platform/api/cachedMutation';
import { dataListKeys } from '../../ui/data-list/keys';

export const webhookKeys = queryKeys('webhooks', {
  endpoints: ['endpoints'],
  delivery: (id: string) => ['delivery', id],
});

/** The seller's webhook endpoints and deliveries; the secret comes back from create and rotate only. */
export const webhooksApi = {
  list: (signal?: AbortSignal) =>
    call(endpoints.getSellerWebhooks, {}, { signal }).then((answer) => answer.data),
  create: (body: WebhookEndpointCreateBody) =>
    call(endpoints.postSellerWebhooks, { body }).then((answer) => answer.data),
  update: (id: string, body: WebhookEndpointUpdateBody) =>
    call(endpoints.putSellerWebhooksOne, { params: { id }, body }).then((answer) => answer.data),
  remove: (id: string) => call(endpoints.deleteSellerWebhooksOne, { params: { id } }),
  rotate: (id: string) =>
    call(endpoints.postSellerWebhooksRotateSecret, { params: { id } }).then(
      (answer) => answer.data,
    ),
  test: (id: string) =>
    call(endpoints.postSellerWebhooksTest, { params: { id } }).then((answer) => answer.data),
  delivery: (id: string, signal?: AbortSignal) =>
    call(endpoints.getSellerWebhookDelivery, { params: { id } }, { signal }).then(
      (answer) => answer.data,
    ),
  resend: (id: string) =>
    call(endpoints.postSellerWebhookDeliveryResend, { params: { id } }).then(
      (answer) => answer.data,
    ),
};

/** The webhook endpoints or their deliveries changed: both are read again. */
export const useRefreshWebhooks = () =>
  useRefresh([webhookKeys.endpoints, dataListKeys.model('webhook-delivery')]);
