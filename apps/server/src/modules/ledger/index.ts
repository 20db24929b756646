import { readModel } from '../../platform/read-model';
import { transactions } from './tables';
export { IDEMPOTENCY_KEY_REUSED, charge, lockBalance, refund } from './balance';
export type { Posted } from './balance';
export { chargeTogether } from './charge-together';
export type { ChargeChecks } from './charge-together';
export { announcePosted } from './live';
export { winAnsi } from './receipt-pdf';
export { header, listen, send } from './stand-in-server';
export type { Recorded } from './stand-in-server';
export type { TransactionRow } from './tables';
export { listableTypes, mayReach } from './views';

/** Read-only handles on this module's tables for other modules' queries (recipes.md, "A module"). */
export const ledgerReadModel = readModel({ transactions });

/** The columns of a ledger row in a short listing: an order's charges, a seller's latest rows. */
export const transactionSummaryColumns = {
  id: transactions.id,
  type: transactions.type,
  status: transactions.status,
  amount: transactions.amount,
  createdAt: transactions.createdAt,
};
