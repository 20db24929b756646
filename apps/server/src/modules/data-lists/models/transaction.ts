import { PAYMENT_METHODS, TRANSACTION_STATUSES, TRANSACTION_TYPES } from '@platfox/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import { users } from '../../accounts/tables';
import { listableTypes, mayReach } from '../../ledger/views';
import { transactions } from '../../ledger/tables';
import { defineListModel } from '../registry';

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : value);
const userFullName = sql<string>`(${users.firstName} || ' ' || ${users.lastName})`;
const choices = (values: readonly string[]) =>
  values.map((value) => ({ key: value, label: value }));

/**
 * The ledger as lists (spec 01: /s/transaction/deposits, /others; /a/transaction/deposits,
 * /withdraws, /others; the screens narrow `type` with a fixed filter). A seller lists their own
 * rows; an admin the types their permissions cover (DEPOSIT_ACCESS, WITHDRAW_ACCESS,
 * OTHER_TRANSACTION_ACCESS), so an admin without any sees an empty list. `updatable` says whether
 * the actor may approve or cancel the row now.
 */
export const transactionListModel = defineListModel({
  name: 'transaction',
  source: (db, selection) =>
    db
      .select(selection)
      .from(transactions)
      .innerJoin(users, eq(users.id, transactions.userId))
      .$dynamic(),
  id: transactions.id,
  fields: {
    id: { type: 'array', column: sql`${transactions.id}::text` },
    type: {
      type: 'array',
      column: transactions.type,
      isSortable: true,
      choices: choices(TRANSACTION_TYPES),
    },
    status: {
      type: 'array',
      column: transactions.status,
      isSortable: true,
      choices: choices(TRANSACTION_STATUSES),
    },
    paymentMethod: {
      type: 'array',
      column: transactions.paymentMethod,
      isSortable: true,
      isExistenceEnabled: true,
      choices: choices(PAYMENT_METHODS),
    },
    amount: { type: 'int', column: transactions.amount, isSortable: true, isMoney: true },
    balanceAfter: {
      type: 'int',
      column: transactions.balanceAfter,
      isSortable: true,
      isMoney: true,
      isExistenceEnabled: true,
    },
    description: {
      type: 'text',
      column: transactions.description,
      isSortable: true,
      isExistenceEnabled: true,
    },
    orderId: {
      type: 'text',
      column: sql`${transactions.orderId}::text`,
      isExistenceEnabled: true,
    },
    userId: { type: 'autocomplete', column: transactions.userId, label: users.email },
    userEmail: { type: 'text', column: users.email, isSortable: true },
    userFullName: { type: 'text', column: userFullName, isSortable: true },
    createdAt: { type: 'time', column: transactions.createdAt, isSortable: true },
    reviewedAt: {
      type: 'time',
      column: transactions.reviewedAt,
      isSortable: true,
      isExistenceEnabled: true,
    },
  },
  select: {
    id: transactions.id,
    userId: transactions.userId,
    userEmail: users.email,
    userFullName,
    type: transactions.type,
    status: transactions.status,
    amount: transactions.amount,
    fee: transactions.fee,
    paymentMethod: transactions.paymentMethod,
    description: transactions.description,
    proofFileId: transactions.proofFileId,
    orderId: transactions.orderId,
    balanceBefore: transactions.balanceBefore,
    balanceAfter: transactions.balanceAfter,
    reviewNote: transactions.reviewNote,
    createdAt: transactions.createdAt,
    updatedAt: transactions.updatedAt,
    reviewedAt: transactions.reviewedAt,
  },
  defaultSort: { field: 'createdAt', direction: 'desc' },
  access: { types: ['SELLER', 'ADMIN'] },
  scope: (actor) => {
    if (actor.type === 'SELLER') return eq(transactions.userId, actor.id);
    const types = listableTypes(actor);
    if (types.length === TRANSACTION_TYPES.length) return undefined;
    return types.length > 0 ? inArray(transactions.type, types) : sql`false`;
  },
  toRow: (row, actor) => {
    const waits = row.status === 'PENDING' || row.status === 'HOLDING';
    const isReviewable = row.type === 'DEPOSIT' || row.type === 'WITHDRAW';
    const owner = {
      userId: String(row.userId),
      type: row.type as (typeof TRANSACTION_TYPES)[number],
    };
    return {
      ...row,
      id: String(row.id),
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
      reviewedAt: iso(row.reviewedAt),
      updatable: waits && isReviewable && mayReach(actor, owner, 'DETAIL_UPDATE'),
    };
  },
});
