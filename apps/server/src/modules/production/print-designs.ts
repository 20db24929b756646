import { PassThrough } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import {
  parseSlipScan,
  PRINT_DESIGN_MESSAGES,
  type PrintDesignFile,
  type PrintDesigns,
} from '@platfox/domain';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../platform/db';
import { badRequest, notFound } from '../../platform/errors';
import { files as fileRows } from '../../platform/files/tables';
import { catalogReadModel } from '../catalog/index';
import type { ActedBy } from '../order-items/index';
import { orderItemsReadModel } from '../order-items/index';
import { EntryNames, zipWriter } from '../packing-slips/index';
import { orderSelfId } from './packing-slip-content';
import { orderItemPrintDesigns } from './floor-file-tables';
import { itemScope } from './units';
const { catalogImages, productPrintDesigns, products, productTypes, uploadTypeItems } =
  catalogReadModel;
const { orderItems, orderItemUnits } = orderItemsReadModel;

/** A design's file as it downloads: its bytes, name and type. */
export type DesignDownload = { name: string; contentType: string; content: Buffer };

type DesignRow = PrintDesignFile & { fileId: string; contentType: string };

/** The file behind a design; null when the store has lost it. Demo designs are drawn. */
export type LoadFile = (fileId: string) => Promise<Buffer | null>;

const uuid = z.string().uuid();

const extensionOf = (name: string) => /\.[A-Za-z0-9]{1,5}$/.exec(name)?.[0] ?? '';

/**
 * The print designs of an item routed to the printer (spec 03 7.5 "print-designs/{code}",
 * "download-print-designs"): the item is found by its packing-slip code (a scanned unit's value
 * code_qtyIndex works too), the designs are its product's, one per print position. An item that
 * is not the printer's reads as not found, like one that does not exist.
 */
export class PrintDesignService {
  constructor(
    private readonly db: Db,
    private readonly loadFile: LoadFile,
  ) {}

  async read(by: ActedBy, code: string): Promise<PrintDesigns> {
    const item = await findItem(this.db, by, code);
    const designs = await designsOf(this.db, item);
    return {
      orderItemId: item.id,
      code: item.code,
      orderSelfId: orderSelfId(item.orderId, item.sortOrder),
      productTitle: item.productTitle,
      productTypeName: item.productTypeName,
      quantity: item.quantity,
      designs: designs.map(({ fileId: _file, contentType: _type, ...design }) => design),
    };
  }

  /** One position's design as it was uploaded, or every design in one zip. */
  async download(
    by: ActedBy,
    code: string,
    uploadTypeItemId: string | undefined,
  ): Promise<DesignDownload> {
    const item = await findItem(this.db, by, code);
    const designs = await designsOf(this.db, item);
    // Named <slip code>-<position>: the names mass-upload-print-designs reads back.
    const stem = item.code;
    if (uploadTypeItemId) {
      const design = designs.find((each) => each.uploadTypeItemId === uploadTypeItemId);
      if (!design) throw notFound(PRINT_DESIGN_MESSAGES.positionNotFound);
      return {
        name: `${stem}-${design.positionName}${extensionOf(design.fileName)}`,
        contentType: design.contentType,
        content: await this.contentOf(design),
      };
    }
    if (designs.length === 0) {
      throw badRequest(PRINT_DESIGN_MESSAGES.noDesigns, { code: PRINT_DESIGN_MESSAGES.noDesigns });
    }
    const target = new PassThrough();
    const zipped = buffer(target);
    const zip = zipWriter(target);
    const names = new EntryNames();
    for (const design of designs) {
      zip.append(
        names.next(`${stem}-${design.positionName}${extensionOf(design.fileName)}`),
        await this.contentOf(design),
      );
    }
    await zip.finish();
    return {
      name: `print-designs-${stem}.zip`,
      contentType: 'application/zip',
      content: await zipped,
    };
  }

  private async contentOf(design: DesignRow): Promise<Buffer> {
    const content = await this.loadFile(design.fileId);
    if (!content) throw notFound(`The file ${design.fileName} is missing from the store`);
    return content;
  }
}

/**
 * The actor's item with this code; a scanned unit's value names its item, and so does the
 * item's id (the lists' rows open the screen by id).
 */
export async function findItem(db: Db, by: ActedBy, value: string) {
  const byId = uuid.safeParse(value.trim()).success;
  const parsed = byId ? null : parseSlipScan(value);
  if (!byId && !parsed) throw notFound(PRINT_DESIGN_MESSAGES.itemNotFound);
  const named = parsed ? eq(orderItemUnits.code, parsed.code) : eq(orderItems.id, value.trim());
  const [item] = await db
    .selectDistinct({
      id: orderItems.id,
      code: orderItemUnits.code,
      orderId: orderItems.orderId,
      sortOrder: orderItems.sortOrder,
      quantity: orderItems.quantity,
      productId: orderItems.productId,
      productTitle: products.title,
      productTypeName: productTypes.name,
    })
    .from(orderItemUnits)
    .innerJoin(orderItems, eq(orderItems.id, orderItemUnits.orderItemId))
    .innerJoin(products, eq(products.id, orderItems.productId))
    .innerJoin(productTypes, eq(productTypes.id, orderItems.productTypeId))
    .where(and(named, itemScope(by)))
    .limit(1);
  if (!item) throw notFound(PRINT_DESIGN_MESSAGES.itemNotFound);
  return item;
}

/**
 * The item's design per print position: the product's, or the file the printer uploaded for this
 * item and position (mass-upload-print-designs), which wins.
 */
export async function designsOf(
  db: Db,
  item: { id: string; productId: string },
): Promise<DesignRow[]> {
  const own = await db
    .select({
      uploadTypeItemId: orderItemPrintDesigns.uploadTypeItemId,
      fileName: fileRows.name,
      width: orderItemPrintDesigns.width,
      height: orderItemPrintDesigns.height,
      dpi: orderItemPrintDesigns.dpi,
      fileId: orderItemPrintDesigns.fileId,
      contentType: fileRows.contentType,
    })
    .from(orderItemPrintDesigns)
    .innerJoin(fileRows, eq(fileRows.id, orderItemPrintDesigns.fileId))
    .where(eq(orderItemPrintDesigns.orderItemId, item.id));
  const product = await db
    .select({
      uploadTypeItemId: uploadTypeItems.id,
      positionName: uploadTypeItems.name,
      type: uploadTypeItems.type,
      fileName: fileRows.name,
      width: catalogImages.width,
      height: catalogImages.height,
      dpi: catalogImages.dpi,
      fileId: catalogImages.fileId,
      contentType: fileRows.contentType,
    })
    .from(productPrintDesigns)
    .innerJoin(uploadTypeItems, eq(uploadTypeItems.id, productPrintDesigns.uploadTypeItemId))
    .innerJoin(catalogImages, eq(catalogImages.id, productPrintDesigns.designId))
    .innerJoin(fileRows, eq(fileRows.id, catalogImages.fileId))
    .where(eq(productPrintDesigns.productId, item.productId))
    .orderBy(asc(uploadTypeItems.sortOrder));
  const ownByPosition = new Map(own.map((row) => [row.uploadTypeItemId, row]));
  return product.map((design) => {
    const replacement = ownByPosition.get(design.uploadTypeItemId);
    return replacement
      ? { ...design, ...replacement, isReplaced: true }
      : { ...design, isReplaced: false };
  });
}
