import {
  LEADERBOARD_SIZE,
  type EngagementConditionType,
  type Leaderboard,
  type LeaderboardRow,
} from '@platfox/domain';
import { and, asc, count, desc, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { forbidden, notFound } from '../../platform/errors';
import type { Actor } from '../auth/index';
import { circlesOf, isInAudience } from './audience';
import { EVENT_NOT_FOUND } from './events';
import { namesOf } from './members';
import { contestWinners, engagementEvents, eventProgress, type EngagementEventRow } from './tables';

const scoreColumn = (condition: EngagementConditionType) =>
  condition === 'TOTAL_ORDER_VALUE' ? eventProgress.completedValue : eventProgress.completedItems;

/** "Dana Kim" → "Dana K.": another seller on a leaderboard is known by first name and initial. */
export function shortName(fullName: string): string {
  const [first = '', ...rest] = fullName.trim().split(/\s+/);
  const last = rest.at(-1);
  return last ? `${first} ${last.charAt(0).toUpperCase()}.` : first;
}

/**
 * A contest's leaderboard: its audience ranked by the contest's condition over its window
 * (higher first; on a tie, who got there first), the top places and the caller's own. A seller
 * outside the audience is told the contest does not exist. After the end the winners are fixed,
 * once (the first read after the end, or the hourly job, does it).
 */
export class ContestService {
  constructor(private readonly db: Db) {}

  async leaderboard(actor: Actor, eventId: string, now = new Date()): Promise<Leaderboard> {
    // The endpoint lets sellers and admins in; an admin also needs to read events.
    if (actor.type === 'ADMIN' && !actor.permissions.includes('EVENT_DETAIL_ACCESS')) {
      throw forbidden();
    }
    const [event] = await this.db
      .select()
      .from(engagementEvents)
      .where(and(eq(engagementEvents.id, eventId), eq(engagementEvents.mode, 'CONTEST')));
    if (!event?.contestCondition) throw notFound(EVENT_NOT_FOUND);
    const isSeller = actor.type === 'SELLER';
    if (isSeller) {
      const isVisible = event.status === 'ACTIVATED' || event.finalisedAt !== null;
      if (!isVisible || !isInAudience(event, await circlesOf(this.db, actor.id))) {
        throw notFound(EVENT_NOT_FOUND);
      }
    }
    const isFinal = now >= event.toDate;
    if (isFinal && !event.finalisedAt) await this.finalise(event.id);
    const score = scoreColumn(event.contestCondition);
    const top = await this.db
      .select({ userId: eventProgress.userId, score, updatedAt: eventProgress.updatedAt })
      .from(eventProgress)
      .where(eq(eventProgress.eventId, eventId))
      .orderBy(desc(score), asc(eventProgress.updatedAt), asc(eventProgress.userId))
      .limit(LEADERBOARD_SIZE);
    const [participants] = await this.db
      .select({ count: count() })
      .from(eventProgress)
      .where(eq(eventProgress.eventId, eventId));
    const winners = isFinal
      ? new Set(
          (
            await this.db
              .select({ userId: contestWinners.userId })
              .from(contestWinners)
              .where(eq(contestWinners.eventId, eventId))
          ).map((row) => row.userId),
        )
      : new Set<string>();
    const mine = isSeller ? await this.placeOf(event, actor.id) : null;
    const names = await namesOf(this.db, [
      ...top.map((row) => row.userId),
      ...(mine ? [actor.id] : []),
    ]);
    const rowOf = (userId: string, place: number, value: number): LeaderboardRow => {
      const isMe = userId === actor.id;
      const name = names.get(userId) ?? '';
      return {
        place,
        userId: isSeller && !isMe ? '' : userId,
        name: isSeller && !isMe ? shortName(name) : name,
        score: value,
        isMe,
        isWinner: winners.has(userId),
      };
    };
    return {
      eventId,
      condition: event.contestCondition,
      rows: top.map((row, index) => rowOf(row.userId, index + 1, Number(row.score))),
      me: mine ? rowOf(actor.id, mine.place, mine.score) : null,
      participants: Number(participants?.count ?? 0),
      isFinal,
    };
  }

  /** The seller's place: one more than those ranked ahead of them; null with no progress yet. */
  private async placeOf(event: EngagementEventRow, userId: string) {
    const score = scoreColumn(event.contestCondition!);
    const [me] = await this.db
      .select({ score, updatedAt: eventProgress.updatedAt })
      .from(eventProgress)
      .where(and(eq(eventProgress.eventId, event.id), eq(eventProgress.userId, userId)));
    if (!me) return null;
    const [ahead] = await this.db
      .select({ count: count() })
      .from(eventProgress)
      .where(
        and(
          eq(eventProgress.eventId, event.id),
          or(
            gt(score, me.score),
            and(eq(score, me.score), lt(eventProgress.updatedAt, me.updatedAt)),
            and(
              eq(score, me.score),
              eq(eventProgress.updatedAt, me.updatedAt),
              lt(eventProgress.userId, userId),
            ),
          ),
        ),
      );
    return { place: Number(ahead?.count ?? 0) + 1, score: Number(me.score) };
  }

  /** Fixes the winners of an ended contest, once: the event row's lock makes a second caller wait. */
  async finalise(eventId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [event] = await tx
        .select()
        .from(engagementEvents)
        .where(eq(engagementEvents.id, eventId))
        .for('update');
      if (!event?.contestCondition || event.finalisedAt) return;
      const score = scoreColumn(event.contestCondition);
      const top = await tx
        .select({ userId: eventProgress.userId, score })
        .from(eventProgress)
        .where(and(eq(eventProgress.eventId, eventId), gt(score, 0)))
        .orderBy(desc(score), asc(eventProgress.updatedAt), asc(eventProgress.userId))
        .limit(event.winnerCount);
      const names = await namesOf(
        tx,
        top.map((row) => row.userId),
      );
      if (top.length > 0) {
        await tx.insert(contestWinners).values(
          top.map((row, index) => ({
            eventId,
            place: index + 1,
            userId: row.userId,
            score: Number(row.score),
            snapshot: { name: names.get(row.userId) ?? '' },
          })),
        );
      }
      await tx
        .update(engagementEvents)
        .set({ finalisedAt: sql`now()` })
        .where(eq(engagementEvents.id, eventId));
    });
  }

  /** The contests that ended and have no winners yet (the hourly job fixes them). */
  async finaliseEnded(now = new Date()): Promise<number> {
    const ended = await this.db
      .select({ id: engagementEvents.id })
      .from(engagementEvents)
      .where(
        and(
          eq(engagementEvents.mode, 'CONTEST'),
          lt(engagementEvents.toDate, now),
          sql`${engagementEvents.finalisedAt} is null`,
        ),
      );
    for (const event of ended) await this.finalise(event.id);
    return ended.length;
  }
}
