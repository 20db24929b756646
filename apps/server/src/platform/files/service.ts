import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Permission, UploadFileType } from '@platfox/domain';
import { and, eq, gt } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Actor } from '../actor';
import type { Db } from '../db';
import { notFound } from '../errors';
import { randomToken, tokenHash } from '../secrets';
import { S3FileStore } from './s3';
import {
  FileMissingError,
  LocalFileStore,
  newStorageKey,
  type FileBody,
  type FileFolder,
  type FileStore,
} from './store';
import { files, type FileRow } from './tables';

/** S3 when S3_BUCKET is set, else the folder FILES_DIR, or DATA_DIR/files. */
export function createFileStore(
  config: Pick<Config, 'dataDir' | 's3'> & Partial<Pick<Config, 'filesDir'>>,
): FileStore {
  return config.s3
    ? new S3FileStore(config.s3)
    : new LocalFileStore(config.filesDir ?? path.join(config.dataDir, 'files'));
}

/** How long a download link works: long enough to start the download, short if it leaks. */
export const DOWNLOAD_LINK_TTL_MS = 5 * 60_000;

export type NewFile = {
  ownerId: string | null;
  /** The admin permission of what the file belongs to; null: its owner and root only. */
  readPermission: Permission | null;
  folder: FileFolder;
  /** What the upload is for, once its content was checked as such (files.type). */
  type?: UploadFileType;
  name: string;
  contentType: string;
  body: FileBody;
};

/**
 * Whether the actor may download a file: its owner, root, or an admin holding the permission of
 * what the file belongs to (an admin without it reads it as not found, like a made-up id).
 */
export const canReadOwned = (
  actor: Actor,
  row: { ownerId: string | null; readPermission: string | null },
) =>
  row.ownerId === actor.id ||
  actor.type === 'ROOT' ||
  (actor.type === 'ADMIN' &&
    row.readPermission !== null &&
    actor.permissions.includes(row.readPermission));
const canRead = canReadOwned;

/** Files as rows in the database with their contents in the file store. */
export class FileService {
  constructor(
    private readonly db: Db,
    readonly store: FileStore,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /**
   * Stores the content, then the row; a row that cannot be written leaves no content behind. The
   * name's extension is made to match the checked type: a PNG sent as "x.html" is kept as
   * "x.png", so nothing downloads under a name a browser would treat as another kind of file.
   */
  async save(file: NewFile): Promise<FileRow> {
    const storageKey = newStorageKey(file.folder);
    const { size } = await this.store.put(storageKey, file.body, file.contentType);
    try {
      const [row] = await this.db
        .insert(files)
        .values({
          ownerId: file.ownerId,
          readPermission: file.readPermission,
          type: file.type ?? null,
          name: nameFor(file.name, file.contentType),
          contentType: file.contentType,
          size,
          storageKey,
        })
        .returning();
      if (!row) throw new Error('The file row was not stored');
      return row;
    } catch (error) {
      await this.store.delete(storageKey).catch(() => undefined);
      throw error;
    }
  }

  /** A file and its content for the actor; another account's file reads as not found. */
  async open(actor: Actor, id: string): Promise<{ file: FileRow; content: Readable }> {
    const [file] = await this.db.select().from(files).where(eq(files.id, id));
    if (!file || !canRead(actor, file)) throw notFound();
    return { file, content: await this.contentOf(file) };
  }

  /** A download link for the actor's file, valid a few minutes: whoever holds it may download. */
  async link(actor: Actor, id: string): Promise<{ url: string; expiresAt: string }> {
    const [file] = await this.db.select().from(files).where(eq(files.id, id));
    if (!file || !canRead(actor, file)) throw notFound();
    const token = randomToken();
    const expiresAt = new Date(this.clock().getTime() + DOWNLOAD_LINK_TTL_MS);
    await this.db
      .update(files)
      .set({ linkTokenHash: tokenHash(token), linkExpiresAt: expiresAt })
      .where(eq(files.id, id));
    return { url: `/api/files/link?token=${token}`, expiresAt: expiresAt.toISOString() };
  }

  /** The file a link names while it is valid; an unknown or expired link reads as not found. */
  async openLink(token: string): Promise<{ file: FileRow; content: Readable }> {
    const [file] = await this.db
      .select()
      .from(files)
      .where(and(eq(files.linkTokenHash, tokenHash(token)), gt(files.linkExpiresAt, this.clock())));
    if (!file) throw notFound();
    return { file, content: await this.contentOf(file) };
  }

  private async contentOf(file: FileRow): Promise<Readable> {
    try {
      return await this.store.get(file.storageKey);
    } catch (error) {
      if (error instanceof FileMissingError) throw notFound();
      throw error;
    }
  }
}

/**
 * Content-Disposition for a download: an ASCII fallback name and the real one in RFC 5987 form,
 * so quotes, line breaks or non-Latin letters in a name can neither break the header nor be lost.
 */
export function attachmentHeader(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_').trim() || 'download';
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** The extension each stored type is served with. */
const EXTENSIONS: Record<string, string> = {
  'image/png': '.png',
  'image/jpeg': '.jpg',
  'image/webp': '.webp',
  'application/pdf': '.pdf',
  'text/csv': '.csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': '.xlsx',
};

/** The name with the extension of its content type (names of other types are kept). */
export function nameFor(name: string, contentType: string): string {
  const extension = EXTENSIONS[contentType.split(';')[0]!.trim()];
  if (!extension) return name;
  const stem = name.replace(/\.[^./\\]*$/, '') || 'file';
  const named = `${stem}${extension}`;
  return name.toLowerCase() === named.toLowerCase() ||
    (extension === '.jpg' && /\.jpe?g$/i.test(name))
    ? name
    : named;
}
