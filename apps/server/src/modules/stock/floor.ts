import { STOCK_MESSAGES, type InventoryItem, type InventoryItemQuery } from '@platfox/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { notFound } from '../../platform/errors';
import type { Actor } from '../auth/index';
import { printerBlankApparelItemByCode } from '../catalog/index';
import { stockItems, stockLogs } from './tables';
import type { WarehouseService } from './warehouses';

/** How many of the item's stock log rows the floor screen shows. */
export const FLOOR_LOG_ROWS = 5;

/**
 * The inventory floor screen's look-up (/inventory): the scanned code names a blank-apparel item
 * the printer stocks (catalog), then its stock item in the chosen warehouse (the default when none
 * is chosen) and its last log rows. The screen records receipts and issues through the inventory
 * endpoint; this only reads.
 */
export class FloorService {
  constructor(
    private readonly db: Db,
    private readonly warehouses: WarehouseService,
  ) {}

  async lookUp(actor: Actor, query: InventoryItemQuery): Promise<InventoryItem> {
    const warehouseId = await this.warehouseOf(actor, query.warehouseId);
    const item = await printerBlankApparelItemByCode(this.db, actor.id, query.code);
    if (!item) throw notFound(STOCK_MESSAGES.itemCodeUnknown);
    const [held] = await this.db
      .select({ id: stockItems.id })
      .from(stockItems)
      .where(
        and(eq(stockItems.warehouseId, warehouseId), eq(stockItems.blankApparelItemId, item.id)),
      );
    const stockItem = held
      ? ((await this.warehouses.stockItems(actor, { warehouseId })).find(
          (row) => row.id === held.id,
        ) ?? null)
      : null;
    const logs = held
      ? await this.db
          .select()
          .from(stockLogs)
          .where(and(eq(stockLogs.stockItemId, held.id), eq(stockLogs.printerId, actor.id)))
          .orderBy(desc(stockLogs.createdAt), desc(stockLogs.id))
          .limit(FLOOR_LOG_ROWS)
      : [];
    return {
      blankApparelItemId: item.id,
      sku: item.sku,
      name: item.name,
      warehouseId,
      stockItem,
      logs: logs.map((row) => ({
        id: row.id,
        reason: row.reason,
        ref: row.ref,
        previousStock: row.previousStock,
        stock: row.stock,
        createdAt: row.createdAt.toISOString(),
      })),
    };
  }

  /** The chosen warehouse if it is the printer's (another's is not found), else the default. */
  private async warehouseOf(actor: Actor, warehouseId: string | undefined): Promise<string> {
    if (warehouseId) return (await this.warehouses.get(actor, warehouseId)).id;
    const [first] = await this.warehouses.list(actor);
    if (!first) throw notFound(STOCK_MESSAGES.noWarehouse);
    return first.id;
  }
}
