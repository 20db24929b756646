import { ISSUE_MESSAGES } from '@platfox/domain';
import { inArray } from 'drizzle-orm';
import type { Actor } from '../../platform/actor';
import type { DbTx } from '../../platform/db';
import { badRequest } from '../../platform/errors';
import { canReadOwned } from '../../platform/files/service';
import { files } from '../../platform/files/tables';

/** The content types the photo upload keeps (it checks the bytes are a PNG or a JPEG). */
const PHOTO_TYPES = ['image/png', 'image/jpeg'];

/**
 * The photos must be ISSUE_IMAGE uploads (their bytes checked as images when uploaded) that the
 * writer may read: their own, or for an admin any issue photo (passing the seller's photo on to
 * the printer). Another account's file, a deposit proof or an export reads as unknown: 400 before
 * anything is written, so none of them is ever shown to the issue's other readers.
 */
export async function checkImages(tx: DbTx, actor: Actor, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const unique = [...new Set(ids)];
  const found = await tx
    .select({
      id: files.id,
      ownerId: files.ownerId,
      readPermission: files.readPermission,
      type: files.type,
      contentType: files.contentType,
    })
    .from(files)
    .where(inArray(files.id, unique));
  const usable = found.filter(
    (row) =>
      row.type === 'ISSUE_IMAGE' &&
      PHOTO_TYPES.includes(row.contentType) &&
      canReadOwned(actor, row),
  );
  if (usable.length !== unique.length) {
    throw badRequest(ISSUE_MESSAGES.imageUnknown, { imageIds: ISSUE_MESSAGES.imageUnknown });
  }
}
