import {
  networkEndpoints,
  type NetworkCreateBody,
  type NetworkMemberAction,
  type NetworkStatus,
} from '@platfox/domain';
import { queryKeys } from '../../platform/api/queryKeys';
import { call } from '../../platform/api';
import {
  useCachedMutation,
  useRefresh,
  type MutationOptions,
} from '../../platform/api/cachedMutation';
import { dataListKeys } from '../../ui/data-list/keys';

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
  /** An admin blocks or unblocks the whole network. */
  setStatus: (id: string, status: NetworkStatus) =>
    call(networkEndpoints.putNetworksOneStatus, { params: { id }, body: { status } }).then(
      (answer) => answer.data,
    ),
  /** An admin removes a member; the owner is notified. */
  removeMember: (id: string, userId: string) =>
    call(networkEndpoints.deleteNetworksOneMembersOne, { params: { id, userId } }).then(
      (answer) => answer.data,
    ),
  /** Every network, for a coupon's audience. */
  choices: (signal?: AbortSignal) =>
    call(networkEndpoints.getNetworksChoices, {}, { signal }).then((answer) => answer.data),
};

/** A network changed (joined, left, its members): every network read follows. */
export const useRefreshNetworks = () => useRefresh([networkKeys.all]);

/** An admin's change to a network: every network read and the admins' list follow. */
export const useNetworkMutation = <TData = unknown, TVars = void>(
  options: MutationOptions<TData, TVars>,
) =>
  useCachedMutation({
    ...options,
    refreshes: [networkKeys.all, dataListKeys.model('network')],
  });
