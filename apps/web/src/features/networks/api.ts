import {
  networkChoiceSchema,
  networkSchema,
  sellerNetworkSchema,
  type NetworkCreateBody,
  type NetworkMemberAction,
} from '@platfox/domain';
import { api } from '../../platform/api';
import { entity, list } from '../accounts/answers';

export const networkKeys = {
  all: ['networks'] as const,
  mine: ['networks', 'mine'] as const,
  detail: (id: string) => ['networks', 'detail', id] as const,
  choices: ['networks', 'choices'] as const,
};

export const networksApi = {
  /** The seller's own network and the one they joined. */
  mine: (signal?: AbortSignal) =>
    api.get('/seller/network', { signal, parse: entity(sellerNetworkSchema) }),
  create: (body: NetworkCreateBody) =>
    api.post('/seller/network', body, { parse: entity(networkSchema) }),
  join: (code: string) =>
    api.put('/seller/network/join', { code }, { parse: entity(sellerNetworkSchema) }),
  act: (userId: string, action: NetworkMemberAction) =>
    api.put(
      `/seller/network/members/${encodeURIComponent(userId)}`,
      { action },
      { parse: entity(networkSchema) },
    ),
  /** An admin's view of one network. */
  get: (id: string, signal?: AbortSignal) =>
    api.get(`/networks/${encodeURIComponent(id)}`, { signal, parse: entity(networkSchema) }),
  /** Every network, for a coupon's audience. */
  choices: (signal?: AbortSignal) =>
    api.get('/networks/choices', { signal, parse: list(networkChoiceSchema) }),
};
