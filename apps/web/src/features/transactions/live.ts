import type { LiveMatchers } from '../../platform/live/useLiveRefresh';
import { useLiveRefresh } from '../../platform/live/useLiveRefresh';
import { useListWatch } from '../../platform/live/socket';
import { transactionKeys } from './api';

/**
 * An open transaction follows the ledger live: the seller hears `transaction_<type>` for each of
 * their rows, and admins watching the transaction list hear deposits and withdraws (spec 03
 * section 7.7). An approval or a cancel in another tab shows here without a reload.
 */
export function useTransactionLive(id: string): void {
  useListWatch(id ? 'transaction' : undefined);
  const isThis = (payload: { id: string }) => payload.id === id;
  const matchers: LiveMatchers = {
    transaction_adjust: isThis,
    transaction_bonus: isThis,
    transaction_charge: isThis,
    transaction_deposit: isThis,
    transaction_refund: isThis,
    transaction_refund_deposit: isThis,
    transaction_withdraw: isThis,
  };
  useLiveRefresh(matchers, [transactionKeys.detail(id), transactionKeys.balance]);
}
