import { randomBytes, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** What a file's content may come as: all of it, or a stream (an export being written). */
export type FileBody = Buffer | Readable;

/** Where file contents live: a folder on local disk, or an S3-compatible bucket. */
export type FileStore = {
  put: (key: string, body: FileBody, contentType: string) => Promise<{ size: number }>;
  /** Rejects with FileMissingError when there is no such file. */
  get: (key: string) => Promise<Readable>;
  /** Deleting a missing file is not an error. */
  delete: (key: string) => Promise<void>;
  exists: (key: string) => Promise<boolean>;
};

export class FileMissingError extends Error {
  constructor(key: string) {
    super(`No stored file ${key}`);
  }
}

/**
 * Storage keys are made here, never from user input: a fixed folder, the month, a random id.
 * A user's file name is kept in the files table only (it names the download).
 */
export type FileFolder =
  'exports' | 'designs' | 'images' | 'thumbnails' | 'imports' | 'labels' | 'mockups';
const KEY_PATTERN = /^[a-z0-9-]+(?:\/[a-z0-9-]+)*$/;

export function newStorageKey(folder: FileFolder, now: Date = new Date()): string {
  const month = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  return `${folder}/${month}/${randomUUID()}`;
}

/** Refuses anything but lower-case words joined by single slashes: no "..", no absolute path. */
export function assertStorageKey(key: string): string {
  if (!KEY_PATTERN.test(key) || key.length > 200) throw new Error(`Invalid storage key: ${key}`);
  return key;
}

/** Counts the bytes passing through (a stream's size is known once it has been written). */
export function byteCounter(): Transform & { bytes: number } {
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      counter.bytes += chunk.length;
      callback(null, chunk);
    },
  }) as Transform & { bytes: number };
  counter.bytes = 0;
  return counter;
}

/** Files under one folder (DATA_DIR/files); a file is written beside its place and renamed in. */
export class LocalFileStore implements FileStore {
  private readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  /** The file's path; a key that would leave the root is refused even if it passed the pattern. */
  private pathOf(key: string): string {
    const target = path.resolve(this.root, ...assertStorageKey(key).split('/'));
    if (!target.startsWith(this.root + path.sep)) throw new Error(`Invalid storage key: ${key}`);
    return target;
  }

  /** A file on disk has no content type: the files table keeps it. */
  async put(key: string, body: FileBody, _contentType?: string): Promise<{ size: number }> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    const partial = `${target}.${randomBytes(4).toString('hex')}.partial`;
    try {
      if (Buffer.isBuffer(body)) {
        await writeFile(partial, body);
        await rename(partial, target);
        return { size: body.length };
      }
      const counter = byteCounter();
      await pipeline(body, counter, createWriteStream(partial));
      await rename(partial, target);
      return { size: counter.bytes };
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<Readable> {
    const file = this.pathOf(key);
    if (!(await this.exists(key))) throw new FileMissingError(key);
    return createReadStream(file);
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.pathOf(key))).isFile();
    } catch {
      return false;
    }
  }
}
