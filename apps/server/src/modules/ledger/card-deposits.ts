import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import {
  DEPOSIT_BANNED,
  DEPOSIT_CODE_LENGTH,
  DEPOSIT_VERIFY_ATTEMPTS,
  WRONG_DEPOSIT_CODE,
  type CardDepositBody,
  type Transaction,
} from '@platfox/domain';
import { and, eq } from 'drizzle-orm';
import { HttpError, notFound } from '../../platform/errors';
import type { Actor } from '../auth/index';
import { ALREADY_REVIEWED, BalanceService } from './balance';
import { CardProviderError, type CardProvider } from './card-provider';
import { readUserSettings, setVerifyAttempts } from './deposit-methods';
import { approveDeposit, cancelDeposit, startDeposit, type DepositDeps } from './deposits';
import { announcePosted } from './live';
import { cardCustomerOf } from './saved-cards';
import { transactions, type TransactionRow } from './tables';
import { writeTrace } from '../trace-logs/index';
import { TRANSACTION_NOT_FOUND, viewOf } from './views';

/*
 * Card deposits (spec 02 section 4.12): the card is authorised for the amount with a random
 * 6-digit code in the statement descriptor; the deposit is HOLDING until the seller types the code
 * they read on their card statement. The right code captures the payment and credits the balance;
 * each wrong one costs an attempt; at none left the deposit is cancelled, the authorisation
 * released and the seller banned from card deposits until an admin gives attempts back.
 */

export const NOT_WAITING_FOR_CODE = 'This deposit is not waiting for a verification code';
export const CARD_NOT_AUTHORISED = 'The card was not authorised for this amount';
export const CAPTURE_FAILED = 'The card provider could not take the payment; please try again';

const codeHash = (transactionId: string, code: string) =>
  createHash('sha256').update(`${transactionId}:${code}`).digest('hex');

function isCodeRight(row: TransactionRow, code: string): boolean {
  if (!row.verifyCodeHash) return false;
  const given = Buffer.from(codeHash(row.id, code), 'hex');
  const stored = Buffer.from(row.verifyCodeHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** The provider's refusal as the seller sees it: a card problem is 402 with the provider's words. */
function refusal(error: unknown): HttpError {
  if (error instanceof CardProviderError && error.isCardError) {
    return new HttpError(402, error.message, { paymentMethodId: error.message });
  }
  // Not a card of this seller's customer (or no such card): the seller chose a wrong card.
  if (error instanceof CardProviderError && error.param === 'payment_method') {
    return new HttpError(400, error.message, { paymentMethodId: error.message });
  }
  return new HttpError(502, CAPTURE_FAILED);
}

type WrongCode = { kind: 'wrong'; remaining: number; canceled: TransactionRow | null };
type Checked =
  { kind: 'right'; row: TransactionRow } | { kind: 'done'; row: TransactionRow } | WrongCode;

export class CardDepositService {
  constructor(private readonly deps: DepositDeps) {}

  private get card(): CardProvider {
    if (!this.deps.card) throw new HttpError(400, 'Card deposits are not configured');
    return this.deps.card;
  }

  /** POST seller/payment-intent: authorise the card; the deposit is HOLDING when it worked. */
  async create(seller: Actor, body: CardDepositBody, key: string): Promise<Transaction> {
    const card = this.card;
    const started = await startDeposit(this.deps, seller, {
      amount: body.amount,
      method: 'CREDIT_CARD',
      provider: 'STRIPE',
      key,
    });
    // A retry answers the first request's deposit as it stands (PENDING while it is authorised).
    if (started.isReplay) return viewOf(this.deps.db, started.transaction);
    const row = started.transaction;
    const code = String(randomInt(0, 10 ** DEPOSIT_CODE_LENGTH)).padStart(DEPOSIT_CODE_LENGTH, '0');
    // Named on the intent when the seller has one, so Stripe refuses a card saved by anyone else.
    const customerId = await cardCustomerOf(this.deps.db, seller.id);
    let intentId: string;
    try {
      const intent = await card.authorize({
        amount: body.amount,
        paymentMethodId: body.paymentMethodId,
        customerId,
        statementSuffix: code,
        idempotencyKey: `deposit-${row.id}`,
        metadata: { transactionId: row.id, userId: seller.id },
      });
      if (intent.status !== 'requires_capture') {
        await this.releaseQuietly(intent.id, row.id);
        throw new CardProviderError(CARD_NOT_AUTHORISED, 402, intent.status, intent.status);
      }
      intentId = intent.id;
    } catch (error) {
      const reason = refusal(error);
      await cancelDeposit(this.deps, row.id, reason.message);
      throw reason;
    }
    const held = await this.deps.db.transaction(async (tx) => {
      const [moved] = await tx
        .update(transactions)
        .set({
          status: 'HOLDING',
          providerRef: intentId,
          verifyCodeHash: codeHash(row.id, code),
          updatedAt: new Date(),
        })
        .where(and(eq(transactions.id, row.id), eq(transactions.status, 'PENDING')))
        .returning();
      if (moved) {
        await writeTrace(tx, {
          actorId: seller.id,
          target: 'transaction',
          targetId: row.id,
          type: 'STATUS',
          description: 'DEPOSIT PENDING → HOLDING: card authorised, waiting for the code',
        });
      }
      return moved;
    });
    if (!held) {
      // Cancelled meanwhile (by an admin): the authorisation is not needed any more.
      await this.releaseQuietly(intentId, row.id);
      throw new HttpError(409, ALREADY_REVIEWED);
    }
    return announcePosted(
      this.deps.live,
      this.deps.db,
      { transaction: held, isReplay: false, hasMovedBalance: false },
      'updated',
    );
  }

  /** POST seller/payment-verify: the code of a held deposit. */
  async verify(seller: Actor, transactionId: string, code: string): Promise<Transaction> {
    const checked = await this.deps.db.transaction(async (tx): Promise<Checked> => {
      await BalanceService.lockBalance(tx, seller.id);
      const [row] = await tx
        .select()
        .from(transactions)
        .where(
          and(
            eq(transactions.id, transactionId),
            eq(transactions.userId, seller.id),
            eq(transactions.type, 'DEPOSIT'),
            eq(transactions.paymentMethod, 'CREDIT_CARD'),
          ),
        );
      if (!row) throw notFound(TRANSACTION_NOT_FOUND);
      // A retried verify of a deposit it already approved answers that deposit.
      if (row.status === 'APPROVED') return { kind: 'done', row };
      if (row.status !== 'HOLDING') throw new HttpError(409, NOT_WAITING_FOR_CODE);
      if (isCodeRight(row, code)) return { kind: 'right', row };
      const { verifyRemainingAttemptNumber } = await readUserSettings(tx, seller.id);
      const remaining = Math.max(0, verifyRemainingAttemptNumber - 1);
      await setVerifyAttempts(tx, seller.id, remaining);
      if (remaining > 0) return { kind: 'wrong', remaining, canceled: null };
      const posted = await BalanceService.settle(tx, row.id, {
        status: 'CANCELED',
        reviewNote: 'Verification attempts used up',
      });
      return { kind: 'wrong', remaining, canceled: posted.transaction };
    });
    if (checked.kind === 'wrong') return this.refuseCode(checked);
    if (checked.kind === 'done') return viewOf(this.deps.db, checked.row);
    return this.capture(checked.row);
  }

  /** The wrong code is counted (committed); the answer says how many attempts remain. */
  private async refuseCode({ remaining, canceled }: WrongCode): Promise<never> {
    if (canceled) {
      await announcePosted(
        this.deps.live,
        this.deps.db,
        { transaction: canceled, isReplay: false, hasMovedBalance: false },
        'updated',
      );
      if (canceled.providerRef) await this.releaseQuietly(canceled.providerRef, canceled.id);
      throw new HttpError(400, DEPOSIT_BANNED, {
        verifyCode: WRONG_DEPOSIT_CODE,
        verifyRemainingAttempt: '0',
      });
    }
    throw new HttpError(
      400,
      `${WRONG_DEPOSIT_CODE}: ${remaining} attempt${remaining === 1 ? '' : 's'} remaining`,
      { verifyCode: WRONG_DEPOSIT_CODE, verifyRemainingAttempt: String(remaining) },
    );
  }

  /** Takes the held payment, then credits the balance; both are safe to repeat. */
  private async capture(row: TransactionRow): Promise<Transaction> {
    try {
      await this.card.capture(row.providerRef ?? '', `capture-${row.id}`);
    } catch (error) {
      // An authorisation that expired or was released cannot be captured any more.
      if (error instanceof CardProviderError && error.paymentIntentStatus === 'canceled') {
        await cancelDeposit(this.deps, row.id, error.message);
        throw new HttpError(402, error.message);
      }
      this.deps.log.error({ err: error, transactionId: row.id }, 'card capture failed');
      throw new HttpError(502, CAPTURE_FAILED);
    }
    // Two verifies racing: the other one approved it, and its approval is the answer.
    return approveDeposit(this.deps, row.id, (tx) =>
      setVerifyAttempts(tx, row.userId, DEPOSIT_VERIFY_ATTEMPTS),
    );
  }

  /** Releases an authorisation nobody will capture; a failure is logged (it expires anyway). */
  async releaseQuietly(intentId: string, transactionId: string): Promise<void> {
    try {
      await this.card.cancel(intentId, `cancel-${transactionId}`);
    } catch (error) {
      this.deps.log.warn({ err: error, transactionId }, 'releasing a card authorisation failed');
    }
  }
}
