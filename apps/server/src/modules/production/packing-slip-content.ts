import {
  addressLines,
  countryName,
  isHighQty,
  PACKING_SLIP_DOWNLOAD_MAX_SLIPS,
  sellerMainSettingSchema,
  slipScanValue,
  type PackingSlipPrintDesign,
  type PackingSlipRecordInput,
} from '@platfox/domain';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { files as fileRows } from '../../platform/files/tables';
import { catalogReadModel } from '../catalog/index';
import { orderItemsReadModel } from '../order-items/index';
import { orderIsTikTok, shippingAddressColumns, ordersReadModel } from '../orders/index';
import { packingSlipsReadModel } from '../packing-slips/index';
import { settingsReadModel } from '../settings/index';
const {
  attributeOptions,
  attributes,
  catalogImages,
  productPrintDesigns,
  productTypeAttributes,
  productTypeItemOptions,
  productTypeItems,
  uploadTypeItems,
  uploadTypes,
} = catalogReadModel;
const { orderItems, orderItemUnits } = orderItemsReadModel;
const { orders } = ordersReadModel;
const { packingSlipSignatures } = packingSlipsReadModel;
const { sellerConfigs } = settingsReadModel;

/*
 * What a packing slip shows, read for the units a download chose (packing-slip-source.ts decides
 * which): the order and its address, the item's attributes, the product's designs, the seller's
 * signature.
 */

/** "#1A2B3C4D-2": the order's short id and the item's line, as the slip pattern reads it. */
export const orderSelfId = (orderId: string, sortOrder: number) =>
  `#${orderId.slice(0, 8).toUpperCase()}-${sortOrder + 1}`;

/** When the order was placed, on the station's clock ("2026-05-14 09:30"). */
function openDated(at: Date | null, timezoneOffset: number): string | null {
  if (!at) return null;
  const local = new Date(at.getTime() + timezoneOffset * 60_000);
  return local.toISOString().slice(0, 16).replace('T', ' ');
}

/** An attribute reads name:value, so a colon in a name would split it wrongly. */
const attributeText = (name: string, value: string) =>
  `${name.replace(/:/g, ' ').trim() || 'Attribute'}:${value}`;

/**
 * The slips of the units in scope, oldest item first, an order's items in its line order, quantity
 * indexes in order. At most one more than a download holds is read, so the download refuses an
 * oversized choice instead of drawing it.
 */
export async function* slipRecords(
  db: Db,
  scope: SQL,
  timezoneOffset: number,
): AsyncGenerator<PackingSlipRecordInput> {
  const rows = await db
    .select({
      isTikTokOrder: orderIsTikTok,
      code: orderItemUnits.code,
      qtyIndex: orderItemUnits.qtyIndex,
      printCount: orderItemUnits.packingSlipPrintCount,
      reprintOfItemId: orderItems.reprintOfItemId,
      orderId: orderItems.orderId,
      sortOrder: orderItems.sortOrder,
      quantity: orderItems.quantity,
      productTypeName: orderItems.productTypeName,
      productId: orderItems.productId,
      productTypeItemId: orderItems.productTypeItemId,
      sellerId: orders.sellerId,
      ...shippingAddressColumns,
      isFastShipping: orders.isFastShipping,
      isLocalPickup: orders.isLocalPickup,
      placedAt: orders.placedAt,
      // The seller's signature, joined here so a mass download of 1,000 slips stays one query.
      signatureFileId: packingSlipSignatures.fileId,
      signatureWidth: packingSlipSignatures.width,
      signatureHeight: packingSlipSignatures.height,
      signatureDpi: packingSlipSignatures.dpi,
      // The seller's MAIN setting (its return address), joined for the same reason.
      sellerMain: sellerConfigs.value,
      // The order's quantity over all its items: high quantity is the order's (spec 03 s. 9).
      orderQuantity: sql<number>`(
        select coalesce(sum(line.quantity), 0)::int from order_items line
        where line.order_id = order_items.order_id
      )`,
    })
    .from(orderItemUnits)
    .innerJoin(orderItems, eq(orderItems.id, orderItemUnits.orderItemId))
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .leftJoin(packingSlipSignatures, eq(packingSlipSignatures.sellerId, orders.sellerId))
    .leftJoin(
      sellerConfigs,
      and(eq(sellerConfigs.sellerId, orders.sellerId), eq(sellerConfigs.type, 'MAIN')),
    )
    .where(scope)
    .orderBy(
      asc(orderItems.createdAt),
      asc(orderItems.orderId),
      asc(orderItems.sortOrder),
      asc(orderItemUnits.qtyIndex),
    )
    .limit(PACKING_SLIP_DOWNLOAD_MAX_SLIPS + 1);
  if (rows.length === 0) return;
  const [attributesOf, designsOf] = await Promise.all([
    itemAttributes(db, [...new Set(rows.map((row) => row.productTypeItemId))]),
    productDesigns(db, [...new Set(rows.map((row) => row.productId))]),
  ]);
  for (const row of rows) {
    const scanValue = slipScanValue(row.code, row.qtyIndex);
    yield {
      orderSelfId: orderSelfId(row.orderId, row.sortOrder),
      productTypeName: row.productTypeName,
      attributes: attributesOf.get(row.productTypeItemId) ?? [],
      qtyIndex: row.qtyIndex,
      packingSlipTotalQty: row.quantity,
      addressFullName: row.fullName,
      address: {
        street: row.street,
        street2: row.street2,
        city: row.city,
        stateName: row.state,
        otherState: null,
        zipcode: row.zipcode,
        countryName: countryName(row.country) ?? row.country,
      },
      returnAddressLines: returnLinesOf(row.sellerMain),
      // A slip printed before, or an item made again for an issue (issue 19), is a reprint.
      isReprint: row.printCount > 0 || row.reprintOfItemId !== null,
      applyFastShipping: row.isFastShipping,
      isLocalPickup: row.isLocalPickup,
      isTikTokOrder: row.isTikTokOrder,
      isOrderHighQty: isHighQty(row.orderQuantity),
      openDated: openDated(row.placedAt, timezoneOffset),
      createdBy: row.sellerId,
      verifyQRCode: scanValue,
      barcodeValue: scanValue,
      printDesigns: designsOf.get(row.productId) ?? [],
      signatureImage: row.signatureFileId ? { fileId: row.signatureFileId } : null,
      packingSlipSignatureUploadSize: row.signatureFileId
        ? `${row.signatureWidth}|${row.signatureHeight}|${row.signatureDpi}`
        : null,
    };
  }
}

/** The return address of a seller's MAIN setting as the slip's lines; none when not set. */
function returnLinesOf(main: unknown): string[] {
  const parsed = sellerMainSettingSchema.safeParse(main ?? {});
  return parsed.success && parsed.data.returnAddress ? addressLines(parsed.data.returnAddress) : [];
}

/** "Color:Black", "Size:XL" per product type item, in the product type's attribute order. */
async function itemAttributes(db: Db, itemIds: string[]): Promise<Map<string, string[]>> {
  const rows = await db
    .select({
      itemId: productTypeItemOptions.productTypeItemId,
      name: attributes.name,
      value: attributeOptions.name,
    })
    .from(productTypeItemOptions)
    .innerJoin(productTypeItems, eq(productTypeItems.id, productTypeItemOptions.productTypeItemId))
    .innerJoin(attributeOptions, eq(attributeOptions.id, productTypeItemOptions.attributeOptionId))
    .innerJoin(attributes, eq(attributes.id, attributeOptions.attributeId))
    .leftJoin(
      productTypeAttributes,
      and(
        eq(productTypeAttributes.productTypeId, productTypeItems.productTypeId),
        eq(productTypeAttributes.attributeId, attributes.id),
      ),
    )
    .where(inArray(productTypeItemOptions.productTypeItemId, itemIds))
    .orderBy(asc(productTypeAttributes.sortOrder), asc(attributes.name));
  const byItem = new Map<string, string[]>();
  for (const row of rows) {
    byItem.set(row.itemId, [...(byItem.get(row.itemId) ?? []), attributeText(row.name, row.value)]);
  }
  return byItem;
}

/** The product's designs by print position; the slip shows each design's thumbnail. */
async function productDesigns(
  db: Db,
  productIds: string[],
): Promise<Map<string, PackingSlipPrintDesign[]>> {
  const rows = await designRows(db, productIds);
  const byProduct = new Map<string, PackingSlipPrintDesign[]>();
  for (const row of rows) {
    const list = byProduct.get(row.productId) ?? [];
    list.push({
      barCodeName: row.positionName.trim().slice(0, 100) || row.type,
      uploadTypeName: row.uploadTypeName.slice(0, 100),
      index: list.length + 1,
      typeOfUploadTypeItem: row.type,
      image: { fileId: row.thumbnailFileId ?? row.fileId },
    });
    byProduct.set(row.productId, list);
  }
  return byProduct;
}

/** The products' print designs in print-position order, with their files' names. */
export function designRows(db: Db, productIds: string[]) {
  return db
    .select({
      productId: productPrintDesigns.productId,
      positionName: uploadTypeItems.name,
      type: uploadTypeItems.type,
      uploadTypeName: uploadTypes.name,
      fileId: catalogImages.fileId,
      thumbnailFileId: catalogImages.thumbnailFileId,
      fileName: fileRows.name,
    })
    .from(productPrintDesigns)
    .innerJoin(uploadTypeItems, eq(uploadTypeItems.id, productPrintDesigns.uploadTypeItemId))
    .innerJoin(uploadTypes, eq(uploadTypes.id, uploadTypeItems.uploadTypeId))
    .innerJoin(catalogImages, eq(catalogImages.id, productPrintDesigns.designId))
    .innerJoin(fileRows, eq(fileRows.id, catalogImages.fileId))
    .where(inArray(productPrintDesigns.productId, productIds))
    .orderBy(asc(productPrintDesigns.productId), asc(uploadTypeItems.sortOrder));
}
