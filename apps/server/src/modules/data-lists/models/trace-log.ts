import { serialiseDate, traceLogList } from '@platfox/domain';
import { eq } from 'drizzle-orm';
import { accountsReadModel } from '../../accounts/index';
import { traceLogsReadModel } from '../../trace-logs/index';
import { selectionOf } from '../model-parts';
import { serveListModel } from '../registry';
const { users } = accountsReadModel;
const { traceLogs } = traceLogsReadModel;

const columns = {
  actorId: { column: traceLogs.actorId, label: users.email },
  actorEmail: users.email,
  target: traceLogs.target,
  targetId: traceLogs.targetId,
  orderId: traceLogs.orderId,
  type: traceLogs.type,
  description: traceLogs.description,
  ip: traceLogs.ip,
  createdAt: traceLogs.createdAt,
};

/**
 * The audit trail for admins with TRACE_LOG_ACCESS: every row, with its actor's e-mail (a row
 * without actor was written by a payment provider's answer or a job). Read only: nothing here is
 * selectable or deleted.
 */
export const traceLogListModel = serveListModel(traceLogList, {
  source: (db, selection) =>
    db
      .select(selection)
      .from(traceLogs)
      .leftJoin(users, eq(users.id, traceLogs.actorId))
      .$dynamic(),
  id: traceLogs.id,
  columns,
  select: { id: traceLogs.id, ...selectionOf(columns), actorType: users.type },
  // The declaration lets in only root and admins with TRACE_LOG_ACCESS: they read every row.
  scope: () => undefined,
  toRow: (row) => ({ ...row, createdAt: serialiseDate(row.createdAt), updatable: false }),
});
