import { adminStockLogList, serialiseDate, stockLogList } from '@platfox/domain';
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { accountsReadModel } from '../../accounts/index';
import { staffReadModel } from '../../staff/index';
import { stockReadModel } from '../../stock/index';
import { serveListModel } from '../registry';
const { users } = accountsReadModel;
const { stockItems, stockLogs, storageAreas, warehouses } = stockReadModel;
const { staff } = staffReadModel;

/*
 * The stock log (issue 32): the printer's own (/p/stock-logs) and every printer's for admins with
 * STOCK_LOG_ACCESS (/a/stock-logs). The log row carries its printer, warehouse and product type
 * item, so the filters and the default sort (printer, then time) read the log alone.
 */

// The item's name as the stock screens show it ("Classic T-Shirt · Black / M"). Written with table
// names: drizzle leaves columns unqualified inside a subquery.
export const itemNameOf = (productTypeItemId: string) =>
  sql<string>`(select pt.name || ' · ' || coalesce((
      select string_agg(ao.name, ' / ' order by pta.sort_order)
      from product_type_item_options ptio
      join attribute_options ao on ao.id = ptio.attribute_option_id
      join product_type_attributes pta
        on pta.product_type_id = pti.product_type_id and pta.attribute_id = ao.attribute_id
      where ptio.product_type_item_id = pti.id), 'Default')
    from product_type_items pti join product_types pt on pt.id = pti.product_type_id
    where pti.id = ${sql.raw(productTypeItemId)})`;

const itemName = itemNameOf('stock_logs.product_type_item_id');
const actors = alias(users, 'actors');
const printers = alias(users, 'printers');
const actorFullName = sql<string | null>`(${actors.firstName} || ' ' || ${actors.lastName})`;
const printerName = sql<string>`(${printers.firstName} || ' ' || ${printers.lastName})`;

const source = (isAdmin: boolean) =>
  ((db, selection) => {
    const query = db
      .select(selection)
      .from(stockLogs)
      .innerJoin(warehouses, eq(warehouses.id, stockLogs.warehouseId))
      .innerJoin(stockItems, eq(stockItems.id, stockLogs.stockItemId))
      .leftJoin(storageAreas, eq(storageAreas.id, stockItems.storageAreaId))
      .leftJoin(actors, eq(actors.id, stockLogs.actorId))
      // The staff member on duty who moved it (a pick's picker, the desk's checked-in member).
      .leftJoin(staff, eq(staff.id, stockLogs.staffId));
    return (
      isAdmin ? query.innerJoin(printers, eq(printers.id, stockLogs.printerId)) : query
    ).$dynamic();
  }) satisfies Parameters<typeof serveListModel>[1]['source'];

const columns = {
  itemName,
  productTypeItemId: { column: stockLogs.productTypeItemId, label: itemName },
  warehouseId: { column: stockLogs.warehouseId, label: warehouses.name },
  storageAreaName: storageAreas.name,
  reason: stockLogs.reason,
  ref: stockLogs.ref,
  previousStock: stockLogs.previousStock,
  stock: stockLogs.stock,
  actorId: { column: stockLogs.actorId, label: actorFullName },
  staffId: { column: stockLogs.staffId, label: staff.fullName },
  createdAt: stockLogs.createdAt,
};
const select = {
  id: stockLogs.id,
  itemName,
  productTypeItemId: stockLogs.productTypeItemId,
  warehouseId: stockLogs.warehouseId,
  warehouseName: warehouses.name,
  storageAreaName: storageAreas.name,
  reason: stockLogs.reason,
  ref: stockLogs.ref,
  previousStock: stockLogs.previousStock,
  stock: stockLogs.stock,
  actorId: stockLogs.actorId,
  actorFullName,
  staffId: stockLogs.staffId,
  staffFullName: staff.fullName,
  createdAt: stockLogs.createdAt,
};

/** The printer's own stock log; the scope holds it to the printer whatever the filters say. */
export const stockLogListModel = serveListModel(stockLogList, {
  source: source(false),
  countTable: stockLogs,
  id: stockLogs.id,
  columns,
  select,
  scope: (actor) => eq(stockLogs.printerId, actor.id),
  toRow: (row) => ({ ...row, updatable: false, createdAt: serialiseDate(row.createdAt) }),
});

/** Every printer's stock log, for admins with STOCK_LOG_ACCESS (the declaration's). */
export const adminStockLogListModel = serveListModel(adminStockLogList, {
  source: source(true),
  countTable: stockLogs,
  id: stockLogs.id,
  columns: {
    ...columns,
    printerId: { column: stockLogs.printerId, label: printerName },
  },
  select: { ...select, printerId: stockLogs.printerId, printerName },
  scope: () => undefined,
  toRow: (row) => ({ ...row, updatable: false, createdAt: serialiseDate(row.createdAt) }),
});
