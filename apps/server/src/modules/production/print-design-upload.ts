import {
  ART_WORK_MAX_PIXELS,
  DESIGN_MESSAGES,
  PRINT_DESIGN_MESSAGES,
  type MassUploadPrintDesignsResult,
} from '@platfox/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { HttpError } from '../../platform/errors';
import type { FileService } from '../../platform/files';
import {
  catalogReadModel,
  designProblem,
  IMAGE_SIDE_TOO_LARGE,
  readImageInfo,
} from '../catalog/index';
import type { ActedBy } from '../order-items/index';
import { orderItemPrintDesigns } from './floor-file-tables';
import type { Upload } from './floor-files';
import { findItem } from './print-designs';
const { products, productTypes, uploadTypeItems, uploadTypes } = catalogReadModel;

/** "K7Q2M9XW4R7A-Front.png" → the code and the position; the code has no "-" nor "_". */
const FILE_NAME = /^([0-9A-Za-z]+)[-_](.+?)(\.[A-Za-z0-9]{1,5})?$/;

/** A position written in a file name: case, spaces, hyphens and underscores do not count. */
const positionKey = (value: string) => value.toLowerCase().replace(/[\s_-]+/g, '');

type Position = {
  id: string;
  name: string;
  type: string;
  width: number;
  height: number;
  isFlexibleDimension: boolean;
};

type Accepted = {
  fileName: string;
  code: string;
  orderItemId: string;
  position: Position;
  upload: Upload;
  info: { width: number; height: number; dpi: number | null; contentType: string };
};

/**
 * The printer's mass upload of print designs (spec 03 7.5 "mass-upload-print-designs"; the naming
 * rule is in the domain's schemas/print-designs.ts). Each file is judged alone, and answered
 * replaced or refused with the reason: one misnamed file does not stop the others. The accepted
 * files are stored, then their rows written in one transaction.
 */
export class PrintDesignUploadService {
  constructor(
    private readonly db: Db,
    private readonly files: FileService,
  ) {}

  async upload(by: ActedBy, uploads: readonly Upload[]): Promise<MassUploadPrintDesignsResult> {
    const refused: MassUploadPrintDesignsResult['refused'] = [];
    const accepted: Accepted[] = [];
    for (const upload of uploads) {
      const judged = await this.judge(by, upload);
      if (typeof judged === 'string') refused.push({ fileName: upload.name, reason: judged });
      else if (accepted.some((each) => isSameSlot(each, judged))) {
        refused.push({ fileName: upload.name, reason: 'Another file names this position' });
      } else accepted.push(judged);
    }
    const stored: (Accepted & { fileId: string })[] = [];
    for (const each of accepted) {
      const file = await this.files.save({
        readPermission: 'ORDER_ITEM_DETAIL_ACCESS',
        ownerId: by.actor.id,
        folder: 'designs',
        name: each.fileName.slice(0, 255),
        contentType: each.info.contentType,
        body: each.upload.bytes,
      });
      stored.push({ ...each, fileId: file.id });
    }
    if (stored.length > 0) {
      await this.db.transaction(async (tx) => {
        for (const each of stored) {
          const values = {
            fileId: each.fileId,
            width: each.info.width,
            height: each.info.height,
            dpi: each.info.dpi,
            uploadedBy: by.actor.id,
          };
          await tx
            .insert(orderItemPrintDesigns)
            .values({
              orderItemId: each.orderItemId,
              uploadTypeItemId: each.position.id,
              ...values,
            })
            .onConflictDoUpdate({
              target: [orderItemPrintDesigns.orderItemId, orderItemPrintDesigns.uploadTypeItemId],
              set: { ...values, createdAt: sql`now()` },
            });
        }
      });
    }
    return {
      replaced: stored.map((each) => ({
        fileName: each.fileName,
        code: each.code,
        orderItemId: each.orderItemId,
        positionName: each.position.name,
      })),
      refused,
    };
  }

  /** The file accepted for an item's position, or why not. */
  private async judge(by: ActedBy, upload: Upload): Promise<Accepted | string> {
    const named = FILE_NAME.exec(upload.name.trim());
    if (!named) return PRINT_DESIGN_MESSAGES.fileName;
    const [, code, positionName] = named as unknown as [string, string, string];
    const item = await findItem(this.db, by, code).catch((error: unknown) => {
      if (error instanceof HttpError && error.status === 404) return null;
      throw error;
    });
    if (!item) return PRINT_DESIGN_MESSAGES.itemNotFound;
    const positions = await this.positionsOf(item.productId);
    const wanted = positionKey(positionName);
    const position = positions.find(
      (each) => positionKey(each.name) === wanted || positionKey(each.type) === wanted,
    );
    if (!position) return PRINT_DESIGN_MESSAGES.unknownPosition(positionName);
    const info = readImageInfo(upload.bytes);
    if (!info) return DESIGN_MESSAGES.fileFormat;
    if (info.width > ART_WORK_MAX_PIXELS || info.height > ART_WORK_MAX_PIXELS) {
      return IMAGE_SIDE_TOO_LARGE;
    }
    const problem = designProblem(info, position);
    if (problem) return problem;
    return { fileName: upload.name, code: item.code, orderItemId: item.id, position, upload, info };
  }

  /** The print positions of the product's upload type, with their art-work sizes. */
  private positionsOf(productId: string): Promise<Position[]> {
    return this.db
      .select({
        id: uploadTypeItems.id,
        name: uploadTypeItems.name,
        type: uploadTypeItems.type,
        width: uploadTypeItems.width,
        height: uploadTypeItems.height,
        isFlexibleDimension: uploadTypes.isFlexibleDimension,
      })
      .from(products)
      .innerJoin(productTypes, eq(productTypes.id, products.productTypeId))
      .innerJoin(uploadTypes, eq(uploadTypes.id, productTypes.uploadTypeId))
      .innerJoin(uploadTypeItems, eq(uploadTypeItems.uploadTypeId, uploadTypes.id))
      .where(eq(products.id, productId));
  }
}

const isSameSlot = (a: Accepted, b: Accepted) =>
  a.orderItemId === b.orderItemId && a.position.id === b.position.id;
