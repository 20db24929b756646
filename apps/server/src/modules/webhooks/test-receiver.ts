import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A seller's receiver on loopback (test code): it verifies each delivery the way
 * docs/areas/webhooks.md tells sellers to, written here from that recipe, not from the server's
 * signing code, and answers what the test scripts (by default 200).
 */
export type Received = {
  eventId: string;
  event: string;
  body: Record<string, unknown>;
  userAgent: string | undefined;
  /** Signature recomputed and equal, and the timestamp within five minutes. */
  isVerified: boolean;
  answered: number;
};

export async function startReceiver() {
  const received: Received[] = [];
  let secret = '';
  let answer: (eventId: string, seen: number) => number = () => 200;
  const server = createServer((request, response) => {
    void readBody(request).then((raw) => {
      const eventId = header(request, 'x-platfox-event-id') ?? '';
      const seen = received.filter((entry) => entry.eventId === eventId).length;
      const status = answer(eventId, seen);
      received.push({
        eventId,
        event: header(request, 'x-platfox-event') ?? '',
        body: JSON.parse(raw) as Record<string, unknown>,
        userAgent: header(request, 'user-agent'),
        isVerified: verify(secret, request, raw),
        answered: status,
      });
      response.writeHead(status, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/platfox`,
    received,
    /** The secret to verify with (the one the create or rotate answer showed). */
    useSecret: (value: string) => void (secret = value),
    /** How to answer a delivery: by its event id and how many times it came before. */
    answerWith: (script: (eventId: string, seen: number) => number) => void (answer = script),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const header = (request: IncomingMessage, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** The documented recipe: HMAC-SHA256 of `${timestamp}.${raw body}`, hex, constant-time. */
function verify(secret: string, request: IncomingMessage, raw: string): boolean {
  const timestamp = header(request, 'x-platfox-timestamp') ?? '';
  const signature = header(request, 'x-platfox-signature') ?? '';
  if (!/^\d+$/.test(timestamp) || Math.abs(Date.now() / 1000 - Number(timestamp)) > 300) {
    return false;
  }
  const expected = createHmac('sha256', secret).update(`${timestamp}.${raw}`).digest();
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}
