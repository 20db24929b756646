import { accountEndpoints, pathOf } from '@platfox/domain';
import { apiKeySchema, createdApiKeySchema } from '@platfox/domain';
import type { z } from 'zod';
import { api } from '../../platform/api';
import { done, entity, list } from '../../platform/api/answers';

export type ApiKey = z.infer<typeof apiKeySchema>;
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

export const apiKeyKeys = { all: ['api-keys'] as const };

/** The seller's or printer's keys for the public API; the key itself is answered once, at creation. */
export const apiKeysApi = {
  list: (signal?: AbortSignal) =>
    api.get(pathOf(accountEndpoints.getApiKeys), { signal, parse: list(apiKeySchema) }),
  create: (name: string) =>
    api.post(
      pathOf(accountEndpoints.postApiKeys),
      { name },
      { parse: entity(createdApiKeySchema) },
    ),
  revoke: (id: string) =>
    api.delete(pathOf(accountEndpoints.deleteApiKeysOne, { id }), { parse: done }),
};
