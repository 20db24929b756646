import { userRoleList } from '@platfox/domain';
import { count, inArray } from 'drizzle-orm';
import { accountsReadModel, deleteUserRoles } from '../../accounts/index';
import { datedRow, selectionOf } from '../model-parts';
import { serveListModel } from '../registry';
const { userRoles, users } = accountsReadModel;

export const ROLE_IN_USE = 'The role is assigned to users';

const columns = {
  name: userRoles.name,
  description: userRoles.description,
  permissions: { column: userRoles.permissions, isArrayColumn: true },
  createdAt: userRoles.createdAt,
  updatedAt: userRoles.updatedAt,
};

/** User roles, for root only (spec 01 section 6). A role held by users cannot be deleted. */
export const userRoleListModel = serveListModel(userRoleList, {
  source: (db, selection) => db.select(selection).from(userRoles).$dynamic(),
  id: userRoles.id,
  columns,
  select: { id: userRoles.id, ...selectionOf(columns) },
  scope: () => undefined,
  toRow: datedRow,
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
    run: deleteUserRoles,
  },
});
