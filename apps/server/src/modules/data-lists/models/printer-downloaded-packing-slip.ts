import { printerDownloadedPackingSlipList, serialiseDate } from '@platfox/domain';
import { and, eq, sql } from 'drizzle-orm';
import { ordersReadModel } from '../../orders/index';
import { orderItemsReadModel } from '../../order-items/index';
import { idColumn, serveListModel } from '../registry';
import { itemSelection, itemsWithOrders } from './item-selection';
import { orderStoreName } from './store-name';
import { itemHasShippingLabel, printerMayUploadFtp, printerRowMenu } from './printer-items';
const { orders } = ordersReadModel;
const { orderItems, orderItemUnits } = orderItemsReadModel;

/** The printer's items whose packing slips were downloaded (/p/downloaded-packing-slip). */
export const DOWNLOADED_PACKING_SLIP_LIST = printerDownloadedPackingSlipList.name;

// Written with table names: drizzle would leave a correlated subquery's columns unqualified.
const lastPrintedAt = sql<Date | null>`(
  select max(unit.packing_slip_printed_at) from order_item_units unit
  where unit.order_item_id = order_items.id
)`.mapWith(orderItemUnits.packingSlipPrintedAt);
const printedQty = sql<number>`(
  select count(*)::int from order_item_units unit
  where unit.order_item_id = order_items.id and unit.packing_slip_printed_at is not null
)`.mapWith(Number);
const hasPrintedSlip = sql`exists (
  select 1 from order_item_units unit
  where unit.order_item_id = order_items.id and unit.packing_slip_printed_at is not null
)`;

/**
 * Items routed to the printer with at least one slip downloaded, the latest download first: when
 * and how many of the item's quantity indexes. A printer never lists another printer's items.
 */
export const printerDownloadedPackingSlipListModel = serveListModel(
  printerDownloadedPackingSlipList,
  {
    source: itemsWithOrders,
    id: orderItems.id,
    columns: {
      orderId: idColumn(orderItems.orderId),
      status: orderItems.status,
      productTypeName: orderItems.productTypeName,
      variantName: orderItems.variantName,
      productSku: orderItems.productSku,
      quantity: orderItems.quantity,
      isFastShipping: orders.isFastShipping,
      packingSlipPrintedAt: lastPrintedAt,
      createdAt: orderItems.createdAt,
    },
    select: {
      ...itemSelection,
      isFastShipping: orders.isFastShipping,
      isLocalPickup: orders.isLocalPickup,
      trackingCode: orderItems.trackingCode,
      packingSlipPrintedAt: lastPrintedAt,
      printedQty,
      isFtpUploadAllowed: printerMayUploadFtp,
      hasShippingLabel: itemHasShippingLabel,
      storeName: orderStoreName,
      createdAt: orderItems.createdAt,
    },
    scope: (actor) => and(eq(orderItems.printerId, actor.id), hasPrintedSlip) ?? sql`false`,
    toRow: (row) => ({
      ...row,
      packingSlipPrintedAt: serialiseDate(row.packingSlipPrintedAt),
      createdAt: serialiseDate(row.createdAt),
      menu: printerRowMenu(row),
      updatable: true,
    }),
  },
);
