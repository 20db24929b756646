import {
  ENGAGEMENT_MESSAGES,
  formatMessage,
  type EngagementEvent,
  type EventStatus,
  type eventBodySchema,
} from '@platfox/domain';
import { asc, count, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbTx } from '../../platform/db';
import { badRequest, notFound } from '../../platform/errors';
import { historyRuleProblem, historyRules } from '../advanced-filters/index';
import type { Actor } from '../auth/index';
import { couponsByCodes, couponsByIds } from '../coupons/index';
import { sanitizeNoticeHtml } from '../events/index';
import { existingNetworkIds } from '../networks/index';
import { existingGroupIds } from './groups';
import { checkedSellers } from './members';
import {
  badgeAwards,
  badges,
  engagementEvents,
  eventMilestones,
  sellerGroups,
  type EngagementEventRow,
} from './tables';
import { imageUrlOf } from './badges';
import { EventMailService } from './event-mail';

type EventBody = z.infer<typeof eventBodySchema>;

export const EVENT_NOT_FOUND = 'Event not found';

const refuse = (field: string, message: string) => badRequest(message, { [field]: message });

/** Events (/a/events) and contests (/a/contests): one record, its mode tells them apart. */
export class EngagementEventService {
  constructor(
    private readonly db: Db,
    private readonly mail: EventMailService,
  ) {}

  /** What the event form offers: the active groups, every badge and the history rules, by name. */
  async choices() {
    const [groupRows, badgeRows, rules] = await Promise.all([
      this.db
        .select({ id: sellerGroups.id, name: sellerGroups.name, key: sellerGroups.key })
        .from(sellerGroups)
        .where(eq(sellerGroups.status, 'ACTIVATED'))
        .orderBy(asc(sellerGroups.name)),
      this.db
        .select({ id: badges.id, name: badges.name, imageId: badges.imageId })
        .from(badges)
        .orderBy(asc(badges.name)),
      historyRules(this.db),
    ]);
    return {
      groups: groupRows,
      rules,
      badges: badgeRows.map(({ imageId, ...badge }) => ({
        ...badge,
        imageUrl: imageUrlOf(imageId),
      })),
    };
  }

  async get(id: string): Promise<EngagementEvent> {
    const [row] = await this.db.select().from(engagementEvents).where(eq(engagementEvents.id, id));
    if (!row) throw notFound(EVENT_NOT_FOUND);
    return this.toEvent(row);
  }

  /**
   * A contest starts inactive (it is activated when ready); the other modes start activated, and
   * an event with an e-mail queues it then.
   */
  async create(admin: Actor, body: EventBody): Promise<EngagementEvent> {
    // pg-boss is made ready outside the transaction that queues on it (ProgressJobs.send).
    if (body.emailContent) await this.mail.ready();
    const id = await this.db.transaction(async (tx) => {
      const values = await checkedValues(tx, body);
      const isActivated = body.mode !== 'CONTEST';
      const [row] = await tx
        .insert(engagementEvents)
        .values({
          ...values,
          status: isActivated ? 'ACTIVATED' : 'INACTIVATED',
          activatedAt: isActivated ? new Date() : null,
          createdById: admin.id,
        })
        .returning({ id: engagementEvents.id });
      if (body.milestones.length > 0) {
        await tx
          .insert(eventMilestones)
          .values(body.milestones.map((milestone) => ({ ...milestone, eventId: row!.id })));
      }
      if (isActivated && values.emailContent) await this.mail.queue(tx, row!.id, admin);
      return row!.id;
    });
    return this.get(id);
  }

  /** Spec 03 section 4: an event's content cannot be edited once it has been activated. */
  async update(id: string, body: EventBody): Promise<EngagementEvent> {
    await this.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ activatedAt: engagementEvents.activatedAt })
        .from(engagementEvents)
        .where(eq(engagementEvents.id, id))
        .for('update');
      if (!row) throw notFound(EVENT_NOT_FOUND);
      if (row.activatedAt) throw badRequest(ENGAGEMENT_MESSAGES.locked);
      const values = await checkedValues(tx, body);
      await tx
        .update(engagementEvents)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(engagementEvents.id, id));
      await tx.delete(eventMilestones).where(eq(eventMilestones.eventId, id));
      if (body.milestones.length > 0) {
        await tx
          .insert(eventMilestones)
          .values(body.milestones.map((milestone) => ({ ...milestone, eventId: id })));
      }
    });
    return this.get(id);
  }

  /**
   * Activating locks the content for good, and the first activation queues the event's e-mail;
   * deactivating stops it without unlocking it.
   */
  async setStatus(admin: Actor, id: string, status: EventStatus): Promise<EngagementEvent> {
    const now = new Date();
    await this.mail.ready();
    await this.db.transaction(async (tx) => {
      const [row] = await tx
        .select({
          activatedAt: engagementEvents.activatedAt,
          emailContent: engagementEvents.emailContent,
          mailJobId: engagementEvents.mailJobId,
        })
        .from(engagementEvents)
        .where(eq(engagementEvents.id, id))
        .for('update');
      if (!row) throw notFound(EVENT_NOT_FOUND);
      await tx
        .update(engagementEvents)
        .set({
          status,
          updatedAt: now,
          ...(status === 'ACTIVATED' && !row.activatedAt ? { activatedAt: now } : {}),
        })
        .where(eq(engagementEvents.id, id));
      if (status === 'ACTIVATED' && EventMailService.sendsMail(row)) {
        await this.mail.queue(tx, id, admin);
      }
    });
    return this.get(id);
  }

  private async toEvent(row: EngagementEventRow): Promise<EngagementEvent> {
    const milestones = await this.db
      .select({ milestone: eventMilestones, badgeName: badges.name })
      .from(eventMilestones)
      .innerJoin(badges, eq(badges.id, eventMilestones.badgeId))
      .where(eq(eventMilestones.eventId, row.id))
      .orderBy(asc(eventMilestones.mileStoneNo));
    const awarded = await this.db
      .select({ milestoneId: badgeAwards.milestoneId, count: count() })
      .from(badgeAwards)
      .where(eq(badgeAwards.eventId, row.id))
      .groupBy(badgeAwards.milestoneId);
    const awardedOf = new Map(awarded.map((entry) => [entry.milestoneId, Number(entry.count)]));
    const coupons = await couponsByIds(this.db, row.couponIds);
    return {
      ...eventFacts(row),
      userIds: row.userIds,
      networkIds: row.networkIds,
      groupIds: row.groupIds,
      couponCodes: coupons.map((coupon) => coupon.code),
      emailContent:
        row.emailSubject && row.emailContent && row.emailLayout
          ? { subject: row.emailSubject, content: row.emailContent, layout: row.emailLayout }
          : null,
      milestones: milestones.map(({ milestone, badgeName }) => ({
        id: milestone.id,
        type: milestone.type,
        conditionType: milestone.conditionType,
        conditionValue: milestone.conditionValue,
        mileStoneNo: milestone.mileStoneNo,
        badgeId: milestone.badgeId,
        badgeName,
        badgeValidPeriod: milestone.badgeValidPeriod,
        advancedFilterConditionId: milestone.advancedFilterConditionId,
        awardedCount: awardedOf.get(milestone.id) ?? 0,
      })),
      status: row.status,
      isAppliedToAllMember: row.isAppliedToAllMember,
      winnerCount: row.winnerCount,
      activatedAt: row.activatedAt?.toISOString() ?? null,
      mailJobId: row.mailJobId,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }
}

/** The facts of an event its audience may see too. */
export function eventFacts(row: EngagementEventRow) {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    mode: row.mode,
    fromDate: row.fromDate.toISOString(),
    toDate: row.toDate.toISOString(),
    contestCondition: row.contestCondition,
  };
}

/** The row's values with every reference checked: sellers, groups, networks, coupons, badges. */
async function checkedValues(tx: DbTx, body: EventBody) {
  const userIds = await checkedSellers(tx, body.userIds, 'userIds');
  const groupIds = [...new Set(body.groupIds)];
  if ((await existingGroupIds(tx, groupIds)).length !== groupIds.length) {
    throw refuse('groupIds', ENGAGEMENT_MESSAGES.unknownGroup);
  }
  const networkIds = [...new Set(body.networkIds)];
  if ((await existingNetworkIds(tx, networkIds)).length !== networkIds.length) {
    throw refuse('networkIds', ENGAGEMENT_MESSAGES.unknownNetwork);
  }
  const codes = [...new Set(body.couponCodes)];
  const coupons = await couponsByCodes(tx, codes);
  if (coupons.length !== codes.length)
    throw refuse('couponCodes', ENGAGEMENT_MESSAGES.unknownCoupon);
  const badgeIds = [...new Set(body.milestones.map((milestone) => milestone.badgeId))];
  if (badgeIds.length > 0) {
    const found = await tx
      .select({ id: badges.id })
      .from(badges)
      .where(inArray(badges.id, badgeIds));
    if (found.length !== badgeIds.length) {
      throw refuse('milestones', ENGAGEMENT_MESSAGES.unknownBadge);
    }
  }
  const ruleIds = body.milestones.flatMap((milestone) =>
    milestone.advancedFilterConditionId ? [milestone.advancedFilterConditionId] : [],
  );
  const ruleProblem = await historyRuleProblem(tx, ruleIds);
  if (ruleProblem === 'unknown') throw refuse('milestones', ENGAGEMENT_MESSAGES.unknownRule);
  if (ruleProblem === 'orderCondition') throw refuse('milestones', ENGAGEMENT_MESSAGES.orderRule);
  const email = body.emailContent;
  const content = email ? sanitizeNoticeHtml(email.content) : null;
  if (email && !content) {
    const message = formatMessage('required', { name: 'content' });
    throw refuse('emailContent', message);
  }
  return {
    name: body.name,
    description: body.description,
    mode: body.mode,
    fromDate: new Date(body.fromDate),
    toDate: new Date(body.toDate),
    isAppliedToAllMember: body.isAppliedToAllMember,
    userIds,
    networkIds,
    groupIds,
    couponIds: coupons.map((coupon) => coupon.id),
    emailSubject: email?.subject ?? null,
    emailContent: content,
    emailLayout: email?.layout ?? null,
    contestCondition: body.mode === 'CONTEST' ? body.contestCondition : null,
    winnerCount: body.winnerCount,
  };
}
