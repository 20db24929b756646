import { z } from 'zod';
import { endpoint } from '../endpoint';
import { access } from '../access';
import { dataAnswer, idParamsSchema } from '../../schemas/accounts';
import {
  badgeBodySchema,
  badgeDetailSchema,
  engagementEventSchema,
  eventBodySchema,
  eventStatusBodySchema,
  groupBodySchema,
  groupSchema,
  heldBadgeSchema,
  leaderboardSchema,
  sellerEventSchema,
  sellerEventsAnswerSchema,
} from '../../schemas/engagement';

const group = dataAnswer(groupSchema);
const badge = dataAnswer(badgeDetailSchema);
const event = dataAnswer(engagementEventSchema);

/** What the event form chooses from: groups, badges and the badge coupons. */
export const eventChoicesSchema = z.object({
  groups: z.array(z.object({ id: z.string(), name: z.string(), key: z.string() })),
  badges: z.array(z.object({ id: z.string(), name: z.string(), imageUrl: z.string().nullable() })),
  /** The advanced filter rules a milestone may name: those on the merchant's history only. */
  rules: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type EventChoices = z.infer<typeof eventChoicesSchema>;

/**
 * Engagement (issue 35): groups, badges, events with milestones and contests (spec 03 section
 * 3.4). Admin lists are the data-list models group, badge, event and contest.
 */
export const engagementEndpoints = {
  postGroups: endpoint({
    method: 'POST',
    path: '/groups',
    tags: ['engagement'],
    summary: 'Create a group of merchants',
    access: access.admin('GROUP_DETAIL_CREATE'),
    body: groupBodySchema,
    answer: group,
  }),
  getGroupsOne: endpoint({
    method: 'GET',
    path: '/groups/:id',
    tags: ['engagement'],
    summary: 'One group with its members',
    access: access.admin('GROUP_DETAIL_ACCESS'),
    params: idParamsSchema,
    answer: group,
  }),
  putGroupsOne: endpoint({
    method: 'PUT',
    path: '/groups/:id',
    tags: ['engagement'],
    summary: 'Edit a group: its name, key, status and members',
    access: access.admin('GROUP_DETAIL_UPDATE'),
    params: idParamsSchema,
    body: groupBodySchema,
    answer: group,
  }),
  postBadges: endpoint({
    method: 'POST',
    path: '/badges',
    tags: ['engagement'],
    summary: 'Create a badge (its image a catalogue image)',
    access: access.admin('BADGE_DETAIL_CREATE'),
    body: badgeBodySchema,
    answer: badge,
  }),
  getBadgesOne: endpoint({
    method: 'GET',
    path: '/badges/:id',
    tags: ['engagement'],
    summary: 'One badge and how many sellers hold it',
    access: access.admin('BADGE_DETAIL_ACCESS'),
    params: idParamsSchema,
    answer: badge,
  }),
  putBadgesOne: endpoint({
    method: 'PUT',
    path: '/badges/:id',
    tags: ['engagement'],
    summary: 'Edit a badge',
    access: access.admin('BADGE_DETAIL_UPDATE'),
    params: idParamsSchema,
    body: badgeBodySchema,
    answer: badge,
  }),
  getEventsChoices: endpoint({
    method: 'GET',
    path: '/events/choices',
    tags: ['engagement'],
    summary: 'The groups, badges and history rules an event may name',
    access: access.admin('EVENT_DETAIL_ACCESS'),
    answer: dataAnswer(eventChoicesSchema),
  }),
  postEvents: endpoint({
    method: 'POST',
    path: '/events',
    tags: ['engagement'],
    summary: 'Create an event or a contest (a contest starts inactive)',
    access: access.admin('EVENT_DETAIL_CREATE'),
    body: eventBodySchema,
    answer: event,
  }),
  getEventsOne: endpoint({
    method: 'GET',
    path: '/events/:id',
    tags: ['engagement'],
    summary: 'One event with its milestones and their awards',
    access: access.admin('EVENT_DETAIL_ACCESS'),
    params: idParamsSchema,
    answer: event,
  }),
  putEventsOne: endpoint({
    method: 'PUT',
    path: '/events/:id',
    tags: ['engagement'],
    summary: 'Edit an event not activated yet (an activated event is locked)',
    access: access.admin('EVENT_DETAIL_UPDATE'),
    params: idParamsSchema,
    body: eventBodySchema,
    answer: event,
  }),
  postEventsStatus: endpoint({
    method: 'POST',
    path: '/events/:id/status',
    tags: ['engagement'],
    summary: 'Activate (locking its content) or deactivate an event',
    access: access.admin('EVENT_DETAIL_UPDATE'),
    params: idParamsSchema,
    body: eventStatusBodySchema,
    answer: event,
  }),
  getEventsLeaderboard: endpoint({
    method: 'GET',
    path: '/events/:id/leaderboard',
    tags: ['engagement'],
    summary:
      "A contest's leaderboard: sellers of its audience see the top and their own place; admins need EVENT_DETAIL_ACCESS",
    access: access.types('SELLER', 'ADMIN'),
    params: idParamsSchema,
    answer: dataAnswer(leaderboardSchema),
  }),
  getSellerEvents: endpoint({
    method: 'GET',
    path: '/seller/events',
    tags: ['engagement'],
    summary: 'The events and contests I am in, with my progress',
    access: access.types('SELLER'),
    answer: sellerEventsAnswerSchema,
  }),
  getSellerEventsOne: endpoint({
    method: 'GET',
    path: '/seller/events/:id',
    tags: ['engagement'],
    summary: 'One event I am in',
    access: access.types('SELLER'),
    params: idParamsSchema,
    answer: dataAnswer(sellerEventSchema),
  }),
  getSellerBadges: endpoint({
    method: 'GET',
    path: '/seller/badges',
    tags: ['engagement'],
    summary: 'The badges I hold, with the coupons they bring',
    access: access.types('SELLER'),
    answer: dataAnswer(z.array(heldBadgeSchema)),
  }),
  getSellerBadgeOne: endpoint({
    method: 'GET',
    path: '/seller/badge/:id',
    tags: ['engagement'],
    summary: 'A badge I hold: each award of it',
    access: access.types('SELLER'),
    params: idParamsSchema,
    answer: dataAnswer(z.array(heldBadgeSchema)),
  }),
};
