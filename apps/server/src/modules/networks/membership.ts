import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Db, DbTx } from '../../platform/db';
import { networkMembers, networks } from './tables';

/** A network an admin has not blocked: only those reach their sellers (NETWORK_STATUSES). */
const isActive = eq(networks.status, 'ACTIVE');

/**
 * The networks a seller is in: those they own and those whose owner approved them (a PENDING or
 * BLOCKED member is not in, as for the networks' coupons), while the network is not blocked. An
 * event's audience reads this; as a subquery (the seller's id a value or a column), it places a
 * seller in an audience inside a larger statement (engagement's milestones).
 */
export function networkIdsQuery(db: Db | DbTx, sellerId: string | SQL) {
  const approvedIn = db
    .select({ id: networkMembers.networkId })
    .from(networkMembers)
    .where(and(eq(networkMembers.userId, sellerId), eq(networkMembers.status, 'APPROVED')));
  return db
    .select({ id: networks.id })
    .from(networks)
    .where(and(isActive, or(eq(networks.ownerId, sellerId), inArray(networks.id, approvedIn))));
}

export async function networkIdsOf(db: Db | DbTx, sellerId: string): Promise<string[]> {
  const rows = await networkIdsQuery(db, sellerId);
  return rows.map((row) => row.id);
}

/** Which of these ids are networks. */
export async function existingNetworkIds(db: Db | DbTx, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: networks.id })
    .from(networks)
    .where(inArray(networks.id, [...ids]));
  return rows.map((row) => row.id);
}

/**
 * The sellers in these networks: their owners and approved members (an event's audience); a
 * blocked network has none.
 */
export async function sellerIdsInNetworks(
  db: Db | DbTx,
  networkIds: readonly string[],
): Promise<string[]> {
  if (networkIds.length === 0) return [];
  const owners = await db
    .select({ id: networks.ownerId })
    .from(networks)
    .where(and(inArray(networks.id, [...networkIds]), isActive));
  const members = await db
    .select({ id: networkMembers.userId })
    .from(networkMembers)
    .innerJoin(networks, eq(networks.id, networkMembers.networkId))
    .where(
      and(
        inArray(networkMembers.networkId, [...networkIds]),
        eq(networkMembers.status, 'APPROVED'),
        isActive,
      ),
    );
  return [...new Set([...owners, ...members].map((row) => row.id))];
}
