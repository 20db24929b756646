import { accountEndpoints } from '@platfox/domain';
import type { apiKeySchema, createdApiKeySchema } from '@platfox/domain';
import type { z } from 'zod';
import { call } from '../../platform/api';
import { useRefresh } from '../../platform/api/cachedMutation';

export type ApiKey = z.infer<typeof apiKeySchema>;
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

export const apiKeyKeys = { all: ['api-keys'] as const };

/** The seller's or printer's keys for the public API; the key itself is answered once, at creation. */
export const apiKeysApi = {
  list: (signal?: AbortSignal) =>
    call(accountEndpoints.getApiKeys, {}, { signal }).then((answer) => answer.data),
  create: (name: string) =>
    call(accountEndpoints.postApiKeys, { body: { name } }).then((answer) => answer.data),
  revoke: (id: string) => call(accountEndpoints.deleteApiKeysOne, { params: { id } }),
};

/** A key was created or revoked: the keys are read again. */
export const useRefreshApiKeys = () => useRefresh([apiKeyKeys.all]);
