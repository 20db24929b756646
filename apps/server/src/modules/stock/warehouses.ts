import {
  STOCK_MESSAGES,
  type StockItem,
  type StorageArea,
  type Warehouse,
  type WarehouseBody,
} from '@platfox/domain';
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db, DbTx } from '../../platform/db';
import { HttpError, notFound } from '../../platform/errors';
import type { Actor } from '../auth/index';
import { blankApparelItemRefs } from '../catalog/index';
import { storageAreas, stockItems, warehouses } from './tables';

type Reader = Db | DbTx;

const conflict = (message: string, field?: string) =>
  new HttpError(409, message, field ? { [field]: message } : {});

/** A unique name taken (a warehouse's or an area's) is 409 on the name field. */
function refuseTakenName(error: unknown): never {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if ((cause as { code?: unknown }).code === '23505') {
      throw conflict(STOCK_MESSAGES.nameTaken, 'name');
    }
  }
  throw error;
}

const count = sql<number>`count(*)::int`;

/**
 * Warehouses, their items and their storage areas, each the printer's own: every query is scoped
 * to the acting printer, so another printer's id is not found.
 */
export class WarehouseService {
  constructor(private readonly db: Db) {}

  async list(actor: Actor, db: Reader = this.db): Promise<Warehouse[]> {
    const rows = await db
      .select()
      .from(warehouses)
      .where(eq(warehouses.printerId, actor.id))
      .orderBy(desc(warehouses.isDefault), asc(warehouses.name));
    const ids = rows.map((row) => row.id);
    if (ids.length === 0) return [];
    const stock = await db
      .select({
        warehouseId: stockItems.warehouseId,
        items: count,
        total: sql<number>`coalesce(sum(${stockItems.quantity}), 0)::int`,
      })
      .from(stockItems)
      .where(inArray(stockItems.warehouseId, ids))
      .groupBy(stockItems.warehouseId);
    const areas = await db
      .select({ warehouseId: storageAreas.warehouseId, areas: count })
      .from(storageAreas)
      .where(inArray(storageAreas.warehouseId, ids))
      .groupBy(storageAreas.warehouseId);
    const stockOf = new Map(stock.map((row) => [row.warehouseId, row]));
    const areasOf = new Map(areas.map((row) => [row.warehouseId, row.areas]));
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      address: row.address,
      isDefault: row.isDefault,
      itemCount: stockOf.get(row.id)?.items ?? 0,
      totalStock: stockOf.get(row.id)?.total ?? 0,
      storageAreaCount: areasOf.get(row.id) ?? 0,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    }));
  }

  async get(actor: Actor, id: string, db: Reader = this.db): Promise<Warehouse> {
    const found = (await this.list(actor, db)).find((warehouse) => warehouse.id === id);
    if (!found) throw notFound(STOCK_MESSAGES.warehouseNotFound);
    return found;
  }

  /** The printer's first warehouse is its default; one marked default takes the flag over. */
  async create(actor: Actor, body: WarehouseBody): Promise<Warehouse> {
    return this.db
      .transaction(async (tx) => {
        const [existing] = await tx
          .select({ id: warehouses.id })
          .from(warehouses)
          .where(eq(warehouses.printerId, actor.id))
          .limit(1)
          .for('update');
        const isDefault = !existing || body.isDefault === true;
        if (isDefault) await this.dropDefault(tx, actor.id);
        const [row] = await tx
          .insert(warehouses)
          .values({ printerId: actor.id, name: body.name, address: body.address, isDefault })
          .returning({ id: warehouses.id });
        return this.get(actor, row!.id, tx);
      })
      .catch(refuseTakenName);
  }

  async update(actor: Actor, id: string, body: WarehouseBody): Promise<Warehouse> {
    return this.db
      .transaction(async (tx) => {
        const row = await this.lockOwn(tx, actor, id);
        // Unticking the default is refused: exactly one warehouse is the default.
        if (row.isDefault && body.isDefault === false) {
          throw conflict(STOCK_MESSAGES.defaultWarehouseKept, 'isDefault');
        }
        if (body.isDefault && !row.isDefault) await this.dropDefault(tx, actor.id);
        await tx
          .update(warehouses)
          .set({
            name: body.name,
            address: body.address,
            isDefault: row.isDefault || body.isDefault === true,
            updatedAt: new Date(),
          })
          .where(eq(warehouses.id, id));
        return this.get(actor, id, tx);
      })
      .catch(refuseTakenName);
  }

  async remove(actor: Actor, id: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const row = await this.lockOwn(tx, actor, id);
      if (row.isDefault) throw conflict(STOCK_MESSAGES.defaultWarehouseKept);
      const [held] = await tx
        .select({ id: stockItems.id })
        .from(stockItems)
        .where(and(eq(stockItems.warehouseId, id), ne(stockItems.quantity, 0)))
        .limit(1);
      if (held) throw conflict(STOCK_MESSAGES.warehouseHoldsStock);
      await tx.delete(stockItems).where(eq(stockItems.warehouseId, id));
      await tx.delete(warehouses).where(eq(warehouses.id, id));
    });
  }

  /** Adds blank-apparel items at stock 0; those already in the warehouse are kept as they are. */
  async addItems(actor: Actor, id: string, blankApparelItemIds: readonly string[]) {
    return this.db.transaction(async (tx) => {
      await this.lockOwn(tx, actor, id);
      const refs = await blankApparelItemRefs(tx, blankApparelItemIds);
      const unknown = blankApparelItemIds.findIndex((itemId) => !refs.has(itemId));
      if (unknown >= 0) {
        const message = STOCK_MESSAGES.blankApparelItemUnknown;
        throw new HttpError(400, message, { [`blankApparelItemIds.${unknown}`]: message });
      }
      await tx
        .insert(stockItems)
        .values(
          [...refs.values()].map((ref) => ({
            printerId: actor.id,
            warehouseId: id,
            blankApparelItemId: ref.id,
            productTypeItemId: ref.productTypeItemId,
          })),
        )
        .onConflictDoNothing();
      return this.stockItems(actor, { warehouseId: id }, tx);
    });
  }

  /** Removes items holding no stock; one still holding stock refuses the whole call. */
  async removeItems(actor: Actor, id: string, blankApparelItemIds: readonly string[]) {
    await this.db.transaction(async (tx) => {
      await this.lockOwn(tx, actor, id);
      const where = and(
        eq(stockItems.warehouseId, id),
        inArray(stockItems.blankApparelItemId, [...blankApparelItemIds]),
      );
      const rows = await tx.select().from(stockItems).where(where).for('update');
      if (rows.some((row) => row.quantity !== 0)) throw conflict(STOCK_MESSAGES.itemHoldsStock);
      await tx.delete(stockItems).where(where);
    });
  }

  /** The printer's stock items, by storage area (the walk) then name. */
  async stockItems(
    actor: Actor,
    query: { warehouseId?: string | undefined },
    db: Reader = this.db,
  ): Promise<StockItem[]> {
    const rows = await db
      .select({ item: stockItems, areaName: storageAreas.name })
      .from(stockItems)
      .leftJoin(storageAreas, eq(storageAreas.id, stockItems.storageAreaId))
      .where(
        and(
          eq(stockItems.printerId, actor.id),
          query.warehouseId ? eq(stockItems.warehouseId, query.warehouseId) : undefined,
        ),
      );
    const refs = await blankApparelItemRefs(
      db,
      rows.map((row) => row.item.blankApparelItemId),
    );
    return rows
      .map(({ item, areaName }) => ({
        id: item.id,
        warehouseId: item.warehouseId,
        blankApparelItemId: item.blankApparelItemId,
        productTypeItemId: item.productTypeItemId,
        name: refs.get(item.blankApparelItemId)?.name ?? '',
        storageAreaId: item.storageAreaId,
        storageAreaName: areaName,
        quantity: item.quantity,
        updatedAt: item.updatedAt.toISOString(),
      }))
      .sort(
        (a, b) =>
          (a.storageAreaName ?? '\uffff').localeCompare(b.storageAreaName ?? '\uffff') ||
          a.name.localeCompare(b.name),
      );
  }

  async storageAreas(
    actor: Actor,
    query: { warehouseId?: string | undefined },
    db: Reader = this.db,
  ): Promise<StorageArea[]> {
    const rows = await db
      .select({
        area: storageAreas,
        warehouseName: warehouses.name,
        itemCount: sql<number>`(select count(*)::int from ${stockItems} where ${stockItems.storageAreaId} = ${storageAreas.id})`,
        totalStock: sql<number>`(select coalesce(sum(${stockItems.quantity}), 0)::int from ${stockItems} where ${stockItems.storageAreaId} = ${storageAreas.id})`,
      })
      .from(storageAreas)
      .innerJoin(warehouses, eq(warehouses.id, storageAreas.warehouseId))
      .where(
        and(
          eq(storageAreas.printerId, actor.id),
          query.warehouseId ? eq(storageAreas.warehouseId, query.warehouseId) : undefined,
        ),
      )
      .orderBy(asc(warehouses.name), asc(storageAreas.name));
    return rows.map((row) => ({
      id: row.area.id,
      warehouseId: row.area.warehouseId,
      warehouseName: row.warehouseName,
      name: row.area.name,
      itemCount: row.itemCount,
      totalStock: row.totalStock,
      createdAt: row.area.createdAt.toISOString(),
    }));
  }

  async storageArea(actor: Actor, id: string, db: Reader = this.db): Promise<StorageArea> {
    const found = (await this.storageAreas(actor, {}, db)).find((area) => area.id === id);
    if (!found) throw notFound(STOCK_MESSAGES.storageAreaNotFound);
    return found;
  }

  async createStorageArea(actor: Actor, body: { warehouseId: string; name: string }) {
    return this.db
      .transaction(async (tx) => {
        await this.lockOwn(tx, actor, body.warehouseId);
        const [row] = await tx
          .insert(storageAreas)
          .values({ printerId: actor.id, warehouseId: body.warehouseId, name: body.name })
          .returning({ id: storageAreas.id });
        return this.storageArea(actor, row!.id, tx);
      })
      .catch(refuseTakenName);
  }

  async renameStorageArea(actor: Actor, id: string, name: string) {
    return this.db
      .transaction(async (tx) => {
        const [row] = await tx
          .update(storageAreas)
          .set({ name })
          .where(and(eq(storageAreas.id, id), eq(storageAreas.printerId, actor.id)))
          .returning({ id: storageAreas.id });
        if (!row) throw notFound(STOCK_MESSAGES.storageAreaNotFound);
        return this.storageArea(actor, id, tx);
      })
      .catch(refuseTakenName);
  }

  /** Deletes the area; its items stay in the warehouse without one (the foreign key sets null). */
  async deleteStorageArea(actor: Actor, id: string): Promise<void> {
    const rows = await this.db
      .delete(storageAreas)
      .where(and(eq(storageAreas.id, id), eq(storageAreas.printerId, actor.id)))
      .returning({ id: storageAreas.id });
    if (rows.length === 0) throw notFound(STOCK_MESSAGES.storageAreaNotFound);
  }

  /** Takes every item out of the area, keeping their stock; answers how many. */
  async resetStorageArea(actor: Actor, id: string): Promise<number> {
    await this.storageArea(actor, id);
    const rows = await this.db
      .update(stockItems)
      .set({ storageAreaId: null, updatedAt: new Date() })
      .where(and(eq(stockItems.storageAreaId, id), eq(stockItems.printerId, actor.id)))
      .returning({ id: stockItems.id });
    return rows.length;
  }

  /** Assigns (or moves) stock items into the area; each must be in the area's warehouse. */
  async assignToStorageArea(actor: Actor, id: string, stockItemIds: readonly string[]) {
    return this.db.transaction(async (tx) => {
      const area = await this.storageArea(actor, id, tx);
      const rows = await tx
        .select({ id: stockItems.id, warehouseId: stockItems.warehouseId })
        .from(stockItems)
        .where(and(inArray(stockItems.id, [...stockItemIds]), eq(stockItems.printerId, actor.id)))
        .for('update');
      if (rows.length !== new Set(stockItemIds).size) {
        throw notFound(STOCK_MESSAGES.stockItemNotFound);
      }
      if (rows.some((row) => row.warehouseId !== area.warehouseId)) {
        throw new HttpError(400, STOCK_MESSAGES.areaOfOtherWarehouse, {
          stockItemIds: STOCK_MESSAGES.areaOfOtherWarehouse,
        });
      }
      await tx
        .update(stockItems)
        .set({ storageAreaId: id, updatedAt: new Date() })
        .where(inArray(stockItems.id, [...stockItemIds]));
      return this.stockItems(actor, { warehouseId: area.warehouseId }, tx);
    });
  }

  /** The printer's warehouse, locked; another printer's is not found. */
  async lockOwn(tx: DbTx, actor: Actor, id: string) {
    const [row] = await tx
      .select()
      .from(warehouses)
      .where(and(eq(warehouses.id, id), eq(warehouses.printerId, actor.id)))
      .for('update');
    if (!row) throw notFound(STOCK_MESSAGES.warehouseNotFound);
    return row;
  }

  private async dropDefault(tx: DbTx, printerId: string) {
    await tx
      .update(warehouses)
      .set({ isDefault: false, updatedAt: new Date() })
      .where(and(eq(warehouses.printerId, printerId), eq(warehouses.isDefault, true)));
  }
}
