import { z } from 'zod';
import { dataAnswer, idParamsSchema } from '../../schemas/accounts';
import { messageAnswerSchema } from '../../schemas/auth';
import {
  webhookDeliveryAnswerSchema,
  webhookEndpointAnswerSchema,
  webhookEndpointCreateSchema,
  webhookEndpointSecretAnswerSchema,
  webhookEndpointsAnswerSchema,
  webhookEndpointUpdateSchema,
} from '../../schemas/webhooks';
import { access } from '../access';
import { endpoint } from '../endpoint';

const seller = access.types('SELLER');
const tags = ['webhooks'];
const queuedAnswer = dataAnswer(z.object({ deliveryId: z.string() }));

/**
 * A seller's outbound webhooks (spec 03 section 7.6's base "webhook"): endpoints, their secret,
 * a test event, one delivery with its attempts and a resend. The delivery log itself is the
 * data-list model `webhook-delivery`; another seller's ids answer 404.
 */
export const webhookEndpoints = {
  getSellerWebhooks: endpoint({
    method: 'GET',
    path: '/seller/webhooks',
    tags,
    summary: 'My webhook endpoints (never their secrets)',
    access: seller,
    answer: webhookEndpointsAnswerSchema,
  }),
  postSellerWebhooks: endpoint({
    method: 'POST',
    path: '/seller/webhooks',
    tags,
    summary:
      'Register an https endpoint for events; the answer holds its signing secret, shown this once',
    access: seller,
    body: webhookEndpointCreateSchema,
    answer: webhookEndpointSecretAnswerSchema,
  }),
  putSellerWebhooksOne: endpoint({
    method: 'PUT',
    path: '/seller/webhooks/:id',
    tags,
    summary: "Change an endpoint's address, events or whether it is active",
    access: seller,
    params: idParamsSchema,
    body: webhookEndpointUpdateSchema,
    answer: webhookEndpointAnswerSchema,
  }),
  deleteSellerWebhooksOne: endpoint({
    method: 'DELETE',
    path: '/seller/webhooks/:id',
    tags,
    summary: 'Delete an endpoint; its deliveries not yet sent are dropped',
    access: seller,
    params: idParamsSchema,
    answer: messageAnswerSchema,
  }),
  postSellerWebhooksRotateSecret: endpoint({
    method: 'POST',
    path: '/seller/webhooks/:id/rotate-secret',
    tags,
    summary: 'A new signing secret, shown this once; the old one stops signing at once',
    access: seller,
    params: idParamsSchema,
    answer: webhookEndpointSecretAnswerSchema,
  }),
  postSellerWebhooksTest: endpoint({
    method: 'POST',
    path: '/seller/webhooks/:id/test',
    tags,
    summary: 'Send a TEST event to the endpoint; it shows in the delivery log',
    access: seller,
    params: idParamsSchema,
    answer: queuedAnswer,
  }),
  getSellerWebhookDelivery: endpoint({
    method: 'GET',
    path: '/seller/webhooks/deliveries/:id',
    tags,
    summary: 'One delivery: its body and every attempt with its status code and time',
    access: seller,
    params: idParamsSchema,
    answer: webhookDeliveryAnswerSchema,
  }),
  postSellerWebhookDeliveryResend: endpoint({
    method: 'POST',
    path: '/seller/webhooks/deliveries/:id/resend',
    tags,
    summary: 'Send a delivery again (same event id) as a new delivery',
    access: seller,
    params: idParamsSchema,
    answer: queuedAnswer,
    errors: [409],
  }),
};
