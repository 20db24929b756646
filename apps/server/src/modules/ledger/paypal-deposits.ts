import type { Transaction } from '@platfox/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { HttpError, notFound } from '../../platform/errors';
import type { Actor } from '../auth/index';
import { ALREADY_REVIEWED } from './balance';
import { approveDeposit, cancelDeposit, startDeposit, type DepositDeps } from './deposits';
import { announcePosted } from './live';
import { PaypalError, type PaypalClient } from './paypal';
import { transactions, type TransactionRow } from './tables';
import { TRANSACTION_NOT_FOUND, viewOf } from './views';

/*
 * PayPal deposits: a PENDING deposit and a PayPal order for its amount; the seller approves the
 * order at PayPal and comes back to the deposit page, whose call captures it and credits the
 * balance. An order never approved stays PENDING until the seller or an admin cancels it.
 */

export const PAYPAL_DECLINED = 'PayPal declined the payment; please choose another way to pay';
export const PAYPAL_FAILED = 'PayPal could not take the payment; please try again';
export const PAYPAL_NOT_COMPLETED = 'PayPal has not completed the payment yet';
export const DEPOSIT_CANCELED = 'This deposit has been canceled';

/** The seller's way back from PayPal: the deposit page (spec 01: /s/transaction/create). */
const returnPath = '/s/transaction/create';

export class PaypalDepositService {
  constructor(private readonly deps: DepositDeps) {}

  private get paypal(): PaypalClient {
    if (!this.deps.paypal) throw new HttpError(400, 'PayPal deposits are not configured');
    return this.deps.paypal;
  }

  /** POST seller/payment-paypal: the deposit and the link where the seller approves it. */
  async start(
    seller: Actor,
    amount: number,
    key: string,
  ): Promise<{ transaction: Transaction; approvalUrl: string }> {
    const paypal = this.paypal;
    const started = await startDeposit(this.deps, seller, {
      amount,
      method: 'PAYPAL',
      provider: 'PAYPAL',
      key,
    });
    const row = started.transaction;
    if (row.status !== 'PENDING') throw new HttpError(409, ALREADY_REVIEWED);
    let order;
    try {
      // The same request id for a retry: PayPal answers the order it created the first time.
      order = await paypal.createOrder({
        amountCents: row.amount,
        requestId: `deposit-${row.id}`,
        referenceId: row.id,
        customId: seller.id,
        returnUrl: `${this.deps.publicUrl}${returnPath}?paypal=return&transactionId=${row.id}`,
        cancelUrl: `${this.deps.publicUrl}${returnPath}?paypal=cancel&transactionId=${row.id}`,
      });
    } catch (error) {
      const reason = this.refusal(error);
      // A retry's failure leaves the first request's deposit as it is.
      if (!started.isReplay) await cancelDeposit(this.deps, row.id, reason.message);
      throw reason;
    }
    if (!order.approvalUrl) {
      this.deps.log.error({ orderId: order.id }, 'PayPal sent no approval link');
      if (!started.isReplay) await cancelDeposit(this.deps, row.id, PAYPAL_FAILED);
      throw new HttpError(502, PAYPAL_FAILED);
    }
    const [linked] = await this.deps.db
      .update(transactions)
      .set({ providerRef: order.id, updatedAt: new Date() })
      .where(and(eq(transactions.id, row.id), isNull(transactions.providerRef)))
      .returning();
    const current = linked ?? row;
    const transaction =
      started.isReplay || !linked
        ? await viewOf(this.deps.db, current)
        : await announcePosted(
            this.deps.live,
            this.deps.db,
            { transaction: current, isReplay: false, hasMovedBalance: false },
            'created',
          );
    return { transaction, approvalUrl: order.approvalUrl };
  }

  /** POST seller/verify-payment-paypal: the seller is back; capture and credit, once. */
  async capture(seller: Actor, orderId: string): Promise<Transaction> {
    const paypal = this.paypal;
    const [row] = await this.deps.db
      .select()
      .from(transactions)
      .where(
        and(
          eq(transactions.userId, seller.id),
          eq(transactions.provider, 'PAYPAL'),
          eq(transactions.providerRef, orderId),
        ),
      );
    if (!row) throw notFound(TRANSACTION_NOT_FOUND);
    if (row.status === 'APPROVED') return viewOf(this.deps.db, row);
    if (row.status !== 'PENDING') throw new HttpError(409, DEPOSIT_CANCELED);
    let captured;
    try {
      captured = await paypal.captureOrder(orderId, `capture-${row.id}`);
    } catch (error) {
      throw this.refusal(error);
    }
    if (captured.status !== 'COMPLETED' || captured.capturedCents === 0) {
      throw new HttpError(402, PAYPAL_NOT_COMPLETED);
    }
    if (captured.capturedCents !== row.amount) {
      this.deps.log.error(
        { transactionId: row.id, captured: captured.capturedCents, amount: row.amount },
        'PayPal captured another amount than the deposit',
      );
      throw new HttpError(502, PAYPAL_FAILED);
    }
    return this.credit(row);
  }

  /** Credits the captured deposit; a retried return from PayPal racing the first gets its credit. */
  private credit(row: TransactionRow): Promise<Transaction> {
    return approveDeposit(this.deps, row.id);
  }

  private refusal(error: unknown): HttpError {
    if (error instanceof PaypalError && error.status === 422) {
      return new HttpError(402, PAYPAL_DECLINED, { paypal: error.issue ?? error.message });
    }
    this.deps.log.error({ err: error }, 'PayPal call failed');
    return new HttpError(502, PAYPAL_FAILED);
  }
}
