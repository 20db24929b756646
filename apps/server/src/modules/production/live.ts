import { PRINTER_ITEM_LIST_MODELS, type LiveEvent } from '@platfox/domain';
import { listRoom, type Live, announceListChange } from '../../platform/live';

/** What the seller and admins learn of a changed item (spec 03 section 7.7). */
export type ItemChange = {
  id: string;
  orderId: string;
  sellerId: string;
  printerId: string | null;
  status: string;
  qtyIndexes?: number[];
  trackingCode?: string | null;
  trackingCarrierCode?: string | null;
  addedTracking?: boolean;
};

/**
 * After the commit: `order_item_updated` (or `order_item_canceled`) to the seller and to admins
 * watching the order-item list, and `list_changed` to the lists that show the item, the printer's
 * own lists included. Never before the commit: a rolled-back change is never announced.
 */
export function announceItemChanges(live: Live, changes: readonly ItemChange[]): void {
  for (const change of changes) {
    const event: LiveEvent =
      change.status === 'CANCELED' ? 'order_item_canceled' : 'order_item_updated';
    const { sellerId: _seller, printerId: _printer, ...payload } = change;
    live.emitToUser('SELLER', change.sellerId, event, payload);
    live.emitToRoom(listRoom('order-item'), event, payload);
  }
  const bySeller = new Map<string, string[]>();
  const byPrinter = new Map<string, string[]>();
  for (const change of changes) {
    bySeller.set(change.sellerId, [...(bySeller.get(change.sellerId) ?? []), change.id]);
    if (change.printerId) {
      byPrinter.set(change.printerId, [...(byPrinter.get(change.printerId) ?? []), change.id]);
    }
  }
  for (const [sellerId, ids] of bySeller) {
    const owners = [{ type: 'SELLER' as const, id: sellerId }];
    announceListChange(live, { model: 'order-item', kind: 'updated', ids, owners });
  }
  // The printer's lists are listed by printers alone, each its own rows, so no socket ever
  // watches their rooms (listWatchPolicy admits unscoped actors only): the change goes to the
  // printer's own sockets, without 24 broadcasts a scan to empty rooms (4 namespaces each, and a
  // Redis message each when processes share events).
  for (const [printerId, ids] of byPrinter) {
    for (const model of PRINTER_ITEM_LIST_MODELS) {
      live.emitToUser('PRINTER', printerId, 'list_changed', { model, kind: 'updated', ids });
    }
  }
}

/**
 * Runs `send` once the request's answer is on its way: Fastify writes a handler's answer in the
 * promise continuations of its return, before the event loop's check phase runs this. A failure
 * is reported, never thrown into the loop (the change is committed; one live update is lost).
 */
export function afterAnswer(send: () => void, log?: (error: unknown) => void): void {
  setImmediate(() => {
    try {
      send();
    } catch (error) {
      log?.(error);
    }
  });
}
