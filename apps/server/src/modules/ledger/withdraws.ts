import type { Transaction, WithdrawBody } from '@platfox/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import type { Live } from '../../platform/live';
import type { Actor } from '../auth/index';
import { accountsReadModel } from '../accounts/index';
import { BalanceService } from './balance';
import { announcePosted } from './live';
import { transactions } from './tables';
import { viewOf } from './views';
const { users } = accountsReadModel;

/*
 * Withdraws: the seller asks for money out, an admin pays it and approves (reviews.ts).
 *
 * The reserve is a check, not a movement: a PENDING withdraw leaves the balance as it is (the
 * balance stays the sum of the approved rows), but it holds its amount back from every later debit.
 * A new withdraw, a charge, a negative adjust are refused unless the balance less all pending
 * withdraws covers them, and approving a withdraw checks the same without counting itself. So the
 * balance can never go below zero, and an approved withdraw never finds the money spent.
 */
export class WithdrawService {
  constructor(
    private readonly db: Db,
    private readonly live: Live,
  ) {}

  async create(seller: Actor, body: WithdrawBody, key: string): Promise<Transaction> {
    const posted = await this.db.transaction((tx) =>
      BalanceService.post(tx, {
        userId: seller.id,
        type: 'WITHDRAW',
        status: 'PENDING',
        amount: -body.amount,
        paymentMethod: body.paymentMethod,
        description: body.description,
        idempotencyKey: key,
      }),
    );
    return posted.isReplay
      ? viewOf(this.db, posted.transaction)
      : announcePosted(this.live, this.db, posted);
  }

  /** GET seller/balance: the balance, what pending withdraws hold, and what is left to spend. */
  async balance(seller: Actor) {
    // One statement, one snapshot: the two figures belong together without taking the lock.
    // (Drizzle leaves single-table columns unqualified, so the subquery names the seller by value.)
    const reserved = sql<string>`coalesce((select sum(-${transactions.amount}) from ${transactions}
      where ${transactions.userId} = ${seller.id} and ${transactions.type} = 'WITHDRAW'
      and ${transactions.status} = 'PENDING'), 0)`;
    const [row] = await this.db
      .select({ currentBalance: users.currentBalance, reserved })
      .from(users)
      .where(eq(users.id, seller.id));
    const currentBalance = row?.currentBalance ?? 0;
    const reservedAmount = Number(row?.reserved ?? 0);
    return { currentBalance, reservedAmount, availableBalance: currentBalance - reservedAmount };
  }
}
