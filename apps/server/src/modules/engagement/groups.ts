import { ENGAGEMENT_MESSAGES, type Group, type groupBodySchema } from '@platfox/domain';
import { and, asc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { isUniqueViolation, type Db, type DbTx } from '../../platform/db';
import { badRequest, notFound } from '../../platform/errors';
import { chunked, checkedSellers, membersOf } from './members';
import { sellerGroupMembers, sellerGroups, type SellerGroupRow } from './tables';

type GroupBody = z.infer<typeof groupBodySchema>;

export const GROUP_NOT_FOUND = 'Group not found';

/** Groups of merchants (/a/groups): admins name them and choose their members. */
export class GroupService {
  constructor(private readonly db: Db) {}

  async get(id: string): Promise<Group> {
    const [row] = await this.db.select().from(sellerGroups).where(eq(sellerGroups.id, id));
    if (!row) throw notFound(GROUP_NOT_FOUND);
    const members = await this.db
      .select({ userId: sellerGroupMembers.userId })
      .from(sellerGroupMembers)
      .where(eq(sellerGroupMembers.groupId, id));
    return toGroup(
      row,
      await membersOf(
        this.db,
        members.map((member) => member.userId),
      ),
    );
  }

  async create(body: GroupBody): Promise<Group> {
    const id = await this.write(async (tx) => {
      const memberIds = await checkedSellers(tx, body.memberIds, 'memberIds');
      const [row] = await tx
        .insert(sellerGroups)
        .values({
          name: body.name,
          description: body.description,
          key: body.key,
          status: body.status,
        })
        .returning({ id: sellerGroups.id });
      await setMembers(tx, row!.id, memberIds);
      return row!.id;
    });
    return this.get(id);
  }

  async update(id: string, body: GroupBody): Promise<Group> {
    await this.write(async (tx) => {
      const memberIds = await checkedSellers(tx, body.memberIds, 'memberIds');
      const [row] = await tx
        .update(sellerGroups)
        .set({
          name: body.name,
          description: body.description,
          key: body.key,
          status: body.status,
          updatedAt: new Date(),
        })
        .where(eq(sellerGroups.id, id))
        .returning({ id: sellerGroups.id });
      if (!row) throw notFound(GROUP_NOT_FOUND);
      await tx.delete(sellerGroupMembers).where(eq(sellerGroupMembers.groupId, id));
      await setMembers(tx, id, memberIds);
    });
    return this.get(id);
  }

  /** A taken key is the field's 400, found by the unique index (two admins at once included). */
  private async write<T>(work: (tx: DbTx) => Promise<T>): Promise<T> {
    try {
      return await this.db.transaction(work);
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw badRequest(ENGAGEMENT_MESSAGES.keyTaken, { key: ENGAGEMENT_MESSAGES.keyTaken });
      }
      throw error;
    }
  }
}

async function setMembers(tx: DbTx, groupId: string, memberIds: readonly string[]) {
  for (const part of chunked(memberIds)) {
    await tx.insert(sellerGroupMembers).values(part.map((userId) => ({ groupId, userId })));
  }
}

function toGroup(row: SellerGroupRow, members: Group['members']): Group {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    key: row.key,
    status: row.status,
    members,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A seller's membership of a group that counts (an inactivated group places no one). */
const activeMembershipOf = (userId: string | SQL) =>
  and(eq(sellerGroupMembers.userId, userId), ne(sellerGroups.status, 'INACTIVATED'));

/** A seller's active groups, as the session's User.group lists them. */
export async function groupsOf(db: Db | DbTx, userId: string) {
  return db
    .select({
      id: sellerGroups.id,
      name: sellerGroups.name,
      description: sellerGroups.description,
      key: sellerGroups.key,
    })
    .from(sellerGroupMembers)
    .innerJoin(sellerGroups, eq(sellerGroups.id, sellerGroupMembers.groupId))
    .where(activeMembershipOf(userId))
    .orderBy(asc(sellerGroups.name));
}

/**
 * The ids of the seller's active groups as a subquery, for a statement that places the seller in
 * an event's audience without a round trip of its own (milestones.ts).
 */
export function groupIdsQuery(db: Db | DbTx, userId: SQL) {
  return db
    .select({ id: sellerGroupMembers.groupId })
    .from(sellerGroupMembers)
    .innerJoin(sellerGroups, eq(sellerGroups.id, sellerGroupMembers.groupId))
    .where(activeMembershipOf(userId));
}

/** Which of these ids are groups. */
export async function existingGroupIds(db: Db | DbTx, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: sellerGroups.id })
    .from(sellerGroups)
    .where(inArray(sellerGroups.id, [...ids]));
  return rows.map((row) => row.id);
}
