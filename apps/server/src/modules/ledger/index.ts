export { IDEMPOTENCY_KEY_REUSED, charge, lockBalance, refund } from './balance';
export type { Posted } from './balance';
export { announcePosted } from './live';
export { winAnsi } from './receipt-pdf';
export { header, listen, send } from './stand-in-server';
export type { Recorded } from './stand-in-server';
export { transactions } from './tables';
export type { TransactionRow } from './tables';
export { listableTypes, mayReach } from './views';
