import type { BadgeDetail, HeldBadge, badgeBodySchema } from '@platfox/domain';
import { and, arrayContains, count, desc, eq, gt, isNull, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbTx } from '../../platform/db';
import { notFound } from '../../platform/errors';
import { couponsByIds, couponUsesBy } from '../coupons/index';
import { badgeAwards, badges, engagementEvents, type BadgeRow } from './tables';

type BadgeBody = z.infer<typeof badgeBodySchema>;

export const BADGE_NOT_FOUND = 'Badge not found';

/** A catalogue image's address, as the product screens give it. */
export const imageUrlOf = (imageId: string | null) =>
  imageId ? `/api/catalog/images/${imageId}` : null;

/** An award counts while it has no end or its end is ahead. */
const isValid = (now: Date) => or(isNull(badgeAwards.validUntil), gt(badgeAwards.validUntil, now));

/** Badges (/a/badges): admins draw them; milestones award them. */
export class BadgeService {
  constructor(private readonly db: Db) {}

  async get(id: string): Promise<BadgeDetail> {
    const [row] = await this.db.select().from(badges).where(eq(badges.id, id));
    if (!row) throw notFound(BADGE_NOT_FOUND);
    const [holders] = await this.db
      .select({ count: count() })
      .from(badgeAwards)
      .where(and(eq(badgeAwards.badgeId, id), isValid(new Date())));
    return toBadge(row, Number(holders?.count ?? 0));
  }

  async create(body: BadgeBody): Promise<BadgeDetail> {
    const [row] = await this.db.insert(badges).values(body).returning();
    return toBadge(row!, 0);
  }

  async update(id: string, body: BadgeBody): Promise<BadgeDetail> {
    const [row] = await this.db
      .update(badges)
      .set({ ...body, updatedAt: new Date() })
      .where(eq(badges.id, id))
      .returning({ id: badges.id });
    if (!row) throw notFound(BADGE_NOT_FOUND);
    return this.get(id);
  }
}

function toBadge(row: BadgeRow, holderCount: number): BadgeDetail {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    type: row.type,
    imageId: row.imageId,
    imageUrl: imageUrlOf(row.imageId),
    holderCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The seller's valid awards, newest first, with the event that gave each. */
async function awardsOf(db: Db | DbTx, userId: string) {
  return db
    .select({
      awardId: badgeAwards.id,
      badge: badges,
      awardedAt: badgeAwards.awardedAt,
      validUntil: badgeAwards.validUntil,
      eventId: engagementEvents.id,
      eventName: engagementEvents.name,
      couponIds: engagementEvents.couponIds,
    })
    .from(badgeAwards)
    .innerJoin(badges, eq(badges.id, badgeAwards.badgeId))
    .innerJoin(engagementEvents, eq(engagementEvents.id, badgeAwards.eventId))
    .where(and(eq(badgeAwards.userId, userId), isValid(new Date())))
    .orderBy(desc(badgeAwards.awardedAt), desc(badgeAwards.id));
}

/** The session's badges (spec 03 section 3.1): each badge the seller holds, once. */
export async function sessionBadgesOf(db: Db | DbTx, userId: string) {
  const seen = new Set<string>();
  return (await awardsOf(db, userId)).flatMap(({ badge }) => {
    if (seen.has(badge.id)) return [];
    seen.add(badge.id);
    return [{ id: badge.id, name: badge.name, imageUrl: imageUrlOf(badge.imageId) }];
  });
}

/**
 * The seller's badges page (/s/my-badge): every valid award with its event and the badge coupons
 * it brings; a coupon counts as used once the seller used it as often as awards brought it.
 */
export async function heldBadgesOf(db: Db | DbTx, userId: string): Promise<HeldBadge[]> {
  const awards = await awardsOf(db, userId);
  const couponIds = [...new Set(awards.flatMap((award) => award.couponIds))];
  const refs = new Map((await couponsByIds(db, couponIds)).map((ref) => [ref.id, ref]));
  const uses = await couponUsesBy(db, userId, couponIds);
  // Oldest awards spend their coupon first: count each coupon's uses down from the oldest award.
  const left = new Map(uses);
  const spent = new Map<string, boolean>();
  for (const award of [...awards].reverse()) {
    for (const id of award.couponIds) {
      const remaining = left.get(id) ?? 0;
      spent.set(`${award.awardId}:${id}`, remaining > 0);
      left.set(id, remaining - 1);
    }
  }
  return awards.map((award) => ({
    id: award.badge.id,
    name: award.badge.name,
    description: award.badge.description,
    type: award.badge.type,
    imageUrl: imageUrlOf(award.badge.imageId),
    awardedAt: award.awardedAt.toISOString(),
    validUntil: award.validUntil?.toISOString() ?? null,
    eventId: award.eventId,
    eventName: award.eventName,
    coupons: award.couponIds.flatMap((id) => {
      const ref = refs.get(id);
      if (!ref?.isBadgeValue) return [];
      return [{ code: ref.code, isUsed: spent.get(`${award.awardId}:${id}`) ?? false }];
    }),
  }));
}

/** The awards of one badge the seller holds (/api/seller/badge/:id); none is a 404. */
export async function heldBadgeOf(
  db: Db | DbTx,
  userId: string,
  badgeId: string,
): Promise<HeldBadge[]> {
  const held = (await heldBadgesOf(db, userId)).filter((badge) => badge.id === badgeId);
  if (held.length === 0) throw notFound(BADGE_NOT_FOUND);
  return held;
}

/**
 * Coupons' badgeGrants hook: the seller's valid awards from events that bring this coupon. A
 * badge coupon is used once per such award.
 */
export async function countBadgeGrants(
  db: Db | DbTx,
  sellerId: string,
  couponId: string,
  grants: { count: number },
): Promise<void> {
  const [row] = await db
    .select({ count: count() })
    .from(badgeAwards)
    .innerJoin(engagementEvents, eq(engagementEvents.id, badgeAwards.eventId))
    .where(
      and(
        eq(badgeAwards.userId, sellerId),
        isValid(new Date()),
        arrayContains(engagementEvents.couponIds, [couponId]),
      ),
    );
  grants.count += Number(row?.count ?? 0);
}
