import type { Readable } from 'node:stream';
import {
  SIGNATURE_DEFAULT_DPI,
  SIGNATURE_MESSAGES,
  type PackingSlipSignature,
} from '@platfox/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { badRequest, notFound } from '../../platform/errors';
import type { FileService } from '../../platform/files';
import { files, type FileRow } from '../../platform/files/tables';
import { accountsReadModel } from '../accounts/index';
import type { Actor } from '../auth/index';
import { IMAGE_SIDE_TOO_LARGE, isImageTooLarge, readImageInfo } from '../catalog/index';
import { packingSlipSignatures, type PackingSlipSignatureRow } from './signature-tables';
const { users } = accountsReadModel;

export type SignatureUpload = { name: string; bytes: Buffer };

/** "width|height|dpi", the form the slip record carries (packingSlipSignatureUploadSize). */
export const uploadSizeOf = (row: Pick<PackingSlipSignatureRow, 'width' | 'height' | 'dpi'>) =>
  `${row.width}|${row.height}|${row.dpi}`;

function view(row: PackingSlipSignatureRow, file: FileRow): PackingSlipSignature {
  return {
    id: row.id,
    sellerId: row.sellerId,
    fileName: file.name,
    contentType: file.contentType,
    width: row.width,
    height: row.height,
    dpi: row.dpi,
    uploadSize: uploadSizeOf(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Sellers' packing-slip signatures. The callers decide whose signature a call is about: a seller
 * always its own id (so another seller's is out of reach by construction), an admin any seller's.
 */
export class SignatureService {
  constructor(
    private readonly db: Db,
    private readonly files: FileService,
  ) {}

  async current(sellerId: string): Promise<PackingSlipSignature | null> {
    const [row] = await this.db
      .select({ signature: packingSlipSignatures, file: files })
      .from(packingSlipSignatures)
      .innerJoin(files, eq(files.id, packingSlipSignatures.fileId))
      .where(eq(packingSlipSignatures.sellerId, sellerId));
    return row ? view(row.signature, row.file) : null;
  }

  /** The picture itself, for the preview. */
  async image(sellerId: string): Promise<{ file: FileRow; content: Readable }> {
    const [row] = await this.db
      .select({ file: files })
      .from(packingSlipSignatures)
      .innerJoin(files, eq(files.id, packingSlipSignatures.fileId))
      .where(eq(packingSlipSignatures.sellerId, sellerId));
    if (!row) throw notFound(SIGNATURE_MESSAGES.notFound);
    try {
      return { file: row.file, content: await this.files.store.get(row.file.storageKey) };
    } catch {
      throw notFound(SIGNATURE_MESSAGES.notFound);
    }
  }

  /**
   * Sets the seller's signature, replacing the one before (whose file goes, so nothing is left
   * orphaned). The bytes decide: PNG or JPEG only, size and density from the header.
   */
  async set(
    actor: Actor,
    sellerId: string,
    upload: SignatureUpload,
  ): Promise<PackingSlipSignature> {
    const info = readImageInfo(upload.bytes);
    if (!info) throw badRequest(SIGNATURE_MESSAGES.notImage, { file: SIGNATURE_MESSAGES.notImage });
    if (await isImageTooLarge(upload.bytes)) {
      throw badRequest(IMAGE_SIDE_TOO_LARGE, { file: IMAGE_SIDE_TOO_LARGE });
    }
    // The stored file is owned by the seller: an unknown seller is refused before it is written.
    const [known] = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, sellerId), eq(users.type, 'SELLER')));
    if (!known) throw notFound(SIGNATURE_MESSAGES.sellerNotFound);
    const stored = await this.files.save({
      readPermission: 'PACKING_SLIP_SIGNATURE_DETAIL_ACCESS',
      ownerId: sellerId,
      folder: 'images',
      name: upload.name || `signature.${info.format === 'png' ? 'png' : 'jpg'}`,
      contentType: info.contentType,
      body: upload.bytes,
    });
    const size = { width: info.width, height: info.height, dpi: info.dpi ?? SIGNATURE_DEFAULT_DPI };
    let outcome: { row: PackingSlipSignatureRow; replaced: string | null };
    try {
      outcome = await this.db.transaction(async (tx) => {
        // Locking the seller serialises two uploads at once, so neither file is left behind.
        const [seller] = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.id, sellerId), eq(users.type, 'SELLER')))
          .for('no key update');
        if (!seller) throw notFound(SIGNATURE_MESSAGES.sellerNotFound);
        const [before] = await tx
          .select({ fileId: packingSlipSignatures.fileId })
          .from(packingSlipSignatures)
          .where(eq(packingSlipSignatures.sellerId, sellerId));
        const now = new Date();
        const [row] = await tx
          .insert(packingSlipSignatures)
          .values({ sellerId, fileId: stored.id, uploadedBy: actor.id, ...size })
          .onConflictDoUpdate({
            target: packingSlipSignatures.sellerId,
            set: { fileId: stored.id, uploadedBy: actor.id, updatedAt: now, ...size },
          })
          .returning();
        return { row: row!, replaced: before?.fileId ?? null };
      });
    } catch (error) {
      await this.dropFile(stored.id);
      throw error;
    }
    if (outcome.replaced) await this.dropFile(outcome.replaced);
    return view(outcome.row, stored);
  }

  /** Deletes the seller's signature and its file; later slips print without one. */
  async remove(sellerId: string): Promise<void> {
    const [row] = await this.db
      .delete(packingSlipSignatures)
      .where(eq(packingSlipSignatures.sellerId, sellerId))
      .returning({ fileId: packingSlipSignatures.fileId });
    if (!row) throw notFound(SIGNATURE_MESSAGES.notFound);
    await this.dropFile(row.fileId);
  }

  /** A file no signature uses any more: its row and its content go. */
  private async dropFile(fileId: string): Promise<void> {
    const [row] = await this.db.delete(files).where(eq(files.id, fileId)).returning();
    if (row) await this.files.store.delete(row.storageKey).catch(() => undefined);
  }
}
