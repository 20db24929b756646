import type { ManagedUser, User, updateAccountBodySchema } from '@platfox/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Actor } from '../../platform/actor';
import type { Db, DbTx } from '../../platform/db';
import { unauthorized } from '../../platform/errors';
import { userPermissions, users, type UserRow } from './tables';

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

export async function permissionsOf(db: Db | DbTx, userId: string): Promise<string[]> {
  const rows = await db
    .select({ permission: userPermissions.permission })
    .from(userPermissions)
    .where(eq(userPermissions.userId, userId));
  return rows.map((row) => row.permission).sort();
}

/** The permissions of many users in one query, by user id. */
export async function permissionsOfMany(
  db: Db | DbTx,
  userIds: string[],
): Promise<Map<string, string[]>> {
  const byUser = new Map<string, string[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select()
    .from(userPermissions)
    .where(inArray(userPermissions.userId, userIds));
  for (const row of rows) byUser.get(row.userId)?.push(row.permission);
  for (const list of byUser.values()) list.sort();
  return byUser;
}

/** Replaces a user's permission rows with `permissions`; the caller holds the transaction. */
export async function replacePermissions(
  tx: DbTx,
  userId: string,
  permissions: readonly string[],
): Promise<void> {
  await tx.delete(userPermissions).where(eq(userPermissions.userId, userId));
  if (permissions.length > 0) {
    await tx
      .insert(userPermissions)
      .values(permissions.map((permission) => ({ userId, permission })));
  }
}

/** The user as the client sees it (spec 03 section 3.1). */
export function toUser(row: UserRow, permissions: string[]): User {
  return {
    id: row.id,
    type: row.type,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    fullName: `${row.firstName} ${row.lastName}`.trim(),
    phone: row.phone,
    isVerified: row.isVerified,
    status: row.status,
    permissions,
    address: row.address ?? null,
    group: [],
    currentBalance: row.currentBalance,
    // Invalid-address orders arrive with the orders module; until then there are none to remind of.
    addressReminderCount: 0,
    isAllowUploadFtp: row.isAllowUploadFtp,
    isEnabledStaffManagement: row.isEnabledStaffManagement,
    isAllowExportSpecialFile: row.isAllowExportSpecialFile,
    isAllowPickSingleItem: row.isAllowPickSingleItem,
  };
}

/** The user as root and admins see it in the user screens. */
export function toManagedUser(row: UserRow, permissions: string[]): ManagedUser {
  return {
    ...toUser(row, permissions),
    roleId: row.roleId,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function findUserById(db: Db, id: string): Promise<User | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row) return undefined;
  return toUser(row, await permissionsOf(db, row.id));
}

export async function findUserRow(db: Db | DbTx, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/**
 * The account as it is when a background job runs on its behalf (an export, an import, a
 * packing-slip download): none when it was blocked or deleted meanwhile, so the job does nothing
 * for it. An admin acts with its permissions; a job has no session.
 */
export async function jobActorOf(db: Db | DbTx, userId: string): Promise<Actor | undefined> {
  const row = await findUserRow(db, userId);
  if (!row || row.status === 'DELETED' || row.status === 'BLOCKED') return undefined;
  const permissions = row.type === 'ADMIN' ? await permissionsOf(db, row.id) : [];
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    isVerified: row.isVerified,
    permissions,
    sessionId: null,
  };
}

export async function findUserRowByEmail(
  db: Db | DbTx,
  email: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${normalizeEmail(email)}`);
  return row;
}

/** PUT accounts/update: the signed-in user's own name, phone and address. */
export async function updateOwnProfile(
  db: Db,
  userId: string,
  body: z.infer<typeof updateAccountBodySchema>,
): Promise<User> {
  const [row] = await db
    .update(users)
    .set({
      firstName: body.firstName,
      lastName: body.lastName,
      phone: body.phone || null,
      ...(body.address !== undefined ? { address: body.address } : {}),
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw unauthorized();
  return toUser(row, await permissionsOf(db, userId));
}
