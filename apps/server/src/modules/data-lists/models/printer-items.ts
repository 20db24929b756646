import {
  PRINTER_ITEM_LIST_MODELS,
  PRINTER_ITEM_LIST_STATUSES,
  printerItemMenu,
  serialiseDate,
  type OrderItemStatus,
  type PrinterItemListName,
  type ListModels,
} from '@platfox/domain';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { orderIsTikTok, ordersReadModel } from '../../orders/index';
import { orderItemsReadModel } from '../../order-items/index';
import { storageAreaNameOf } from '../../stock/index';
import { idColumn, serveListModel } from '../registry';
import { itemSelection, itemsWithOrders } from './item-selection';
import { orderStoreName } from './store-name';
const { orders } = ordersReadModel;
const { orderItems } = orderItemsReadModel;

/** The printer floor's lists; a change to a printer's item is announced to all of them. */
export { PRINTER_ITEM_LIST_MODELS };
export type PrinterItemListModel = PrinterItemListName;

// Written with table names: drizzle would leave a correlated subquery's columns unqualified.
/** The item's printer may upload labels (spec 02 section 6); a list's rows are all the actor's. */
export const printerMayUploadFtp = sql<boolean>`coalesce((
  select account.is_allow_upload_ftp from users account where account.id = order_items.printer_id
), false)`.mapWith(Boolean);
/** A shipping label was uploaded for the item. */
export const itemHasShippingLabel = sql<boolean>`exists (
  select 1 from order_item_shipping_labels label where label.order_item_id = order_items.id
)`.mapWith(Boolean);
/** The blank apparel of the item's product type (one per product type): mass download by blank. */
const blankApparelId = sql<string | null>`(
  select blank.id::text from blank_apparels blank
  where blank.product_type_id = order_items.product_type_id
)`;
const blankApparelName = sql<string | null>`(
  select blank.name from blank_apparels blank
  where blank.product_type_id = order_items.product_type_id
)`;

/** The walk order's key (issue 32): the storage area holding the item's blank. */
const storageArea = storageAreaNameOf(
  sql`order_items.printer_id`,
  sql`order_items.product_type_item_id`,
);

/** The seller as the by-seller choice shows them: "First Last (e-mail)", or the e-mail alone. */
const sellerLabel = sql<string>`(
  select case when trim(seller.first_name || ' ' || seller.last_name) = '' then seller.email
    else trim(seller.first_name || ' ' || seller.last_name) || ' (' || seller.email || ')' end
  from users seller where seller.id = orders.seller_id
)`;

/** The row menu of spec 02 section 4.13 from the row's status and its real label flags. */
export function printerRowMenu(row: {
  status: OrderItemStatus;
  isFtpUploadAllowed: boolean;
  hasShippingLabel: boolean;
}) {
  return printerItemMenu(row.status, {
    isFtpUploadAllowed: row.isFtpUploadAllowed,
    hasShippingLabel: row.hasShippingLabel,
    // Design notes are not stored yet, so their button stays off.
    hasNote: false,
  });
}

/**
 * A printer's list of the items routed to it in some statuses (spec 02 section 4.13: items to
 * pick, my pick / process / complete lists, awaiting stock); the statuses are the declaration's.
 * The scope is the printer and the statuses together: a printer never lists another printer's
 * items, whatever it filters on.
 */
export function printerItemListModel(
  /** Any of the printer's item lists: they share their fields and rows. */
  declared: ListModels[PrinterItemListName],
  /** A further condition of the list's own (always AND-ed into the scope). */
  only?: SQL,
) {
  const statuses: readonly OrderItemStatus[] = PRINTER_ITEM_LIST_STATUSES[declared.name];
  return serveListModel(declared, {
    source: itemsWithOrders,
    id: orderItems.id,
    columns: {
      orderId: idColumn(orderItems.orderId),
      status: orderItems.status,
      // Options are labelled, and drawn from the list's scope: only this printer's sellers.
      sellerId: { column: idColumn(orders.sellerId), label: sellerLabel },
      isTikTokOrder: orderIsTikTok,
      productTypeName: orderItems.productTypeName,
      variantName: orderItems.variantName,
      productSku: orderItems.productSku,
      quantity: orderItems.quantity,
      isFastShipping: orders.isFastShipping,
      blankApparelId: { column: blankApparelId, label: blankApparelName },
      hasShippingLabel: itemHasShippingLabel,
      trackingCode: orderItems.trackingCode,
      storageArea,
      createdAt: orderItems.createdAt,
    },
    select: {
      ...itemSelection,
      isFastShipping: orders.isFastShipping,
      isLocalPickup: orders.isLocalPickup,
      country: orders.country,
      trackingCode: orderItems.trackingCode,
      trackingCarrierCode: orderItems.trackingCarrierCode,
      isDisallowShipping: orderItems.isDisallowShipping,
      isReprint: sql<boolean>`${orderItems.reprintOfItemId} is not null`,
      isFtpUploadAllowed: printerMayUploadFtp,
      hasShippingLabel: itemHasShippingLabel,
      storeName: orderStoreName,
      storageAreaName: storageArea,
      createdAt: orderItems.createdAt,
    },
    scope: (actor) =>
      and(eq(orderItems.printerId, actor.id), inArray(orderItems.status, [...statuses]), only) ??
      sql`false`,
    toRow: (row) => ({
      ...row,
      createdAt: serialiseDate(row.createdAt),
      menu: printerRowMenu(row),
      updatable: true,
    }),
  });
}
