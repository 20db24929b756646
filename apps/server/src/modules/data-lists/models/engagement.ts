import {
  badgeList,
  contestList,
  ENGAGEMENT_MESSAGES,
  eventList,
  groupList,
  serialiseDate,
} from '@platfox/domain';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { qualified as q } from '../../catalog/index';
import {
  deleteBadges,
  deleteEvents,
  deleteGroups,
  engagementReadModel,
} from '../../engagement/index';
import { adminDelete } from '../admin-delete';
import { datedRow, selectionOf } from '../model-parts';
import { serveListModel } from '../registry';

const {
  badgeAwards,
  badges,
  engagementEvents,
  eventMilestones,
  eventProgress,
  sellerGroupMembers,
  sellerGroups,
} = engagementReadModel;

const memberCount = sql<number>`(select count(*)::int from ${sellerGroupMembers} where ${q(sellerGroupMembers.groupId)} = ${q(sellerGroups.id)})`;

const groupColumns = {
  name: sellerGroups.name,
  key: sellerGroups.key,
  description: sellerGroups.description,
  status: sellerGroups.status,
  memberCount,
  createdAt: sellerGroups.createdAt,
  updatedAt: sellerGroups.updatedAt,
};

/** Groups (/a/groups); deleting one drops its memberships (events keep naming nobody by it). */
export const groupListModel = serveListModel(groupList, {
  source: (db, selection) => db.select(selection).from(sellerGroups).$dynamic(),
  id: sellerGroups.id,
  columns: groupColumns,
  select: { id: sellerGroups.id, ...selectionOf(groupColumns) },
  scope: () => undefined,
  toRow: datedRow,
  delete: adminDelete('GROUP_DETAIL_UPDATE', { run: deleteGroups }),
});

const holderCount = sql<number>`(select count(*)::int from ${badgeAwards} where ${q(badgeAwards.badgeId)} = ${q(badges.id)} and (${q(badgeAwards.validUntil)} is null or ${q(badgeAwards.validUntil)} > now()))`;

const badgeColumns = {
  name: badges.name,
  type: badges.type,
  description: badges.description,
  holderCount,
  createdAt: badges.createdAt,
  updatedAt: badges.updatedAt,
};

/** Badges (/a/badges); one a milestone names or a seller holds stays. */
export const badgeListModel = serveListModel(badgeList, {
  source: (db, selection) => db.select(selection).from(badges).$dynamic(),
  id: badges.id,
  columns: badgeColumns,
  select: { id: badges.id, imageId: badges.imageId, ...selectionOf(badgeColumns) },
  scope: () => undefined,
  toRow: ({ imageId, ...row }) => ({
    ...datedRow(row),
    imageUrl: imageId ? `/api/catalog/images/${imageId}` : null,
  }),
  delete: adminDelete('BADGE_DETAIL_UPDATE', {
    inUse: async (db, ids) => {
      const used = await db
        .select({ id: eventMilestones.badgeId })
        .from(eventMilestones)
        .where(inArray(eventMilestones.badgeId, ids));
      return new Map(used.map((row) => [row.id, ENGAGEMENT_MESSAGES.badgeInUse]));
    },
    run: deleteBadges,
  }),
});

const milestoneCount = sql<number>`(select count(*)::int from ${eventMilestones} where ${q(eventMilestones.eventId)} = ${q(engagementEvents.id)})`;
const awardCount = sql<number>`(select count(*)::int from ${badgeAwards} where ${q(badgeAwards.eventId)} = ${q(engagementEvents.id)})`;

const eventColumns = {
  name: engagementEvents.name,
  mode: engagementEvents.mode,
  status: engagementEvents.status,
  fromDate: engagementEvents.fromDate,
  toDate: engagementEvents.toDate,
  isAppliedToAllMember: engagementEvents.isAppliedToAllMember,
  milestoneCount,
  awardCount,
  createdAt: engagementEvents.createdAt,
  updatedAt: engagementEvents.updatedAt,
};

const eventRow = <R extends { fromDate: Date; toDate: Date; createdAt: Date; updatedAt: Date }>(
  row: R,
) => ({
  ...datedRow(row),
  fromDate: serialiseDate(row.fromDate),
  toDate: serialiseDate(row.toDate),
});

/** An event never activated may go; an activated one is history (its awards, its coupons). */
const eventDelete = adminDelete('EVENT_DETAIL_UPDATE', {
  inUse: async (db, ids) => {
    const activated = await db
      .select({ id: engagementEvents.id })
      .from(engagementEvents)
      .where(
        and(inArray(engagementEvents.id, ids), sql`${engagementEvents.activatedAt} is not null`),
      );
    return new Map(activated.map((row) => [row.id, ENGAGEMENT_MESSAGES.locked]));
  },
  run: deleteEvents,
});

/** Events but contests (/a/events). */
export const eventListModel = serveListModel(eventList, {
  source: (db, selection) => db.select(selection).from(engagementEvents).$dynamic(),
  id: engagementEvents.id,
  columns: eventColumns,
  select: { id: engagementEvents.id, ...selectionOf(eventColumns) },
  scope: () => undefined,
  shows: ne(engagementEvents.mode, 'CONTEST'),
  toRow: eventRow,
  delete: eventDelete,
});

const participantCount = sql<number>`(select count(*)::int from ${eventProgress} where ${q(eventProgress.eventId)} = ${q(engagementEvents.id)})`;

const contestColumns = {
  ...eventColumns,
  contestCondition: engagementEvents.contestCondition,
  participantCount,
};

/** Contests (/a/contests): the events of mode CONTEST. */
export const contestListModel = serveListModel(contestList, {
  source: (db, selection) => db.select(selection).from(engagementEvents).$dynamic(),
  id: engagementEvents.id,
  columns: contestColumns,
  select: { id: engagementEvents.id, ...selectionOf(contestColumns) },
  scope: () => undefined,
  shows: eq(engagementEvents.mode, 'CONTEST'),
  toRow: (row) => ({
    ...eventRow(row),
    contestCondition: row.contestCondition ?? 'TOTAL_PRODUCTS_IN_ORDER_ITEM_COMPLETE',
  }),
  delete: eventDelete,
});
