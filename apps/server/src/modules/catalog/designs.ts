import { PassThrough, type Readable } from 'node:stream';
import {
  ART_WORK_MAX_PIXELS,
  DESIGN_MESSAGES,
  type AdminPermission as Permission,
  type CatalogImage,
} from '@platfox/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { notFound } from '../../platform/errors';
import type { FileService } from '../../platform/files';
import { FileMissingError } from '../../platform/files/store';
import { files, type FileRow } from '../../platform/files/tables';
import type { Actor } from '../auth/index';
import { invalidField, iso } from './common';
import { isDemoStorageKey, renderDemoImage } from './demo-images';
import { designProblem, readImageInfo, IMAGE_SIDE_TOO_LARGE } from './images';
import {
  catalogImages,
  productMockups,
  productPrintDesigns,
  type CatalogImageKind,
  type CatalogImageRow,
} from './product-tables';
import { uploadTypeItems, uploadTypes } from './tables';
import { makeThumbnail } from './thumbnails';

export type UploadedFile = { name: string; bytes: Buffer };

export function toCatalogImage(row: CatalogImageRow, name: string): CatalogImage {
  const url = `/api/catalog/images/${row.id}`;
  return {
    id: row.id,
    kind: row.kind,
    name,
    width: row.width,
    height: row.height,
    dpi: row.dpi,
    uploadTypeItemId: row.uploadTypeItemId,
    url,
    thumbnailUrl: row.thumbnailFileId ? `${url}?size=thumbnail` : null,
    createdAt: iso(row.createdAt),
  };
}

/**
 * Uploaded images: catalogue images (admins), designs checked against their print position and
 * mockups (sellers). The bytes decide the type (PNG or JPEG), the header the size and density;
 * the original and a thumbnail go to the file store.
 */
/**
 * A seller's design or mockup belongs to a product and to the orders that print it: an admin
 * reads it with a permission over either (the product list's thumbnails included).
 */
const PRODUCT_IMAGE_READERS: readonly Permission[] = [
  'PRODUCT_ACCESS',
  'PRODUCT_DETAIL_ACCESS',
  'ORDER_ACCESS',
  'ORDER_DETAIL_ACCESS',
  'ORDER_ITEM_ACCESS',
  'ORDER_ITEM_DETAIL_ACCESS',
];

/** The catalogue things an uploaded catalogue image is for. */
const CATALOG_IMAGE_WRITERS: readonly Permission[] = [
  'ATTRIBUTE_DETAIL_CREATE',
  'ATTRIBUTE_DETAIL_UPDATE',
  'UPLOAD_TYPE_DETAIL_CREATE',
  'UPLOAD_TYPE_DETAIL_UPDATE',
  'PRODUCT_TYPE_DETAIL_CREATE',
  'PRODUCT_TYPE_DETAIL_UPDATE',
  'PRODUCT_TYPE_CATEGORY_DETAIL_CREATE',
  'PRODUCT_TYPE_CATEGORY_DETAIL_UPDATE',
];

export class CatalogImageService {
  constructor(
    private readonly db: Db,
    private readonly files: FileService,
  ) {}

  async upload(
    actor: Actor,
    kind: CatalogImageKind,
    file: UploadedFile,
    uploadTypeItemId?: string,
  ): Promise<CatalogImage> {
    const info = readImageInfo(file.bytes);
    if (!info) throw invalidField('file', DESIGN_MESSAGES.fileFormat);
    if (info.width > ART_WORK_MAX_PIXELS || info.height > ART_WORK_MAX_PIXELS) {
      throw invalidField('file', IMAGE_SIDE_TOO_LARGE);
    }
    if (kind === 'DESIGN') {
      const [artWork] = uploadTypeItemId
        ? await this.db
            .select({
              width: uploadTypeItems.width,
              height: uploadTypeItems.height,
              isFlexibleDimension: uploadTypes.isFlexibleDimension,
            })
            .from(uploadTypeItems)
            .innerJoin(uploadTypes, eq(uploadTypes.id, uploadTypeItems.uploadTypeId))
            .where(eq(uploadTypeItems.id, uploadTypeItemId))
        : [];
      if (!artWork) {
        throw invalidField('uploadTypeItemId', 'The selected print position is invalid');
      }
      const problem = designProblem(info, artWork);
      if (problem) throw invalidField('file', problem);
    }
    const thumbnail = await makeThumbnail(file.bytes).catch(() => {
      // The header read well but the pixels do not decode: a broken or disguised file.
      throw invalidField('file', DESIGN_MESSAGES.fileFormat);
    });
    const name = file.name.slice(0, 255) || `image.${info.format}`;
    const original = await this.files.save({
      readPermission: 'PRODUCT_DETAIL_ACCESS',
      ownerId: actor.id,
      folder: kind === 'DESIGN' ? 'designs' : 'images',
      name,
      contentType: info.contentType,
      body: file.bytes,
    });
    const small = await this.files.save({
      readPermission: 'PRODUCT_DETAIL_ACCESS',
      ownerId: actor.id,
      folder: 'thumbnails',
      name: `${name.replace(/\.[^.]*$/, '')}-thumbnail.webp`,
      contentType: 'image/webp',
      body: thumbnail,
    });
    const [row] = await this.db
      .insert(catalogImages)
      .values({
        kind,
        ownerId: actor.id,
        fileId: original.id,
        thumbnailFileId: small.id,
        uploadTypeItemId: kind === 'DESIGN' ? (uploadTypeItemId ?? null) : null,
        width: info.width,
        height: info.height,
        dpi: info.dpi,
      })
      .returning();
    return toCatalogImage(row!, name);
  }

  /**
   * An image's content. Catalogue images are for every signed-in user; designs and mockups for
   * their seller, staff and the warehouse (which views products), and for a printer while an item
   * of a product showing them is routed to it (the scan station's picture). Others read not found.
   */
  /**
   * Whether the actor may upload catalogue images (product types', items', options'): root, or an
   * admin who may create or edit one of the things that show them.
   */
  static mayUploadCatalogImages(actor: Actor): boolean {
    return (
      actor.type === 'ROOT' ||
      (actor.type === 'ADMIN' && CATALOG_IMAGE_WRITERS.some((p) => actor.permissions.includes(p)))
    );
  }

  async open(
    actor: Actor,
    id: string,
    size: 'original' | 'thumbnail',
  ): Promise<{ file: FileRow; content: Readable }> {
    const [image] = await this.db.select().from(catalogImages).where(eq(catalogImages.id, id));
    const isVisible =
      image !== undefined &&
      (image.kind === 'CATALOG' ||
        image.ownerId === actor.id ||
        actor.type === 'ROOT' ||
        actor.type === 'WAREHOUSE' ||
        (actor.type === 'ADMIN' &&
          PRODUCT_IMAGE_READERS.some((p) => actor.permissions.includes(p))) ||
        (actor.type === 'PRINTER' && (await this.isOnPrinterItem(actor.id, image.id))));
    if (!image || !isVisible) throw notFound();
    const fileId = size === 'thumbnail' ? (image.thumbnailFileId ?? image.fileId) : image.fileId;
    const [file] = await this.db.select().from(files).where(eq(files.id, fileId));
    if (!file) throw notFound();
    // A seeded demo design has no content yet (size 0): draw it now.
    if (file.size === 0 && isDemoStorageKey(file.storageKey)) return this.drawDemoImage(file);
    const content = await this.files.store.get(file.storageKey).catch((error: unknown) => {
      if (error instanceof FileMissingError) throw notFound();
      throw error;
    });
    return { file, content };
  }

  private async isOnPrinterItem(printerId: string, imageId: string): Promise<boolean> {
    const products = sql`(
      select ${productMockups.productId} from ${productMockups}
        where ${productMockups.imageId} = ${imageId}
      union all
      select ${productPrintDesigns.productId} from ${productPrintDesigns}
        where ${productPrintDesigns.designId} = ${imageId}
    )`;
    const [row] = await this.db
      .select({ id: catalogImages.id })
      .from(catalogImages)
      .where(
        and(
          eq(catalogImages.id, imageId),
          sql`exists (select 1 from order_items item
            where item.printer_id = ${printerId} and item.product_id in ${products})`,
        ),
      );
    return row !== undefined;
  }

  /** A demo design seeded without content is drawn and stored once (demo-images.ts). */
  private async drawDemoImage(file: FileRow): Promise<{ file: FileRow; content: Readable }> {
    const content = await renderDemoImage(file.storageKey);
    if (!content) throw notFound();
    await this.files.store.put(file.storageKey, content, file.contentType);
    await this.db.update(files).set({ size: content.length }).where(eq(files.id, file.id));
    return { file: { ...file, size: content.length }, content: new PassThrough().end(content) };
  }
}
