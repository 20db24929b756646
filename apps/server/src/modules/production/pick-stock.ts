import { nextItemStatus, PRODUCTION_MESSAGES } from '@platfox/domain';
import { eq } from 'drizzle-orm';
import { orderItemsReadModel } from '../order-items/index';
import { takeStockForPick } from '../stock/index';
import { actOnUnits as actOnUnitsUnmetered, conflict, type UnitMove } from './units';
const { orderItems, orderItemUnits } = orderItemsReadModel;

/**
 * Picking uses the stock (issue 32): a pick takes one unit of the printer's stock per unit picked
 * (stock/movements.ts). When the stock runs short, the units left go to awaiting stock with the
 * coming date of the receipts in transit; a unit already awaiting stock stays there. A printer
 * that keeps no stock of the item picks as before. Every floor action goes through here; the
 * stock rows are locked after the order, item and units the caller holds.
 */
export const actOnUnits: typeof actOnUnitsUnmetered = async (
  tx,
  by,
  item,
  units,
  action,
  options,
) => {
  if (action !== 'pick' || !item.printerId) {
    return actOnUnitsUnmetered(tx, by, item, units, action, options);
  }
  const pickable = units.filter((unit) => nextItemStatus('pick', unit.status, by.actor.type));
  if (pickable.length === 0) return actOnUnitsUnmetered(tx, by, item, units, action, options);
  const taken = await takeStockForPick(tx, {
    printerId: item.printerId,
    productTypeItemId: item.productTypeItemId,
    actorId: by.actor.id,
    // The checked-in picker, as the scan records them on the unit's action.
    staffId: by.staff?.id ?? null,
    refs: pickable.map((unit) => `${unit.code}_${unit.qtyIndex}`),
  });
  if (taken === null || taken.taken === pickable.length) {
    return actOnUnitsUnmetered(tx, by, item, units, action, options);
  }
  const picked = pickable.slice(0, taken.taken);
  const short = pickable.slice(taken.taken).filter((unit) => unit.status === 'APPROVED');
  if (options.strict && pickable.length < units.length) {
    // The refusal a unit that cannot be picked gets, worded by the flow.
    return actOnUnitsUnmetered(tx, by, item, units, action, options);
  }
  if (picked.length === 0 && short.length === 0) {
    throw conflict(PRODUCTION_MESSAGES.outOfStock);
  }
  const moves: UnitMove[] = [];
  let current = item;
  let itemStatus = item.status;
  const split = { strict: false, description: options.description };
  if (picked.length > 0) {
    const done = await actOnUnitsUnmetered(tx, by, current, picked, 'pick', split);
    moves.push(...done.moves);
    itemStatus = done.itemStatus;
    current = (await tx.select().from(orderItems).where(eq(orderItems.id, item.id)))[0]!;
  }
  if (short.length > 0) {
    // The units as they are now: the caller's when none was picked above (a scan's short pick
    // reads nothing more), else read again.
    const allUnits =
      picked.length === 0 && options.allUnits
        ? options.allUnits
        : await tx.select().from(orderItemUnits).where(eq(orderItemUnits.orderItemId, item.id));
    const fresh = allUnits.filter((unit) => short.some((one) => one.id === unit.id));
    const comingAt = taken.comingAt;
    const waited = await actOnUnitsUnmetered(tx, by, current, fresh, 'awaitStock', {
      ...split,
      allUnits,
      // Nothing moved yet: the order as the caller read it under its lock (one write statement).
      ...(picked.length === 0 && options.orderStatus && options.otherStatuses
        ? { orderStatus: options.orderStatus, otherStatuses: options.otherStatuses }
        : {}),
      ...(comingAt ? { awaitingStockComingAt: comingAt.toISOString() } : {}),
    });
    moves.push(...waited.moves);
    itemStatus = waited.itemStatus;
  }
  return { moves, itemStatus };
};
