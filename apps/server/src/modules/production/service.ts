import {
  DESCRIBED_UNIT_ACTIONS,
  parseSlipScan,
  PRODUCTION_MESSAGES,
  type PrinterUnitAction,
  type ScanBody,
  type SlipLookupParams,
  type UnitActionBody,
  type UnitIndexesBody,
  type VerifyBody,
  type VerifyParams,
  type comingDateBodySchema,
} from '@platfox/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { retryingConflicts, type Db } from '../../platform/db';
import { badRequest, notFound } from '../../platform/errors';
import type { Live } from '../../platform/live';
import { type ActedBy, ACTION_WORDS, countOf, orderItemsReadModel } from '../order-items/index';
import { ordersReadModel } from '../orders/index';
import { writeTrace } from '../trace-logs/index';
import { afterAnswer, announceItemChanges, type ItemChange } from './live';
import { checkedInStaff } from '../staff/index';
import { scannedUnitOf, scanUnit } from './scan-unit';
import type { StaffFigures } from '../staff/index';
import { actOnUnits } from './pick-stock';
import { conflict, itemScope, lockItemsById, lockUnits, type FloorBy } from './units';
import {
  actionLog,
  itemAttributePairs,
  itemImageId,
  itemLooks,
  productionItem,
  productionItems,
  unitView,
} from './views';
const { orderItemActionLogs, orderItems, orderItemUnits } = orderItemsReadModel;
const { orders } = ordersReadModel;

type ComingDateBody = z.infer<typeof comingDateBodySchema>;

function requireDescription(action: PrinterUnitAction, description: string | undefined): void {
  if (DESCRIBED_UNIT_ACTIONS.includes(action) && !description) {
    throw badRequest(PRODUCTION_MESSAGES.descriptionRequired, {
      description: PRODUCTION_MESSAGES.descriptionRequired,
    });
  }
}

/**
 * The printer floor's use cases (spec 02 section 4.13, spec 03 section 4): status changes in
 * bulk, per quantity index and by scan, verification and the actions log. Each change runs in one
 * transaction under row locks and is announced after the commit.
 */
export class ProductionService {
  constructor(
    private readonly db: Db,
    private readonly live: Live,
    /** The staff's live floor figures, told of each unit a member moves (issue 33). */
    private readonly figures?: Pick<StaffFigures, 'gather'>,
    /** Where a live announcement's failure after the answer is reported. */
    private readonly onLiveError?: (error: unknown) => void,
  ) {}

  /**
   * After the commit: the member's figures moved (human_resource_stats_updated). Gathered per
   * printer and sent a moment later (StaffFigures.gather), never on the change's answer path.
   */
  private tellFigures(by: ActedBy, staffId: string | undefined, offset?: number) {
    if (staffId && by.actor.type === 'PRINTER') {
      this.figures?.gather(by.actor.id, staffId, 'process', offset, this.onLiveError);
    }
  }

  /** A printer's change is recorded with a checked-in staff member of its own. */
  private async floorBy(by: ActedBy, staffId: string): Promise<FloorBy> {
    const staff = await checkedInStaff(this.db, by.actor, staffId);
    return { ...by, staff };
  }

  item(by: ActedBy, id: string) {
    return productionItem(this.db, by.actor, id);
  }

  async log(by: ActedBy, id: string) {
    await productionItem(this.db, by.actor, id);
    return actionLog(this.db, id);
  }

  /** Every unit of each item that the action allows; an item none of whose units does is 409. */
  async bulk(by: ActedBy, body: UnitActionBody) {
    requireDescription(body.action, body.description);
    const floor = await this.floorBy(by, body.staffId);
    // Run again if two stations' moves deadlock (their items share rollup and stock rows).
    const changes = await retryingConflicts(() =>
      this.db.transaction(async (tx) => {
        const items = await lockItemsById(tx, by, body.ids);
        const sellers = await this.sellersOf(
          tx,
          items.map((item) => item.orderId),
        );
        const done: ItemChange[] = [];
        for (const item of items) {
          const units = await lockUnits(tx, item.id);
          const { moves, itemStatus } = await actOnUnits(tx, floor, item, units, body.action, {
            ...body,
            strict: false,
          });
          done.push({
            id: item.id,
            orderId: item.orderId,
            sellerId: sellers.get(item.orderId)!,
            printerId: item.printerId,
            status: itemStatus,
            qtyIndexes: moves.map((move) => move.unit.qtyIndex),
          });
        }
        return done;
      }),
    );
    announceItemChanges(this.live, changes);
    this.tellFigures(by, floor.staff?.id, body.timezoneOffset);
    return {
      message: `${countOf(changes.length, 'item')} ${ACTION_WORDS[body.action]}`,
      data: await productionItems(this.db, by.actor, body.ids),
    };
  }

  /** The named quantity indexes of one item; each must exist and allow the action. */
  async indexes(by: ActedBy, itemId: string, body: UnitIndexesBody) {
    requireDescription(body.action, body.description);
    const floor = await this.floorBy(by, body.staffId);
    const wanted = [...new Set(body.qtyIndexes)].sort((a, b) => a - b);
    const change = await retryingConflicts(() =>
      this.db.transaction(async (tx) => {
        const [item] = await lockItemsById(tx, by, [itemId]);
        const units = await lockUnits(tx, item!.id, wanted);
        const missing = wanted.filter((index) => !units.some((unit) => unit.qtyIndex === index));
        if (missing.length > 0) {
          const message = `This item has no unit ${missing.join(', ')}`;
          throw badRequest(message, { qtyIndexes: message });
        }
        const { itemStatus } = await actOnUnits(tx, floor, item!, units, body.action, {
          ...body,
          strict: true,
        });
        const sellers = await this.sellersOf(tx, [item!.orderId]);
        return {
          id: item!.id,
          orderId: item!.orderId,
          sellerId: sellers.get(item!.orderId)!,
          printerId: item!.printerId,
          status: itemStatus,
          qtyIndexes: wanted,
        };
      }),
    );
    announceItemChanges(this.live, [change]);
    this.tellFigures(by, floor.staff?.id, body.timezoneOffset);
    return {
      message: `${wanted.length === 1 ? 'Unit' : 'Units'} ${wanted.join(', ')} ${ACTION_WORDS[body.action]}`,
      data: [await productionItem(this.db, by.actor, itemId)],
    };
  }

  /**
   * A station's scan: one statement checks the staff member, finds the unit by slip code and
   * quantity index among the actor's items and locks its order, its item and the item's units;
   * the unit then moves. Two scans of one unit at once queue on the locks: the first moves it,
   * the second reads it moved and is refused (409 with the reason).
   */
  async scan(by: ActedBy, body: ScanBody) {
    requireDescription(body.action, body.description);
    const { code, qtyIndex } = scannedUnitOf(body);
    // Two stations scanning at once may deadlock (their items share rollup and stock rows):
    // PostgreSQL rolls one back whole, and it is run again.
    const result = await retryingConflicts(() =>
      this.db.transaction((tx) => scanUnit(tx, by, body, { code, qtyIndex })),
    );
    const { item, move, itemStatus } = result;
    this.tellFigures(by, body.staffId, body.timezoneOffset);
    // The live fan-out (a seller's event, the admins' list, the printer's six lists) runs after
    // the answer is written: the station waits for its answer, not for the others' events.
    afterAnswer(() => {
      announceItemChanges(this.live, [
        {
          id: item.id,
          orderId: item.orderId,
          sellerId: result.sellerId,
          printerId: item.printerId,
          status: itemStatus,
          qtyIndexes: [qtyIndex],
        },
      ]);
    }, this.onLiveError);
    return {
      // A pick that found no stock sent the unit to awaiting stock (pick-stock.ts).
      message:
        body.action === 'pick' && move.to === 'AWAITING_STOCK'
          ? `Unit ${code}_${qtyIndex} is out of stock: it awaits stock`
          : `Unit ${code}_${qtyIndex} ${ACTION_WORDS[body.action]}`,
      data: {
        orderItemId: item.id,
        qtyIndex,
        from: move.from,
        to: move.to,
        itemStatus,
        productTypeName: item.productTypeName,
        productTitle: item.productTitle,
        ...result.looks,
      },
    };
  }

  /**
   * Verify (/p/verify-detail, /p/verify-summary): marks the unit verified (the first time) and
   * answers the item with the unit; the summary view adds the order's summary, whose presence
   * tells the screen to show the summary view (spec 03 section 7.5).
   */
  async verify(by: ActedBy, unitOf: VerifyParams, body: VerifyBody) {
    // The path's id is the slip's code; a scanned value that carries its own index ("CODE_2") is
    // read as the code alone, the path's index naming the unit.
    const found = await this.findUnit(by, parseSlipScan(unitOf.id).code, unitOf.qtyIndex);
    const [unit] = await this.db
      .update(orderItemUnits)
      .set({ verifiedAt: sql`coalesce(${orderItemUnits.verifiedAt}, now())` })
      .where(eq(orderItemUnits.id, found.id))
      .returning();
    const [item, looks] = await Promise.all([
      productionItem(this.db, by.actor, found.orderItemId),
      this.looksOf(found.orderItemId),
    ]);
    if (body.view === 'detail') return { item, unit: unitView(unit!), ...looks };
    const rows = await this.db
      .select({ status: orderItemUnits.status, verifiedAt: orderItemUnits.verifiedAt })
      .from(orderItemUnits)
      .innerJoin(orderItems, eq(orderItems.id, orderItemUnits.orderItemId))
      .where(and(eq(orderItems.orderId, item.orderId), itemScope(by)));
    const byStatus: Record<string, number> = {};
    for (const row of rows) byStatus[row.status] = (byStatus[row.status] ?? 0) + 1;
    return {
      item,
      unit: unitView(unit!),
      ...looks,
      summary: {
        orderId: item.orderId,
        totalUnits: rows.length,
        verifiedUnits: rows.filter((row) => row.verifiedAt !== null).length,
        byStatus,
      },
    };
  }

  /**
   * The completed product scanner's look-up (issue 6): the unit a slip value names, its item and
   * the item's looks. It only reads, so showing an item never counts as verifying it.
   */
  async lookUpSlip(by: ActedBy, params: SlipLookupParams) {
    const parsed = parseSlipScan(params.code);
    if (parsed.qtyIndex === null) {
      throw badRequest(PRODUCTION_MESSAGES.qtyIndexRequired, {
        qtyIndex: PRODUCTION_MESSAGES.qtyIndexRequired,
      });
    }
    const found = await this.findUnit(by, parsed.code, parsed.qtyIndex);
    const [item, looks] = await Promise.all([
      productionItem(this.db, by.actor, found.orderItemId),
      this.looksOf(found.orderItemId),
    ]);
    const unit = item.units.find((row) => row.id === found.id)!;
    return { item, unit, ...looks };
  }

  /** Update coming stock date of the item's awaiting-stock units (spec 03 section 6). */
  async comingDate(by: ActedBy, itemId: string, body: ComingDateBody) {
    const floor = await this.floorBy(by, body.staffId);
    return this.writeComingDate(floor, itemId, body);
  }

  /**
   * The same for an admin (admin/order-items/{id}/coming-stock-date): no staff member works an
   * admin's change, and it takes every awaiting-stock unit of the item.
   */
  adminComingDate(by: ActedBy, itemId: string, body: { awaitingStockComingAt: string | null }) {
    return this.writeComingDate({ ...by, staff: null }, itemId, body);
  }

  private async writeComingDate(
    floor: ActedBy & { staff: { id: string } | null },
    itemId: string,
    body: { awaitingStockComingAt: string | null; qtyIndexes?: number[] | undefined },
  ) {
    const by: ActedBy = floor;
    const comingAt = body.awaitingStockComingAt ? new Date(body.awaitingStockComingAt) : null;
    await this.db.transaction(async (tx) => {
      const [item] = await lockItemsById(tx, by, [itemId]);
      const units = (await lockUnits(tx, item!.id, body.qtyIndexes)).filter(
        (unit) => unit.status === 'AWAITING_STOCK',
      );
      if (units.length === 0) throw conflict('No unit of this item is awaiting stock');
      const ids = units.map((unit) => unit.id);
      await tx
        .update(orderItemUnits)
        .set({ awaitingStockComingAt: comingAt, updatedAt: new Date() })
        .where(inArray(orderItemUnits.id, ids));
      await tx.insert(orderItemActionLogs).values(
        units.map((unit) => ({
          orderItemId: item!.id,
          qtyIndex: unit.qtyIndex,
          action: 'updateComingDate',
          staffId: floor.staff?.id ?? null,
          actorId: by.actor.id,
          description: comingAt ? `Coming ${comingAt.toISOString()}` : 'Coming date cleared',
        })),
      );
      await writeTrace(tx, {
        actorId: by.actor.id,
        ip: by.ip,
        target: 'order_item',
        targetId: item!.id,
        orderId: item!.orderId,
        type: 'COMING_STOCK',
        description: `${comingAt ? `Coming stock date ${comingAt.toISOString()}` : 'Coming stock date cleared'} (units ${units.map((unit) => unit.qtyIndex).join(', ')})`,
      });
    });
    return productionItem(this.db, by.actor, itemId);
  }

  private async findUnit(by: ActedBy, code: string, qtyIndex: number) {
    const [row] = await this.db
      .select({
        id: orderItemUnits.id,
        orderItemId: orderItemUnits.orderItemId,
        orderId: orderItems.orderId,
      })
      .from(orderItemUnits)
      .innerJoin(orderItems, eq(orderItems.id, orderItemUnits.orderItemId))
      .where(
        and(eq(orderItemUnits.code, code), eq(orderItemUnits.qtyIndex, qtyIndex), itemScope(by)),
      );
    if (!row) throw notFound(PRODUCTION_MESSAGES.unitNotFound);
    return row;
  }

  private async looksOf(itemId: string) {
    const [row] = await this.db
      .select({
        imageId: itemImageId,
        pairs: itemAttributePairs,
      })
      .from(orderItems)
      .where(eq(orderItems.id, itemId));
    return itemLooks(row?.imageId ?? null, row?.pairs ?? null);
  }

  private async sellersOf(tx: Pick<Db, 'select'>, orderIds: readonly string[]) {
    const rows = await tx
      .select({ id: orders.id, sellerId: orders.sellerId })
      .from(orders)
      .where(inArray(orders.id, [...new Set(orderIds)]));
    return new Map(rows.map((row) => [row.id, row.sellerId]));
  }
}
