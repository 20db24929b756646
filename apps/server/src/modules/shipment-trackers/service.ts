import type { Readable } from 'node:stream';
import {
  normalizeTrackingNumber,
  SHIPMENT_TRACKER_MESSAGES,
  type ShipmentTracker,
  type ShipmentTrackerCloseDayBody,
  type ShipmentTrackerImageKind,
  type ShipmentTrackerScanBody,
} from '@platfox/domain';
import { and, asc, eq, gte, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { badRequest, notFound } from '../../platform/errors';
import type { FileService } from '../../platform/files';
import { files, type FileRow } from '../../platform/files/tables';
import type { Actor } from '../auth/index';
import { orderItemsReadModel } from '../order-items/index';
import { checkedInStaff, imageTypeOf, refuseHugeImages, type Upload } from '../production/index';
import { startOfLocalDay, staffReadModel } from '../staff/index';
import { shipmentTrackerImages, shipmentTrackers, type ShipmentTrackerRow } from './tables';
const { orderItemActionLogs, orderItems } = orderItemsReadModel;
const { staff } = staffReadModel;

/** The actions that give an item its tracking code (production/tracking.ts logs them). */
const TRACKING_ACTIONS = ['addTrackingCode', 'editTrackingCode'];

/** A printer reaches its own records only; an admin (its permission checked by the route) all. */
const scopeOf = (actor: Actor) =>
  actor.type === 'PRINTER' ? eq(shipmentTrackers.printerId, actor.id) : undefined;

export class ShipmentTrackerService {
  constructor(
    private readonly db: Db,
    private readonly files: FileService,
  ) {}

  /**
   * A parcel scanned at the packing table. A code already scanned answers its record again
   * (isRepeated); a code marked MISSED that turns up after all becomes CORRECT or NEW.
   */
  async scan(
    actor: Actor,
    body: ShipmentTrackerScanBody,
  ): Promise<ShipmentTracker & { isRepeated: boolean }> {
    const floorStaff = await checkedInStaff(this.db, actor, body.staffId);
    const trackCode = normalizeTrackingNumber(body.trackCode);
    const [item] = await this.db
      .select({ id: orderItems.id, orderId: orderItems.orderId })
      .from(orderItems)
      .where(and(eq(orderItems.printerId, actor.id), eq(orderItems.trackingCode, trackCode)))
      .limit(1);
    const found = {
      status: item ? ('CORRECT' as const) : ('NEW' as const),
      orderItemId: item?.id ?? null,
      shipmentOrderId: item?.orderId ?? null,
      staffId: floorStaff.id,
      ...(body.description ? { description: body.description } : {}),
    };
    const [earlier] = await this.db
      .select()
      .from(shipmentTrackers)
      .where(
        and(eq(shipmentTrackers.printerId, actor.id), eq(shipmentTrackers.trackCode, trackCode)),
      )
      .limit(1);
    if (earlier && earlier.status !== 'MISSED') {
      return { ...(await this.view(earlier)), isRepeated: true };
    }
    const [row] = earlier
      ? await this.db
          .update(shipmentTrackers)
          .set({ ...found, updatedAt: new Date() })
          .where(eq(shipmentTrackers.id, earlier.id))
          .returning()
      : await this.db
          .insert(shipmentTrackers)
          .values({ printerId: actor.id, trackCode, ...found })
          .returning();
    return { ...(await this.view(row!)), isRepeated: false };
  }

  /**
   * Close the day: one MISSED record for every tracking code the printer's items got since the
   * caller's local midnight that has no record yet. Run again, it adds only what is new.
   */
  async closeDay(
    actor: Actor,
    body: ShipmentTrackerCloseDayBody,
  ): Promise<{ missed: number; codes: string[] }> {
    const floorStaff = await checkedInStaff(this.db, actor, body.staffId);
    const since = startOfLocalDay(new Date(), body.timezoneOffset);
    const given = await this.db
      .selectDistinct({
        id: orderItems.id,
        orderId: orderItems.orderId,
        trackingCode: orderItems.trackingCode,
      })
      .from(orderItemActionLogs)
      .innerJoin(orderItems, eq(orderItems.id, orderItemActionLogs.orderItemId))
      .where(
        and(
          eq(orderItems.printerId, actor.id),
          isNotNull(orderItems.trackingCode),
          inArray(orderItemActionLogs.action, TRACKING_ACTIONS),
          gte(orderItemActionLogs.createdAt, since),
        ),
      );
    const codes = [...new Set(given.map((row) => row.trackingCode!))];
    if (codes.length === 0) return { missed: 0, codes: [] };
    const known = await this.db
      .select({ trackCode: shipmentTrackers.trackCode })
      .from(shipmentTrackers)
      .where(
        and(eq(shipmentTrackers.printerId, actor.id), inArray(shipmentTrackers.trackCode, codes)),
      );
    const seen = new Set(known.map((row) => row.trackCode));
    const missed = new Map<string, (typeof given)[number]>();
    for (const row of given) {
      if (!seen.has(row.trackingCode!) && !missed.has(row.trackingCode!)) {
        missed.set(row.trackingCode!, row);
      }
    }
    if (missed.size === 0) return { missed: 0, codes: [] };
    await this.db.insert(shipmentTrackers).values(
      [...missed.values()].map((row) => ({
        printerId: actor.id,
        trackCode: row.trackingCode!,
        status: 'MISSED' as const,
        orderItemId: row.id,
        shipmentOrderId: row.orderId,
        staffId: floorStaff.id,
      })),
    );
    const added = [...missed.keys()].sort();
    return { missed: added.length, codes: added };
  }

  /** Photos of the parcel or its packing slip, kept on a record of the printer's own. */
  async addImages(
    actor: Actor,
    trackerId: string,
    kind: ShipmentTrackerImageKind,
    uploads: readonly Upload[],
  ): Promise<ShipmentTracker> {
    const tracker = await this.reach(actor, trackerId);
    if (uploads.length === 0) {
      throw badRequest(SHIPMENT_TRACKER_MESSAGES.imageMissing, {
        files: SHIPMENT_TRACKER_MESSAGES.imageMissing,
      });
    }
    const typed = uploads.map((upload) => ({ upload, type: imageTypeOf(upload.bytes) }));
    if (typed.some((entry) => entry.type === null)) {
      throw badRequest(SHIPMENT_TRACKER_MESSAGES.notImage, {
        files: SHIPMENT_TRACKER_MESSAGES.notImage,
      });
    }
    await refuseHugeImages(uploads, 'files');
    const stored: FileRow[] = [];
    for (const { upload, type } of typed) {
      stored.push(
        await this.files.save({
          readPermission: 'ORDER_ITEM_ACCESS',
          ownerId: actor.id,
          folder: 'images',
          name: upload.name || `parcel-${tracker.trackCode}`,
          contentType: type!,
          body: upload.bytes,
        }),
      );
    }
    await this.db
      .insert(shipmentTrackerImages)
      .values(stored.map((file) => ({ trackerId: tracker.id, kind, fileId: file.id })));
    return this.view(tracker);
  }

  async image(
    actor: Actor,
    trackerId: string,
    imageId: string,
  ): Promise<{ file: FileRow; content: Readable }> {
    const tracker = await this.reach(actor, trackerId);
    const [row] = await this.db
      .select({ file: files })
      .from(shipmentTrackerImages)
      .innerJoin(files, eq(files.id, shipmentTrackerImages.fileId))
      .where(
        and(eq(shipmentTrackerImages.id, imageId), eq(shipmentTrackerImages.trackerId, tracker.id)),
      );
    if (!row) throw notFound();
    try {
      return { file: row.file, content: await this.files.store.get(row.file.storageKey) };
    } catch {
      throw notFound();
    }
  }

  private async reach(actor: Actor, trackerId: string): Promise<ShipmentTrackerRow> {
    const [row] = await this.db
      .select()
      .from(shipmentTrackers)
      .where(and(eq(shipmentTrackers.id, trackerId), scopeOf(actor)));
    if (!row) throw notFound(SHIPMENT_TRACKER_MESSAGES.notFound);
    return row;
  }

  private async view(row: ShipmentTrackerRow): Promise<ShipmentTracker> {
    const images = await this.db
      .select({ id: shipmentTrackerImages.id, kind: shipmentTrackerImages.kind })
      .from(shipmentTrackerImages)
      .where(eq(shipmentTrackerImages.trackerId, row.id))
      .orderBy(asc(shipmentTrackerImages.createdAt), asc(shipmentTrackerImages.id));
    const [who] = row.staffId
      ? await this.db
          .select({ fullName: staff.fullName })
          .from(staff)
          .where(eq(staff.id, row.staffId))
      : [];
    return {
      id: row.id,
      trackCode: row.trackCode,
      status: row.status,
      shipmentOrderId: row.shipmentOrderId,
      orderItemId: row.orderItemId,
      description: row.description,
      images: images.filter((image) => image.kind === 'PARCEL').map((image) => image.id),
      packingSlipImageIds: images
        .filter((image) => image.kind === 'PACKING_SLIP')
        .map((image) => image.id),
      staffName: who?.fullName ?? null,
      createdAt: row.createdAt.toISOString(),
    };
  }
}
