import { ADMIN_PERMISSIONS } from '@platfox/domain';
import { count, inArray } from 'drizzle-orm';
import { userRoles, users } from '../../accounts/tables';
import { defineListModel, idField } from '../registry';

export const ROLE_IN_USE = 'The role is assigned to users';

/** User roles, for root only (spec 01 section 6). A role held by users cannot be deleted. */
export const userRoleListModel = defineListModel({
  name: 'user-role',
  source: (db, selection) => db.select(selection).from(userRoles).$dynamic(),
  id: userRoles.id,
  fields: {
    id: idField(userRoles.id),
    name: { type: 'text', column: userRoles.name, isSortable: true },
    description: {
      type: 'text',
      column: userRoles.description,
      isSortable: true,
      isExistenceEnabled: true,
    },
    permissions: {
      type: 'autocomplete',
      column: userRoles.permissions,
      isArrayColumn: true,
      choices: ADMIN_PERMISSIONS.map((permission) => ({ key: permission, label: permission })),
    },
    createdAt: { type: 'time', column: userRoles.createdAt, isSortable: true },
    updatedAt: { type: 'time', column: userRoles.updatedAt, isSortable: true },
  },
  select: {
    id: userRoles.id,
    name: userRoles.name,
    description: userRoles.description,
    permissions: userRoles.permissions,
    createdAt: userRoles.createdAt,
    updatedAt: userRoles.updatedAt,
  },
  defaultSort: { field: 'name', direction: 'asc' },
  access: { types: ['ROOT'] },
  scope: () => undefined,
  toRow: (row) => ({
    ...row,
    id: String(row.id),
    createdAt: (row.createdAt as Date).toISOString(),
    updatedAt: (row.updatedAt as Date).toISOString(),
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
