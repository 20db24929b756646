import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

type StoredObject = { body: Buffer; contentType: string };

/**
 * A stand-in for an S3 endpoint on loopback, for tests: path-style PUT, GET, HEAD and DELETE of
 * objects, with S3's error shape. The real client talks to it; it checks that every call is
 * signed (SigV4) but not the signature itself.
 */
export type S3StandIn = {
  endpoint: string;
  objects: Map<string, StoredObject>;
  requests: { method: string; path: string }[];
  close: () => Promise<void>;
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

export async function startS3StandIn(): Promise<S3StandIn> {
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
      if (!request.headers.authorization?.startsWith('AWS4-HMAC-SHA256 ')) {
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
        case 'HEAD':
          if (!stored) return fail(404, 'NoSuchKey', 'The specified key does not exist.');
          response.writeHead(200, {
            'content-type': stored.contentType,
            'content-length': stored.body.length,
            etag: '"stand-in"',
          });
          return response.end(method === 'GET' ? stored.body : undefined);
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
