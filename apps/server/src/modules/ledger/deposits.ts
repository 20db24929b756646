import {
  CARD_DEPOSIT_NOT_PERMITTED,
  DEPOSIT_BANNED,
  DEPOSIT_METHOD_UNAVAILABLE,
  HELD_DEPOSIT_FIRST,
  type BankingDepositBody,
  type DepositMethod,
  type Transaction,
} from '@platfox/domain';
import type { FastifyBaseLogger } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { Db, DbTx } from '../../platform/db';
import { HttpError, badRequest, forbidden } from '../../platform/errors';
import { files } from '../../platform/files/tables';
import type { Live } from '../../platform/live';
import type { Actor } from '../auth/index';
import { ALREADY_REVIEWED, BalanceService, IDEMPOTENCY_KEY_REUSED, type Posted } from './balance';
import type { CardProvider } from './card-provider';
import { depositInfo, type ProviderAvailability } from './deposit-methods';
import { announcePosted } from './live';
import type { PaypalClient } from './paypal';
import { transactions, type PaymentProvider, type TransactionRow } from './tables';
import { viewOf } from './views';

/** What the deposit flows are built from. */
export type DepositDeps = {
  db: Db;
  live: Live;
  card: CardProvider | null;
  paypal: PaypalClient | null;
  /** Where the web app is reached: PayPal sends the seller back there. */
  publicUrl: string;
  log: FastifyBaseLogger;
};

export const PROOF_NOT_FOUND = 'The proof image was not found';
export const NOT_ALLOWED_TO_DEPOSIT = 'You are not allowed to deposit';

export const providersOf = (deps: Pick<DepositDeps, 'card' | 'paypal'>): ProviderAvailability => ({
  BANKING: true,
  CREDIT_CARD: deps.card !== null,
  PAYPAL: deps.paypal !== null,
});

/**
 * Refuses a deposit by a method the seller may not use now, with the spec's message for the
 * reason (spec 03 section 8). Call it under the seller's balance lock so two deposits racing
 * cannot both pass "no deposit held".
 */
export async function assertDepositAvailable(
  tx: DbTx,
  seller: Actor,
  method: DepositMethod,
  providers: ProviderAvailability,
): Promise<void> {
  const info = await depositInfo(tx, seller, providers);
  if (info.methods[method]) return;
  if (!info.allowDepositPermission) throw forbidden(NOT_ALLOWED_TO_DEPOSIT);
  if (method === 'CREDIT_CARD' && providers.CREDIT_CARD) {
    if (info.verifyRemainingAttemptNumber <= 0) throw forbidden(DEPOSIT_BANNED);
    if (info.hadHoldingDeposit) throw new HttpError(409, HELD_DEPOSIT_FIRST);
    if (!info.config.allowDepositCreditCard) throw badRequest(CARD_DEPOSIT_NOT_PERMITTED);
  }
  throw badRequest(DEPOSIT_METHOD_UNAVAILABLE);
}

/** The row an earlier request with this key wrote, if any; the same key for another thing is 409. */
export async function earlierDeposit(
  db: Db | DbTx,
  userId: string,
  key: string,
  amount: number,
): Promise<TransactionRow | undefined> {
  const [row] = await db
    .select()
    .from(transactions)
    .where(and(eq(transactions.userId, userId), eq(transactions.idempotencyKey, key)));
  if (row && (row.type !== 'DEPOSIT' || row.amount !== amount)) {
    throw new HttpError(409, IDEMPOTENCY_KEY_REUSED);
  }
  return row;
}

/**
 * Writes a deposit PENDING before the provider is called: a retry (same key) finds it, and a second
 * card deposit is refused while this one is in flight. The provider's answer completes it.
 */
export async function startDeposit(
  deps: DepositDeps,
  seller: Actor,
  input: { amount: number; method: DepositMethod; provider: PaymentProvider; key: string },
): Promise<Posted> {
  return deps.db.transaction(async (tx) => {
    await BalanceService.lockBalance(tx, seller.id);
    const earlier = await earlierDeposit(tx, seller.id, input.key, input.amount);
    if (earlier) return { transaction: earlier, isReplay: true, hasMovedBalance: false };
    await assertDepositAvailable(tx, seller, input.method, providersOf(deps));
    return BalanceService.post(tx, {
      userId: seller.id,
      type: 'DEPOSIT',
      status: 'PENDING',
      amount: input.amount,
      paymentMethod: input.method,
      provider: input.provider,
      idempotencyKey: input.key,
    });
  });
}

/** Cancels a deposit the provider refused, keeping the reason on the row; announces it. */
export async function cancelDeposit(
  deps: DepositDeps,
  id: string,
  reason: string,
): Promise<Transaction> {
  const posted = await deps.db.transaction((tx) =>
    BalanceService.settle(tx, id, { status: 'CANCELED', reviewNote: reason }),
  );
  return announcePosted(deps.live, deps.db, posted, 'updated');
}

/**
 * Credits a deposit the provider took (a card capture, a PayPal capture) and announces it; `also`
 * writes in the same transaction. When a racing call (two verifies, a retried PayPal return)
 * approved it first, that approval is the answer.
 */
export async function approveDeposit(
  deps: DepositDeps,
  id: string,
  also?: (tx: DbTx) => Promise<void>,
): Promise<Transaction> {
  try {
    const posted = await deps.db.transaction(async (tx) => {
      const approved = await BalanceService.settle(tx, id, { status: 'APPROVED' });
      await also?.(tx);
      return approved;
    });
    return await announcePosted(deps.live, deps.db, posted, 'updated');
  } catch (error) {
    if (error instanceof HttpError && error.message === ALREADY_REVIEWED) {
      const [current] = await deps.db.select().from(transactions).where(eq(transactions.id, id));
      if (current?.status === 'APPROVED') return viewOf(deps.db, current);
    }
    throw error;
  }
}

/** Bank transfers: the seller sends proof, an admin approves (reviews.ts) or cancels. */
export class BankingDepositService {
  constructor(private readonly deps: DepositDeps) {}

  async create(seller: Actor, body: BankingDepositBody, key: string): Promise<Transaction> {
    const { db, live } = this.deps;
    const posted = await db.transaction(async (tx) => {
      await BalanceService.lockBalance(tx, seller.id);
      const earlier = await earlierDeposit(tx, seller.id, key, body.amount);
      if (earlier) return { transaction: earlier, isReplay: true, hasMovedBalance: false };
      await assertDepositAvailable(tx, seller, 'BANKING', providersOf(this.deps));
      await assertOwnImage(tx, seller.id, body.proofFileId);
      return BalanceService.post(tx, {
        userId: seller.id,
        type: 'DEPOSIT',
        status: 'PENDING',
        amount: body.amount,
        paymentMethod: 'BANKING',
        proofFileId: body.proofFileId,
        description: body.description,
        idempotencyKey: key,
      });
    });
    return posted.isReplay ? viewOf(db, posted.transaction) : announcePosted(live, db, posted);
  }
}

/** The proof must be an image the seller uploaded; anyone else's file reads as not found. */
async function assertOwnImage(tx: DbTx, userId: string, fileId: string): Promise<void> {
  const [file] = await tx
    .select({ ownerId: files.ownerId, contentType: files.contentType })
    .from(files)
    .where(eq(files.id, fileId));
  if (!file || file.ownerId !== userId || !file.contentType.startsWith('image/')) {
    throw badRequest(PROOF_NOT_FOUND, { proofFileId: PROOF_NOT_FOUND });
  }
}
