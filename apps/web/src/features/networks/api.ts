import {
  pathOf,
  networkEndpoints,
  networkChoiceSchema,
  networkSchema,
  sellerNetworkSchema,
  type NetworkCreateBody,
  type NetworkMemberAction,
} from '@platfox/domain';
import { api } from '../../platform/api';
import { entity, list } from '../../platform/api/answers';

export const networkKeys = {
  all: ['networks'] as const,
  mine: ['networks', 'mine'] as const,
  detail: (id: string) => ['networks', 'detail', id] as const,
  choices: ['networks', 'choices'] as const,
};

export const networksApi = {
  /** The seller's own network and the one they joined. */
  mine: (signal?: AbortSignal) =>
    api.get(pathOf(networkEndpoints.getSellerNetwork), {
      signal,
      parse: entity(sellerNetworkSchema),
    }),
  create: (body: NetworkCreateBody) =>
    api.post(pathOf(networkEndpoints.postSellerNetwork), body, { parse: entity(networkSchema) }),
  join: (code: string) =>
    api.put(
      pathOf(networkEndpoints.putSellerNetworkJoin),
      { code },
      { parse: entity(sellerNetworkSchema) },
    ),
  act: (userId: string, action: NetworkMemberAction) =>
    api.put(
      pathOf(networkEndpoints.putSellerNetworkMembersOne, { userId }),
      { action },
      { parse: entity(networkSchema) },
    ),
  /** An admin's view of one network. */
  get: (id: string, signal?: AbortSignal) =>
    api.get(pathOf(networkEndpoints.getNetworksOne, { id }), {
      signal,
      parse: entity(networkSchema),
    }),
  /** Every network, for a coupon's audience. */
  choices: (signal?: AbortSignal) =>
    api.get(pathOf(networkEndpoints.getNetworksChoices), {
      signal,
      parse: list(networkChoiceSchema),
    }),
};
