import type { OrderItemStatus } from '@platfox/domain';
import { and, asc, inArray, ne } from 'drizzle-orm';
import type { DbTx } from '../../platform/db';
import type { ActedBy } from './flow';
import { orderItemActionLogs, orderItemUnits } from './tables';

/**
 * After an admin moves whole items (complete, reset, cancel) or an item ships, their units follow, so the floor's
 * lists (which read units) agree with the item: every live unit takes the item's new status, with
 * a line per unit in the actions log. Cancelled units stay cancelled. A reset also clears what the
 * floor had recorded on the unit (verification, coming stock date).
 */
export async function moveUnitsWithItems(
  tx: DbTx,
  by: ActedBy,
  items: readonly { id: string }[],
  to: OrderItemStatus,
  action: 'complete' | 'reset' | 'cancel' | 'ship',
): Promise<void> {
  if (items.length === 0) return;
  const ids = items.map((item) => item.id);
  const units = await tx
    .select({
      id: orderItemUnits.id,
      orderItemId: orderItemUnits.orderItemId,
      qtyIndex: orderItemUnits.qtyIndex,
      status: orderItemUnits.status,
    })
    .from(orderItemUnits)
    .where(
      and(
        inArray(orderItemUnits.orderItemId, ids),
        ne(orderItemUnits.status, 'CANCELED'),
        ne(orderItemUnits.status, to),
      ),
    )
    .orderBy(asc(orderItemUnits.orderItemId), asc(orderItemUnits.qtyIndex))
    .for('update');
  if (units.length === 0) return;
  const now = new Date();
  await tx
    .update(orderItemUnits)
    .set({
      status: to,
      updatedAt: now,
      ...(action === 'reset'
        ? { verifiedAt: null, awaitingStockComingAt: null, staffId: null }
        : {}),
    })
    .where(
      inArray(
        orderItemUnits.id,
        units.map((unit) => unit.id),
      ),
    );
  await tx.insert(orderItemActionLogs).values(
    units.map((unit) => ({
      orderItemId: unit.orderItemId,
      qtyIndex: unit.qtyIndex,
      action,
      fromStatus: unit.status,
      toStatus: to,
      actorId: by.actor.id,
      createdAt: now,
    })),
  );
}
