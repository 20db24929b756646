import type { Readable } from 'node:stream';
import {
  ART_WORK_MAX_PIXELS,
  DESIGN_MESSAGES,
  GALLERY_NAME_MAX_LENGTH,
  galleryQuerySchema,
  type CatalogImage,
  type GalleryItem,
  type GalleryItemBody,
  type GalleryPage,
  type GalleryQuery,
  type GalleryTagCount,
  type GalleryTagRename,
} from '@platfox/domain';
import { and, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../platform/db';
import { badRequest, notFound } from '../../platform/errors';
import type { FileService } from '../../platform/files';
import { files, type FileRow } from '../../platform/files/tables';
import type { Actor } from '../auth/index';
import {
  IMAGE_SIDE_TOO_LARGE,
  makeThumbnail,
  readImageInfo,
  type CatalogImageService,
} from '../catalog/index';
import { galleryItems, type GalleryItemRow } from './tables';

export type UploadedImage = { name: string; bytes: Buffer };

const NOT_FOUND = 'Gallery item not found';

export function toGalleryItem(row: GalleryItemRow): GalleryItem {
  const url = `/api/seller/gallery/${row.id}/image`;
  return {
    id: row.id,
    name: row.name,
    contentType: row.contentType,
    size: row.size,
    width: row.width,
    height: row.height,
    dpi: row.dpi,
    status: row.status,
    tags: row.tags,
    url,
    thumbnailUrl: `${url}?size=thumbnail`,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The name an upload is shown by: its file name without the extension, or "image". */
const nameOf = (fileName: string) =>
  (fileName.replace(/\.[^./\\]*$/, '').trim() || 'image').slice(0, GALLERY_NAME_MAX_LENGTH);

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/**
 * The seller's gallery: every read and write is narrowed to the caller's own items, so another
 * seller's id reads as not found. Uploads are checked by their bytes like design uploads.
 */
export class GalleryService {
  constructor(
    private readonly db: Db,
    private readonly files: FileService,
    private readonly catalogImages: CatalogImageService,
  ) {}

  async list(actor: Actor, query: GalleryQuery): Promise<GalleryPage> {
    const { search, tag, status, page, pageSize } = galleryQuerySchema.parse(query);
    const where: SQL[] = [eq(galleryItems.sellerId, actor.id)];
    if (search) where.push(ilike(galleryItems.name, `%${search.replace(/[\\%_]/g, '\\$&')}%`));
    if (tag) where.push(sql`${galleryItems.tags} @> array[${tag}]::text[]`);
    if (status) where.push(eq(galleryItems.status, status));
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(galleryItems)
        .where(and(...where))
        .orderBy(desc(galleryItems.createdAt), desc(galleryItems.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      this.db
        .select({ n: count() })
        .from(galleryItems)
        .where(and(...where)),
    ]);
    return { items: rows.map(toGalleryItem), total: total?.n ?? 0, page, pageSize };
  }

  async upload(actor: Actor, file: UploadedImage): Promise<GalleryItem> {
    const info = readImageInfo(file.bytes);
    if (!info) throw badRequest(DESIGN_MESSAGES.fileFormat, { file: DESIGN_MESSAGES.fileFormat });
    if (info.width > ART_WORK_MAX_PIXELS || info.height > ART_WORK_MAX_PIXELS) {
      throw badRequest(IMAGE_SIDE_TOO_LARGE, { file: IMAGE_SIDE_TOO_LARGE });
    }
    const thumbnail = await makeThumbnail(file.bytes).catch(() => {
      // The header read well but the pixels do not decode: a broken or disguised file.
      throw badRequest(DESIGN_MESSAGES.fileFormat, { file: DESIGN_MESSAGES.fileFormat });
    });
    const name = nameOf(file.name);
    const original = await this.files.save({
      ownerId: actor.id,
      readPermission: null,
      folder: 'images',
      name: file.name.slice(0, 255) || `image.${info.format}`,
      contentType: info.contentType,
      body: file.bytes,
    });
    const small = await this.files.save({
      ownerId: actor.id,
      readPermission: null,
      folder: 'thumbnails',
      name: `${name}-thumbnail.webp`,
      contentType: 'image/webp',
      body: thumbnail,
    });
    const [row] = await this.db
      .insert(galleryItems)
      .values({
        sellerId: actor.id,
        name,
        fileId: original.id,
        thumbnailFileId: small.id,
        contentType: info.contentType,
        size: original.size,
        width: info.width,
        height: info.height,
        dpi: info.dpi,
      })
      .returning();
    return toGalleryItem(row!);
  }

  private async own(actor: Actor, id: string): Promise<GalleryItemRow> {
    const [row] = await this.db
      .select()
      .from(galleryItems)
      .where(and(eq(galleryItems.id, id), eq(galleryItems.sellerId, actor.id)));
    if (!row) throw notFound(NOT_FOUND);
    return row;
  }

  async one(actor: Actor, id: string): Promise<GalleryItem> {
    return toGalleryItem(await this.own(actor, id));
  }

  async update(actor: Actor, id: string, body: GalleryItemBody): Promise<GalleryItem> {
    const [row] = await this.db
      .update(galleryItems)
      .set({ ...body, updatedAt: new Date() })
      .where(and(eq(galleryItems.id, id), eq(galleryItems.sellerId, actor.id)))
      .returning();
    if (!row) throw notFound(NOT_FOUND);
    return toGalleryItem(row);
  }

  /** The item and its files go; designs taken from it are copies and stay on their products. */
  async remove(actor: Actor, id: string): Promise<{ status: number; message: string }> {
    const removed = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .delete(galleryItems)
        .where(and(eq(galleryItems.id, id), eq(galleryItems.sellerId, actor.id)))
        .returning();
      if (!row) throw notFound(NOT_FOUND);
      return tx
        .delete(files)
        .where(inArray(files.id, [row.fileId, row.thumbnailFileId]))
        .returning({ storageKey: files.storageKey });
    });
    // The contents go once the rows are gone for good; a leftover file is harmless.
    for (const { storageKey } of removed) {
      await this.files.store.delete(storageKey).catch(() => undefined);
    }
    return { status: 200, message: 'The gallery item was deleted' };
  }

  async image(
    actor: Actor,
    id: string,
    size: 'original' | 'thumbnail',
  ): Promise<{ file: FileRow; content: Readable }> {
    const row = await this.own(actor, id);
    return this.files.open(actor, size === 'thumbnail' ? row.thumbnailFileId : row.fileId);
  }

  /**
   * The item as the design of a print position: checked against it exactly as an upload of the
   * same file would be (density, art-work size), and stored as the seller's design image.
   */
  async useAsDesign(actor: Actor, id: string, uploadTypeItemId: string): Promise<CatalogImage> {
    const row = await this.own(actor, id);
    if (row.status !== 'ACTIVE') {
      throw badRequest('An archived item cannot be used as a design; make it active first');
    }
    const { file, content } = await this.files.open(actor, row.fileId);
    const bytes = await bytesOf(content);
    // The design is named as the seller named the item, with its file's extension.
    const name = `${row.name}.${file.contentType === 'image/png' ? 'png' : 'jpg'}`;
    return this.catalogImages.upload(actor, 'DESIGN', { name, bytes }, uploadTypeItemId);
  }

  async tags(actor: Actor): Promise<GalleryTagCount[]> {
    const result = await this.db.execute(sql`
      select tag, count(*)::int as items
        from ${galleryItems}, unnest(${galleryItems.tags}) as tag
        where ${galleryItems.sellerId} = ${actor.id}
        group by tag order by tag`);
    const rows = rowsOf<{ tag: string; items: number }>(result);
    return rows.map(({ tag, items }) => ({ tag, items: Number(items) }));
  }

  /**
   * Renames a tag on every item of the seller that has it (an item that already has the new name
   * keeps it once), or removes it when `to` is empty; answers the tags as they are then.
   */
  async renameTag(actor: Actor, { from, to }: GalleryTagRename): Promise<GalleryTagCount[]> {
    const renamed = to
      ? sql`array(select t from unnest(array_replace(${galleryItems.tags}, ${from}, ${to})) with ordinality as u(t, n) group by t order by min(n))`
      : sql`array_remove(${galleryItems.tags}, ${from})`;
    await this.db
      .update(galleryItems)
      .set({ tags: renamed, updatedAt: new Date() })
      .where(
        and(
          eq(galleryItems.sellerId, actor.id),
          sql`${galleryItems.tags} @> array[${from}]::text[]`,
        ),
      );
    return this.tags(actor);
  }
}
