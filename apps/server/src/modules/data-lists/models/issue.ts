import { issueList, serialiseDate } from '@platfox/domain';
import { eq } from 'drizzle-orm';
import { accountsReadModel } from '../../accounts/index';
import { issueScope, issuesReadModel } from '../../issues/index';
import { selectionOf } from '../model-parts';
import { serveListModel } from '../registry';
const { users } = accountsReadModel;
const { issueItems, issues } = issuesReadModel;

const columns = {
  selfId: issues.selfId,
  status: issues.status,
  type: issues.type,
  origin: issues.origin,
  action: issues.action,
  resolution: issues.resolution,
  sellerId: { column: issues.sellerId, label: users.email },
  description: issues.description,
  createdAt: issues.createdAt,
  updatedAt: issues.updatedAt,
};

/**
 * Support issues as a list (/s/issues, /a/issues, /p/issues): a seller their own, a printer the
 * issues on items routed to it (issues/reads.ts), admins with ORDER_ITEM_ACCESS all of them.
 */
export const issueListModel = serveListModel(issueList, {
  // A left join on the seller's key, which always matches (NOT NULL, ON DELETE RESTRICT): the same
  // rows as an inner join, but a total whose filters read only issues counts them alone, through
  // an index (the admin's total over 200,000 issues joined every counted row to users).
  source: (db, selection) =>
    db.select(selection).from(issues).leftJoin(users, eq(users.id, issues.sellerId)).$dynamic(),
  countTable: issues,
  // The printer's scope is an EXISTS on issue_items (issues/reads.ts): with the join to users in
  // the count, PostgreSQL hashed all 85,000 of a printer's items (111 ms); alone it merges the
  // two indexes (about a third of that, at load 12).
  countAlsoReads: [issueItems],
  id: issues.id,
  columns,
  select: {
    id: issues.id,
    ...selectionOf(columns),
    sellerEmail: users.email,
    orderId: issues.orderId,
  },
  scope: (actor) => issueScope(actor),
  toRow: (row) => ({
    ...row,
    sellerEmail: row.sellerEmail ?? '',
    updatable: row.status !== 'CLOSED',
    createdAt: serialiseDate(row.createdAt),
    updatedAt: serialiseDate(row.updatedAt),
  }),
});
