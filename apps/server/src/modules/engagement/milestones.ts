import type { EngagementConditionType } from '@platfox/domain';
import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { DbTx } from '../../platform/db';
import { meetsHistoryRule } from '../advanced-filters/index';
import { circlesOf, isInAudience } from './audience';
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

/**
 * Order items' itemsCompleted hook, in the completing transaction: the seller's totals in each
 * event running now go up, and each milestone reached awards its badge.
 *
 * Once per seller and milestone, even when two of their orders complete at the same moment: the
 * award's unique index lets one insert through. Neither misses it either: the progress upsert
 * takes the row's lock, so the second transaction waits for the first and adds to its total.
 * A group milestone sums its members under an advisory lock per event and group, for the same
 * reason across different sellers.
 */
export async function recordCompletion(
  tx: DbTx,
  completed: { sellerId: string; quantity: number; value: number },
): Promise<void> {
  const now = new Date();
  const running = await tx
    .select()
    .from(engagementEvents)
    .where(
      and(
        eq(engagementEvents.status, 'ACTIVATED'),
        gt(engagementEvents.toDate, now),
        lte(engagementEvents.fromDate, now),
      ),
    );
  if (running.length === 0) return;
  const circles = await circlesOf(tx, completed.sellerId);
  const events = running.filter((event) => isInAudience(event, circles));
  if (events.length === 0) return;
  const eventIds = events.map((event) => event.id);
  const totals = new Map<string, Totals>();
  for (const eventId of eventIds) {
    const [row] = await tx
      .insert(eventProgress)
      .values({
        eventId,
        userId: completed.sellerId,
        completedItems: completed.quantity,
        completedValue: completed.value,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: [eventProgress.eventId, eventProgress.userId],
        set: {
          completedItems: sql`${eventProgress.completedItems} + ${completed.quantity}`,
          completedValue: sql`${eventProgress.completedValue} + ${completed.value}`,
          updatedAt: now,
        },
      })
      .returning({
        completedItems: eventProgress.completedItems,
        completedValue: eventProgress.completedValue,
      });
    totals.set(eventId, row!);
  }
  const milestones = await tx
    .select()
    .from(eventMilestones)
    .where(inArray(eventMilestones.eventId, eventIds));
  const awarded: string[] = [];
  for (const milestone of milestones) {
    const event = events.find((candidate) => candidate.id === milestone.eventId)!;
    if (milestone.type === 'USER') {
      const mine = totals.get(milestone.eventId)!;
      if (scoreOf(mine, milestone.conditionType) < milestone.conditionValue) continue;
      awarded.push(...(await award(tx, milestone, [completed.sellerId], now)));
      continue;
    }
    for (const groupId of event.groupIds.filter((id) => circles.groupIds.includes(id))) {
      awarded.push(...(await awardGroup(tx, milestone, groupId, now)));
    }
  }
  if (awarded.length > 0) {
    // Delivered when this transaction commits, never for a rollback (platform/db/notify.ts).
    await tx.execute(sql`select pg_notify(${AWARDS_CHANNEL}, ${JSON.stringify(awarded)})`);
  }
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
