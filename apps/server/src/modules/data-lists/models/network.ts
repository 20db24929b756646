import { eq, sql } from 'drizzle-orm';
import { users } from '../../accounts/tables';
import { qualified as q } from '../../catalog/list-rules';
import { networkMembers, networks } from '../../networks/tables';
import { defineListModel, idField } from '../registry';

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : value);
const countOf = (status: 'APPROVED' | 'PENDING' | 'BLOCKED') =>
  sql<number>`(select count(*)::int from ${networkMembers} where ${q(networkMembers.networkId)} = ${q(networks.id)} and ${q(networkMembers.status)} = ${status})`;
const approvedCount = countOf('APPROVED');
const pendingCount = countOf('PENDING');
const blockedCount = countOf('BLOCKED');

/** Seller networks (/a/networks) for admins with NETWORK_ACCESS; a network is its owner's. */
export const networkListModel = defineListModel({
  name: 'network',
  source: (db, selection) =>
    db.select(selection).from(networks).innerJoin(users, eq(users.id, networks.ownerId)).$dynamic(),
  countTable: networks,
  id: networks.id,
  fields: {
    id: idField(networks.id),
    code: { type: 'text', column: networks.code, isSortable: true },
    ownerId: { type: 'autocomplete', column: networks.ownerId, label: users.email },
    ownerEmail: { type: 'text', column: users.email, isSortable: true },
    rulesDescription: { type: 'text', column: networks.rulesDescription },
    approvedCount: { type: 'int', column: approvedCount, isSortable: true },
    pendingCount: { type: 'int', column: pendingCount, isSortable: true },
    blockedCount: { type: 'int', column: blockedCount, isSortable: true },
    createdAt: { type: 'time', column: networks.createdAt, isSortable: true },
  },
  select: {
    id: networks.id,
    code: networks.code,
    ownerId: networks.ownerId,
    ownerEmail: users.email,
    rulesDescription: networks.rulesDescription,
    approvedCount,
    pendingCount,
    blockedCount,
    createdAt: networks.createdAt,
  },
  defaultSort: { field: 'createdAt', direction: 'desc' },
  access: { types: ['ADMIN'], permission: 'NETWORK_ACCESS' },
  scope: () => undefined,
  toRow: (row) => ({
    ...row,
    id: String(row.id),
    // Networks belong to their sellers: admins look, the owner acts.
    updatable: false,
    createdAt: iso(row.createdAt),
  }),
});
