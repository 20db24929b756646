import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * The small HTTP server under the payment providers' stand-ins (card-stand-in.ts,
 * paypal-stand-in.ts): loopback, a random port, every request recorded with its body.
 */

export type Handler = (request: Recorded, response: ServerResponse) => void;
export type Recorded = {
  method: string;
  path: string;
  /** The query string without its "?" (a GET's parameters). */
  query: string;
  headers: IncomingMessage['headers'];
  body: string;
};

export async function listen(
  handler: Handler,
  /** A port chosen beforehand (a server started earlier points at it); any free one by default. */
  at = 0,
): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () =>
      handler(
        {
          method: request.method ?? 'GET',
          path: new URL(request.url ?? '/', 'http://stand-in').pathname,
          query: new URL(request.url ?? '/', 'http://stand-in').search.slice(1),
          headers: request.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        },
        response,
      ),
    );
  });
  await new Promise<void>((resolve) => server.listen(at, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        // fetch keeps connections alive; the server would wait for them.
        server.closeAllConnections();
      }),
  };
}

export function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

export const header = (request: Recorded, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};
