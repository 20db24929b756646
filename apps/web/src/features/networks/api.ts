import {
  networkEndpoints,
  type NetworkCreateBody,
  type NetworkMemberAction,
} from '@platfox/domain';
import { queryKeys } from '../../platform/api/queryKeys';
import { call } from '../../platform/api';
import { useRefresh } from '../../platform/api/cachedMutation';

export const networkKeys = queryKeys('networks', {
  mine: ['mine'],
  detail: (id: string) => ['detail', id],
  choices: ['choices'],
});

export const networksApi = {
  /** The seller's own network and the one they joined. */
  mine: (signal?: AbortSignal) =>
    call(networkEndpoints.getSellerNetwork, {}, { signal }).then((answer) => answer.data),
  create: (body: NetworkCreateBody) =>
    call(networkEndpoints.postSellerNetwork, { body: body }).then((answer) => answer.data),
  join: (code: string) =>
    call(networkEndpoints.putSellerNetworkJoin, { body: { code } }).then((answer) => answer.data),
  act: (userId: string, action: NetworkMemberAction) =>
    call(networkEndpoints.putSellerNetworkMembersOne, {
      params: { userId },
      body: { action },
    }).then((answer) => answer.data),
  /** An admin's view of one network. */
  get: (id: string, signal?: AbortSignal) =>
    call(networkEndpoints.getNetworksOne, { params: { id } }, { signal }).then(
      (answer) => answer.data,
    ),
  /** Every network, for a coupon's audience. */
  choices: (signal?: AbortSignal) =>
    call(networkEndpoints.getNetworksChoices, {}, { signal }).then((answer) => answer.data),
};

/** A network changed (joined, left, its members): every network read follows. */
export const useRefreshNetworks = () => useRefresh([networkKeys.all]);
