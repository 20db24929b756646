import { and, eq, inArray } from 'drizzle-orm';
import type { Db, DbTx } from '../../platform/db';
import { networkMembers, networks } from './tables';

/**
 * The networks a seller is in: those they own and those whose owner approved them (a PENDING or
 * BLOCKED member is not in, as for the networks' coupons). An event's audience reads this.
 */
export async function networkIdsOf(db: Db | DbTx, sellerId: string): Promise<string[]> {
  const owned = await db
    .select({ id: networks.id })
    .from(networks)
    .where(eq(networks.ownerId, sellerId));
  const joined = await db
    .select({ id: networkMembers.networkId })
    .from(networkMembers)
    .where(and(eq(networkMembers.userId, sellerId), eq(networkMembers.status, 'APPROVED')));
  return [...new Set([...owned, ...joined].map((row) => row.id))];
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

/** The sellers in these networks: their owners and approved members (an event's audience). */
export async function sellerIdsInNetworks(
  db: Db | DbTx,
  networkIds: readonly string[],
): Promise<string[]> {
  if (networkIds.length === 0) return [];
  const owners = await db
    .select({ id: networks.ownerId })
    .from(networks)
    .where(inArray(networks.id, [...networkIds]));
  const members = await db
    .select({ id: networkMembers.userId })
    .from(networkMembers)
    .where(
      and(
        inArray(networkMembers.networkId, [...networkIds]),
        eq(networkMembers.status, 'APPROVED'),
      ),
    );
  return [...new Set([...owners, ...members].map((row) => row.id))];
}
