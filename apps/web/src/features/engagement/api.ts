import {
  engagementEndpoints as endpoints,
  type BadgeBody,
  type EventBody,
  type EventStatus,
  type GroupBody,
} from '@platfox/domain';
import { call } from '../../platform/api';
import { cachedMutationHook } from '../../platform/api/cachedMutation';
import { queryKeys } from '../../platform/api/queryKeys';
import { dataListKeys } from '../../ui/data-list/keys';

export const engagementKeys = queryKeys('engagement', {
  group: (id: string) => ['group', id],
  badge: (id: string) => ['badge', id],
  event: (id: string) => ['event', id],
  choices: ['choices'],
  leaderboard: (id: string) => ['leaderboard', id],
  myEvents: ['my-events'],
  myEvent: (id: string) => ['my-events', id],
  myBadges: ['my-badges'],
});

const data = <T>(answer: { data: T }) => answer.data;

export const engagementApi = {
  group: (id: string, signal?: AbortSignal) =>
    call(endpoints.getGroupsOne, { params: { id } }, { signal }).then(data),
  saveGroup: (id: string | undefined, body: GroupBody) =>
    (id
      ? call(endpoints.putGroupsOne, { params: { id }, body })
      : call(endpoints.postGroups, { body })
    ).then(data),
  badge: (id: string, signal?: AbortSignal) =>
    call(endpoints.getBadgesOne, { params: { id } }, { signal }).then(data),
  saveBadge: (id: string | undefined, body: BadgeBody) =>
    (id
      ? call(endpoints.putBadgesOne, { params: { id }, body })
      : call(endpoints.postBadges, { body })
    ).then(data),
  choices: (signal?: AbortSignal) => call(endpoints.getEventsChoices, {}, { signal }).then(data),
  event: (id: string, signal?: AbortSignal) =>
    call(endpoints.getEventsOne, { params: { id } }, { signal }).then(data),
  saveEvent: (id: string | undefined, body: EventBody) =>
    (id
      ? call(endpoints.putEventsOne, { params: { id }, body })
      : call(endpoints.postEvents, { body })
    ).then(data),
  setEventStatus: (id: string, status: EventStatus) =>
    call(endpoints.postEventsStatus, { params: { id }, body: { status } }).then(data),
  leaderboard: (id: string, signal?: AbortSignal) =>
    call(endpoints.getEventsLeaderboard, { params: { id } }, { signal }).then(data),
  myEvents: (signal?: AbortSignal) => call(endpoints.getSellerEvents, {}, { signal }).then(data),
  myEvent: (id: string, signal?: AbortSignal) =>
    call(endpoints.getSellerEventsOne, { params: { id } }, { signal }).then(data),
  myBadges: (signal?: AbortSignal) => call(endpoints.getSellerBadges, {}, { signal }).then(data),
};

/** A change of a group, badge or event: every engagement read and its lists follow. */
export const useEngagementMutation = cachedMutationHook([
  engagementKeys.all,
  dataListKeys.model('group'),
  dataListKeys.model('badge'),
  dataListKeys.model('event'),
  dataListKeys.model('contest'),
]);
