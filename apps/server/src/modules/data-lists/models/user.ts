import {
  ACCOUNT_TYPES,
  ADMIN_MANAGED_TYPES,
  USER_STATUSES,
  USER_TYPE_LABELS,
} from '@platfox/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import { userRoles, users } from '../../accounts/tables';
import { defineListModel, idField } from '../registry';

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : value);
const fullName = sql<string>`(${users.firstName} || ' ' || ${users.lastName})`;

/**
 * Users as root and admins list them: root sees every user, an admin with USER_ACCESS only
 * sellers, printers and warehouse users (spec 01 section 6). Secrets never leave: the selection
 * names its columns, and passwordHash is not a field.
 */
export const userListModel = defineListModel({
  name: 'user',
  source: (db, selection) =>
    db.select(selection).from(users).leftJoin(userRoles, eq(userRoles.id, users.roleId)).$dynamic(),
  id: users.id,
  fields: {
    id: idField(users.id),
    email: { type: 'text', column: users.email, isSortable: true },
    firstName: { type: 'text', column: users.firstName, isSortable: true },
    lastName: { type: 'text', column: users.lastName, isSortable: true },
    fullName: { type: 'text', column: fullName, isSortable: true },
    phone: { type: 'text', column: users.phone, isSortable: true, isExistenceEnabled: true },
    type: {
      type: 'array',
      column: users.type,
      isSortable: true,
      choices: ACCOUNT_TYPES.map((type) => ({ key: type, label: USER_TYPE_LABELS[type] })),
    },
    status: {
      type: 'radio',
      column: users.status,
      isSortable: true,
      choices: USER_STATUSES.map((status) => ({ key: status, label: status })),
    },
    isVerified: { type: 'boolean', column: users.isVerified, isSortable: true },
    isAllowUploadFtp: { type: 'boolean', column: users.isAllowUploadFtp },
    isEnabledStaffManagement: { type: 'boolean', column: users.isEnabledStaffManagement },
    currentBalance: { type: 'int', column: users.currentBalance, isSortable: true, isMoney: true },
    roleId: {
      type: 'autocomplete',
      column: users.roleId,
      label: userRoles.name,
      isExistenceEnabled: true,
    },
    roleName: { type: 'text', column: userRoles.name, isSortable: true, isExistenceEnabled: true },
    createdAt: { type: 'time', column: users.createdAt, isSortable: true },
    updatedAt: { type: 'time', column: users.updatedAt, isSortable: true },
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
  defaultSort: { field: 'createdAt', direction: 'desc' },
  access: { types: ['ROOT', 'ADMIN'], permission: 'USER_ACCESS' },
  scope: (actor) =>
    actor.type === 'ROOT' ? undefined : inArray(users.type, [...ADMIN_MANAGED_TYPES]),
  toRow: (row, actor) => ({
    ...row,
    id: String(row.id),
    fullName: `${String(row.firstName)} ${String(row.lastName)}`,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    // One's own row is not selectable: a bulk action must not block or delete its actor.
    updatable: row.id !== actor.id,
  }),
});
