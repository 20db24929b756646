import { randomUUID } from 'node:crypto';
import {
  ART_WORK_MAX_PIXELS,
  DIRECT_UPLOAD_MAX_BYTES,
  DIRECT_UPLOAD_MESSAGES,
  DIRECT_UPLOAD_TTL_SECONDS,
  type DirectUpload,
  type SignedUrl,
  type signedUrlQuerySchema,
  type ValidateSignedUrlBody,
} from '@platfox/domain';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db';
import { HttpError, notFound } from '../../platform/errors';
import { S3FileStore } from '../../platform/files/s3';
import { nameFor } from '../../platform/files/service';
import { files } from '../../platform/files/tables';
import type { Actor } from '../auth/index';
import { invalidField } from './common';
import { IMAGE_SIDE_TOO_LARGE, readImageInfo } from './images';

type SignedUrlQuery = z.output<typeof signedUrlQuerySchema>;

/** Enough of a file's start to read a PNG's or JPEG's header (EXIF blocks come first in JPEGs). */
const HEADER_BYTES = 256 * 1024;

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/**
 * Uploads straight to the bucket (spec 03 section 7.6, issue 36), where files are kept in S3: the
 * browser PUTs the bytes to a presigned URL (its type and exact size signed in, valid 5 minutes),
 * then asks to validate the key, which checks the object as an upload through the app is checked
 * (size, PNG or JPEG by its first bytes, pixel size) and records it as the caller's file. A key
 * names its account (uploads/<account id>/<random id>), so nobody validates another's upload.
 * Without S3 both answer 409 and the web uploads through the app.
 */
export class DirectUploads {
  constructor(
    private readonly db: Db,
    private readonly store: unknown,
  ) {}

  private bucket(): S3FileStore {
    if (!(this.store instanceof S3FileStore)) {
      throw new HttpError(409, DIRECT_UPLOAD_MESSAGES.notAvailable);
    }
    return this.store;
  }

  async signedUrl(actor: Actor, query: SignedUrlQuery): Promise<SignedUrl> {
    const bucket = this.bucket();
    const key = `uploads/${actor.id}/${randomUUID()}`;
    const url = await bucket.presignPut(key, {
      contentType: query.contentType,
      size: query.size,
      expiresIn: DIRECT_UPLOAD_TTL_SECONDS,
    });
    return {
      url,
      method: 'PUT',
      headers: { 'content-type': query.contentType },
      key,
      expiresAt: new Date(Date.now() + DIRECT_UPLOAD_TTL_SECONDS * 1000).toISOString(),
    };
  }

  async validate(actor: Actor, body: ValidateSignedUrlBody): Promise<DirectUpload> {
    const bucket = this.bucket();
    const key = body.key.toLowerCase();
    if (!new RegExp(`^uploads/${actor.id}/${UUID}$`).test(key)) throw notFound();
    const [taken] = await this.db
      .select({ id: files.id })
      .from(files)
      .where(eq(files.storageKey, key));
    if (taken) throw new HttpError(409, DIRECT_UPLOAD_MESSAGES.recorded);
    const head = await bucket.head(key);
    if (!head) throw invalidField('key', DIRECT_UPLOAD_MESSAGES.missing);
    // A refused object is deleted: it is nobody's file, and the bucket should not keep it.
    const refuse = async (message: string): Promise<never> => {
      await bucket.delete(key);
      throw invalidField('file', message);
    };
    if (head.size > DIRECT_UPLOAD_MAX_BYTES) return refuse(DIRECT_UPLOAD_MESSAGES.tooLarge);
    const info = readImageInfo(await bucket.start(key, HEADER_BYTES));
    if (!info) return refuse(DIRECT_UPLOAD_MESSAGES.notImage);
    if (head.contentType !== info.contentType) return refuse(DIRECT_UPLOAD_MESSAGES.typeMismatch);
    if (info.width > ART_WORK_MAX_PIXELS || info.height > ART_WORK_MAX_PIXELS) {
      return refuse(IMAGE_SIDE_TOO_LARGE);
    }
    const [row] = await this.db
      .insert(files)
      .values({
        ownerId: actor.id,
        // The caller's own (and root's), as any upload through the app.
        readPermission: null,
        type: 'IMAGE',
        name: nameFor(body.name, info.contentType),
        contentType: info.contentType,
        size: head.size,
        storageKey: key,
      })
      .returning();
    return { id: row!.id, name: row!.name, contentType: row!.contentType, size: row!.size };
  }
}
