import { adminItemAwaitingStockList, serialiseDate } from '@platfox/domain';
import { eq, sql } from 'drizzle-orm';
import { accountsReadModel } from '../../accounts/index';
import { orderItemsReadModel } from '../../order-items/index';
import { idColumn, serveListModel, type ListSource } from '../registry';
const { users } = accountsReadModel;
const { orderItems } = orderItemsReadModel;

/*
 * The admin's items waiting for stock across printers (/a/awaiting-stock-items, issue 32): the
 * items whose status is AWAITING_STOCK, with their printer and the earliest coming date of their
 * waiting units. Oldest first, read through order_items' status and creation index.
 */

const printerName = sql<string | null>`(${users.firstName} || ' ' || ${users.lastName})`;
// Written with table names: drizzle would leave a correlated subquery's columns unqualified.
const comingAt = sql<Date | string | null>`(
  select min(unit.awaiting_stock_coming_at) from order_item_units unit
  where unit.order_item_id = order_items.id and unit.status = 'AWAITING_STOCK'
)`;

const source: ListSource = (db, selection) =>
  db
    .select(selection)
    .from(orderItems)
    .leftJoin(users, eq(users.id, orderItems.printerId))
    .$dynamic();

/** The item's own columns: sorted and filtered by as they are shown. */
const itemColumns = {
  productTitle: orderItems.productTitle,
  productTypeName: orderItems.productTypeName,
  variantName: orderItems.variantName,
  productSku: orderItems.productSku,
  quantity: orderItems.quantity,
  comingAt,
  createdAt: orderItems.createdAt,
};

export const adminItemAwaitingStockListModel = serveListModel(adminItemAwaitingStockList, {
  source,
  id: orderItems.id,
  columns: {
    orderId: idColumn(orderItems.orderId),
    printerId: { column: orderItems.printerId, label: printerName },
    ...itemColumns,
  },
  select: {
    id: orderItems.id,
    orderId: orderItems.orderId,
    printerId: orderItems.printerId,
    printerName,
    ...itemColumns,
  },
  // Every printer's, but only the items waiting for stock, whatever the filters say.
  scope: () => eq(orderItems.status, 'AWAITING_STOCK'),
  toRow: (row) => ({
    ...row,
    comingAt: row.comingAt === null ? null : serialiseDate(new Date(row.comingAt)),
    createdAt: serialiseDate(row.createdAt),
    updatable: false,
  }),
});
