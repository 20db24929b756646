import type { ListChangeKind, LiveEvent, Transaction, TransactionType } from '@platfox/domain';
import type { Db } from '../../platform/db';
import { listRoom, type Live, announceListChange } from '../../platform/live';
import { signalPendingTasks } from '../accounts/index';
import type { Posted } from './balance';
import { viewOf } from './views';

/** The list model of the ledger, for list rooms and list_changed. */
export const TRANSACTION_LIST_MODEL = 'transaction';

/** Spec 03 section 7.7: one event per transaction type. */
const EVENT_OF: Record<TransactionType, LiveEvent> = {
  ADJUST: 'transaction_adjust',
  BONUS: 'transaction_bonus',
  CHARGE: 'transaction_charge',
  DEPOSIT: 'transaction_deposit',
  REFUND: 'transaction_refund',
  REFUND_DEPOSIT: 'transaction_refund_deposit',
  WITHDRAW: 'transaction_withdraw',
};

/**
 * Tells a change of a ledger row after its commit: the seller hears `transaction_<type>` with the
 * row and, when the balance moved, `transaction_balance` {currentBalance} (the top bar); admins
 * who list every transaction hear deposits and withdraws (spec 03 section 7.7); open lists show
 * their new-data notice.
 */
export function announceTransaction(
  live: Live,
  transaction: Transaction,
  change: { kind: ListChangeKind; currentBalance: number | null },
): void {
  const event = EVENT_OF[transaction.type];
  live.emitToUser('SELLER', transaction.userId, event, transaction);
  if (change.currentBalance !== null) {
    live.emitToUser('SELLER', transaction.userId, 'transaction_balance', {
      currentBalance: change.currentBalance,
    });
  }
  if (transaction.type === 'DEPOSIT' || transaction.type === 'WITHDRAW') {
    live.emitToRoom(listRoom(TRANSACTION_LIST_MODEL), event, transaction);
  }
  announceListChange(live, {
    model: TRANSACTION_LIST_MODEL,
    kind: change.kind,
    ids: [transaction.id],
    owners: [{ type: 'SELLER', id: transaction.userId }],
  });
}

/**
 * The announcement of a `post`, `settle`, `charge` or `refund` result; call it after the commit
 * (a replay announces nothing: it changed nothing). Answers the row's public shape.
 */
export async function announcePosted(
  live: Live,
  db: Db,
  posted: Posted,
  kind: ListChangeKind = 'created',
): Promise<Transaction> {
  const transaction = await viewOf(db, posted.transaction, posted.owner);
  if (!posted.isReplay) {
    announceTransaction(live, transaction, {
      kind,
      currentBalance: posted.hasMovedBalance ? posted.transaction.balanceAfter : null,
    });
    // Waiting deposits and withdraws are counters of the admin menu (pending_task).
    const type = posted.transaction.type;
    if (type === 'DEPOSIT' || type === 'WITHDRAW') signalPendingTasks(live, db);
  }
  return transaction;
}
