import type { SellerEvent } from '@platfox/domain';
import { and, asc, eq, gt, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { notFound } from '../../platform/errors';
import type { Actor } from '../auth/index';
import { couponsByIds } from '../coupons/index';
import { circlesOf, inAudience } from './audience';
import { imageUrlOf } from './badges';
import { eventFacts, EVENT_NOT_FOUND } from './events';
import {
  badgeAwards,
  badges,
  engagementEvents,
  eventMilestones,
  eventProgress,
  type EngagementEventRow,
} from './tables';

/** Ended events stay on the seller's list this long (their results, their badges). */
const ENDED_SHOWN_MS = 30 * 86_400_000;

/** Events as their audience sees them (/s/events, /s/event/:id, the seller's contests). */
export class SellerEventService {
  constructor(private readonly db: Db) {}

  async list(seller: Actor, now = new Date()): Promise<SellerEvent[]> {
    const shownSince = new Date(now.getTime() - ENDED_SHOWN_MS);
    return this.shown(
      seller.id,
      [gt(engagementEvents.toDate, shownSince)],
      [asc(engagementEvents.fromDate), asc(engagementEvents.id)],
    );
  }

  /** One event of the seller's; another's (or an inactive one) is not found. */
  async get(seller: Actor, id: string): Promise<SellerEvent> {
    const [event] = await this.shown(seller.id, [eq(engagementEvents.id, id)]);
    if (!event) throw notFound(EVENT_NOT_FOUND);
    return event;
  }

  /** The activated events of the seller's audience that also meet `conditions`, as it sees them. */
  private async shown(
    sellerId: string,
    conditions: SQL[],
    order: SQL[] = [],
  ): Promise<SellerEvent[]> {
    const circles = await circlesOf(this.db, sellerId);
    const rows = await this.db
      .select()
      .from(engagementEvents)
      .where(and(eq(engagementEvents.status, 'ACTIVATED'), inAudience(circles), ...conditions))
      .orderBy(...order);
    return this.toSellerEvents(sellerId, rows);
  }

  private async toSellerEvents(
    sellerId: string,
    rows: EngagementEventRow[],
  ): Promise<SellerEvent[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const milestones = await this.db
      .select({ milestone: eventMilestones, badge: badges })
      .from(eventMilestones)
      .innerJoin(badges, eq(badges.id, eventMilestones.badgeId))
      .where(inArray(eventMilestones.eventId, ids))
      .orderBy(asc(eventMilestones.mileStoneNo));
    const progress = await this.db
      .select()
      .from(eventProgress)
      .where(and(inArray(eventProgress.eventId, ids), eq(eventProgress.userId, sellerId)));
    const reached = new Set(
      (
        await this.db
          .select({ milestoneId: badgeAwards.milestoneId })
          .from(badgeAwards)
          .where(and(inArray(badgeAwards.eventId, ids), eq(badgeAwards.userId, sellerId)))
      ).map((row) => row.milestoneId),
    );
    const codes = new Map(
      (await couponsByIds(this.db, [...new Set(rows.flatMap((row) => row.couponIds))])).map(
        (coupon) => [coupon.id, coupon.code],
      ),
    );
    return rows.map((row) => {
      const mine = progress.find((entry) => entry.eventId === row.id);
      return {
        ...eventFacts(row),
        couponCodes: row.couponIds.flatMap((id) => codes.get(id) ?? []),
        progress: {
          completedItems: mine?.completedItems ?? 0,
          completedValue: mine?.completedValue ?? 0,
        },
        milestones: milestones
          .filter(({ milestone }) => milestone.eventId === row.id)
          .map(({ milestone, badge }) => ({
            mileStoneNo: milestone.mileStoneNo,
            type: milestone.type,
            conditionType: milestone.conditionType,
            conditionValue: milestone.conditionValue,
            badgeName: badge.name,
            badgeImageUrl: imageUrlOf(badge.imageId),
            isReached: reached.has(milestone.id),
          })),
      };
    });
  }
}
