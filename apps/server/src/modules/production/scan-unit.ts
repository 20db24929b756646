import { parseSlipScan, PRODUCTION_MESSAGES, type ScanBody } from '@platfox/domain';
import type { DbTx } from '../../platform/db';
import { badRequest, notFound } from '../../platform/errors';
import type { ActedBy } from '../order-items/index';
import { actOnUnits } from './pick-stock';
import { checkedInStaff, onDuty } from '../staff/index';
import { lockScannedUnit, type FloorBy } from './units';

/** The unit a scanned value names: its slip code and quantity index (the body's, else its own). */
export function scannedUnitOf(body: Pick<ScanBody, 'code' | 'qtyIndex'>) {
  const parsed = parseSlipScan(body.code);
  const qtyIndex = body.qtyIndex ?? parsed.qtyIndex;
  if (qtyIndex === null) {
    throw badRequest(PRODUCTION_MESSAGES.qtyIndexRequired, {
      qtyIndex: PRODUCTION_MESSAGES.qtyIndexRequired,
    });
  }
  return { code: parsed.code, qtyIndex };
}

/**
 * A station's scan inside the caller's transaction: one statement checks the staff member, finds
 * the unit by slip code and quantity index among the actor's items and locks its order, its item
 * and the item's units; the unit then moves (a pick takes stock, pick-stock.ts). Shared by the
 * scan station and the cart (carts.ts), so a unit scanned on a cart is picked exactly as at the
 * station. Two scans of one unit at once queue on the locks: the second reads it moved (409).
 */
export async function scanUnit(
  tx: DbTx,
  by: ActedBy,
  body: Pick<ScanBody, 'action' | 'description' | 'staffId'>,
  unit: { code: string; qtyIndex: number },
) {
  const locked = await lockScannedUnit(tx, by, unit.code, unit.qtyIndex, body);
  if (!locked) {
    // The staff is judged before the code, as everywhere on the floor.
    await checkedInStaff(tx, by.actor, body.staffId);
    throw notFound(PRODUCTION_MESSAGES.unitNotFound);
  }
  const floor: FloorBy = { ...by, staff: onDuty(body.staffId, locked.staff) };
  const { item, units, orderStatus, otherStatuses } = locked;
  const scanned = units.filter((row) => row.qtyIndex === unit.qtyIndex);
  const { moves, itemStatus } = await actOnUnits(tx, floor, item, scanned, body.action, {
    description: body.description,
    strict: true,
    allUnits: units,
    orderStatus,
    otherStatuses,
  });
  return { ...locked, move: moves[0]!, itemStatus };
}
