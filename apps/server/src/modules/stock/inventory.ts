import {
  STOCK_MESSAGES,
  type Inventory,
  type InventoryStepBody,
  type StockAddBody,
  type UpdateStockQuantityBody,
} from '@platfox/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbTx } from '../../platform/db';
import { HttpError, notFound } from '../../platform/errors';
import type { Live } from '../../platform/live';
import type { Actor } from '../auth/index';
import { blankApparelItemRefs } from '../catalog/index';
import { checkedInStaff } from '../staff/index';
import { stockHooks } from './hooks';
import { moveStock, setStock } from './movements';
import { inventories, inventoryLines, stockItems, storageAreas, warehouses } from './tables';
import type { WarehouseService } from './warehouses';

type By = { actor: Actor; ip: string | null };

const invalid = (field: string, message: string) =>
  new HttpError(400, message, { [field]: message });

/**
 * Inventory records: a receipt (IN) or an issue (OUT) of blank-apparel items into or out of one
 * warehouse, and the printer's own counts (set stock). Each moves stock through movements.ts in
 * the record's transaction; a revert moves it back once (the record's row lock and its status).
 */
export class InventoryService {
  constructor(
    private readonly db: Db,
    private readonly warehouses: WarehouseService,
    private readonly live: Live,
    private readonly log: Pick<FastifyBaseLogger, 'error'>,
  ) {}

  /**
   * After a commit that brought stock in: the units awaiting it are released (stock/hooks.ts).
   * The receipt stands whatever happens there; a release that fails is logged, and the next
   * receipt of the item releases them.
   */
  private async arrived(by: By, stockItemIds: readonly string[]): Promise<void> {
    if (stockItemIds.length === 0) return;
    const rows = await this.db
      .selectDistinct({ productTypeItemId: stockItems.productTypeItemId })
      .from(stockItems)
      .where(inArray(stockItems.id, [...stockItemIds]));
    try {
      await stockHooks.arrived.raise({
        db: this.db,
        live: this.live,
        by,
        printerId: by.actor.id,
        productTypeItemIds: rows.map((row) => row.productTypeItemId),
      });
    } catch (error) {
      this.log.error({ err: error }, 'releasing units awaiting stock failed');
    }
  }

  async add(by: By, body: StockAddBody): Promise<Inventory> {
    const record = await this.addInTransaction(by.actor, body);
    if (record.action === 'IN' && record.status === 'APPROVED') {
      await this.arrived(
        by,
        record.lines.map((line) => line.stockItemId),
      );
    }
    return record;
  }

  private async addInTransaction(actor: Actor, body: StockAddBody): Promise<Inventory> {
    if (body.userId && body.userId !== actor.id) throw invalid('userId', 'The user must be you');
    const isOut = body.isSubtractedStock === true;
    if (isOut && body.isInTransit) {
      throw invalid('isInTransit', 'Only a receipt can be in transit');
    }
    return this.db.transaction(async (tx) => {
      const staffId = await this.staffOnDuty(tx, actor, body);
      await this.warehouses.lockOwn(tx, actor, body.wareHouseId);
      const refs = await blankApparelItemRefs(
        tx,
        body.blankApparelItems.map((line) => line.blankApparelItemId),
      );
      const areaIds = body.blankApparelItems.flatMap((line) =>
        line.storageAreaId ? [line.storageAreaId] : [],
      );
      const areas = areaIds.length
        ? await tx
            .select({ id: storageAreas.id })
            .from(storageAreas)
            .where(
              and(
                inArray(storageAreas.id, areaIds),
                eq(storageAreas.warehouseId, body.wareHouseId),
              ),
            )
        : [];
      const knownAreas = new Set(areas.map((area) => area.id));
      const errors: Record<string, string> = {};
      body.blankApparelItems.forEach((line, index) => {
        if (!refs.has(line.blankApparelItemId)) {
          errors[`blankApparelItems.${index}.blankApparelItemId`] =
            STOCK_MESSAGES.blankApparelItemUnknown;
        }
        if (line.storageAreaId && !knownAreas.has(line.storageAreaId)) {
          errors[`blankApparelItems.${index}.storageAreaId`] = STOCK_MESSAGES.storageAreaNotFound;
        }
      });
      const [first] = Object.values(errors);
      if (first) throw new HttpError(400, first, errors);

      const status = body.isInTransit ? 'IN_TRANSIT' : 'APPROVED';
      const [record] = await tx
        .insert(inventories)
        .values({
          printerId: actor.id,
          warehouseId: body.wareHouseId,
          type: body.type ?? 'BLANK_APPAREL',
          action: isOut ? 'OUT' : 'IN',
          status,
          inventoryRefId: body.inventoryRefId ?? null,
          expectedAt: body.expectedAt ? new Date(body.expectedAt) : null,
          actorId: actor.id,
          staffId,
        })
        .returning();
      for (const line of body.blankApparelItems) {
        const ref = refs.get(line.blankApparelItemId)!;
        // A receipt of an item the warehouse does not hold yet adds it.
        await tx
          .insert(stockItems)
          .values({
            printerId: actor.id,
            warehouseId: body.wareHouseId,
            blankApparelItemId: ref.id,
            productTypeItemId: ref.productTypeItemId,
          })
          .onConflictDoNothing();
        const [item] = await tx
          .select({ id: stockItems.id })
          .from(stockItems)
          .where(
            and(
              eq(stockItems.warehouseId, body.wareHouseId),
              eq(stockItems.blankApparelItemId, ref.id),
            ),
          );
        if (line.storageAreaId) {
          await tx
            .update(stockItems)
            .set({ storageAreaId: line.storageAreaId })
            .where(eq(stockItems.id, item!.id));
        }
        await tx
          .insert(inventoryLines)
          .values({ inventoryId: record!.id, stockItemId: item!.id, quantity: line.quantity });
        if (status === 'APPROVED') {
          await moveStock(tx, {
            printerId: actor.id,
            stockItemId: item!.id,
            delta: isOut ? -line.quantity : line.quantity,
            reason: isOut ? 'ISSUE' : 'RECEIVE',
            ref: record!.id,
            actorId: actor.id,
            staffId,
          });
        }
      }
      return this.get(actor, record!.id, tx);
    });
  }

  /**
   * Restores the stock an approved record moved (a record in transit moved none), once; its stock
   * log rows name the staff member on duty, as the receipt's did.
   */
  async revert(by: By, id: string, body: InventoryStepBody = {}): Promise<Inventory> {
    const { actor } = by;
    const record = await this.db.transaction(async (tx) => {
      const staffId = await this.staffOnDuty(tx, actor, body);
      const record = await this.lockOwn(tx, actor, id);
      if (record.status === 'REVERTED') throw new HttpError(409, STOCK_MESSAGES.alreadyReverted);
      if (record.status === 'APPROVED') {
        for (const line of await this.linesOf(tx, id)) {
          await moveStock(tx, {
            printerId: actor.id,
            stockItemId: line.stockItemId,
            delta: record.action === 'IN' ? -line.quantity : line.quantity,
            reason: 'REVERT',
            ref: id,
            actorId: actor.id,
            staffId,
          });
        }
      }
      await tx
        .update(inventories)
        .set({ status: 'REVERTED', revertedAt: new Date() })
        .where(eq(inventories.id, id));
      return this.get(actor, id, tx);
    });
    // Reverting an issue (OUT) puts its stock back.
    if (record.action === 'OUT') {
      await this.arrived(
        by,
        record.lines.map((line) => line.stockItemId),
      );
    }
    return record;
  }

  /**
   * Stock in transit arrives: it comes into the warehouse, its stock log rows naming the staff
   * member on duty who received it (not the one who recorded it in transit).
   */
  async receive(by: By, id: string, body: InventoryStepBody = {}): Promise<Inventory> {
    const { actor } = by;
    const record = await this.db.transaction(async (tx) => {
      const staffId = await this.staffOnDuty(tx, actor, body);
      const record = await this.lockOwn(tx, actor, id);
      if (record.status !== 'IN_TRANSIT') throw new HttpError(409, STOCK_MESSAGES.notInTransit);
      for (const line of await this.linesOf(tx, id)) {
        await moveStock(tx, {
          printerId: actor.id,
          stockItemId: line.stockItemId,
          delta: line.quantity,
          reason: 'RECEIVE',
          ref: id,
          actorId: actor.id,
          staffId,
        });
      }
      await tx.update(inventories).set({ status: 'APPROVED' }).where(eq(inventories.id, id));
      return this.get(actor, id, tx);
    });
    await this.arrived(
      by,
      record.lines.map((line) => line.stockItemId),
    );
    return record;
  }

  /** Set stock: the printer's own count of one stock item. */
  async updateQuantity(by: By, body: UpdateStockQuantityBody) {
    const { actor } = by;
    const item = await this.db.transaction(async (tx) => {
      const staffId = await this.staffOnDuty(tx, actor, body);
      await setStock(
        tx,
        actor.id,
        body.stockItemId,
        body.quantity,
        actor.id,
        body.note ?? null,
        staffId,
      );
      const [item] = await tx
        .select({ warehouseId: stockItems.warehouseId })
        .from(stockItems)
        .where(eq(stockItems.id, body.stockItemId));
      const items = await this.warehouses.stockItems(actor, { warehouseId: item!.warehouseId }, tx);
      return items.find((one) => one.id === body.stockItemId)!;
    });
    await this.arrived(by, [body.stockItemId]);
    return item;
  }

  async get(actor: Actor, id: string, db: Db | DbTx = this.db): Promise<Inventory> {
    const [row] = await db
      .select({ record: inventories, warehouseName: warehouses.name })
      .from(inventories)
      .innerJoin(warehouses, eq(warehouses.id, inventories.warehouseId))
      .where(and(eq(inventories.id, id), eq(inventories.printerId, actor.id)));
    if (!row) throw notFound(STOCK_MESSAGES.inventoryNotFound);
    const lines = await this.linesOf(db, id);
    const refs = await blankApparelItemRefs(
      db,
      lines.map((line) => line.blankApparelItemId),
    );
    const { record } = row;
    return {
      id: record.id,
      warehouseId: record.warehouseId,
      warehouseName: row.warehouseName,
      type: record.type,
      action: record.action,
      status: record.status,
      inventoryRefId: record.inventoryRefId,
      expectedAt: record.expectedAt?.toISOString() ?? null,
      lines: lines.map((line) => ({
        stockItemId: line.stockItemId,
        name: refs.get(line.blankApparelItemId)?.name ?? '',
        quantity: line.quantity,
      })),
      totalQuantity: lines.reduce((sum, line) => sum + line.quantity, 0),
      createdAt: record.createdAt.toISOString(),
      revertedAt: record.revertedAt?.toISOString() ?? null,
    };
  }

  private linesOf(db: Db | DbTx, id: string) {
    return db
      .select({
        stockItemId: inventoryLines.stockItemId,
        quantity: inventoryLines.quantity,
        blankApparelItemId: stockItems.blankApparelItemId,
      })
      .from(inventoryLines)
      .innerJoin(stockItems, eq(stockItems.id, inventoryLines.stockItemId))
      .where(eq(inventoryLines.inventoryId, id))
      .orderBy(inventoryLines.id);
  }

  /**
   * The staff member a station names, recorded with the change once found checked in (the scan's
   * rule: one of the printer's own, active, checked in on the current shift); none named, none
   * recorded.
   */
  private async staffOnDuty(
    tx: DbTx,
    actor: Actor,
    body: { staffId?: string | undefined },
  ): Promise<string | null> {
    if (!body.staffId) return null;
    return (await checkedInStaff(tx, actor, body.staffId)).id;
  }

  private async lockOwn(tx: DbTx, actor: Actor, id: string) {
    const [row] = await tx
      .select()
      .from(inventories)
      .where(and(eq(inventories.id, id), eq(inventories.printerId, actor.id)))
      .for('update');
    if (!row) throw notFound(STOCK_MESSAGES.inventoryNotFound);
    return row;
  }
}
