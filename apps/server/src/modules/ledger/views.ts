import { serialiseDate, type Transaction, type TransactionType } from '@platfox/domain';
import { eq, getTableColumns } from 'drizzle-orm';
import type { Db, DbTx } from '../../platform/db';
import { forbidden, notFound } from '../../platform/errors';
import { accountsReadModel } from '../accounts/index';
import type { Actor } from '../auth/index';
import { transactions, type TransactionRow } from './tables';
const { users } = accountsReadModel;

/*
 * How ledger rows leave the server, and who may read which. Sellers read their own rows only
 * (another seller's id reads as not found); admins read the types their permissions cover.
 */

export const TRANSACTION_NOT_FOUND = 'Transaction not found';

type Area = 'DEPOSIT' | 'WITHDRAW' | 'OTHER_TRANSACTION';

/** The admin area a type is listed under (spec 01: /a/transaction/deposits, /withdraws, /others). */
export function areaOf(type: TransactionType): Area {
  if (type === 'DEPOSIT') return 'DEPOSIT';
  if (type === 'WITHDRAW') return 'WITHDRAW';
  return 'OTHER_TRANSACTION';
}

const hasPermission = (actor: Actor, permission: string) =>
  actor.type === 'ROOT' || actor.permissions.includes(permission);

/** The types whose rows an admin may list: DEPOSIT_ACCESS, WITHDRAW_ACCESS, OTHER_TRANSACTION_ACCESS. */
export function listableTypes(actor: Actor): TransactionType[] {
  const all: TransactionType[] = [
    'ADJUST',
    'BONUS',
    'CHARGE',
    'DEPOSIT',
    'REFUND',
    'REFUND_DEPOSIT',
    'WITHDRAW',
  ];
  return all.filter((type) => hasPermission(actor, `${areaOf(type)}_ACCESS`));
}

/** Whether the actor may read (or, with 'DETAIL_UPDATE', review) a row of this type. */
export function mayReach(
  actor: Actor,
  row: { userId: string; type: TransactionType },
  action: 'DETAIL_ACCESS' | 'DETAIL_UPDATE' = 'DETAIL_ACCESS',
): boolean {
  if (actor.type === 'SELLER') return row.userId === actor.id;
  if (actor.type !== 'ADMIN' && actor.type !== 'ROOT') return false;
  return hasPermission(actor, `${areaOf(row.type)}_${action}`);
}

export function toTransaction(
  row: TransactionRow,
  user: { email: string; firstName: string; lastName: string },
): Transaction {
  return {
    id: row.id,
    userId: row.userId,
    userEmail: user.email,
    userFullName: `${user.firstName} ${user.lastName}`,
    type: row.type,
    status: row.status,
    amount: row.amount,
    fee: row.fee,
    paymentMethod: row.paymentMethod,
    description: row.description,
    proofFileId: row.proofFileId,
    orderId: row.orderId,
    refTransactionId: row.refTransactionId,
    balanceBefore: row.balanceBefore,
    balanceAfter: row.balanceAfter,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    reviewedAt: serialiseDate(row.reviewedAt),
    reviewNote: row.reviewNote,
  };
}

/** A row with its seller, as stored; undefined when there is none. */
export async function findTransaction(db: Db | DbTx, id: string) {
  const [found] = await db
    .select({
      row: getTableColumns(transactions),
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(transactions)
    .innerJoin(users, eq(users.id, transactions.userId))
    .where(eq(transactions.id, id));
  return found ? { row: found.row, view: toTransaction(found.row, found) } : undefined;
}

/**
 * A row the actor may reach. A seller's look at another seller's row is 404 (it never learns the
 * row exists); an admin without the area's permission is 403.
 */
export async function reachTransaction(
  db: Db | DbTx,
  actor: Actor,
  id: string,
  action: 'DETAIL_ACCESS' | 'DETAIL_UPDATE' = 'DETAIL_ACCESS',
) {
  const found = await findTransaction(db, id);
  if (!found || (actor.type === 'SELLER' && found.row.userId !== actor.id)) {
    throw notFound(TRANSACTION_NOT_FOUND);
  }
  if (!mayReach(actor, found.row, action)) throw forbidden();
  return found;
}

/** The public shape of a row just written (for answers and live events). */
export async function viewOf(
  db: Db | DbTx,
  row: TransactionRow,
  /** The seller's names when the caller has them already (a posting read them). */
  known?: { email: string; firstName: string; lastName: string },
): Promise<Transaction> {
  // The reviewer's e-mail: the money pages show who approved each transaction.
  const [reviewer] = row.reviewedBy
    ? await db.select({ email: users.email }).from(users).where(eq(users.id, row.reviewedBy))
    : [];
  const reviewedByEmail = reviewer?.email ?? null;
  if (known) return { ...toTransaction(row, known), reviewedByEmail };
  const [user] = await db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, row.userId));
  return {
    ...toTransaction(row, user ?? { email: '', firstName: '', lastName: '' }),
    reviewedByEmail,
  };
}
