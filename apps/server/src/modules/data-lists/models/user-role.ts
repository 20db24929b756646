import { serialiseDate, userRoleList } from '@platfox/domain';
import { count, inArray } from 'drizzle-orm';
import { userRoles, users } from '../../accounts/index';
import { serveListModel } from '../registry';

export const ROLE_IN_USE = 'The role is assigned to users';

/** User roles, for root only (spec 01 section 6). A role held by users cannot be deleted. */
export const userRoleListModel = serveListModel(userRoleList, {
  source: (db, selection) => db.select(selection).from(userRoles).$dynamic(),
  id: userRoles.id,
  columns: {
    name: userRoles.name,
    description: userRoles.description,
    permissions: { column: userRoles.permissions, isArrayColumn: true },
    createdAt: userRoles.createdAt,
    updatedAt: userRoles.updatedAt,
  },
  select: {
    id: userRoles.id,
    name: userRoles.name,
    description: userRoles.description,
    permissions: userRoles.permissions,
    createdAt: userRoles.createdAt,
    updatedAt: userRoles.updatedAt,
  },
  scope: () => undefined,
  toRow: (row) => ({
    ...row,
    createdAt: serialiseDate(row.createdAt),
    updatedAt: serialiseDate(row.updatedAt),
    updatable: true,
  }),
  delete: {
    refusals: async (db, ids) => {
      const held = await db
        .select({ roleId: users.roleId, n: count() })
        .from(users)
        .where(inArray(users.roleId, ids))
        .groupBy(users.roleId);
      return new Map(held.map((row) => [String(row.roleId), ROLE_IN_USE]));
    },
    // The foreign key (restrict) still refuses a role a user took meanwhile: the whole call fails.
    run: async (tx, ids) =>
      (
        await tx.delete(userRoles).where(inArray(userRoles.id, ids)).returning({ id: userRoles.id })
      ).map((row) => row.id),
  },
});
