import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import {
  CHECK_QUALITY_MESSAGES,
  COMPLETED_IMAGES_PER_ITEM,
  normalizeTrackingNumber,
  PRODUCTION_MESSAGES,
  SHIPPING_LABEL_MESSAGES,
  SHIPPING_LABEL_UPLOAD_STATUSES,
  type CompletedImage,
  type ShippingLabel,
} from '@platfox/domain';
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { badRequest, forbidden, HttpError, notFound } from '../../platform/errors';
import { IMAGE_SIDE_TOO_LARGE, isImageTooLarge, makeThumbnail } from '../catalog/index';
import type { FileService } from '../../platform/files';
import { files, type FileRow } from '../../platform/files/tables';
import { accountsReadModel } from '../accounts/index';
import {
  type ActedBy,
  countOf,
  type OrderItemRow,
  statusWords,
  orderItemsReadModel,
} from '../order-items/index';
import { orderItemCompletedImages, orderItemShippingLabels } from './floor-file-tables';
import { itemScope, logItemAction } from './units';
const { users } = accountsReadModel;
const { orderItemActionLogs, orderItems } = orderItemsReadModel;

export type Upload = { name: string; bytes: Buffer };

export type OpenedFile = { file: FileRow; content: Readable };

/**
 * The items an actor reaches here: a seller the items of their own orders (to see the photos of
 * the completed product, spec 03 "order-completed-images"); a printer and admins as on the floor.
 */
function floorScope(by: ActedBy): SQL | undefined {
  return by.actor.type === 'SELLER' ? eq(orderItems.sellerId, by.actor.id) : itemScope(by);
}

const PDF_MAGIC = Buffer.from('%PDF-');

/** Thumbnails of completed-product photos fit in this square (check quality, order views). */
export const COMPLETED_THUMBNAIL_PX = 240;

/** The image type by its first bytes; a name or a declared type is never trusted. */
export function imageTypeOf(head: Buffer): string | null {
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'image/png';
  }
  if (
    head.subarray(0, 4).toString('latin1') === 'RIFF' &&
    head.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'image/webp';
  }
  return null;
}

/**
 * Files of the floor kept on an order item: its shipping label (a PDF, spec 02 sections 4.13 and
 * 7, spec 03 section 6) and the photos of the completed product taken at check quality. A printer
 * reaches only the items routed to it, a seller (photos only) the items of their own orders;
 * another's item reads as not found.
 */
export class FloorFileService {
  constructor(
    private readonly db: Db,
    private readonly files: FileService,
  ) {}

  private async reach(by: ActedBy, itemId: string): Promise<OrderItemRow> {
    const [item] = await this.db
      .select()
      .from(orderItems)
      .where(and(eq(orderItems.id, itemId), floorScope(by)));
    if (!item) throw notFound(PRODUCTION_MESSAGES.itemNotFound);
    return item;
  }

  /**
   * Uploads (or replaces) the item's label for its current tracking code. A printer needs the
   * FTP-upload flag (spec 03 section 6); the item must be processing, ready or in transit and
   * carry a tracking code.
   */
  async uploadLabel(by: ActedBy, itemId: string, upload: Upload): Promise<ShippingLabel> {
    if (by.actor.type === 'PRINTER') {
      const [printer] = await this.db
        .select({ isAllowUploadFtp: users.isAllowUploadFtp })
        .from(users)
        .where(eq(users.id, by.actor.id));
      if (!printer?.isAllowUploadFtp) throw forbidden(SHIPPING_LABEL_MESSAGES.ftpNotAllowed);
    }
    const item = await this.reach(by, itemId);
    if (!upload.bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) {
      throw badRequest(SHIPPING_LABEL_MESSAGES.notPdf, { file: SHIPPING_LABEL_MESSAGES.notPdf });
    }
    if (!(SHIPPING_LABEL_UPLOAD_STATUSES as readonly string[]).includes(item.status)) {
      throw new HttpError(
        409,
        `${SHIPPING_LABEL_MESSAGES.status}; it is ${statusWords(item.status)}`,
      );
    }
    if (!item.trackingCode) throw new HttpError(409, SHIPPING_LABEL_MESSAGES.trackingRequired);
    const trackingCode = item.trackingCode;
    const stored = await this.files.save({
      readPermission: 'ORDER_ITEM_DETAIL_ACCESS',
      ownerId: by.actor.id,
      folder: 'labels',
      name: upload.name || `label-${trackingCode}.pdf`,
      contentType: 'application/pdf',
      body: upload.bytes,
    });
    const replaced = await this.db.transaction(async (tx) => {
      const [before] = await tx
        .select({ fileId: orderItemShippingLabels.fileId })
        .from(orderItemShippingLabels)
        .where(eq(orderItemShippingLabels.orderItemId, item.id))
        .for('update');
      const now = new Date();
      await tx
        .insert(orderItemShippingLabels)
        .values({ orderItemId: item.id, trackingCode, fileId: stored.id, uploadedBy: by.actor.id })
        .onConflictDoUpdate({
          target: orderItemShippingLabels.orderItemId,
          set: { trackingCode, fileId: stored.id, uploadedBy: by.actor.id, createdAt: now },
        });
      const text = `Shipping label for ${trackingCode} (${stored.name})`;
      await logItemAction(tx, by, item, {
        action: 'uploadShippingLabel',
        text,
        type: 'SHIPPING_LABEL',
      });
      return before?.fileId ?? null;
    });
    if (replaced) await this.dropFile(replaced);
    return {
      orderItemId: item.id,
      trackingCode,
      fileName: stored.name,
      size: stored.size,
      createdAt: stored.createdAt.toISOString(),
    };
  }

  /** The item's label, for download. */
  async label(by: ActedBy, itemId: string): Promise<OpenedFile> {
    const item = await this.reach(by, itemId);
    const [row] = await this.db
      .select({ file: files })
      .from(orderItemShippingLabels)
      .innerJoin(files, eq(files.id, orderItemShippingLabels.fileId))
      .where(eq(orderItemShippingLabels.orderItemId, item.id));
    if (!row) throw notFound(SHIPPING_LABEL_MESSAGES.notFound);
    return this.opened(row.file);
  }

  /** The label preview: the newest label uploaded for this tracking code, within reach. */
  async labelByTrackingCode(by: ActedBy, trackingCode: string): Promise<OpenedFile> {
    const [row] = await this.db
      .select({ file: files })
      .from(orderItemShippingLabels)
      .innerJoin(orderItems, eq(orderItems.id, orderItemShippingLabels.orderItemId))
      .innerJoin(files, eq(files.id, orderItemShippingLabels.fileId))
      .where(
        and(
          eq(orderItemShippingLabels.trackingCode, normalizeTrackingNumber(trackingCode)),
          floorScope(by),
        ),
      )
      .orderBy(desc(orderItemShippingLabels.createdAt))
      .limit(1);
    if (!row) throw notFound(SHIPPING_LABEL_MESSAGES.notFound);
    return this.opened(row.file);
  }

  /** Photos of the completed product, kept on the item (at most COMPLETED_IMAGES_PER_ITEM). */
  async addCompletedImages(
    by: ActedBy,
    itemId: string,
    uploads: readonly Upload[],
    qtyIndex: number | null,
  ): Promise<CompletedImage[]> {
    const item = await this.reach(by, itemId);
    if (uploads.length === 0) {
      throw badRequest(CHECK_QUALITY_MESSAGES.imageMissing, {
        files: CHECK_QUALITY_MESSAGES.imageMissing,
      });
    }
    const typed = uploads.map((upload) => ({ upload, type: imageTypeOf(upload.bytes) }));
    if (typed.some((entry) => entry.type === null)) {
      throw badRequest(CHECK_QUALITY_MESSAGES.notImage, { files: CHECK_QUALITY_MESSAGES.notImage });
    }
    await refuseHugeImages(uploads, 'files');
    const [held] = await this.db
      .select({ count: count() })
      .from(orderItemCompletedImages)
      .where(eq(orderItemCompletedImages.orderItemId, item.id));
    if ((held?.count ?? 0) + uploads.length > COMPLETED_IMAGES_PER_ITEM) {
      throw badRequest(CHECK_QUALITY_MESSAGES.tooManyImages, {
        files: CHECK_QUALITY_MESSAGES.tooManyImages,
      });
    }
    const stored: FileRow[] = [];
    for (const { upload, type } of typed) {
      stored.push(
        await this.files.save({
          readPermission: 'ORDER_ITEM_DETAIL_ACCESS',
          ownerId: by.actor.id,
          folder: 'images',
          name: upload.name || 'completed-product',
          contentType: type!,
          body: upload.bytes,
        }),
      );
    }
    const rows = await this.db
      .insert(orderItemCompletedImages)
      .values(
        stored.map((file) => ({
          orderItemId: item.id,
          qtyIndex,
          fileId: file.id,
          uploadedBy: by.actor.id,
        })),
      )
      .returning();
    await this.db.insert(orderItemActionLogs).values({
      orderItemId: item.id,
      qtyIndex,
      action: 'completedImages',
      actorId: by.actor.id,
      description: `${countOf(rows.length, 'photo')} of the finished product`,
    });
    return rows.map((row, index) => ({
      id: row.id,
      orderItemId: row.orderItemId,
      fileId: row.fileId,
      fileName: stored[index]!.name,
      contentType: stored[index]!.contentType,
      createdAt: row.createdAt.toISOString(),
    }));
  }

  async completedImages(by: ActedBy, itemId: string): Promise<CompletedImage[]> {
    const item = await this.reach(by, itemId);
    const rows = await this.db
      .select({ image: orderItemCompletedImages, file: files })
      .from(orderItemCompletedImages)
      .innerJoin(files, eq(files.id, orderItemCompletedImages.fileId))
      .where(eq(orderItemCompletedImages.orderItemId, item.id))
      .orderBy(asc(orderItemCompletedImages.createdAt), asc(orderItemCompletedImages.id));
    return rows.map(({ image, file }) => ({
      id: image.id,
      orderItemId: image.orderItemId,
      fileId: file.id,
      fileName: file.name,
      contentType: file.contentType,
      createdAt: image.createdAt.toISOString(),
    }));
  }

  async completedImage(by: ActedBy, itemId: string, imageId: string): Promise<OpenedFile> {
    return this.opened(await this.completedFile(by, itemId, imageId));
  }

  /** A photo's files row, when the actor reaches its item. */
  private async completedFile(by: ActedBy, itemId: string, imageId: string): Promise<FileRow> {
    const item = await this.reach(by, itemId);
    const [row] = await this.db
      .select({ file: files })
      .from(orderItemCompletedImages)
      .innerJoin(files, eq(files.id, orderItemCompletedImages.fileId))
      .where(
        and(
          eq(orderItemCompletedImages.id, imageId),
          eq(orderItemCompletedImages.orderItemId, item.id),
        ),
      );
    if (!row) throw notFound();
    return row.file;
  }

  /**
   * A photo's thumbnail (WebP within COMPLETED_THUMBNAIL_PX), made on first request and kept in
   * the file store under the photo's file id, so a list of photos is not re-rendered per view.
   */
  async completedThumbnail(by: ActedBy, itemId: string, imageId: string): Promise<OpenedFile> {
    const file = await this.completedFile(by, itemId, imageId);
    const key = `thumbnails/completed/${file.id}`;
    let bytes: Buffer;
    if (await this.files.store.exists(key)) {
      bytes = await buffer(await this.files.store.get(key));
    } else {
      const { content } = await this.opened(file);
      bytes = await makeThumbnail(await buffer(content), COMPLETED_THUMBNAIL_PX).catch(() => {
        // Stored bytes that pass the type check but do not decode have no picture to show.
        throw notFound();
      });
      await this.files.store.put(key, bytes, 'image/webp');
    }
    const name = `${file.name.replace(/\.[^.]*$/, '')}-thumbnail.webp`;
    return {
      file: { ...file, name, contentType: 'image/webp', size: bytes.length },
      content: Readable.from([bytes]),
    };
  }

  private async opened(file: FileRow): Promise<OpenedFile> {
    try {
      return { file, content: await this.files.store.get(file.storageKey) };
    } catch {
      throw notFound();
    }
  }

  /** A replaced label's file: its row and content go (the new one is already in place). */
  private async dropFile(fileId: string): Promise<void> {
    const [row] = await this.db.delete(files).where(eq(files.id, fileId)).returning();
    if (row) await this.files.store.delete(row.storageKey).catch(() => undefined);
  }
}

/** Refuses the uploads if one claims more pixels than any image may have (read from headers). */
export async function refuseHugeImages(uploads: readonly Upload[], field: string): Promise<void> {
  for (const upload of uploads) {
    if (await isImageTooLarge(upload.bytes)) {
      throw badRequest(IMAGE_SIDE_TOO_LARGE, { [field]: IMAGE_SIDE_TOO_LARGE });
    }
  }
}
