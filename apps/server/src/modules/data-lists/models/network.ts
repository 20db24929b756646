import { networkList, serialiseDate } from '@platfox/domain';
import { eq, sql } from 'drizzle-orm';
import { accountsReadModel } from '../../accounts/index';
import { qualified as q } from '../../catalog/index';
import { networksReadModel } from '../../networks/index';
import { selectionOf } from '../model-parts';
import { serveListModel } from '../registry';
const { users } = accountsReadModel;
const { networkMembers, networks } = networksReadModel;

const countOf = (status: 'APPROVED' | 'PENDING' | 'BLOCKED') =>
  sql<number>`(select count(*)::int from ${networkMembers} where ${q(networkMembers.networkId)} = ${q(networks.id)} and ${q(networkMembers.status)} = ${status})`;
const approvedCount = countOf('APPROVED');
const pendingCount = countOf('PENDING');
const blockedCount = countOf('BLOCKED');

const columns = {
  code: networks.code,
  ownerId: { column: networks.ownerId, label: users.email },
  ownerEmail: users.email,
  rulesDescription: networks.rulesDescription,
  status: networks.status,
  approvedCount,
  pendingCount,
  blockedCount,
  createdAt: networks.createdAt,
};

/** Seller networks (/a/networks) for admins with NETWORK_ACCESS; a network is its owner's. */
export const networkListModel = serveListModel(networkList, {
  source: (db, selection) =>
    db.select(selection).from(networks).innerJoin(users, eq(users.id, networks.ownerId)).$dynamic(),
  countTable: networks,
  id: networks.id,
  columns,
  select: { id: networks.id, ...selectionOf(columns) },
  scope: () => undefined,
  toRow: (row) => ({
    ...row,
    // Networks belong to their sellers: admins look, the owner acts.
    updatable: false,
    createdAt: serialiseDate(row.createdAt),
  }),
});
