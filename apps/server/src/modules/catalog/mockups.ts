import { Readable } from 'node:stream';
import { MOCKUP_MESSAGES, type MockupBackground, type MockupBackgroundBody } from '@platfox/domain';
import { asc, eq } from 'drizzle-orm';
import type Sharp from 'sharp';
import type { Db, DbTx } from '../../platform/db';
import { notFound } from '../../platform/errors';
import type { FileService } from '../../platform/files';
import { FileMissingError } from '../../platform/files/store';
import { files, type FileRow } from '../../platform/files/tables';
import { onFirstUse } from '../../platform/on-first-use';
import type { Actor } from '../auth/index';
import { invalidField, iso } from './common';
import { isDemoStorageKey, renderDemoImage } from './demo-images';
import {
  catalogImages,
  productGeneratedMockups,
  productPrintDesigns,
  products,
  productTypeMockupBackgrounds,
} from './product-tables';
import { productTypes, uploadTypeItems } from './tables';
import { makeThumbnail } from './thumbnails';
import { PRODUCT_NOT_FOUND } from './products';

const sharp = onFirstUse<typeof Sharp>('sharp');

const PRODUCT_TYPE_NOT_FOUND = 'Product type not found';

/** Reads a stream to its end (images here are at most a few megabytes). */
async function bytesOf(content: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of content) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Auto-generated mockups (issue 36). A product type may have a mockup background: a catalogue
 * image and the print area on it, in its own pixels. A product on such a type gets a mockup made
 * in the background (the catalog-product-mockup job) after its create or a design change: its
 * first print position's design scaled to fit the area (aspect kept, centred) and composited onto
 * the background, stored as a MOCKUP image of the product's seller, who may download it.
 */
export class MockupService {
  constructor(
    private readonly db: Db,
    private readonly files: FileService,
  ) {}

  async background(productTypeId: string): Promise<MockupBackground | null> {
    await this.productTypeExists(productTypeId);
    const [row] = await this.db
      .select({ background: productTypeMockupBackgrounds, image: catalogImages })
      .from(productTypeMockupBackgrounds)
      .innerJoin(catalogImages, eq(catalogImages.id, productTypeMockupBackgrounds.imageId))
      .where(eq(productTypeMockupBackgrounds.productTypeId, productTypeId));
    if (!row) return null;
    const { background, image } = row;
    return {
      imageId: image.id,
      imageUrl: `/api/catalog/images/${image.id}`,
      imageWidth: image.width,
      imageHeight: image.height,
      x: background.x,
      y: background.y,
      width: background.width,
      height: background.height,
      updatedAt: iso(background.updatedAt),
    };
  }

  /** The background must be a catalogue image, and the print area must lie inside it. */
  async setBackground(
    productTypeId: string,
    body: MockupBackgroundBody,
  ): Promise<MockupBackground> {
    await this.productTypeExists(productTypeId);
    const [image] = await this.db
      .select()
      .from(catalogImages)
      .where(eq(catalogImages.id, body.imageId));
    if (!image || image.kind !== 'CATALOG') {
      throw invalidField('imageId', MOCKUP_MESSAGES.unknownImage);
    }
    const outside = MOCKUP_MESSAGES.outside(image.width, image.height);
    if (body.x + body.width > image.width) throw invalidField('width', outside);
    if (body.y + body.height > image.height) throw invalidField('height', outside);
    const values = { ...body, updatedAt: new Date() };
    await this.db
      .insert(productTypeMockupBackgrounds)
      .values({ productTypeId, ...values })
      .onConflictDoUpdate({ target: productTypeMockupBackgrounds.productTypeId, set: values });
    return (await this.background(productTypeId))!;
  }

  /** Products made from now on get no mockup; those made keep theirs. */
  async removeBackground(productTypeId: string): Promise<void> {
    await this.productTypeExists(productTypeId);
    await this.db
      .delete(productTypeMockupBackgrounds)
      .where(eq(productTypeMockupBackgrounds.productTypeId, productTypeId));
  }

  /** Whether products of the type get a generated mockup (the product service asks first). */
  async hasBackground(productTypeId: string, db: Db | DbTx = this.db): Promise<boolean> {
    const [row] = await db
      .select({ id: productTypeMockupBackgrounds.productTypeId })
      .from(productTypeMockupBackgrounds)
      .where(eq(productTypeMockupBackgrounds.productTypeId, productTypeId));
    return row !== undefined;
  }

  /** The seller's download of its product's mockup; another's product reads as not found. */
  async download(seller: Actor, productId: string): Promise<{ file: FileRow; content: Readable }> {
    const [row] = await this.db
      .select({ sellerId: products.sellerId, file: files })
      .from(products)
      .leftJoin(productGeneratedMockups, eq(productGeneratedMockups.productId, products.id))
      .leftJoin(catalogImages, eq(catalogImages.id, productGeneratedMockups.imageId))
      .leftJoin(files, eq(files.id, catalogImages.fileId))
      .where(eq(products.id, productId));
    if (!row || row.sellerId !== seller.id) throw notFound(PRODUCT_NOT_FOUND);
    if (!row.file) throw notFound(MOCKUP_MESSAGES.noMockup);
    return { file: row.file, content: await this.contentOf(row.file) };
  }

  /**
   * The job's work: makes the product's mockup from what it is now (a job queued before a later
   * change makes the later one's), or nothing when its type has no background or it has no
   * design. The image it replaces is deleted with its files.
   */
  async generate(productId: string): Promise<void> {
    const [product] = await this.db
      .select({ sellerId: products.sellerId, background: productTypeMockupBackgrounds })
      .from(products)
      .innerJoin(
        productTypeMockupBackgrounds,
        eq(productTypeMockupBackgrounds.productTypeId, products.productTypeId),
      )
      .where(eq(products.id, productId));
    if (!product) return;
    const { background, sellerId } = product;
    const [design] = await this.db
      .select({ file: files })
      .from(productPrintDesigns)
      .innerJoin(uploadTypeItems, eq(uploadTypeItems.id, productPrintDesigns.uploadTypeItemId))
      .innerJoin(catalogImages, eq(catalogImages.id, productPrintDesigns.designId))
      .innerJoin(files, eq(files.id, catalogImages.fileId))
      .where(eq(productPrintDesigns.productId, productId))
      .orderBy(asc(uploadTypeItems.sortOrder))
      .limit(1);
    const [base] = await this.db
      .select({ file: files })
      .from(catalogImages)
      .innerJoin(files, eq(files.id, catalogImages.fileId))
      .where(eq(catalogImages.id, background.imageId));
    if (!design || !base) return;
    const backgroundBytes = await bytesOf(await this.contentOf(base.file));
    const placed = await sharp()(await bytesOf(await this.contentOf(design.file)))
      .rotate()
      .resize(background.width, background.height, {
        fit: 'contain',
        background: { r: 0, g: 0, b: 0, alpha: 0 },
      })
      .png()
      .toBuffer();
    const isJpeg = base.file.contentType === 'image/jpeg';
    const composed = sharp()(backgroundBytes).composite([
      { input: placed, left: background.x, top: background.y },
    ]);
    const bytes = await (isJpeg ? composed.jpeg({ quality: 90 }) : composed.png()).toBuffer();
    await this.store(productId, sellerId, bytes, isJpeg ? 'image/jpeg' : 'image/png');
  }

  private async store(productId: string, sellerId: string, bytes: Buffer, contentType: string) {
    const metadata = await sharp()(bytes).metadata();
    const name = `mockup-${productId.slice(0, 8)}`;
    const original = await this.files.save({
      readPermission: 'PRODUCT_DETAIL_ACCESS',
      ownerId: sellerId,
      folder: 'mockups',
      name,
      contentType,
      body: bytes,
    });
    const small = await this.files.save({
      readPermission: 'PRODUCT_DETAIL_ACCESS',
      ownerId: sellerId,
      folder: 'thumbnails',
      name: `${name}-thumbnail.webp`,
      contentType: 'image/webp',
      body: await makeThumbnail(bytes),
    });
    const replaced = await this.db.transaction(async (tx) => {
      const [image] = await tx
        .insert(catalogImages)
        .values({
          kind: 'MOCKUP',
          ownerId: sellerId,
          fileId: original.id,
          thumbnailFileId: small.id,
          width: metadata.width ?? 0,
          height: metadata.height ?? 0,
          dpi: null,
        })
        .returning({ id: catalogImages.id });
      // Locked, so two jobs of one product replace one another in turn and leave no orphan.
      const [before] = await tx
        .select({ imageId: productGeneratedMockups.imageId })
        .from(productGeneratedMockups)
        .where(eq(productGeneratedMockups.productId, productId))
        .for('update');
      await tx
        .insert(productGeneratedMockups)
        .values({ productId, imageId: image!.id })
        .onConflictDoUpdate({
          target: productGeneratedMockups.productId,
          set: { imageId: image!.id, createdAt: new Date() },
        });
      if (!before) return [];
      const [old] = await tx
        .delete(catalogImages)
        .where(eq(catalogImages.id, before.imageId))
        .returning({
          fileId: catalogImages.fileId,
          thumbnailFileId: catalogImages.thumbnailFileId,
        });
      const fileIds = [old?.fileId, old?.thumbnailFileId].filter((id): id is string => !!id);
      const gone: FileRow[] = [];
      for (const fileId of fileIds) {
        gone.push(...(await tx.delete(files).where(eq(files.id, fileId)).returning()));
      }
      return gone;
    });
    // The replaced contents go after the commit: a rollback keeps them with their rows.
    for (const file of replaced)
      await this.files.store.delete(file.storageKey).catch(() => undefined);
  }

  private async contentOf(file: FileRow): Promise<Readable> {
    if (file.size === 0 && isDemoStorageKey(file.storageKey)) {
      const drawn = await renderDemoImage(file.storageKey);
      if (drawn) return Readable.from([drawn]);
    }
    try {
      return await this.files.store.get(file.storageKey);
    } catch (error) {
      if (error instanceof FileMissingError) throw notFound();
      throw error;
    }
  }

  private async productTypeExists(id: string): Promise<void> {
    const [row] = await this.db
      .select({ id: productTypes.id })
      .from(productTypes)
      .where(eq(productTypes.id, id));
    if (!row) throw notFound(PRODUCT_TYPE_NOT_FOUND);
  }
}
