import { STOCK_MESSAGES, type StockLogReason } from '@platfox/domain';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { DbTx } from '../../platform/db';
import { HttpError, notFound } from '../../platform/errors';
import { takeFromOneRow } from './pick-take';
import { inventories, inventoryLines, stockItems, stockLogs, warehouses } from './tables';

/*
 * The only writers of a stock item's quantity. Each change is one conditional UPDATE, so two
 * writers racing on one item both count (the second waits for the first's row lock and adds to
 * its result) and the quantity never goes below zero; each writes its stock log row in the same
 * transaction.
 */

export type StockChange = {
  printerId: string;
  stockItemId: string;
  delta: number;
  reason: StockLogReason;
  ref: string | null;
  actorId: string | null;
  /** The staff member on duty who moved it, when one is checked in (the picker, the desk's). */
  staffId?: string | null;
};

/** Adds delta (negative takes); 409 when it would go below zero, 404 when not the printer's. */
export async function moveStock(tx: DbTx, change: StockChange): Promise<number> {
  const [row] = await tx
    .update(stockItems)
    .set({ quantity: sql`${stockItems.quantity} + ${change.delta}`, updatedAt: new Date() })
    .where(
      and(
        eq(stockItems.id, change.stockItemId),
        eq(stockItems.printerId, change.printerId),
        sql`${stockItems.quantity} + ${change.delta} >= 0`,
      ),
    )
    .returning({
      quantity: stockItems.quantity,
      warehouseId: stockItems.warehouseId,
      productTypeItemId: stockItems.productTypeItemId,
    });
  if (!row) {
    const [exists] = await tx
      .select({ id: stockItems.id })
      .from(stockItems)
      .where(
        and(eq(stockItems.id, change.stockItemId), eq(stockItems.printerId, change.printerId)),
      );
    if (!exists) throw notFound(STOCK_MESSAGES.stockItemNotFound);
    throw new HttpError(409, STOCK_MESSAGES.belowZero);
  }
  await tx.insert(stockLogs).values({
    printerId: change.printerId,
    stockItemId: change.stockItemId,
    warehouseId: row.warehouseId,
    productTypeItemId: row.productTypeItemId,
    reason: change.reason,
    ref: change.ref,
    previousStock: row.quantity - change.delta,
    stock: row.quantity,
    actorId: change.actorId,
    staffId: change.staffId ?? null,
    // The moment of the change, not of its transaction: a pick of three units logs three rows
    // in the order they were taken.
    createdAt: sql`clock_timestamp()`,
  });
  return row.quantity;
}

/** Sets the quantity to a count (set stock); logged when it changes. */
export async function setStock(
  tx: DbTx,
  printerId: string,
  stockItemId: string,
  quantity: number,
  actorId: string,
  ref: string | null,
  staffId: string | null = null,
): Promise<void> {
  const [row] = await tx
    .select({ quantity: stockItems.quantity })
    .from(stockItems)
    .where(and(eq(stockItems.id, stockItemId), eq(stockItems.printerId, printerId)))
    .for('update');
  if (!row) throw notFound(STOCK_MESSAGES.stockItemNotFound);
  if (row.quantity === quantity) return;
  await moveStock(tx, {
    printerId,
    stockItemId,
    delta: quantity - row.quantity,
    reason: 'SET',
    ref,
    actorId,
    staffId,
  });
}

/** What a pick took: units given stock, and when more is due for those left short. */
export type PickTake = { taken: number; comingAt: Date | null };

type Pick = {
  printerId: string;
  productTypeItemId: string;
  actorId: string;
  staffId: string | null;
  refs: readonly string[];
};

/**
 * A pick takes one unit of stock per unit picked, from the printer's stock of the order item's
 * product type item: the default warehouse first. Answers how many units it took (those first in
 * `refs` are the ones that got stock) and, when some ran short, the coming date of the receipts in
 * transit; or null when the printer keeps no stock of the item (no stock item anywhere): such
 * picks go on as before, unmetered. Stock items are locked after the caller's order, item and unit
 * locks, as every writer that touches units does.
 *
 * The scan's common case is one round trip (takeFromOneRow, pick-take.ts); a pick that one stock
 * item cannot cover alone, or that raced another for the last units, takes the locking path.
 */
export async function takeStockForPick(tx: DbTx, pick: Pick): Promise<PickTake | null> {
  const fast = await takeFromOneRow(tx, pick);
  if (fast.taken === pick.refs.length) return { taken: fast.taken, comingAt: null };
  if (fast.stockItems === 0) return null;
  // Nothing on hand under the locks the statement took: every unit is short, no further read.
  if (fast.onHand === 0) return { taken: 0, comingAt: fast.comingAt };
  const taken = await takeRowByRow(tx, pick);
  if (taken === null) return null;
  const comingAt =
    taken < pick.refs.length
      ? await comingDateOf(tx, pick.printerId, pick.productTypeItemId)
      : null;
  return { taken, comingAt };
}

/** The locking path: every stock item of the product type item, locked, taken one unit a time. */
async function takeRowByRow(tx: DbTx, pick: Pick): Promise<number | null> {
  const rows = await tx
    .select({ id: stockItems.id, quantity: stockItems.quantity })
    .from(stockItems)
    .innerJoin(warehouses, eq(warehouses.id, stockItems.warehouseId))
    .where(
      and(
        eq(stockItems.printerId, pick.printerId),
        eq(stockItems.productTypeItemId, pick.productTypeItemId),
      ),
    )
    .orderBy(desc(warehouses.isDefault), asc(stockItems.id))
    .for('update', { of: stockItems });
  if (rows.length === 0) return null;
  let taken = 0;
  for (const row of rows) {
    let left = row.quantity;
    while (left > 0 && taken < pick.refs.length) {
      // One log row per unit picked: the log names the unit.
      await moveStock(tx, {
        printerId: pick.printerId,
        stockItemId: row.id,
        delta: -1,
        reason: 'PICK',
        ref: pick.refs[taken]!,
        actorId: pick.actorId,
        staffId: pick.staffId,
      });
      left -= 1;
      taken += 1;
    }
  }
  return taken;
}

/** The printer's stock of a product type item on hand, over all its warehouses. */
export async function stockOnHand(
  tx: DbTx,
  printerId: string,
  productTypeItemId: string,
): Promise<number> {
  const [row] = await tx
    .select({ total: sql<number>`coalesce(sum(${stockItems.quantity}), 0)::int` })
    .from(stockItems)
    .where(
      and(eq(stockItems.printerId, printerId), eq(stockItems.productTypeItemId, productTypeItemId)),
    );
  return row?.total ?? 0;
}

/**
 * When more of the item is expected: the earliest day of the printer's receipts in transit that
 * hold it. The coming date of the units that go to awaiting stock.
 */
export async function comingDateOf(
  tx: DbTx,
  printerId: string,
  productTypeItemId: string,
): Promise<Date | null> {
  const [row] = await tx
    .select({ at: sql<Date | string | null>`min(${inventories.expectedAt})` })
    .from(inventories)
    .innerJoin(inventoryLines, eq(inventoryLines.inventoryId, inventories.id))
    .innerJoin(stockItems, eq(stockItems.id, inventoryLines.stockItemId))
    .where(
      and(
        eq(inventories.printerId, printerId),
        eq(inventories.status, 'IN_TRANSIT'),
        eq(inventories.action, 'IN'),
        eq(stockItems.productTypeItemId, productTypeItemId),
      ),
    );
  return row?.at ? new Date(row.at) : null;
}
