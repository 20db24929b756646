import {
  BALANCE_NOT_ENOUGH,
  type PaymentMethod,
  type TransactionStatus,
  type TransactionType,
} from '@platfox/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Bound } from '../../platform/db/shaped-statement';
import { writeTogether, type DbTx } from '../../platform/db';
import { preparedInTransaction } from '../../platform/db/prepared-in-transaction';
import { HttpError, badRequest, notFound } from '../../platform/errors';
import { accountsReadModel } from '../accounts/index';
import { transactions, type PaymentProvider, type TransactionRow } from './tables';
import { writeTrace } from '../trace-logs/index';
const { users } = accountsReadModel;

/*
 * The one place that changes users.current_balance. Every movement of money is a ledger row
 * written in the caller's database transaction, after the seller's user row is locked
 * (SELECT ... FOR UPDATE): two movements of the same seller's money never interleave, so a check
 * of the balance holds until the commit. Other modules (orders) call `charge` and `refund`.
 */

export const NOT_A_SELLER = 'The selected seller is invalid';
export const IDEMPOTENCY_KEY_REUSED = 'This idempotency key was used for a different request';
export const ALREADY_REVIEWED = 'This transaction has already been approved or canceled';

export type PostInput = {
  userId: string;
  type: TransactionType;
  /** Signed effect on the balance in cents once APPROVED (a charge is negative). */
  amount: number;
  status: TransactionStatus;
  /** Set when the caller needs the row's id before it is written (the card code hash uses it). */
  id?: string;
  paymentMethod?: PaymentMethod | null;
  description?: string | null;
  proofFileId?: string | null;
  orderId?: string | null;
  refTransactionId?: string | null;
  idempotencyKey?: string | null;
  provider?: PaymentProvider | null;
  providerRef?: string | null;
  verifyCodeHash?: string | null;
  createdBy?: string | null;
  reviewedBy?: string | null;
};

export type Posted = {
  transaction: TransactionRow;
  /** The same idempotency key was seen before: this is the first request's row, nothing new. */
  isReplay: boolean;
  /** Whether this call moved the balance (the seller is told the new one after the commit). */
  hasMovedBalance: boolean;
  /** The seller's name and e-mail address as the lock read them (the row's public shape). */
  owner?: { email: string; firstName: string; lastName: string };
};

export const conflict = (message: string, errors: Record<string, string> = {}) =>
  new HttpError(409, message, errors);

/** Locks the seller's balance row until the caller's transaction ends; answers the balance. */
export async function lockBalance(tx: DbTx, userId: string): Promise<number> {
  return (await lockOwner(tx, userId)).currentBalance;
}

/**
 * What the seller's pending withdraws hold back (cents, positive). A withdraw moves the balance
 * only when approved, so until then it reserves its amount: every other debit must leave it.
 */
export async function reservedAmount(tx: DbTx, userId: string, exceptId?: string): Promise<number> {
  const [row] = await tx
    .select({ total: sql<string | null>`sum(-${transactions.amount})` })
    .from(transactions)
    .where(
      and(
        eq(transactions.userId, userId),
        eq(transactions.type, 'WITHDRAW'),
        eq(transactions.status, 'PENDING'),
        exceptId ? sql`${transactions.id} <> ${exceptId}` : undefined,
      ),
    );
  return Number(row?.total ?? 0);
}

/**
 * The seller's balance row, locked until the caller's transaction ends, with the names the
 * ledger row's public shape shows. Prepared: every charge of a placement runs it.
 *
 * FOR NO KEY UPDATE, the lock the balance's own UPDATE takes: it queues every other balance
 * change of the seller, and leaves the row's key free for the foreign-key checks of other
 * transactions (an item routed to a printer, a rollup row of the seller's). FOR UPDATE blocked
 * those too, and a placement waiting for the lock then closed a cycle with a transaction holding
 * the rollup row the placement before it needed: deadlocks under the fleet test's load.
 */
const lockedOwner = preparedInTransaction('ledger_locked_owner', (tx) =>
  tx
    .select({
      currentBalance: users.currentBalance,
      type: users.type,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .for('no key update'),
);

/** Locks a seller's balance row (refused when the user is no seller); answers it. */
export async function lockOwner(tx: DbTx, userId: string) {
  const [owner] = await lockedOwner(tx, { userId });
  if (!owner || owner.type !== 'SELLER') throw badRequest(NOT_A_SELLER, { userId: NOT_A_SELLER });
  return owner;
}

/**
 * What the checks of a debit read after the lock: what the seller's pending withdraws reserve
 * (cents, positive, as text) and the id of the row an idempotency key wrote before, if any.
 */
export function keyAndReserveReads(userId: Bound<string>, key: Bound<string> | null) {
  return {
    reserved: sql<
      string | number
    >`select coalesce(sum(-${transactions.amount}), 0) from ${transactions}
      where ${transactions.userId} = ${userId} and ${transactions.type} = 'WITHDRAW'
        and ${transactions.status} = 'PENDING'`,
    existing_id: key
      ? sql<string | null>`select ${transactions.id} from ${transactions}
          where ${transactions.userId} = ${userId} and ${transactions.idempotencyKey} = ${key}`
      : sql<string | null>`select null::uuid`,
  };
}

/**
 * The row an idempotency key wrote before (its id) and what pending withdraws reserve, in one
 * round trip: a placement is a few dozen statements and each one costs a loopback trip.
 */
async function keyAndReserve(
  tx: DbTx,
  userId: string,
  key: string | null,
): Promise<{ existingId: string | null; reserved: number }> {
  const row = await writeTogether(tx, [], keyAndReserveReads(userId, key));
  return { existingId: row.existing_id, reserved: Number(row.reserved) };
}

/** Refuses a debit the balance, less what pending withdraws reserve, does not cover. */
async function assertCovered(
  tx: DbTx,
  balance: number,
  row: { userId: string; amount: number; id?: string },
): Promise<void> {
  if (row.amount >= 0) return;
  const reserved = await reservedAmount(tx, row.userId, row.id);
  if (balance + row.amount - reserved < 0) {
    throw conflict(BALANCE_NOT_ENOUGH, { amount: BALANCE_NOT_ENOUGH });
  }
}

/**
 * The write of a seller's new balance (not awaited: chargeTogether runs it with others). Its
 * values may be placeholders: chargeTogether's caller builds its statement once per shape.
 */
export function balanceWrite(
  tx: DbTx,
  userId: Bound<string>,
  balance: Bound<number>,
  now: Bound<Date> = new Date(),
) {
  // A placeholder goes through the column's encoder as a value does (Drizzle's types leave
  // placeholders out of set(), its code takes them).
  return tx
    .update(users)
    .set({ currentBalance: balance as number, updatedAt: now as Date })
    .where(eq(users.id, userId));
}

async function setBalance(tx: DbTx, userId: string, balance: number): Promise<void> {
  await balanceWrite(tx, userId, balance);
}

export async function findByKey(tx: DbTx, userId: string, key: string) {
  const [row] = await tx
    .select()
    .from(transactions)
    .where(and(eq(transactions.userId, userId), eq(transactions.idempotencyKey, key)));
  return row;
}

/** A retry must ask for the same thing; the same key for something else is refused. */
export function replayOf(existing: TransactionRow, input: PostInput): Posted {
  if (existing.type !== input.type || existing.amount !== input.amount) {
    throw conflict(IDEMPOTENCY_KEY_REUSED);
  }
  return { transaction: existing, isReplay: true, hasMovedBalance: false };
}

/**
 * Writes a ledger row in the caller's transaction. An APPROVED row moves the balance at once
 * (refused with 409 and nothing written when it would go below zero or into what pending withdraws
 * reserve); a PENDING withdraw is checked the same way, as it reserves its amount; other rows wait
 * for `settle`. With an idempotency key, a key seen before answers the first row.
 */
async function post(tx: DbTx, input: PostInput): Promise<Posted> {
  if (!Number.isSafeInteger(input.amount)) throw badRequest('The amount must be whole cents');
  const owner = await lockOwner(tx, input.userId);
  const balance = owner.currentBalance;
  // One statement for what the checks need, read after the lock so it sees every commit before.
  const seen = await keyAndReserve(tx, input.userId, input.idempotencyKey ?? null);
  if (seen.existingId) {
    const existing = await findByKey(tx, input.userId, input.idempotencyKey!);
    if (existing) return replayOf(existing, input);
  }
  const isApproved = input.status === 'APPROVED';
  const isReserving = input.type === 'WITHDRAW' && input.status === 'PENDING';
  // The same refusal as assertCovered, with the reserve read above.
  const isShort = input.amount < 0 && balance + input.amount - seen.reserved < 0;
  if ((isApproved || isReserving) && isShort) {
    throw conflict(BALANCE_NOT_ENOUGH, { amount: BALANCE_NOT_ENOUGH });
  }
  const after = isApproved ? balance + input.amount : null;
  const now = new Date();
  const values = {
    ...input,
    balanceBefore: isApproved ? balance : null,
    balanceAfter: after,
    reviewedAt: isApproved ? now : null,
    createdAt: now,
    updatedAt: now,
  };
  const by = { email: owner.email, firstName: owner.firstName, lastName: owner.lastName };
  if (after === null) {
    const [row] = await tx
      .insert(transactions)
      .values(values)
      // The unique index (user, idempotency key) decides a race the lock did not see (a caller
      // in an older snapshot): nothing is written and the first row answers.
      .onConflictDoNothing()
      .returning();
    if (row) return { transaction: row, isReplay: false, hasMovedBalance: false, owner: by };
    const existing = input.idempotencyKey
      ? await findByKey(tx, input.userId, input.idempotencyKey)
      : undefined;
    if (existing) return replayOf(existing, input);
    throw conflict('This payment has already been recorded');
  }
  // The row and the balance it moves in one statement. Every writer of a seller's rows holds the
  // lock taken above and the key was read after it, so the key's unique index cannot refuse
  // this insert; if it ever did, the statement fails whole and the balance does not move.
  const moved = tx
    .$with('moved', {})
    .as(
      tx
        .update(users)
        .set({ currentBalance: after, updatedAt: now })
        .where(eq(users.id, input.userId))
        .getSQL(),
    );
  const [row] = await tx.with(moved).insert(transactions).values(values).returning();
  return { transaction: row!, isReplay: false, hasMovedBalance: true, owner: by };
}

export type SettleInput = {
  status: 'APPROVED' | 'CANCELED';
  reviewedBy?: string | null;
  /** Why (an admin's reason, a provider's refusal), kept beside the row's own description. */
  reviewNote?: string | null;
  /** The row must belong to this seller (a seller acting on their own row). */
  userId?: string;
  /** The reviewer's address, for the audit trail. */
  ip?: string | null;
};

/**
 * Approves or cancels a PENDING or HOLDING row: approving moves the balance then, with the same
 * refusal as `post`. A row that is already settled is refused (409); an unknown one is 404.
 */
async function settle(tx: DbTx, id: string, input: SettleInput): Promise<Posted> {
  const [found] = await tx
    .select({ userId: transactions.userId })
    .from(transactions)
    .where(eq(transactions.id, id));
  if (!found || (input.userId && found.userId !== input.userId)) throw notFound();
  const balance = await lockBalance(tx, found.userId);
  // Read again under the lock: a concurrent settle of the same row has committed by now.
  const [row] = await tx.select().from(transactions).where(eq(transactions.id, id));
  if (!row) throw notFound();
  if (row.status !== 'PENDING' && row.status !== 'HOLDING') throw conflict(ALREADY_REVIEWED);
  const isApproved = input.status === 'APPROVED';
  if (isApproved) await assertCovered(tx, balance, row);
  const now = new Date();
  const [updated] = await tx
    .update(transactions)
    .set({
      status: input.status,
      balanceBefore: isApproved ? balance : null,
      balanceAfter: isApproved ? balance + row.amount : null,
      reviewedBy: input.reviewedBy ?? null,
      reviewedAt: now,
      updatedAt: now,
      reviewNote: input.reviewNote ?? null,
    })
    .where(eq(transactions.id, id))
    .returning();
  if (isApproved) await setBalance(tx, row.userId, balance + row.amount);
  await writeTrace(tx, {
    actorId: input.reviewedBy ?? null,
    ip: input.ip ?? null,
    target: 'transaction',
    targetId: row.id,
    orderId: row.orderId,
    type: 'STATUS',
    description: `${row.type} ${row.status} → ${input.status}${input.reviewNote ? `: ${input.reviewNote}` : ''}`,
  });
  return { transaction: updated!, isReplay: false, hasMovedBalance: isApproved };
}

export const BalanceService = { post, settle, lockBalance, reservedAmount } as const;

export type ChargeOptions = {
  idempotencyKey: string;
  orderId?: string | null;
  description?: string | null;
};

export function positiveCents(amountCents: number): number {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) {
    throw badRequest('The amount must be a positive number of cents', {
      amount: 'The amount must be greater than 0',
    });
  }
  return amountCents;
}

/**
 * Takes money for an order inside the caller's transaction (the order placement's own), so the
 * order and its charge commit or roll back together. Refused with 409 "Balance not enough" and
 * nothing written when the balance does not cover it; a retry with the same key charges once.
 */
export function charge(
  tx: DbTx,
  sellerId: string,
  amountCents: number,
  options: ChargeOptions,
): Promise<Posted> {
  return post(tx, chargeInput(sellerId, amountCents, options));
}

/** The ledger row an order's charge asks for (`charge`, `chargeTogether`). */
export function chargeInput(sellerId: string, amountCents: number, options: ChargeOptions) {
  return {
    userId: sellerId,
    type: 'CHARGE',
    status: 'APPROVED',
    amount: -positiveCents(amountCents),
    idempotencyKey: options.idempotencyKey,
    orderId: options.orderId ?? null,
    description: options.description ?? null,
  } satisfies PostInput;
}

/** Gives money of an order back to the seller, inside the caller's transaction; once per key. */
export function refund(
  tx: DbTx,
  sellerId: string,
  amountCents: number,
  options: ChargeOptions & { refTransactionId?: string | null },
): Promise<Posted> {
  return post(tx, {
    userId: sellerId,
    type: 'REFUND',
    status: 'APPROVED',
    amount: positiveCents(amountCents),
    idempotencyKey: options.idempotencyKey,
    orderId: options.orderId ?? null,
    refTransactionId: options.refTransactionId ?? null,
    description: options.description ?? null,
  });
}
