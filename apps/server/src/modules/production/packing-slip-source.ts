import type { Readable } from 'node:stream';
import {
  printerDownloadedPackingSlipList,
  parseSlipScan,
  type OrderItemStatus,
  type PackingSlipDownloadContent,
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
import { type Live, announceListChange } from '../../platform/live';
import type { Actor } from '../auth/index';
import { isDemoStorageKey, renderDemoImage, catalogReadModel } from '../catalog/index';
import { orderItemsReadModel } from '../order-items/index';
import {
  type PackingSlipDownloadFile,
  type PackingSlipSource,
  type PrintedSlips,
} from '../packing-slips/index';
import { checkedInStaff, STAFF_NOT_FOUND, staffReadModel } from '../staff/index';
import { orderItemShippingLabels } from './floor-file-tables';
import { orderSelfId, slipRecords } from './packing-slip-content';
import { designsOf } from './print-designs';
const { blankApparels } = catalogReadModel;
const { orderItemActionLogs, orderItems, orderItemUnits } = orderItemsReadModel;
const { staff } = staffReadModel;

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

const uuid = z.string().uuid();
const CODE_GROUPS_PER_UPDATE = 200;

/** A printer reaches the items routed to it; admins and root every item. */
const printerScope = (actor: Actor) =>
  actor.type === 'PRINTER' ? eq(orderItems.printerId, actor.id) : undefined;

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
  ): AsyncIterable<PackingSlipRecordInput> =>
    slipRecords(this.db, this.unitScope(actor, selection), selection.timezoneOffset);

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
    // An item's own design (a printer's mass upload) is the one it prints, so the one zipped.
    const files: PackingSlipDownloadFile[] = [];
    for (const item of items) {
      for (const design of await designsOf(this.db, item)) {
        files.push({
          orderItemId: item.id,
          name: `${orderSelfId(item.orderId, item.sortOrder).slice(1)}-${design.positionName}${extensionOf(design.fileName)}`,
          file: { fileId: design.fileId },
        });
      }
    }
    return files;
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
  checkStaff = async (actor: Actor, staffId: string): Promise<void> => {
    if (actor.type !== 'PRINTER') return;
    if (!uuid.safeParse(staffId).success) {
      throw badRequest(STAFF_NOT_FOUND, { staffId: STAFF_NOT_FOUND });
    }
    await checkedInStaff(this.db, actor, staffId);
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
        model: printerDownloadedPackingSlipList.name,
        kind: 'updated',
        ids: event.ids,
        owners: [{ type: 'PRINTER', id: printerId }],
      });
    }
  }
}

const extensionOf = (name: string) => /\.[A-Za-z0-9]{1,5}$/.exec(name)?.[0].toLowerCase() ?? '';
