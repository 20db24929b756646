import { lazyPage } from './lazyPage';
import { adminResource, routesFor } from './declare';
import type { AppRoute } from './types';

const admin = routesFor('ADMIN');
const resource = (spec: Parameters<typeof adminResource>[1]) => adminResource(admin, spec);

/*
 * The admin's engagement screens (issue 35): groups, badges, events and contests, each a list, a
 * create and a detail route. admin.ts spreads each where its path sorts.
 */

export const groupRoutes: AppRoute[] = resource({
  area: 'GROUP',
  list: '/a/groups',
  opensWith: {
    list: 'group',
    create: 'engagement.postGroups',
    detail: 'engagement.getGroupsOne',
  },
  detail: '/a/group',
  titles: ['groups', 'group'],
  pages: {
    list: lazyPage(() => import('../../features/engagement/GroupListPage')),
    detail: lazyPage(() => import('../../features/engagement/GroupPage')),
  },
});

export const badgeRoutes: AppRoute[] = resource({
  area: 'BADGE',
  list: '/a/badges',
  opensWith: {
    list: 'badge',
    create: 'engagement.postBadges',
    detail: 'engagement.getBadgesOne',
  },
  detail: '/a/badge',
  titles: ['badges', 'badge'],
  pages: {
    list: lazyPage(() => import('../../features/engagement/BadgeListPage')),
    detail: lazyPage(() => import('../../features/engagement/BadgePage')),
  },
});

export const eventRoutes: AppRoute[] = resource({
  area: 'EVENT',
  list: '/a/events',
  opensWith: {
    list: 'event',
    create: 'engagement.postEvents',
    detail: 'engagement.getEventsOne',
  },
  detail: '/a/event',
  titles: ['events', 'event'],
  pages: {
    list: lazyPage(() => import('../../features/engagement/EventListPage')),
    detail: lazyPage(() => import('../../features/engagement/EventPage')),
  },
});

export const contestRoutes: AppRoute[] = resource({
  area: 'EVENT',
  list: '/a/contests',
  opensWith: {
    list: 'contest',
    create: 'engagement.postEvents',
    detail: 'engagement.getEventsOne',
  },
  detail: '/a/contest',
  titles: ['contests', 'contest'],
  pages: {
    list: lazyPage(() => import('../../features/engagement/ContestListPage')),
    detail: lazyPage(() => import('../../features/engagement/EventPage')),
  },
});
