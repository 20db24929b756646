import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type * as S3 from '@aws-sdk/client-s3';
import type * as Presigner from '@aws-sdk/s3-request-presigner';
import type { S3Settings } from '../../config';
import {
  FileMissingError,
  assertStorageKey,
  byteCounter,
  type FileBody,
  type FileStore,
} from './store';
import { onFirstUse } from '../on-first-use';

// Loaded when S3 is configured; a start that stores files in DATA_DIR never reads the SDK.
const s3 = onFirstUse<typeof S3>('@aws-sdk/client-s3');
const presigner = onFirstUse<typeof Presigner>('@aws-sdk/s3-request-presigner');

/** What the bucket says of an object without reading it. */
export type ObjectHead = { size: number; contentType: string | null };

const statusOf = (error: unknown): number | undefined =>
  (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;

/**
 * The origins a presigned URL of the bucket points at, for the CSP's connect-src: the endpoint
 * given (path-style: MinIO, R2, the stand-in), else AWS's virtual-hosted addresses of the bucket
 * (with and without the region, as the SDK may sign either).
 */
export function bucketOrigins(settings: S3Settings | undefined): string[] {
  if (!settings) return [];
  if (settings.endpoint) return [new URL(settings.endpoint).origin];
  return [
    `https://${settings.bucket}.s3.${settings.region}.amazonaws.com`,
    `https://${settings.bucket}.s3.amazonaws.com`,
  ];
}

/**
 * Files in an S3-compatible bucket (AWS, MinIO, R2...). A stream is first spooled to a temporary
 * file: a single PUT needs its length up front, and exports are small enough (100,000 rows at most)
 * that multipart uploads are not worth their extra round trips and clean-up.
 */
export class S3FileStore implements FileStore {
  private readonly client: S3.S3Client;
  private readonly bucket: string;

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket;
    this.client = new (s3().S3Client)({
      region: settings.region,
      ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
      ...(settings.accessKeyId && settings.secretAccessKey
        ? {
            credentials: {
              accessKeyId: settings.accessKeyId,
              secretAccessKey: settings.secretAccessKey,
            },
          }
        : {}),
      // Checksums only where S3 requires them: many S3-compatible stores refuse the newer
      // aws-chunked uploads with trailing checksums that the SDK would otherwise send.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, body: FileBody, contentType: string): Promise<{ size: number }> {
    const Key = assertStorageKey(key);
    if (Buffer.isBuffer(body)) {
      await this.client.send(
        new (s3().PutObjectCommand)({
          Bucket: this.bucket,
          Key,
          Body: body,
          ContentType: contentType,
          ContentLength: body.length,
        }),
      );
      return { size: body.length };
    }
    const folder = await mkdtemp(path.join(tmpdir(), 'platfox-upload-'));
    const spool = path.join(folder, randomBytes(4).toString('hex'));
    try {
      const counter = byteCounter();
      await pipeline(body, counter, createWriteStream(spool));
      await this.client.send(
        new (s3().PutObjectCommand)({
          Bucket: this.bucket,
          Key,
          Body: createReadStream(spool),
          ContentType: contentType,
          ContentLength: counter.bytes,
        }),
      );
      return { size: counter.bytes };
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }

  async get(key: string): Promise<Readable> {
    try {
      const answer = await this.client.send(
        new (s3().GetObjectCommand)({ Bucket: this.bucket, Key: assertStorageKey(key) }),
      );
      if (!(answer.Body instanceof Readable)) throw new FileMissingError(key);
      return answer.Body;
    } catch (error) {
      if (statusOf(error) === 404) throw new FileMissingError(key);
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(
      new (s3().DeleteObjectCommand)({ Bucket: this.bucket, Key: assertStorageKey(key) }),
    );
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(
        new (s3().HeadObjectCommand)({ Bucket: this.bucket, Key: assertStorageKey(key) }),
      );
      return true;
    } catch (error) {
      if (statusOf(error) === 404) return false;
      throw error;
    }
  }

  /**
   * A presigned PUT of one object (direct uploads, issue 36). Its content type and exact length
   * are signed into it, so S3 refuses a body of another type or size. A PUT URL cannot carry a
   * size range (only a POST policy can): the length is the one the caller announced.
   */
  presignPut(
    key: string,
    { contentType, size, expiresIn }: { contentType: string; size: number; expiresIn: number },
  ): Promise<string> {
    const command = new (s3().PutObjectCommand)({
      Bucket: this.bucket,
      Key: assertStorageKey(key),
      ContentType: contentType,
      ContentLength: size,
    });
    return presigner().getSignedUrl(this.client, command, {
      expiresIn,
      // The presigner leaves the content type out of the signature unless asked to sign it.
      signableHeaders: new Set(['content-type', 'content-length']),
    });
  }

  /** The object's size and type, or null when there is none. */
  async head(key: string): Promise<ObjectHead | null> {
    try {
      const answer = await this.client.send(
        new (s3().HeadObjectCommand)({ Bucket: this.bucket, Key: assertStorageKey(key) }),
      );
      return { size: answer.ContentLength ?? 0, contentType: answer.ContentType ?? null };
    } catch (error) {
      if (statusOf(error) === 404) return null;
      throw error;
    }
  }

  /** The object's first bytes (a ranged GET): enough to tell what a file is without reading it. */
  async start(key: string, bytes: number): Promise<Buffer> {
    const answer = await this.client.send(
      new (s3().GetObjectCommand)({
        Bucket: this.bucket,
        Key: assertStorageKey(key),
        Range: `bytes=0-${bytes - 1}`,
      }),
    );
    const chunks: Buffer[] = [];
    let read = 0;
    for await (const chunk of answer.Body as Readable) {
      chunks.push(chunk as Buffer);
      read += (chunk as Buffer).length;
      if (read >= bytes) break;
    }
    return Buffer.concat(chunks).subarray(0, bytes);
  }

  close(): void {
    this.client.destroy();
  }
}
