import { BALANCE_NOT_ENOUGH } from '@platfox/domain';
import type { SQL, SQLWrapper } from 'drizzle-orm';
import { writeTogether, type DbTx } from '../../platform/db';
import type { StatementValues } from '../../platform/db/shaped-statement';
import {
  balanceWrite,
  type ChargeOptions,
  chargeInput,
  conflict,
  findByKey,
  keyAndReserveReads,
  lockOwner,
  type Posted,
  replayOf,
} from './balance';
import { transactions, type TransactionRow } from './tables';

/** What the charge's checks read in the caller's statement (keyAndReserveReads). */
export type ChargeChecks = { reserved: string | number; existing_id: string | null };

/**
 * A charge whose writes run in the caller's own statement (writeTogether), with the order's rows:
 * the balance lock is taken here, then the caller runs the writes with the reads in one statement
 * and hands its row to `confirm`, which answers the posted charge or refuses it. Placing an order
 * at once is the hot path: this saves the two round trips `charge` spends after its lock.
 *
 * The caller's statement is built once per shape (platform/db/shaped-statement): `bind` gives the
 * charge's values to the caller's `StatementValues` and answers the build of its writes and reads
 * from them, which the caller calls only for a shape not built yet.
 *
 * The guarantees are `charge`'s. The reserve and the key are read in the caller's statement,
 * which starts after the lock is held, so they see every commit of the seller's other money
 * movements (each of them takes the same lock). `confirm` throws on a refusal (the balance less
 * what pending withdraws reserve does not cover the charge: 409; the key wrote a row before: the
 * replay, which the caller refuses); the caller's transaction then rolls back, writes and all. A
 * charge the balance alone does not cover is refused before anything is written.
 */
export type ChargeTogether = {
  bind(values: StatementValues): () => ChargeStatement;
  confirm(checks: ChargeChecks): Promise<Posted>;
};

export type ChargeStatement = {
  writes: SQLWrapper[];
  reads: { [Column in keyof ChargeChecks]: SQL<ChargeChecks[Column]> };
};

export async function chargeTogether(
  tx: DbTx,
  sellerId: string,
  amountCents: number,
  options: ChargeOptions & { transactionId: string },
): Promise<ChargeTogether> {
  const input = chargeInput(sellerId, amountCents, options);
  const owner = await lockOwner(tx, sellerId);
  const balance = owner.currentBalance;
  const replayOrShort = async (checks: ChargeChecks): Promise<Posted> => {
    if (checks.existing_id) {
      const existing = await findByKey(tx, sellerId, options.idempotencyKey);
      if (existing) return replayOf(existing, input);
    }
    throw conflict(BALANCE_NOT_ENOUGH, { amount: BALANCE_NOT_ENOUGH });
  };
  const after = balance + input.amount;
  if (after < 0) {
    // Refused before writing; only a replay of this key still answers, as `charge` does.
    const reads = keyAndReserveReads(sellerId, options.idempotencyKey);
    const posted = await replayOrShort(await writeTogether<ChargeChecks>(tx, [], reads));
    return {
      bind(values) {
        values.mark('charge refused');
        const seller = values.value('charge_seller', sellerId);
        const key = values.value('charge_key', options.idempotencyKey);
        return () => ({ writes: [], reads: keyAndReserveReads(seller, key) });
      },
      confirm: async () => posted,
    };
  }
  const now = new Date();
  const row = {
    id: options.transactionId,
    userId: sellerId,
    type: 'CHARGE',
    status: 'APPROVED',
    amount: input.amount,
    description: options.description ?? null,
    orderId: options.orderId ?? null,
    fee: 0,
    paymentMethod: null,
    proofFileId: null,
    refTransactionId: null,
    balanceBefore: balance,
    balanceAfter: after,
    idempotencyKey: options.idempotencyKey,
    provider: null,
    providerRef: null,
    verifyCodeHash: null,
    createdBy: null,
    reviewedBy: null,
    reviewedAt: now,
    reviewNote: null,
    createdAt: now,
    updatedAt: now,
  } satisfies TransactionRow;
  const by = { email: owner.email, firstName: owner.firstName, lastName: owner.lastName };
  return {
    bind(values) {
      const bound = values.row('charge', row);
      const balanceAfter = values.value('charge_balance', after);
      return () => ({
        writes: [
          balanceWrite(tx, bound.userId, balanceAfter, bound.updatedAt),
          // A key seen before writes nothing here and is answered by `confirm` (the rollback takes
          // the balance's move back), so a replay needs no statement of its own before this one.
          tx
            .insert(transactions)
            .values(bound)
            .onConflictDoNothing({
              target: [transactions.userId, transactions.idempotencyKey],
            }),
        ],
        reads: keyAndReserveReads(bound.userId, bound.idempotencyKey),
      });
    },
    confirm: async (checks) => {
      if (checks.existing_id || after - Number(checks.reserved) < 0) return replayOrShort(checks);
      return { transaction: row, isReplay: false, hasMovedBalance: true, owner: by };
    },
  };
}
