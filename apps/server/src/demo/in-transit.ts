import type { Actor } from '../platform/actor';
import type { Db } from '../platform/db';
import { applyItemAction, lockItems, moveUnitsWithItems } from '../modules/order-items/index';
import type { PlacedOrder } from './orders';

/*
 * The demo's shipped order on its way to the buyer, so that "In transit" shows on the seller's
 * and the admin's screens. The app has no call that moves an item in transit (a carrier's scan
 * would, and the demo calls no carrier), so the demo printer moves it the way the floor's own
 * steps go: the transition table's `ship` through the order-items flow (the item, its order, a
 * trace per item), and its units with it (a line each in the actions log), in one transaction.
 */
export async function putInTransit(db: Db, printer: Actor, order: PlacedOrder): Promise<void> {
  const by = { actor: printer, ip: null };
  await db.transaction(async (tx) => {
    const items = await lockItems(tx, order.id);
    const { moved } = await applyItemAction(tx, order.id, items, 'ship', by, { strict: true });
    await moveUnitsWithItems(tx, by, moved, 'IN_TRANSIT', 'ship');
  });
}
