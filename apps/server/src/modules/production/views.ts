import {
  printerItemMenu,
  PRODUCTION_MESSAGES,
  slipScanValue,
  trackingUrl,
  type ProductionItem,
  type ProductionUnit,
  type TrackingCodeView,
  serialiseDate,
} from '@platfox/domain';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, DbTx } from '../../platform/db';
import { notFound } from '../../platform/errors';
import { accountsReadModel } from '../accounts/index';
import type { Actor } from '../auth/index';
import { type OrderItemUnitRow, orderItemsReadModel } from '../order-items/index';
import { staffReadModel } from '../staff/index';
import { orderItemShippingLabels } from './floor-file-tables';
import { orderItemTrackingCodes, type TrackingCodeRow } from './tables';
const { users } = accountsReadModel;
const { orderItemActionLogs, orderItems, orderItemUnits } = orderItemsReadModel;
const { staff } = staffReadModel;

export const unitView = (row: OrderItemUnitRow): ProductionUnit => ({
  id: row.id,
  qtyIndex: row.qtyIndex,
  code: row.code,
  scanValue: slipScanValue(row.code, row.qtyIndex),
  status: row.status,
  staffId: row.staffId,
  awaitingStockComingAt: serialiseDate(row.awaitingStockComingAt),
  verifiedAt: serialiseDate(row.verifiedAt),
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * The picture a station shows of an item: the product's first mockup, else its first print
 * design by print position. A subquery of a query on order_items, so a scan reads it in the
 * statement that locks the item. The outer columns are written out: in a one-table select drizzle
 * would leave them unqualified, and they would name the subquery's own columns.
 */
export const itemImageId = sql<string | null>`coalesce(
  (select mockup.image_id from product_mockups mockup
    where mockup.product_id = order_items.product_id
    order by mockup.sort_order, mockup.image_id limit 1),
  (select design.design_id from product_print_designs design
    join upload_type_items slot on slot.id = design.upload_type_item_id
    where design.product_id = order_items.product_id
    order by slot.sort_order, slot.id limit 1)
)`;

/** The product type item's options as [attribute, option] pairs, in the product type's order. */
export const itemAttributePairs = sql<[string, string][] | null>`(
  select json_agg(json_build_array(attribute.name, choice.name)
    order by placement.sort_order, attribute.name)
  from product_type_item_options chosen
  join product_type_items combination on combination.id = chosen.product_type_item_id
  join attribute_options choice on choice.id = chosen.attribute_option_id
  join attributes attribute on attribute.id = choice.attribute_id
  left join product_type_attributes placement
    on placement.product_type_id = combination.product_type_id
    and placement.attribute_id = attribute.id
  where chosen.product_type_item_id = order_items.product_type_item_id
)`;

/**
 * The scan and verify answers' picture (a thumbnail URL the web loads with its token) and
 * attributes as "name:value"; a colon in a name would split it wrongly, so it becomes a space.
 */
export const itemLooks = (imageId: string | null, pairs: [string, string][] | null) => ({
  imageUrl: imageId ? `/api/catalog/images/${imageId}?size=thumbnail` : null,
  attributeOptions: (pairs ?? []).map(
    ([name, value]) => `${name.replace(/:/g, ' ').trim() || 'Attribute'}:${value}`,
  ),
});

/** The local tracking number is admins' and root's only (spec 02 section 4.8). */
export const trackingView = (
  row: TrackingCodeRow,
  actor: Pick<Actor, 'type'>,
): TrackingCodeView => ({
  id: row.id,
  trackingCode: row.trackingCode,
  trackingCarrierCode: row.carrierCode,
  trackingUrl: trackingUrl(row.carrierCode, row.trackingCode),
  status: row.status,
  ...(actor.type === 'ADMIN' || actor.type === 'ROOT'
    ? { localTrackingNumber: row.localTrackingNumber }
    : {}),
  createdAt: row.createdAt.toISOString(),
});

/**
 * Items as the floor sees them: units, tracking codes and the row's menu. A printer reaches only
 * items routed to it; a missing id is not found.
 */
export async function productionItems(
  db: Db | DbTx,
  actor: Pick<Actor, 'id' | 'type'>,
  ids: readonly string[],
): Promise<ProductionItem[]> {
  if (ids.length === 0) return [];
  const scope = actor.type === 'PRINTER' ? eq(orderItems.printerId, actor.id) : undefined;
  const items = await db
    .select()
    .from(orderItems)
    .where(and(inArray(orderItems.id, [...ids]), scope))
    .orderBy(asc(orderItems.createdAt), asc(orderItems.id));
  if (items.length !== new Set(ids).size) throw notFound(PRODUCTION_MESSAGES.itemNotFound);
  const itemIds = items.map((item) => item.id);
  const isStaffOffice = actor.type === 'ADMIN' || actor.type === 'ROOT';
  const printerIds = [...new Set(items.flatMap((item) => item.printerId ?? []))];
  const [units, codes, printer, labels, printers] = await Promise.all([
    db
      .select()
      .from(orderItemUnits)
      .where(inArray(orderItemUnits.orderItemId, itemIds))
      .orderBy(asc(orderItemUnits.qtyIndex)),
    db
      .select()
      .from(orderItemTrackingCodes)
      .where(inArray(orderItemTrackingCodes.orderItemId, itemIds))
      .orderBy(asc(orderItemTrackingCodes.createdAt)),
    actor.type === 'PRINTER'
      ? db
          .select({ isAllowUploadFtp: users.isAllowUploadFtp })
          .from(users)
          .where(eq(users.id, actor.id))
      : Promise.resolve([]),
    db
      .select({ orderItemId: orderItemShippingLabels.orderItemId })
      .from(orderItemShippingLabels)
      .where(inArray(orderItemShippingLabels.orderItemId, itemIds)),
    // Admins ask "which printer has this item"; the floor knows its own name, so it skips this.
    isStaffOffice && printerIds.length > 0
      ? db
          .select({
            id: users.id,
            name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
            email: users.email,
          })
          .from(users)
          .where(inArray(users.id, printerIds))
      : Promise.resolve([]),
  ]);
  const printerOf = new Map(printers.map((row) => [row.id, row]));
  const labelled = new Set(labels.map((label) => label.orderItemId));
  const isFtpUploadAllowed = printer[0]?.isAllowUploadFtp ?? false;
  return items.map((item) => ({
    id: item.id,
    orderId: item.orderId,
    status: item.status,
    quantity: item.quantity,
    productTitle: item.productTitle,
    productSku: item.productSku,
    productTypeName: item.productTypeName,
    variantName: item.variantName,
    printerId: item.printerId,
    ...(isStaffOffice
      ? {
          printerName: item.printerId ? (printerOf.get(item.printerId)?.name ?? null) : null,
          printerEmail: item.printerId ? (printerOf.get(item.printerId)?.email ?? null) : null,
        }
      : {}),
    isDisallowShipping: item.isDisallowShipping,
    trackingCode: item.trackingCode,
    trackingCarrierCode: item.trackingCarrierCode,
    units: units.filter((unit) => unit.orderItemId === item.id).map(unitView),
    trackingCodes: codes
      .filter((code) => code.orderItemId === item.id)
      .map((code) => trackingView(code, actor)),
    // Design notes are not stored yet, so their button stays off.
    menu: printerItemMenu(item.status, {
      isFtpUploadAllowed,
      hasShippingLabel: labelled.has(item.id),
      hasNote: false,
    }),
  }));
}

export async function productionItem(
  db: Db | DbTx,
  actor: Pick<Actor, 'id' | 'type'>,
  id: string,
): Promise<ProductionItem> {
  const [item] = await productionItems(db, actor, [id]);
  return item!;
}

const actorAccount = alias(users, 'actor_account');

/**
 * The item's actions log, newest first, with the staff member's name; admins also see who acted
 * without a staff member (an admin's reset, a seller's cancel), by e-mail.
 */
export async function actionLog(db: Db, itemId: string, withActors = false) {
  const rows = await db
    .select({
      id: orderItemActionLogs.id,
      qtyIndex: orderItemActionLogs.qtyIndex,
      action: orderItemActionLogs.action,
      fromStatus: orderItemActionLogs.fromStatus,
      toStatus: orderItemActionLogs.toStatus,
      staffId: orderItemActionLogs.staffId,
      staffName: staff.fullName,
      actorId: orderItemActionLogs.actorId,
      description: orderItemActionLogs.description,
      createdAt: orderItemActionLogs.createdAt,
      actorName: actorAccount.email,
    })
    .from(orderItemActionLogs)
    .leftJoin(staff, eq(staff.id, orderItemActionLogs.staffId))
    .leftJoin(actorAccount, eq(actorAccount.id, orderItemActionLogs.actorId))
    .where(eq(orderItemActionLogs.orderItemId, itemId))
    .orderBy(desc(orderItemActionLogs.createdAt), desc(orderItemActionLogs.id));
  return rows.map(({ actorName, ...row }) => ({
    ...row,
    ...(withActors ? { actorName } : {}),
    createdAt: row.createdAt.toISOString(),
  }));
}
