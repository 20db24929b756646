import { PRINTER_ITEM_LIST_MODELS, type ListChangeKind } from '@platfox/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { listRoom, type Live, announceListChange } from '../../platform/live';
import { signalPendingTasks } from '../accounts/index';
import { orders } from './tables';
import { orderItemsReadModel } from '../order-items/index';
const { orderItems } = orderItemsReadModel;

export type OrderEvent = 'order_created' | 'order_placed' | 'order_updated' | 'order_canceled';

export type OrderChange = {
  orderId: string;
  sellerId: string;
  event: OrderEvent;
  kind: ListChangeKind;
  /** Items changed on their own (an after-sale answer, a complete): each hears its item event. */
  changedItemIds?: readonly string[];
  /** The order's status and items as the caller just wrote them (a placement): nothing is read. */
  state?: OrderState;
};

type ItemState = { id: string; status: string; printerId: string | null };
export type OrderState = { status: string; items: ItemState[] };

async function orderState(db: Db, orderId: string): Promise<OrderState> {
  const rows = await db
    .select({
      status: orders.status,
      itemId: orderItems.id,
      itemStatus: orderItems.status,
      printerId: orderItems.printerId,
    })
    .from(orders)
    .leftJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(eq(orders.id, orderId));
  const items: ItemState[] = rows.flatMap((row) =>
    row.itemId ? [{ id: row.itemId, status: row.itemStatus!, printerId: row.printerId }] : [],
  );
  return { status: rows[0]?.status ?? '', items };
}

/**
 * Tells everyone an order change concerns, after its commit (spec 03 section 7.7): the seller and
 * the admins watching orders hear the order event; a placed order's items are announced as
 * `order_item_created`; every open list of orders and items shows its new-data notice; and the
 * printers its items are routed to see their floor lists move (an approval fills their to-pick
 * list). One read of the order and its items, off the caller's answer, unless the caller gives
 * them; a missed notice costs a refresh, never a failed call.
 */
export function announceOrder(live: Live, db: Db, change: OrderChange): void {
  const seller = [{ type: 'SELLER' as const, id: change.sellerId }];
  announceListChange(live, {
    model: 'order',
    kind: change.kind,
    ids: [change.orderId],
    owners: seller,
  });
  signalPendingTasks(live, db);
  void (change.state ? Promise.resolve(change.state) : orderState(db, change.orderId))
    .then(({ status, items }) => {
      const payload = { id: change.orderId, status };
      live.emitToUser('SELLER', change.sellerId, change.event, payload);
      live.emitToRoom(listRoom('order'), change.event, payload);
      const ids = items.map((item) => item.id);
      announceListChange(live, { model: 'order-item', kind: change.kind, ids, owners: seller });
      if (change.event === 'order_placed' && change.kind === 'created') {
        for (const item of items) {
          const itemPayload = { id: item.id, orderId: change.orderId, status: item.status };
          live.emitToUser('SELLER', change.sellerId, 'order_item_created', itemPayload);
          live.emitToRoom(listRoom('order-item'), 'order_item_created', itemPayload);
        }
      }
      for (const item of items.filter((one) => change.changedItemIds?.includes(one.id))) {
        const event = item.status === 'CANCELED' ? 'order_item_canceled' : 'order_item_updated';
        const itemPayload = { id: item.id, orderId: change.orderId, status: item.status };
        live.emitToUser('SELLER', change.sellerId, event, itemPayload);
        live.emitToRoom(listRoom('order-item'), event, itemPayload);
      }
      announceToPrinters(live, items);
    })
    .catch(() => undefined);
}

/** The printers holding the order's items hear that their floor lists changed. */
function announceToPrinters(live: Live, items: readonly ItemState[]): void {
  const byPrinter = new Map<string, string[]>();
  for (const item of items) {
    if (item.printerId)
      byPrinter.set(item.printerId, [...(byPrinter.get(item.printerId) ?? []), item.id]);
  }
  for (const [printerId, ids] of byPrinter) {
    const owners = [{ type: 'PRINTER' as const, id: printerId }];
    for (const model of PRINTER_ITEM_LIST_MODELS) {
      announceListChange(live, { model, kind: 'updated', ids, owners });
    }
  }
}
