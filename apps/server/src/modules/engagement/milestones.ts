import type { EngagementConditionType } from '@platfox/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbTx } from '../../platform/db';
import { preparedSqlInTransaction } from '../../platform/db/prepared-in-transaction';
import { meetsHistoryRule } from '../advanced-filters/index';
import { networkIdsQuery } from '../networks/index';
import { groupIdsQuery } from './groups';
import {
  badgeAwards,
  engagementEvents,
  eventMilestones,
  eventProgress,
  sellerGroupMembers,
  type MilestoneRow,
} from './tables';

/** The NOTIFY channel of new awards: heard after the commit, which tells the sellers live. */
export const AWARDS_CHANNEL = 'engagement_awards';

type Totals = { completedItems: number; completedValue: number };

const scoreOf = (totals: Totals, type: EngagementConditionType) =>
  type === 'TOTAL_ORDER_VALUE' ? totals.completedValue : totals.completedItems;

const DAY_MS = 86_400_000;

/** A milestone the completion may have reached, with the seller's new totals in its event. */
type Reachable = MilestoneRow & Totals & { sellerGroupIds: string[] };

/** The raw row of the statement below (bigints come as strings from node-postgres). */
type ReachableRow = {
  id: string;
  eventId: string;
  type: MilestoneRow['type'];
  conditionType: MilestoneRow['conditionType'];
  conditionValue: string | number;
  mileStoneNo: number;
  badgeId: string;
  badgeValidPeriod: number;
  advancedFilterConditionId: string | null;
  completedItems: string | number;
  completedValue: string | number;
  sellerGroupIds: string[];
};

/**
 * Order items' itemsCompleted hook, in the completing transaction: the seller's totals in each
 * event running now go up, and each milestone reached awards its badge.
 *
 * It runs in every completion, so the usual case is one statement (issue 35: under 2 ms p95): it
 * finds the running events whose audience holds the seller (their groups and networks read as
 * subqueries), adds the completion to the seller's progress in all of them, and answers only the
 * milestones still to award: a USER milestone the new totals reach, or a GROUP milestone (the
 * group's sum is read after its lock), either not yet held by the seller. A seller past every
 * target they hold costs nothing more. Nothing is cached in the process, so an event or milestone
 * an admin changes counts from the next completion, in every process.
 *
 * Once per seller and milestone, even when two of their orders complete at the same moment: the
 * award's unique index lets one insert through. Neither misses it either: the progress upsert
 * takes the row's lock, so the second transaction waits for the first and adds to its total (the
 * upsert's RETURNING gives the committed total plus its own, whatever the statement's snapshot).
 * A group milestone sums its members under an advisory lock per event and group, for the same
 * reason across different sellers.
 */
export async function recordCompletion(
  tx: DbTx,
  completed: { sellerId: string; quantity: number; value: number },
): Promise<void> {
  const now = new Date();
  const reachable = await progressAndReachable(tx, completed, now);
  if (reachable.length === 0) return;
  const awarded: string[] = [];
  for (const milestone of reachable) {
    if (milestone.type === 'USER') {
      if (scoreOf(milestone, milestone.conditionType) < milestone.conditionValue) continue;
      awarded.push(...(await award(tx, milestone, [completed.sellerId], now)));
      continue;
    }
    for (const groupId of milestone.sellerGroupIds) {
      awarded.push(...(await awardGroup(tx, milestone, groupId, now)));
    }
  }
  if (awarded.length > 0) {
    // Delivered when this transaction commits, never for a rollback (platform/db/notify.ts).
    await tx.execute(sql`select pg_notify(${AWARDS_CHANNEL}, ${JSON.stringify(awarded)})`);
  }
}

/**
 * The one statement of a completion: the upsert of the seller's progress in every running event
 * of their audience, and the milestones of those events it may have reached (see above). Built
 * once per process and planned once per connection: it runs in every completion.
 */
const progressAndReachableRows = preparedSqlInTransaction<ReachableRow>(
  'engagement_completion',
  (tx) => {
    const seller = sql`${sql.placeholder('seller')}::uuid`;
    const at = sql`${sql.placeholder('at')}::timestamptz`;
    return sql`
    with mine as materialized (
      select array(${groupIdsQuery(tx, seller)}) as group_ids,
             array(${networkIdsQuery(tx, seller)}) as network_ids
    ),
    running as materialized (
      select event.id, event.group_ids
        from ${engagementEvents} event, mine
       where event.status = 'ACTIVATED' and event.from_date <= ${at} and event.to_date > ${at}
         and (event.is_applied_to_all_member or ${seller} = any(event.user_ids)
              or event.group_ids && mine.group_ids or event.network_ids && mine.network_ids)
    ),
    progress as (
      insert into ${eventProgress} as progress
             (event_id, user_id, completed_items, completed_value, updated_at)
      -- In the events' order, so that two completions of one seller lock the rows alike.
      select running.id, ${seller}, ${sql.placeholder('quantity')}::bigint,
             ${sql.placeholder('value')}::bigint, ${at}
        from running order by running.id
      on conflict (event_id, user_id) do update
         set completed_items = progress.completed_items + excluded.completed_items,
             completed_value = progress.completed_value + excluded.completed_value,
             updated_at = excluded.updated_at
      returning progress.event_id, progress.completed_items, progress.completed_value
    )
    select milestone.id, milestone.event_id as "eventId", milestone.type,
           milestone.condition_type as "conditionType",
           milestone.condition_value as "conditionValue", milestone.milestone_no as "mileStoneNo",
           milestone.badge_id as "badgeId", milestone.badge_valid_period as "badgeValidPeriod",
           milestone.advanced_filter_condition_id as "advancedFilterConditionId",
           progress.completed_items as "completedItems",
           progress.completed_value as "completedValue",
           array(select unnest(running.group_ids) intersect select unnest(mine.group_ids))
             as "sellerGroupIds"
      from progress
      join running on running.id = progress.event_id
      cross join mine
      join ${eventMilestones} milestone on milestone.event_id = progress.event_id
     where (milestone.type = 'GROUP'
            or case when milestone.condition_type = 'TOTAL_ORDER_VALUE'
                    then progress.completed_value else progress.completed_items end
               >= milestone.condition_value)
       and not exists (select 1 from ${badgeAwards} held
                        where held.milestone_id = milestone.id and held.user_id = ${seller})
     order by milestone.event_id, milestone.milestone_no`;
  },
);

async function progressAndReachable(
  tx: DbTx,
  completed: { sellerId: string; quantity: number; value: number },
  now: Date,
): Promise<Reachable[]> {
  const rows = await progressAndReachableRows(tx, {
    seller: completed.sellerId,
    at: now.toISOString(),
    quantity: completed.quantity,
    value: completed.value,
  });
  return rows.map((row) => ({
    ...row,
    conditionValue: Number(row.conditionValue),
    completedItems: Number(row.completedItems),
    completedValue: Number(row.completedValue),
  }));
}

/**
 * The sellers who also meet the milestone's rule, if it names one. Checked when the target is
 * reached, so a seller who meets the rule later earns the badge at their next completion.
 */
async function meetingRule(
  tx: DbTx,
  milestone: MilestoneRow,
  userIds: readonly string[],
): Promise<string[]> {
  const ruleId = milestone.advancedFilterConditionId;
  if (!ruleId || userIds.length === 0) return [...userIds];
  // The rule reads the seller's whole history: not again for those who already hold the badge.
  const held = await tx
    .select({ userId: badgeAwards.userId })
    .from(badgeAwards)
    .where(and(eq(badgeAwards.milestoneId, milestone.id), inArray(badgeAwards.userId, userIds)));
  const holders = new Set(held.map((row) => row.userId));
  const meeting: string[] = [];
  for (const userId of userIds) {
    if (!holders.has(userId) && (await meetsHistoryRule(tx, ruleId, userId))) meeting.push(userId);
  }
  return meeting;
}

/**
 * Awards the milestone's badge to these sellers (those meeting its rule), once each; answers the
 * new awards' ids.
 */
async function award(
  tx: DbTx,
  milestone: MilestoneRow,
  candidates: readonly string[],
  now: Date,
): Promise<string[]> {
  const userIds = await meetingRule(tx, milestone, candidates);
  if (userIds.length === 0) return [];
  const validUntil =
    milestone.badgeValidPeriod > 0
      ? new Date(now.getTime() + milestone.badgeValidPeriod * DAY_MS)
      : null;
  const rows = await tx
    .insert(badgeAwards)
    .values(
      userIds.map((userId) => ({
        milestoneId: milestone.id,
        badgeId: milestone.badgeId,
        eventId: milestone.eventId,
        userId,
        awardedAt: now,
        validUntil,
      })),
    )
    .onConflictDoNothing({ target: [badgeAwards.milestoneId, badgeAwards.userId] })
    .returning({ id: badgeAwards.id });
  return rows.map((row) => row.id);
}

/** A group milestone: when the members' totals together reach it, every member holds the badge. */
async function awardGroup(
  tx: DbTx,
  milestone: MilestoneRow,
  groupId: string,
  now: Date,
): Promise<string[]> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`${milestone.eventId}:${groupId}`}))`,
  );
  const [sum] = await tx
    .select({
      completedItems: sql<string>`coalesce(sum(${eventProgress.completedItems}), 0)`,
      completedValue: sql<string>`coalesce(sum(${eventProgress.completedValue}), 0)`,
    })
    .from(eventProgress)
    .innerJoin(sellerGroupMembers, eq(sellerGroupMembers.userId, eventProgress.userId))
    .where(
      and(eq(eventProgress.eventId, milestone.eventId), eq(sellerGroupMembers.groupId, groupId)),
    );
  const totals = {
    completedItems: Number(sum?.completedItems ?? 0),
    completedValue: Number(sum?.completedValue ?? 0),
  };
  if (scoreOf(totals, milestone.conditionType) < milestone.conditionValue) return [];
  const members = await tx
    .select({ userId: sellerGroupMembers.userId })
    .from(sellerGroupMembers)
    .where(eq(sellerGroupMembers.groupId, groupId));
  return award(
    tx,
    milestone,
    members.map((member) => member.userId),
    now,
  );
}
