import type { Readable } from 'node:stream';
import {
  countryName,
  isHighQty,
  PACKING_SLIP_DOWNLOAD_MAX_SLIPS,
  parseSlipScan,
  slipScanValue,
  type OrderItemStatus,
  type PackingSlipDownloadContent,
  type PackingSlipPrintDesign,
  type PackingSlipRecordInput,
  type ParsedPackingSlipDownloadBody,
  type PrintedPackingSlipEvent,
} from '@platfox/domain';
import { and, asc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../platform/db';
import { badRequest } from '../../platform/errors';
import type { FileService } from '../../platform/files';
import { FileMissingError } from '../../platform/files/store';
import { files as fileRows } from '../../platform/files/tables';
import type { Live } from '../../platform/live';
import type { App, Services } from '../../platform/types';
import type { Actor } from '../auth/service';
import { isDemoStorageKey, renderDemoImage } from '../catalog/demo-images';
import { catalogImages, productPrintDesigns } from '../catalog/product-tables';
import { blankApparels } from '../catalog/supply-tables';
import {
  attributeOptions,
  attributes,
  productTypeAttributes,
  productTypeItemOptions,
  productTypeItems,
  uploadTypeItems,
  uploadTypes,
} from '../catalog/tables';
import { announceListChange } from '../data-lists/live';
import { DOWNLOADED_PACKING_SLIP_LIST } from '../data-lists/models/printer-downloaded-packing-slip';
import { orderIsTikTok } from '../data-lists/models/printer-items';
import { orderSettings } from '../orders/after-sale-tables';
import { orderItems, orders } from '../orders/tables';
import { packingSlipRoutes } from '../packing-slips/routes';
import { packingSlipSignatures } from '../packing-slips/signature-tables';
import type {
  PackingSlipDownloadFile,
  PackingSlipSettings,
  PackingSlipSource,
  PrintedSlips,
} from '../packing-slips/service';
import { STAFF_NOT_FOUND } from '../staff/service';
import { staff } from '../staff/tables';
import { orderItemShippingLabels } from './floor-file-tables';
import { checkedInStaff } from './staff-check';
import { orderItemActionLogs, orderItemUnits } from '../order-items/tables';

/** The action-log entry a downloaded slip leaves on its unit. */
export const PRINT_PACKING_SLIP_ACTION = 'printPackingSlip';

/**
 * Units a blank-apparel download prints: still to be made (the blank is in stock and the item
 * not finished) and whose slip was never printed. A reprint names its items.
 */
const TO_PRINT_STATUSES: readonly OrderItemStatus[] = [
  'APPROVED',
  'PICKED',
  'PROCESSING',
  'PRINTED',
];

/** Setting keys read from the admin's key-value settings (order_settings). */
export const PACKING_SLIP_SIZE_KEY = 'PACKING_SLIP_SIZE';
export const PACKING_SLIP_DESIGNATED_CREATORS_KEY = 'PACKING_SLIP_DESIGNATED_CREATOR_IDS';

const uuid = z.string().uuid();
const CODE_GROUPS_PER_UPDATE = 200;

/** A printer reaches the items routed to it; admins and root every item. */
const printerScope = (actor: Actor) =>
  actor.type === 'PRINTER' ? eq(orderItems.printerId, actor.id) : undefined;

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

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/**
 * Packing slips over the printer floor's data: one slip per unit (quantity index) of the actor's
 * routed items, chosen by item ids or by blank apparels. The slip's QR code and barcode hold the
 * unit's scan value (code_qtyIndex), what /api/printer/scan and /api/printer/verify read.
 */
export class ProductionPackingSlipSource implements PackingSlipSource {
  constructor(
    private readonly db: Db,
    private readonly fileService: FileService,
    private readonly live: Live,
  ) {}

  private unitScope(actor: Actor, selection: ParsedPackingSlipDownloadBody): SQL {
    const byItems = selection.orderItemIds?.length
      ? inArray(orderItems.id, selection.orderItemIds)
      : undefined;
    const byBlanks = selection.blankApparelIds?.length
      ? and(
          inArray(
            orderItems.productTypeId,
            this.db
              .select({ id: blankApparels.productTypeId })
              .from(blankApparels)
              .where(inArray(blankApparels.id, selection.blankApparelIds)),
          ),
          inArray(orderItemUnits.status, [...TO_PRINT_STATUSES]),
          isNull(orderItemUnits.packingSlipPrintedAt),
        )
      : undefined;
    return and(printerScope(actor), or(byItems, byBlanks) ?? sql`false`)!;
  }

  count = async (actor: Actor, selection: ParsedPackingSlipDownloadBody): Promise<number> => {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orderItemUnits)
      .innerJoin(orderItems, eq(orderItems.id, orderItemUnits.orderItemId))
      .where(this.unitScope(actor, selection));
    return row?.n ?? 0;
  };

  records = (
    actor: Actor,
    selection: ParsedPackingSlipDownloadBody,
  ): AsyncIterable<PackingSlipRecordInput> => this.slips(actor, selection);

  /**
   * The slips oldest item first, an order's items in its line order, quantity indexes in order. At most one more than a download
   * holds is read, so the download refuses an oversized choice instead of drawing it.
   */
  private async *slips(
    actor: Actor,
    selection: ParsedPackingSlipDownloadBody,
  ): AsyncGenerator<PackingSlipRecordInput> {
    const rows = await this.db
      .select({
        isTikTokOrder: orderIsTikTok,
        code: orderItemUnits.code,
        qtyIndex: orderItemUnits.qtyIndex,
        printCount: orderItemUnits.packingSlipPrintCount,
        orderId: orderItems.orderId,
        sortOrder: orderItems.sortOrder,
        quantity: orderItems.quantity,
        productTypeName: orderItems.productTypeName,
        productId: orderItems.productId,
        productTypeItemId: orderItems.productTypeItemId,
        sellerId: orders.sellerId,
        fullName: orders.fullName,
        street: orders.street,
        street2: orders.street2,
        city: orders.city,
        state: orders.state,
        zipcode: orders.zipcode,
        country: orders.country,
        isFastShipping: orders.isFastShipping,
        isLocalPickup: orders.isLocalPickup,
        placedAt: orders.placedAt,
        // The seller's signature, joined here so a mass download of 1,000 slips stays one query.
        signatureFileId: packingSlipSignatures.fileId,
        signatureWidth: packingSlipSignatures.width,
        signatureHeight: packingSlipSignatures.height,
        signatureDpi: packingSlipSignatures.dpi,
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
      .where(this.unitScope(actor, selection))
      .orderBy(
        asc(orderItems.createdAt),
        asc(orderItems.orderId),
        asc(orderItems.sortOrder),
        asc(orderItemUnits.qtyIndex),
      )
      .limit(PACKING_SLIP_DOWNLOAD_MAX_SLIPS + 1);
    if (rows.length === 0) return;
    const [attributesOf, designsOf] = await Promise.all([
      this.attributes([...new Set(rows.map((row) => row.productTypeItemId))]),
      this.designs([...new Set(rows.map((row) => row.productId))]),
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
        isReprint: row.printCount > 0,
        applyFastShipping: row.isFastShipping,
        isLocalPickup: row.isLocalPickup,
        isTikTokOrder: row.isTikTokOrder,
        isOrderHighQty: isHighQty(row.orderQuantity),
        openDated: openDated(row.placedAt, selection.timezoneOffset),
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

  /** "Color:Black", "Size:XL" per product type item, in the product type's attribute order. */
  private async attributes(itemIds: string[]): Promise<Map<string, string[]>> {
    const rows = await this.db
      .select({
        itemId: productTypeItemOptions.productTypeItemId,
        name: attributes.name,
        value: attributeOptions.name,
      })
      .from(productTypeItemOptions)
      .innerJoin(
        productTypeItems,
        eq(productTypeItems.id, productTypeItemOptions.productTypeItemId),
      )
      .innerJoin(
        attributeOptions,
        eq(attributeOptions.id, productTypeItemOptions.attributeOptionId),
      )
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
      byItem.set(row.itemId, [
        ...(byItem.get(row.itemId) ?? []),
        attributeText(row.name, row.value),
      ]);
    }
    return byItem;
  }

  /** The product's designs by print position; the slip shows each design's thumbnail. */
  private async designs(productIds: string[]): Promise<Map<string, PackingSlipPrintDesign[]>> {
    const rows = await this.designRows(productIds);
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

  private designRows(productIds: string[]) {
    return this.db
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

  /**
   * The print designs (full files) of the chosen items named by order and position, or their
   * shipping labels named by order and tracking code.
   */
  files = async (
    actor: Actor,
    selection: ParsedPackingSlipDownloadBody,
    kind: Exclude<PackingSlipDownloadContent, 'PACKING_SLIPS'>,
  ): Promise<PackingSlipDownloadFile[]> => {
    if (kind === 'SHIPPING_LABELS') return this.labels(actor, selection);
    const items = await this.db
      .selectDistinct({
        id: orderItems.id,
        orderId: orderItems.orderId,
        sortOrder: orderItems.sortOrder,
        productId: orderItems.productId,
        createdAt: orderItems.createdAt,
      })
      .from(orderItemUnits)
      .innerJoin(orderItems, eq(orderItems.id, orderItemUnits.orderItemId))
      .where(this.unitScope(actor, selection))
      .orderBy(asc(orderItems.createdAt), asc(orderItems.orderId), asc(orderItems.sortOrder));
    if (items.length === 0) return [];
    const designs = await this.designRows([...new Set(items.map((item) => item.productId))]);
    return items.flatMap((item) =>
      designs
        .filter((design) => design.productId === item.productId)
        .map((design) => ({
          orderItemId: item.id,
          name: `${orderSelfId(item.orderId, item.sortOrder).slice(1)}-${design.positionName}${extensionOf(design.fileName)}`,
          file: { fileId: design.fileId },
        })),
    );
  };

  /** One label per item (order_item_shipping_labels keeps the latest upload). */
  private async labels(
    actor: Actor,
    selection: ParsedPackingSlipDownloadBody,
  ): Promise<PackingSlipDownloadFile[]> {
    const items = this.db
      .selectDistinct({ id: orderItemUnits.orderItemId })
      .from(orderItemUnits)
      .innerJoin(orderItems, eq(orderItems.id, orderItemUnits.orderItemId))
      .where(this.unitScope(actor, selection));
    const rows = await this.db
      .select({
        orderItemId: orderItems.id,
        orderId: orderItems.orderId,
        sortOrder: orderItems.sortOrder,
        trackingCode: orderItemShippingLabels.trackingCode,
        fileId: orderItemShippingLabels.fileId,
      })
      .from(orderItemShippingLabels)
      .innerJoin(orderItems, eq(orderItems.id, orderItemShippingLabels.orderItemId))
      .where(inArray(orderItemShippingLabels.orderItemId, items))
      .orderBy(asc(orderItems.createdAt), asc(orderItems.orderId), asc(orderItems.sortOrder));
    return rows.map((row) => ({
      orderItemId: row.orderItemId,
      name: `${orderSelfId(row.orderId, row.sortOrder).slice(1)}-${row.trackingCode}.pdf`,
      file: { fileId: row.fileId },
    }));
  }

  loadFile = async (fileId: string): Promise<Buffer | null> => {
    if (!uuid.safeParse(fileId).success) return null;
    const [row] = await this.db
      .select({ storageKey: fileRows.storageKey, size: fileRows.size })
      .from(fileRows)
      .where(eq(fileRows.id, fileId));
    if (!row) return null;
    // A seeded demo design has no content until first opened: draw it for the slip.
    if (row.size === 0 && isDemoStorageKey(row.storageKey)) {
      return renderDemoImage(row.storageKey);
    }
    try {
      return await readAll(await this.fileService.store.get(row.storageKey));
    } catch (error) {
      if (error instanceof FileMissingError) return null;
      throw error;
    }
  };

  /** A printer's slips are printed by one of its own staff, checked in (spec 03 section 6). */
  checkStaff = async (actor: Actor, staffId: string, timezoneOffset: number): Promise<void> => {
    if (actor.type !== 'PRINTER') return;
    if (!uuid.safeParse(staffId).success) {
      throw badRequest(STAFF_NOT_FOUND, { staffId: STAFF_NOT_FOUND });
    }
    await checkedInStaff(this.db, actor, staffId, timezoneOffset);
  };

  /**
   * Stamps the printed units (time and count), logs each with the staff member, then tells the
   * items' printers (printed_packing_slip: their open screens mark the items printed) and their
   * downloaded-packing-slip lists. Only units of items in the actor's reach are touched.
   */
  markPrinted = async (actor: Actor, printed: PrintedSlips): Promise<void> => {
    const byCode = new Map<string, Set<number>>();
    for (const value of printed.verifyQRCodes) {
      const { code, qtyIndex } = parseSlipScan(value);
      if (qtyIndex === null) continue;
      byCode.set(code, (byCode.get(code) ?? new Set()).add(qtyIndex));
    }
    if (byCode.size === 0) return;
    const staffId = await this.staffOf(actor, printed.staffId);
    const groups = [...byCode].map(([code, indexes]) =>
      and(eq(orderItemUnits.code, code), inArray(orderItemUnits.qtyIndex, [...indexes]))!,
    );
    const now = new Date();
    const units = await this.db.transaction(async (tx) => {
      const done: { orderItemId: string; qtyIndex: number }[] = [];
      for (let start = 0; start < groups.length; start += CODE_GROUPS_PER_UPDATE) {
        const reachable = tx
          .select({ id: orderItems.id })
          .from(orderItems)
          .where(printerScope(actor));
        const rows = await tx
          .update(orderItemUnits)
          .set({
            packingSlipPrintedAt: now,
            packingSlipPrintCount: sql`${orderItemUnits.packingSlipPrintCount} + 1`,
          })
          .where(
            and(
              or(...groups.slice(start, start + CODE_GROUPS_PER_UPDATE)),
              actor.type === 'PRINTER' ? inArray(orderItemUnits.orderItemId, reachable) : undefined,
            ),
          )
          .returning({
            orderItemId: orderItemUnits.orderItemId,
            qtyIndex: orderItemUnits.qtyIndex,
          });
        done.push(...rows);
      }
      if (done.length > 0) {
        await tx.insert(orderItemActionLogs).values(
          done.map((unit) => ({
            orderItemId: unit.orderItemId,
            qtyIndex: unit.qtyIndex,
            action: PRINT_PACKING_SLIP_ACTION,
            staffId,
            actorId: actor.id,
            description: 'Packing slip downloaded',
            createdAt: now,
          })),
        );
      }
      return done;
    });
    if (units.length === 0) return;
    await this.announcePrinted(units);
  };

  /** The staff member to record: the actor's own, else none (the request checked it already). */
  private async staffOf(actor: Actor, staffId: string | null): Promise<string | null> {
    if (actor.type !== 'PRINTER' || !staffId || !uuid.safeParse(staffId).success) return null;
    const [row] = await this.db
      .select({ id: staff.id })
      .from(staff)
      .where(and(eq(staff.id, staffId), eq(staff.printerId, actor.id)));
    return row?.id ?? null;
  }

  private async announcePrinted(units: { orderItemId: string; qtyIndex: number }[]) {
    const itemIds = [...new Set(units.map((unit) => unit.orderItemId))];
    const items = await this.db
      .select({ id: orderItems.id, printerId: orderItems.printerId })
      .from(orderItems)
      .where(inArray(orderItems.id, itemIds));
    const byPrinter = new Map<string, PrintedPackingSlipEvent>();
    const printerOf = new Map(items.map((item) => [item.id, item.printerId]));
    for (const unit of units) {
      const printerId = printerOf.get(unit.orderItemId);
      if (!printerId) continue;
      const event = byPrinter.get(printerId) ?? { ids: [], qtyIndexes: {} };
      if (!event.qtyIndexes[unit.orderItemId]) {
        event.ids.push(unit.orderItemId);
        event.qtyIndexes[unit.orderItemId] = [];
      }
      event.qtyIndexes[unit.orderItemId]!.push(unit.qtyIndex);
      byPrinter.set(printerId, event);
    }
    for (const [printerId, event] of byPrinter) {
      this.live.emitToUser('PRINTER', printerId, 'printed_packing_slip', event);
      announceListChange(this.live, {
        model: DOWNLOADED_PACKING_SLIP_LIST,
        kind: 'updated',
        ids: event.ids,
        owners: [{ type: 'PRINTER', id: printerId }],
      });
    }
  }
}

const extensionOf = (name: string) => /\.[A-Za-z0-9]{1,5}$/.exec(name)?.[0].toLowerCase() ?? '';

/**
 * PACKING_SLIP_SIZE ("width|height|dpi") and the designated creators' ids, from the admin's
 * key-value settings; the defaults (1200 x 1800, no designated creator) when unset.
 */
export function packingSlipSettings(db: Db): PackingSlipSettings {
  return async () => {
    const rows = await db
      .select({ key: orderSettings.key, value: orderSettings.value })
      .from(orderSettings)
      .where(
        inArray(orderSettings.key, [PACKING_SLIP_SIZE_KEY, PACKING_SLIP_DESIGNATED_CREATORS_KEY]),
      );
    const value = (key: string) => rows.find((row) => row.key === key)?.value;
    const size = value(PACKING_SLIP_SIZE_KEY);
    const creators = value(PACKING_SLIP_DESIGNATED_CREATORS_KEY);
    return {
      pageSize: typeof size === 'string' ? size : null,
      designatedCreatorIds: Array.isArray(creators)
        ? creators.filter((id): id is string => typeof id === 'string')
        : [],
    };
  };
}

/** Wires the packing-slip routes to the production data (buildApp's module list). */
export function packingSlipModule(app: App, services: Services): void {
  const source = new ProductionPackingSlipSource(
    services.database.db,
    services.files,
    services.live,
  );
  packingSlipRoutes(app, services, source, packingSlipSettings(services.database.db));
}
