import { ORDER_ITEM_STATUSES, printerItemMenu, type OrderItemStatus } from '@platfox/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { orderItems, orders } from '../../orders/tables';
import { defineListModel, idField } from '../registry';

/** The printer floor's lists; a change to a printer's item is announced to all of them. */
export const PRINTER_ITEM_LIST_MODELS = [
  'printer-item-to-pick',
  'printer-item-picked',
  'printer-item-processing',
  'printer-item-complete',
  'printer-item-awaiting-stock',
] as const;
export type PrinterItemListModel = (typeof PRINTER_ITEM_LIST_MODELS)[number];

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

/**
 * A printer's list of the items routed to it in some statuses (spec 02 section 4.13: items to
 * pick, my pick / process / complete lists, awaiting stock). The scope is the printer and the
 * statuses together: a printer never lists another printer's items, whatever it filters on.
 */
export function printerItemListModel(
  name: PrinterItemListModel,
  statuses: readonly OrderItemStatus[],
) {
  return defineListModel({
    name,
    source: (db, selection) =>
      db
        .select(selection)
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .$dynamic(),
    id: orderItems.id,
    fields: {
      id: idField(orderItems.id),
      orderId: idField(orderItems.orderId),
      status: {
        type: 'array',
        column: orderItems.status,
        isSortable: true,
        choices: ORDER_ITEM_STATUSES.filter((status) => statuses.includes(status)).map(
          (status) => ({ key: status, label: status }),
        ),
      },
      sellerId: idField(orders.sellerId),
      productTypeName: { type: 'text', column: orderItems.productTypeName, isSortable: true },
      productSku: { type: 'text', column: orderItems.productSku, isSortable: true },
      quantity: { type: 'int', column: orderItems.quantity, isSortable: true },
      isFastShipping: { type: 'boolean', column: orders.isFastShipping },
      trackingCode: {
        type: 'text',
        column: orderItems.trackingCode,
        isSortable: true,
        isExistenceEnabled: true,
      },
      createdAt: { type: 'time', column: orderItems.createdAt, isSortable: true },
    },
    select: {
      id: orderItems.id,
      orderId: orderItems.orderId,
      status: orderItems.status,
      productTitle: orderItems.productTitle,
      productSku: orderItems.productSku,
      productTypeName: orderItems.productTypeName,
      quantity: orderItems.quantity,
      isFastShipping: orders.isFastShipping,
      isLocalPickup: orders.isLocalPickup,
      country: orders.country,
      trackingCode: orderItems.trackingCode,
      trackingCarrierCode: orderItems.trackingCarrierCode,
      isDisallowShipping: orderItems.isDisallowShipping,
      createdAt: orderItems.createdAt,
    },
    // Oldest first: the floor works the queue in the order it came in.
    defaultSort: { field: 'createdAt', direction: 'asc' },
    access: { types: ['PRINTER'] },
    scope: (actor) =>
      and(eq(orderItems.printerId, actor.id), inArray(orderItems.status, [...statuses])) ??
      sql`false`,
    toRow: (row) => ({
      ...row,
      id: String(row.id),
      createdAt: iso(row.createdAt),
      // The FTP flag is the account's, read by the item detail; the list offers the rest.
      menu: printerItemMenu(row.status as OrderItemStatus, {
        isFtpUploadAllowed: false,
        hasShippingLabel: false,
        hasNote: false,
      }),
      updatable: true,
    }),
  });
}
