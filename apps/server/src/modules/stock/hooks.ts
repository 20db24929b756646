import type { Db } from '../../platform/db';
import { createHook } from '../../platform/hooks';
import type { Live } from '../../platform/live';
import type { Actor } from '../auth/index';

/** Stock of some items came in (a receipt, a receipt in transit arriving, a count that rose). */
export type StockArrival = {
  db: Db;
  live: Live;
  by: { actor: Actor; ip: string | null };
  printerId: string;
  productTypeItemIds: readonly string[];
};

/**
 * What the stock module tells the modules above it. `arrived` is raised AFTER the receipt's
 * commit, not in its transaction: the floor's subscriber (production's release of units awaiting
 * stock) locks orders, items and units, and a lock taken after the stock rows would invert the
 * floor's lock order (order, item, units, stock) and deadlock against a pick.
 */
export const stockHooks = {
  arrived: createHook<[arrival: StockArrival]>('stock.arrived'),
};
