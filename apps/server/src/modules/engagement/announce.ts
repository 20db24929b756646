import { FIXED_NOTICE_TITLES } from '@platfox/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, Db, Listening } from '../../platform/db';
import type { Live } from '../../platform/live';
import { writeNotifications } from '../notifications/index';
import { imageUrlOf } from './badges';
import { AWARDS_CHANNEL } from './milestones';
import { badgeAwards, badges, engagementEvents } from './tables';

const awardIds = z.array(z.string().uuid());

/**
 * Tells sellers of their new badges once the awarding transaction committed (its NOTIFY arrives
 * only then): a notification in their panel and the live `badge_awarded` for the top bar's medal.
 * Every process hears the NOTIFY; the one that marks an award notified first tells its seller.
 */
export async function tellAwards(db: Db, live: Live, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const claimed = await db
    .update(badgeAwards)
    .set({ notifiedAt: new Date() })
    .where(and(inArray(badgeAwards.id, [...ids]), isNull(badgeAwards.notifiedAt)))
    .returning({ id: badgeAwards.id });
  if (claimed.length === 0) return 0;
  const awards = await db
    .select({
      userId: badgeAwards.userId,
      badgeId: badges.id,
      badgeName: badges.name,
      imageId: badges.imageId,
      eventId: engagementEvents.id,
      eventName: engagementEvents.name,
    })
    .from(badgeAwards)
    .innerJoin(badges, eq(badges.id, badgeAwards.badgeId))
    .innerJoin(engagementEvents, eq(engagementEvents.id, badgeAwards.eventId))
    .where(
      inArray(
        badgeAwards.id,
        claimed.map((row) => row.id),
      ),
    );
  for (const award of awards) {
    const delivery = await writeNotifications(db, live, {
      userIds: [award.userId],
      type: 'OTHERS',
      title: FIXED_NOTICE_TITLES.badgeAwarded,
      description: `${award.badgeName} (${award.eventName})`,
    });
    delivery.push();
    live.emitToUser('SELLER', award.userId, 'badge_awarded', {
      badgeId: award.badgeId,
      name: award.badgeName,
      imageUrl: imageUrlOf(award.imageId),
      eventId: award.eventId,
    });
  }
  return awards.length;
}

/** Hears the awards' NOTIFYs for the app's life. */
export function listenForAwards(
  database: Pick<Database, 'listen' | 'db'>,
  live: Live,
  onError: (error: unknown) => void,
): Promise<Listening> {
  return database.listen(AWARDS_CHANNEL, {
    onNotify: (payload) => {
      const parsed = awardIds.safeParse(JSON.parse(payload));
      if (parsed.success) tellAwards(database.db, live, parsed.data).catch(onError);
    },
    onState: () => undefined,
  });
}
