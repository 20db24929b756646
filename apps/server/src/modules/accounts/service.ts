import type { User } from '@platfox/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { userPermissions, users, type UserRow } from './tables';

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

export async function permissionsOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ permission: userPermissions.permission })
    .from(userPermissions)
    .where(eq(userPermissions.userId, userId));
  return rows.map((row) => row.permission).sort();
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

export async function findUserById(db: Db, id: string): Promise<User | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row) return undefined;
  return toUser(row, await permissionsOf(db, row.id));
}
