import type { Transaction } from '@platfox/domain';
import { and, eq, sql } from 'drizzle-orm';
import { HttpError, badRequest } from '../../platform/errors';
import type { Actor } from '../auth/index';
import { BalanceService } from './balance';
import type { CardDepositService } from './card-deposits';
import type { DepositDeps } from './deposits';
import { announcePosted } from './live';
import { transactions } from './tables';
import { reachTransaction } from './views';

export const NOT_REVIEWABLE = 'Only deposits and withdraws wait for approval';
export const APPROVED_BY_PAYMENT =
  'Card and PayPal deposits are approved by their payment, not by hand';
export const REFUND_ABOVE_DEPOSIT = 'The refund may not exceed what is left of the deposit';
export const NOT_REFUNDABLE = 'Only an approved deposit can be refunded';

/**
 * Approving and cancelling what waits: admins approve bank-transfer deposits (having seen the
 * money arrive) and withdraws (having paid them), and cancel any waiting deposit or withdraw;
 * a seller cancels their own. A cancelled held card deposit releases its authorisation.
 */
export class ReviewService {
  constructor(
    private readonly deps: DepositDeps,
    private readonly cards: CardDepositService,
  ) {}

  async approve(
    admin: Actor,
    id: string,
    reviewNote: string | null,
    ip: string | null = null,
  ): Promise<Transaction> {
    const { row } = await reachTransaction(this.deps.db, admin, id, 'DETAIL_UPDATE');
    if (row.type !== 'DEPOSIT' && row.type !== 'WITHDRAW') throw new HttpError(409, NOT_REVIEWABLE);
    if (row.type === 'DEPOSIT' && row.paymentMethod !== 'BANKING') {
      throw new HttpError(409, APPROVED_BY_PAYMENT);
    }
    const posted = await this.deps.db.transaction((tx) =>
      BalanceService.settle(tx, id, { status: 'APPROVED', reviewedBy: admin.id, reviewNote, ip }),
    );
    return announcePosted(this.deps.live, this.deps.db, posted, 'updated');
  }

  /** An admin's cancel, or a seller's of their own row (another seller's reads as not found). */
  async cancel(
    actor: Actor,
    id: string,
    reviewNote: string | null,
    ip: string | null = null,
  ): Promise<Transaction> {
    const { row } = await reachTransaction(this.deps.db, actor, id, 'DETAIL_UPDATE');
    if (row.type !== 'DEPOSIT' && row.type !== 'WITHDRAW') throw new HttpError(409, NOT_REVIEWABLE);
    const posted = await this.deps.db.transaction((tx) =>
      BalanceService.settle(tx, id, {
        status: 'CANCELED',
        reviewedBy: actor.id,
        reviewNote,
        ip,
        userId: actor.type === 'SELLER' ? actor.id : undefined,
      }),
    );
    const canceled = posted.transaction;
    if (canceled.provider === 'STRIPE' && canceled.providerRef) {
      await this.cards.releaseQuietly(canceled.providerRef, canceled.id);
    }
    return announcePosted(this.deps.live, this.deps.db, posted, 'updated');
  }

  /**
   * Pays an approved deposit back (REFUND_DEPOSIT): the money leaves the balance, so the balance
   * less pending withdraws must cover it, and all refunds of a deposit stay within its amount.
   */
  async refundDeposit(
    admin: Actor,
    id: string,
    body: { amount: number; description: string },
    key: string | null,
  ): Promise<Transaction> {
    const { row } = await reachTransaction(this.deps.db, admin, id, 'DETAIL_UPDATE');
    if (row.type !== 'DEPOSIT' || row.status !== 'APPROVED') {
      throw new HttpError(409, NOT_REFUNDABLE);
    }
    const posted = await this.deps.db.transaction(async (tx) => {
      await BalanceService.lockBalance(tx, row.userId);
      const [refunded] = await tx
        .select({ total: sql<string | null>`sum(-${transactions.amount})` })
        .from(transactions)
        .where(
          and(
            eq(transactions.refTransactionId, row.id),
            eq(transactions.type, 'REFUND_DEPOSIT'),
            eq(transactions.status, 'APPROVED'),
          ),
        );
      const idempotencyKey = key ? `admin:${admin.id}:${key}` : null;
      const isRetry =
        idempotencyKey !== null &&
        (
          await tx
            .select({ id: transactions.id })
            .from(transactions)
            .where(
              and(
                eq(transactions.userId, row.userId),
                eq(transactions.idempotencyKey, idempotencyKey),
              ),
            )
        ).length > 0;
      if (!isRetry && body.amount > row.amount - Number(refunded?.total ?? 0)) {
        throw badRequest(REFUND_ABOVE_DEPOSIT, { amount: REFUND_ABOVE_DEPOSIT });
      }
      return BalanceService.post(tx, {
        userId: row.userId,
        type: 'REFUND_DEPOSIT',
        status: 'APPROVED',
        amount: -body.amount,
        paymentMethod: row.paymentMethod,
        refTransactionId: row.id,
        description: body.description,
        createdBy: admin.id,
        reviewedBy: admin.id,
        idempotencyKey,
      });
    });
    return announcePosted(this.deps.live, this.deps.db, posted);
  }
}
