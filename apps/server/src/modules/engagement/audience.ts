import { arrayContains, arrayOverlaps, eq, or, type SQL } from 'drizzle-orm';
import type { Db, DbTx } from '../../platform/db';
import { networkIdsOf } from '../networks/index';
import { groupsOf } from './groups';
import { engagementEvents } from './tables';

/** What places a seller in an event's audience besides being named. */
export type SellerCircles = { sellerId: string; groupIds: string[]; networkIds: string[] };

export async function circlesOf(db: Db | DbTx, sellerId: string): Promise<SellerCircles> {
  const [groups, networkIds] = await Promise.all([
    groupsOf(db, sellerId),
    networkIdsOf(db, sellerId),
  ]);
  return { sellerId, groupIds: groups.map((group) => group.id), networkIds };
}

/** The events whose audience holds the seller: everyone, or naming them, a network or a group. */
export function inAudience(circles: SellerCircles): SQL {
  const parts: SQL[] = [
    eq(engagementEvents.isAppliedToAllMember, true),
    arrayContains(engagementEvents.userIds, [circles.sellerId]),
  ];
  if (circles.groupIds.length > 0)
    parts.push(arrayOverlaps(engagementEvents.groupIds, circles.groupIds));
  if (circles.networkIds.length > 0) {
    parts.push(arrayOverlaps(engagementEvents.networkIds, circles.networkIds));
  }
  return or(...parts)!;
}

/** The same rule on an event already read. */
export function isInAudience(
  event: Pick<
    typeof engagementEvents.$inferSelect,
    'isAppliedToAllMember' | 'userIds' | 'groupIds' | 'networkIds'
  >,
  circles: SellerCircles,
): boolean {
  return (
    event.isAppliedToAllMember ||
    event.userIds.includes(circles.sellerId) ||
    event.groupIds.some((id) => circles.groupIds.includes(id)) ||
    event.networkIds.some((id) => circles.networkIds.includes(id))
  );
}
