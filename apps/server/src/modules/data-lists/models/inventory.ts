import { inventoryList, serialiseDate } from '@platfox/domain';
import { eq, sql } from 'drizzle-orm';
import { stockReadModel } from '../../stock/index';
import { serveListModel } from '../registry';
import { itemNameOf } from './stock-log';
const { inventories, warehouses } = stockReadModel;

// Written with table names: drizzle leaves columns unqualified inside a subquery.
const totalQuantity = sql<number>`(select coalesce(sum(line.quantity), 0)::int
  from inventory_lines line where line.inventory_id = inventories.id)`;
const itemNames = sql<string>`(select coalesce(string_agg(${itemNameOf('si.product_type_item_id')} || ' × ' || line.quantity, ', '), '')
  from inventory_lines line join stock_items si on si.id = line.stock_item_id
  where line.inventory_id = inventories.id)`;

/** The printer's inventory records (/p/inventories): receipts and issues, each revertible once. */
export const inventoryListModel = serveListModel(inventoryList, {
  source: (db, selection) =>
    db
      .select(selection)
      .from(inventories)
      .innerJoin(warehouses, eq(warehouses.id, inventories.warehouseId))
      .$dynamic(),
  countTable: inventories,
  id: inventories.id,
  columns: {
    warehouseId: { column: inventories.warehouseId, label: warehouses.name },
    type: inventories.type,
    action: inventories.action,
    status: inventories.status,
    inventoryRefId: inventories.inventoryRefId,
    totalQuantity,
    expectedAt: inventories.expectedAt,
    createdAt: inventories.createdAt,
  },
  select: {
    id: inventories.id,
    warehouseId: inventories.warehouseId,
    warehouseName: warehouses.name,
    type: inventories.type,
    action: inventories.action,
    status: inventories.status,
    inventoryRefId: inventories.inventoryRefId,
    totalQuantity,
    itemNames,
    expectedAt: inventories.expectedAt,
    createdAt: inventories.createdAt,
  },
  scope: (actor) => eq(inventories.printerId, actor.id),
  toRow: (row) => ({
    ...row,
    // A reverted record is final; the others may be reverted (or received) from the list.
    updatable: row.status !== 'REVERTED',
    expectedAt: row.expectedAt ? serialiseDate(row.expectedAt) : null,
    createdAt: serialiseDate(row.createdAt),
  }),
});
