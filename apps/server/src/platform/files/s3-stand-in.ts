import { createHash, createHmac, type Hash, type Hmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignatureV4 } from '@smithy/signature-v4';

type StoredObject = { body: Buffer; contentType: string };

/**
 * A stand-in for an S3 endpoint on loopback, for tests: path-style PUT, GET (with a byte Range),
 * HEAD and DELETE of objects, with S3's error shape. The real client talks to it. A request signed
 * in its Authorization header is checked for being signed (SigV4), not for its signature; a
 * presigned URL (the signature in its query, as the direct uploads hand out) is checked as S3
 * checks it: not expired, a known access key, and the signature recomputed over the method, path,
 * query and signed headers with the AWS SDK's own signer, so a tampered URL or a body of another
 * size or type than signed is refused 403.
 */
export type S3StandIn = {
  endpoint: string;
  objects: Map<string, StoredObject>;
  requests: { method: string; path: string }[];
  close: () => Promise<void>;
};

export type S3StandInOptions = {
  /** The secret of each access key a presigned URL may name. */
  secrets?: Record<string, string>;
  /** The stand-in's clock (an expired URL without waiting). */
  now?: () => Date;
};

function readAll(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

const errorXml = (code: string, message: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`;

type SourceData = string | ArrayBuffer | ArrayBufferView;
const bytesOf = (data: SourceData): string | Uint8Array =>
  typeof data === 'string'
    ? data
    : ArrayBuffer.isView(data)
      ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
      : new Uint8Array(data);

/** SHA-256 and its HMAC in the shape the SDK's signer takes (@smithy/types' Checksum). */
class Sha256 {
  private hash: Hash | Hmac;
  constructor(private readonly secret?: SourceData) {
    this.hash = this.fresh();
  }
  private fresh() {
    return this.secret ? createHmac('sha256', bytesOf(this.secret)) : createHash('sha256');
  }
  update(data: SourceData): void {
    this.hash.update(bytesOf(data));
  }
  digest(): Promise<Uint8Array> {
    return Promise.resolve(new Uint8Array(this.hash.digest()));
  }
  reset(): void {
    this.hash = this.fresh();
  }
}

/** X-Amz-Date's basic ISO 8601 form (20260101T000000Z) as a date. */
function amzDate(value: string): Date | null {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match.map(Number) as number[];
  return new Date(Date.UTC(y!, mo! - 1, d!, h!, mi!, s!));
}

type Refusal = { code: string; message: string };

/** Checks a query-signed (presigned) request as S3 does; null when it passes. */
async function presignRefusal(
  request: IncomingMessage,
  url: URL,
  { secrets, now }: Required<S3StandInOptions>,
): Promise<Refusal | null> {
  const query = url.searchParams;
  const signature = query.get('X-Amz-Signature') ?? '';
  const [accessKeyId, , region, service] = (query.get('X-Amz-Credential') ?? '').split('/');
  const signedAt = amzDate(query.get('X-Amz-Date') ?? '');
  const expires = Number(query.get('X-Amz-Expires'));
  if (query.get('X-Amz-Algorithm') !== 'AWS4-HMAC-SHA256' || !signedAt || !region || !service) {
    return { code: 'AuthorizationQueryParametersError', message: 'Malformed presigned URL' };
  }
  if (!Number.isInteger(expires) || expires < 1 || expires > 604_800) {
    return { code: 'AuthorizationQueryParametersError', message: 'X-Amz-Expires is invalid' };
  }
  if (now().getTime() > signedAt.getTime() + expires * 1000) {
    return { code: 'AccessDenied', message: 'Request has expired' };
  }
  const secretAccessKey = accessKeyId ? secrets[accessKeyId] : undefined;
  if (!accessKeyId || !secretAccessKey) {
    return { code: 'InvalidAccessKeyId', message: 'The AWS Access Key Id does not exist' };
  }
  const signedHeaders = (query.get('X-Amz-SignedHeaders') ?? '').split(';').filter(Boolean);
  const headers: Record<string, string> = {};
  for (const name of signedHeaders) {
    const value = request.headers[name];
    if (value === undefined) {
      return { code: 'SignatureDoesNotMatch', message: `The signed header ${name} is missing` };
    }
    headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  const params: Record<string, string> = {};
  for (const [name, value] of query) if (name !== 'X-Amz-Signature') params[name] = value;
  // The payload's hash the URL names (UNSIGNED-PAYLOAD), given to the signer as it was signed.
  const payloadHash = params['X-Amz-Content-Sha256'];
  if (payloadHash) headers['X-Amz-Content-Sha256'] = payloadHash;
  const [hostname = '', port] = (request.headers.host ?? '').split(':');
  const signer = new SignatureV4({
    credentials: { accessKeyId, secretAccessKey },
    region,
    service,
    sha256: Sha256,
    uriEscapePath: false,
    applyChecksum: false,
  });
  const expected = await signer.presign(
    {
      method: request.method ?? 'GET',
      protocol: 'http:',
      hostname,
      ...(port ? { port: Number(port) } : {}),
      path: url.pathname,
      query: params,
      headers,
    },
    { signingDate: signedAt, expiresIn: expires, signableHeaders: new Set(signedHeaders) },
  );
  const computed = Buffer.from(String(expected.query?.['X-Amz-Signature'] ?? ''));
  const given = Buffer.from(signature);
  if (computed.length !== given.length || !timingSafeEqual(computed, given)) {
    return {
      code: 'SignatureDoesNotMatch',
      message: 'The request signature we calculated does not match the signature you provided',
    };
  }
  return null;
}

/** The bytes a Range header asks for (bytes=a-b); the whole body without one. */
function ranged(body: Buffer, range: string | undefined): Buffer {
  const match = /^bytes=(\d+)-(\d*)$/.exec(range ?? '');
  if (!match) return body;
  const start = Number(match[1]);
  const end = match[2] ? Number(match[2]) + 1 : body.length;
  return body.subarray(start, end);
}

export async function startS3StandIn(options: S3StandInOptions = {}): Promise<S3StandIn> {
  const settings: Required<S3StandInOptions> = {
    secrets: options.secrets ?? { 'test-key': 'test-secret' },
    now: options.now ?? (() => new Date()),
  };
  const objects = new Map<string, StoredObject>();
  const requests: { method: string; path: string }[] = [];
  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      const path = decodeURIComponent(url.pathname);
      const method = request.method ?? 'GET';
      requests.push({ method, path });
      const body = await readAll(request);
      const fail = (status: number, code: string, message: string) => {
        response.writeHead(status, { 'content-type': 'application/xml' });
        response.end(method === 'HEAD' ? undefined : errorXml(code, message));
      };
      if (url.searchParams.has('X-Amz-Signature')) {
        const refusal = await presignRefusal(request, url, settings);
        if (refusal) return fail(403, refusal.code, refusal.message);
      } else if (!request.headers.authorization?.startsWith('AWS4-HMAC-SHA256 ')) {
        return fail(403, 'AccessDenied', 'Unsigned request');
      }
      if (String(request.headers['content-encoding'] ?? '').includes('aws-chunked')) {
        return fail(400, 'NotImplemented', 'aws-chunked uploads are not supported here');
      }
      const stored = objects.get(path);
      switch (method) {
        case 'PUT':
          objects.set(path, {
            body,
            contentType: request.headers['content-type'] ?? 'application/octet-stream',
          });
          response.writeHead(200, { etag: '"stand-in"' });
          return response.end();
        case 'GET':
        case 'HEAD': {
          if (!stored) return fail(404, 'NoSuchKey', 'The specified key does not exist.');
          const part = method === 'GET' ? ranged(stored.body, request.headers.range) : stored.body;
          response.writeHead(part === stored.body ? 200 : 206, {
            'content-type': stored.contentType,
            'content-length': part.length,
            etag: '"stand-in"',
          });
          return response.end(method === 'GET' ? part : undefined);
        }
        case 'DELETE':
          objects.delete(path);
          response.writeHead(204);
          return response.end();
        default:
          return fail(405, 'MethodNotAllowed', `${method} is not supported here`);
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
