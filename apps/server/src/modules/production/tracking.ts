import {
  checkTrackingNumber,
  isTrackingEditable,
  nextItemStatus,
  normalizeTrackingNumber,
  PRODUCTION_MESSAGES,
  type BulkTrackingBody,
  type CarrierCode,
} from '@platfox/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, DbTx } from '../../platform/db';
import { HttpError, notFound } from '../../platform/errors';
import type { Live } from '../../platform/live';
import {
  type ActedBy,
  orderHooks,
  type OrderItemRow,
  statusWords,
  orderItemsReadModel,
} from '../order-items/index';
import { reachOrder, ordersReadModel } from '../orders/index';
import type { Actor } from '../auth/index';
import { announceItemChanges, type ItemChange } from './live';
import { tellTrackingUpdates } from './tracking-notice';
import { orderItemTrackingCodes } from './tables';
import { actOnUnits, conflict, lockItemsById, lockUnits, logItemAction } from './units';
import { productionItem, trackingView } from './views';
const { orderItems } = orderItemsReadModel;
const { orders } = ordersReadModel;

type TrackingInput = {
  id?: string | undefined;
  trackingCode: string;
  trackingCarrierCode: CarrierCode;
  localTrackingNumber?: string | undefined;
};

/** A code added to an item, as the tracking hook hears of it. */
export type TrackingAdded = {
  orderItemId: string;
  orderId: string;
  trackingCode: string;
  carrierCode: CarrierCode;
};

/**
 * Another module's part in adding codes (modules/stores pushes them back to the store): `added`
 * runs inside the transaction that adds each code, `committed` once it committed. One listener
 * per transaction.
 */
export type TrackingHook = () => {
  added(tx: DbTx, added: TrackingAdded): Promise<void>;
  committed(): void;
};

/**
 * Tracking codes and the shipping hold (spec 02 sections 4.7, 4.8, 5.5). Admins and the printer
 * the item is routed to add and edit codes and cancel or resume shipping; sellers never do (the
 * routes refuse them). A number that fits no format of its carrier is saved with a warning.
 */
export class TrackingService {
  constructor(
    private readonly db: Db,
    private readonly live: Live,
    private readonly hook?: TrackingHook,
  ) {}

  /** The tracking codes of an order the actor reaches (a seller: their own), oldest first. */
  async ofOrder(actor: Actor, orderId: string) {
    await reachOrder(this.db, actor, orderId);
    const rows = await this.db
      .select({ code: orderItemTrackingCodes })
      .from(orderItemTrackingCodes)
      .innerJoin(orderItems, eq(orderItems.id, orderItemTrackingCodes.orderItemId))
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItemTrackingCodes.createdAt), asc(orderItemTrackingCodes.id));
    return rows.map(({ code }) => ({
      ...trackingView(code, actor),
      orderItemId: code.orderItemId,
    }));
  }

  async add(by: ActedBy, itemId: string, body: TrackingInput) {
    const warnings = await this.addCode(by, itemId, body);
    return { data: await productionItem(this.db, by.actor, itemId), warnings };
  }

  /**
   * One code written in its own transaction and told live: the single add and each line of a
   * tracking-code import go through here. Answers the format warnings.
   */
  async addCode(by: ActedBy, itemId: string, body: TrackingInput): Promise<string[]> {
    const warnings: string[] = [];
    const listener = this.hook?.();
    const { change, told } = await this.db.transaction(async (tx) => {
      const [item] = await lockItemsById(tx, by, [itemId]);
      const warning = await this.write(tx, by, item!, body, listener);
      if (warning) warnings.push(warning);
      const written = await this.changeOf(tx, item!, body);
      return { change: written, told: await tellTrackingUpdates(tx, this.live, [written]) };
    });
    listener?.committed();
    announceItemChanges(this.live, [change]);
    for (const delivery of told) delivery.push();
    return warnings;
  }

  /**
   * Several items at once, all or nothing; warnings by line (items.<n>.trackingCode), and a
   * refused line names itself in the error's fields so the form can show it on its row.
   */
  async bulk(by: ActedBy, body: BulkTrackingBody) {
    const warnings: Record<string, string> = {};
    const listener = this.hook?.();
    const { changes, told } = await this.db.transaction(async (tx) => {
      const items = await lockItemsById(
        tx,
        by,
        body.items.map((line) => line.orderItemId),
      );
      const byId = new Map(items.map((item) => [item.id, item]));
      const done: ItemChange[] = [];
      for (const [index, line] of body.items.entries()) {
        const item = byId.get(line.orderItemId)!;
        const warning = await this.write(tx, by, item, line, listener).catch((error: unknown) => {
          throw onLine(error, index);
        });
        if (warning) warnings[`items.${index}.trackingCode`] = warning;
        done.push(await this.changeOf(tx, item, line));
      }
      return { changes: done, told: await tellTrackingUpdates(tx, this.live, done) };
    });
    listener?.committed();
    announceItemChanges(this.live, changes);
    for (const delivery of told) delivery.push();
    return { data: { added: body.items.length }, warnings };
  }

  /**
   * Cancel shipping (true): the tracking codes and carrier are dropped, the flag set, and units
   * on their way out go to CANCEL_SHIP. Resume (false): the flag is cleared and those units are
   * ready to delivery again (spec 02 section 4.7).
   */
  async setShipping(by: ActedBy, itemId: string, isDisallowShipping: boolean) {
    const change = await this.db.transaction(async (tx) => {
      const [item] = await lockItemsById(tx, by, [itemId]);
      if (isDisallowShipping && item!.isDisallowShipping) {
        throw conflict(PRODUCTION_MESSAGES.shippingAlreadyCancelled);
      }
      if (!isDisallowShipping && !item!.isDisallowShipping) {
        throw conflict(PRODUCTION_MESSAGES.shippingNotCancelled);
      }
      const dropped = isDisallowShipping
        ? await tx
            .delete(orderItemTrackingCodes)
            .where(eq(orderItemTrackingCodes.orderItemId, item!.id))
            .returning()
        : [];
      await tx
        .update(orderItems)
        .set({
          isDisallowShipping,
          updatedAt: new Date(),
          ...(isDisallowShipping ? { trackingCode: null, trackingCarrierCode: null } : {}),
        })
        .where(eq(orderItems.id, item!.id));
      const action = isDisallowShipping ? 'cancelShipping' : 'resumeShipping';
      const droppedText = dropped.map((row) => `${row.carrierCode} ${row.trackingCode}`).join(', ');
      const description = isDisallowShipping
        ? `Shipping cancelled${droppedText ? `; tracking dropped: ${droppedText}` : ''}`
        : 'Shipping resumed';
      await this.log(tx, by, item!, action, description);
      const units = (await lockUnits(tx, item!.id)).filter(
        (unit) => nextItemStatus(action, unit.status, by.actor.type) !== null,
      );
      let status = item!.status;
      if (units.length > 0) {
        const moved = await actOnUnits(tx, { ...by, staff: null }, item!, units, action, {
          description,
          strict: false,
        });
        status = moved.itemStatus;
      }
      const sellerId = await this.sellerOf(tx, item!.orderId);
      return {
        id: item!.id,
        orderId: item!.orderId,
        sellerId,
        printerId: item!.printerId,
        status,
        trackingCode: isDisallowShipping ? null : item!.trackingCode,
        trackingCarrierCode: isDisallowShipping ? null : item!.trackingCarrierCode,
        addedTracking: !isDisallowShipping && item!.trackingCode !== null,
      };
    });
    announceItemChanges(this.live, [change]);
    return productionItem(this.db, by.actor, itemId);
  }

  /** Adds (or, with id, edits) one code of a locked item; answers the format warning, if any. */
  private async write(
    tx: DbTx,
    by: ActedBy,
    item: OrderItemRow,
    body: TrackingInput,
    listener?: ReturnType<TrackingHook>,
  ): Promise<string | null> {
    if (!isTrackingEditable(item.status)) {
      throw conflict(
        `${PRODUCTION_MESSAGES.trackingNotEditable}; it is ${statusWords(item.status)}`,
      );
    }
    if (item.isDisallowShipping) throw conflict(PRODUCTION_MESSAGES.shippingDisallowed);
    const code = normalizeTrackingNumber(body.trackingCode);
    const carrier = body.trackingCarrierCode;
    const local =
      body.localTrackingNumber === undefined
        ? {}
        : { localTrackingNumber: body.localTrackingNumber || null };
    const now = new Date();
    if (body.id) {
      const [edited] = await tx
        .update(orderItemTrackingCodes)
        .set({ trackingCode: code, carrierCode: carrier, updatedAt: now, ...local })
        .where(
          and(
            eq(orderItemTrackingCodes.id, body.id),
            eq(orderItemTrackingCodes.orderItemId, item.id),
          ),
        )
        .returning({ id: orderItemTrackingCodes.id })
        .catch((error: unknown) => {
          throw duplicateOr(error);
        });
      if (!edited) throw notFound('Tracking code not found');
    } else {
      // The same code again updates its carrier rather than adding a twin.
      await tx
        .insert(orderItemTrackingCodes)
        .values({
          orderItemId: item.id,
          trackingCode: code,
          carrierCode: carrier,
          createdBy: by.actor.id,
          ...local,
        })
        .onConflictDoUpdate({
          target: [orderItemTrackingCodes.orderItemId, orderItemTrackingCodes.trackingCode],
          set: { carrierCode: carrier, updatedAt: now, ...local },
        });
    }
    await tx
      .update(orderItems)
      .set({ trackingCode: code, trackingCarrierCode: carrier, updatedAt: now })
      .where(eq(orderItems.id, item.id));
    await this.log(
      tx,
      by,
      item,
      body.id ? 'editTrackingCode' : 'addTrackingCode',
      `${carrier} ${code}`,
    );
    await orderHooks.itemShipped.raise(tx, item, code, carrier);
    await listener?.added(tx, {
      orderItemId: item.id,
      orderId: item.orderId,
      trackingCode: code,
      carrierCode: carrier,
    });
    const check = checkTrackingNumber(carrier, code);
    return check.result === 'valid' ? null : check.warning;
  }

  private log(tx: DbTx, by: ActedBy, item: OrderItemRow, action: string, text: string) {
    return logItemAction(tx, by, item, { action, text, type: 'TRACKING' });
  }

  private async changeOf(tx: DbTx, item: OrderItemRow, body: TrackingInput): Promise<ItemChange> {
    return {
      id: item.id,
      orderId: item.orderId,
      sellerId: await this.sellerOf(tx, item.orderId),
      printerId: item.printerId,
      status: item.status,
      trackingCode: normalizeTrackingNumber(body.trackingCode),
      trackingCarrierCode: body.trackingCarrierCode,
      addedTracking: true,
    };
  }

  private async sellerOf(tx: DbTx, orderId: string): Promise<string> {
    const [row] = await tx
      .select({ sellerId: orders.sellerId })
      .from(orders)
      .where(inArray(orders.id, [orderId]));
    return row!.sellerId;
  }
}

/** A line's refusal with its field path added (items.<n>.orderItemId); the status is kept. */
function onLine(error: unknown, index: number): unknown {
  if (!(error instanceof HttpError)) return error;
  return new HttpError(error.status, error.message, {
    ...error.errors,
    [`items.${index}.orderItemId`]: error.message,
  });
}

/** An edit onto a code the item already has is a 409 naming it; anything else is re-thrown. */
function duplicateOr(error: unknown): unknown {
  const code =
    (error as { code?: string; cause?: { code?: string } }).code ??
    (error as { cause?: { code?: string } }).cause?.code;
  return code === '23505' ? conflict('This tracking code is already on the item') : error;
}
