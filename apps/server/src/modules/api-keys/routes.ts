import {
  apiKeySchema,
  createApiKeyBodySchema,
  createdApiKeySchema,
  dataAnswer,
  idParamsSchema,
  messageAnswerSchema,
} from '@platfox/domain';
import { z } from 'zod';
import { access, actorOf, sessionOnly } from '../../platform/access';
import { errorResponses } from '../../platform/errors';
import type { App, Services } from '../../platform/types';

const errors = errorResponses;
const owners = access.types('SELLER', 'PRINTER');

export function apiKeyRoutes(app: App, { apiKeys }: Services): void {
  app.get('/api/api-keys', {
    config: { access: owners },
    schema: {
      tags: ['api-keys'],
      summary: "The account's API keys (never the keys themselves)",
      response: { 200: dataAnswer(z.array(apiKeySchema)), ...errors },
    },
    handler: (request) => apiKeys.list(actorOf(request)),
  });

  app.post('/api/api-keys', {
    // A key cannot make keys: a leaked key must not outlive its revocation.
    config: { access: sessionOnly(owners) },
    schema: {
      tags: ['api-keys'],
      summary: 'Make an API key; the answer is the only time the key is shown',
      body: createApiKeyBodySchema,
      response: { 200: dataAnswer(createdApiKeySchema), ...errors },
    },
    handler: (request) => apiKeys.create(actorOf(request), request.body.name),
  });

  app.delete('/api/api-keys/:id', {
    config: { access: sessionOnly(owners) },
    schema: {
      tags: ['api-keys'],
      summary: 'Revoke one of your API keys',
      params: idParamsSchema,
      response: { 200: messageAnswerSchema, ...errors },
    },
    handler: (request) => apiKeys.revoke(actorOf(request), request.params.id),
  });
}
