import { STAFF_ROLES } from '@platfox/domain';
import { eq } from 'drizzle-orm';
import { staff } from '../../staff/tables';
import { defineListModel, idField } from '../registry';

/**
 * A printer's own staff. Like the human-resources pages it needs owner verification (the
 * Auth-Feature header), so the list is not a way around GET printer/hm/staff.
 */
export const staffListModel = defineListModel({
  name: 'staff',
  source: (db, selection) => db.select(selection).from(staff).$dynamic(),
  id: staff.id,
  fields: {
    id: idField(staff.id),
    fullName: { type: 'text', column: staff.fullName, isSortable: true },
    email: { type: 'text', column: staff.email, isSortable: true, isExistenceEnabled: true },
    phone: { type: 'text', column: staff.phone, isSortable: true, isExistenceEnabled: true },
    role: {
      type: 'array',
      column: staff.role,
      isSortable: true,
      choices: STAFF_ROLES.map((role) => ({ key: role, label: role })),
    },
    code: { type: 'text', column: staff.code, isSortable: true },
    createdAt: { type: 'time', column: staff.createdAt, isSortable: true },
  },
  select: {
    id: staff.id,
    fullName: staff.fullName,
    email: staff.email,
    phone: staff.phone,
    role: staff.role,
    code: staff.code,
    createdAt: staff.createdAt,
  },
  defaultSort: { field: 'fullName', direction: 'asc' },
  access: { types: ['PRINTER'], isFeatureTokenRequired: true },
  scope: (actor) => eq(staff.printerId, actor.id),
  toRow: (row) => ({
    ...row,
    id: String(row.id),
    createdAt: (row.createdAt as Date).toISOString(),
    updatable: true,
  }),
});
