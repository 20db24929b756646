import { ADMIN_MANAGED_TYPES, serialiseDate, userList } from '@platfox/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import { accountsReadModel } from '../../accounts/index';
import { serveListModel } from '../registry';
const { userRoles, users } = accountsReadModel;

const fullName = sql<string>`(${users.firstName} || ' ' || ${users.lastName})`;

/**
 * Users as root and admins list them: root sees every user, an admin with USER_ACCESS only
 * sellers, printers and warehouse users (spec 01 section 6). Secrets never leave: the selection
 * names its columns, and passwordHash is not a field.
 */
export const userListModel = serveListModel(userList, {
  source: (db, selection) =>
    db.select(selection).from(users).leftJoin(userRoles, eq(userRoles.id, users.roleId)).$dynamic(),
  id: users.id,
  columns: {
    email: users.email,
    firstName: users.firstName,
    lastName: users.lastName,
    fullName,
    phone: users.phone,
    type: users.type,
    status: users.status,
    isVerified: users.isVerified,
    isAllowUploadFtp: users.isAllowUploadFtp,
    isEnabledStaffManagement: users.isEnabledStaffManagement,
    currentBalance: users.currentBalance,
    roleId: { column: users.roleId, label: userRoles.name },
    roleName: userRoles.name,
    createdAt: users.createdAt,
    updatedAt: users.updatedAt,
  },
  select: {
    id: users.id,
    type: users.type,
    email: users.email,
    firstName: users.firstName,
    lastName: users.lastName,
    phone: users.phone,
    status: users.status,
    isVerified: users.isVerified,
    currentBalance: users.currentBalance,
    isAllowUploadFtp: users.isAllowUploadFtp,
    isEnabledStaffManagement: users.isEnabledStaffManagement,
    isAllowExportSpecialFile: users.isAllowExportSpecialFile,
    isAllowPickSingleItem: users.isAllowPickSingleItem,
    roleId: users.roleId,
    roleName: userRoles.name,
    createdAt: users.createdAt,
    updatedAt: users.updatedAt,
  },
  scope: (actor) =>
    actor.type === 'ROOT' ? undefined : inArray(users.type, [...ADMIN_MANAGED_TYPES]),
  toRow: (row, actor) => ({
    ...row,
    fullName: `${row.firstName} ${row.lastName}`,
    createdAt: serialiseDate(row.createdAt),
    updatedAt: serialiseDate(row.updatedAt),
    // One's own row is not selectable: a bulk action must not block or delete its actor.
    updatable: row.id !== actor.id,
  }),
});
