import { serialiseDate, staffList } from '@platfox/domain';
import { eq } from 'drizzle-orm';
import { staffReadModel } from '../../staff/index';
import { selectionOf } from '../model-parts';
import { serveListModel } from '../registry';
const { staff } = staffReadModel;

const columns = {
  fullName: staff.fullName,
  email: staff.email,
  phone: staff.phone,
  role: staff.role,
  code: staff.code,
  createdAt: staff.createdAt,
};

/**
 * A printer's own staff. Like the human-resources pages it needs owner verification (the
 * Auth-Feature header), so the list is not a way around GET printer/hm/staff.
 */
export const staffListModel = serveListModel(staffList, {
  source: (db, selection) => db.select(selection).from(staff).$dynamic(),
  id: staff.id,
  columns,
  select: { id: staff.id, ...selectionOf(columns) },
  scope: (actor) => eq(staff.printerId, actor.id),
  toRow: (row) => ({ ...row, createdAt: serialiseDate(row.createdAt), updatable: true }),
});
