import { serialiseDate, transactionList, TRANSACTION_TYPES } from '@platfox/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import { accountsReadModel } from '../../accounts/index';
import { listableTypes, mayReach, ledgerReadModel } from '../../ledger/index';
import { serveListModel } from '../registry';
const { users } = accountsReadModel;
const { transactions } = ledgerReadModel;

const userFullName = sql<string>`(${users.firstName} || ' ' || ${users.lastName})`;
/** Who approved or cancelled the row (the money pages show it). */
const reviewerEmail = sql<
  string | null
>`(select reviewer.email from users reviewer where reviewer.id = ${transactions.reviewedBy})`;

/**
 * The ledger as lists (spec 01: /s/transaction/deposits, /others; /a/transaction/deposits,
 * /withdraws, /others; the screens narrow `type` with a fixed filter). A seller lists their own
 * rows; an admin the types their permissions cover (DEPOSIT_ACCESS, WITHDRAW_ACCESS,
 * OTHER_TRANSACTION_ACCESS; an admin with none of them is refused). `updatable` says whether the
 * actor may approve or cancel the row now.
 */
export const transactionListModel = serveListModel(transactionList, {
  source: (db, selection) =>
    db
      .select(selection)
      .from(transactions)
      .innerJoin(users, eq(users.id, transactions.userId))
      .$dynamic(),
  // Money: a user reconciles these counts, so they are counted, never only estimated.
  isTotalExact: true,
  id: transactions.id,
  columns: {
    type: transactions.type,
    status: transactions.status,
    paymentMethod: transactions.paymentMethod,
    amount: transactions.amount,
    balanceAfter: transactions.balanceAfter,
    description: transactions.description,
    orderId: sql`${transactions.orderId}::text`,
    userId: { column: transactions.userId, label: users.email },
    userEmail: users.email,
    userFullName,
    createdAt: transactions.createdAt,
    reviewedAt: transactions.reviewedAt,
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
    reviewedByEmail: reviewerEmail,
    createdAt: transactions.createdAt,
    updatedAt: transactions.updatedAt,
    reviewedAt: transactions.reviewedAt,
  },
  scope: (actor) => {
    if (actor.type === 'SELLER') return eq(transactions.userId, actor.id);
    const types = listableTypes(actor);
    if (types.length === TRANSACTION_TYPES.length) return undefined;
    // Never empty: the declaration lets in only admins holding one of the types' permissions.
    return inArray(transactions.type, types);
  },
  toRow: (row, actor) => {
    const waits = row.status === 'PENDING' || row.status === 'HOLDING';
    const isReviewable = row.type === 'DEPOSIT' || row.type === 'WITHDRAW';
    return {
      ...row,
      createdAt: serialiseDate(row.createdAt),
      updatedAt: serialiseDate(row.updatedAt),
      reviewedAt: serialiseDate(row.reviewedAt),
      updatable:
        waits &&
        isReviewable &&
        mayReach(actor, { userId: row.userId, type: row.type }, 'DETAIL_UPDATE'),
    };
  },
});
