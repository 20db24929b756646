import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendDelivery } from './sender';

/*
 * Issue 29, item 12: an endpoint saved while loopback was allowed is refused once it is not,
 * at delivery time, also when its address is an IP literal (node never looks those up).
 */

let server: Server;
let port = 0;
let connections = 0;

beforeAll(async () => {
  server = createServer((socket) => {
    connections += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '::', resolve));
  port = (server.address() as { port: number }).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const delivery = (url: string) => ({
  url,
  secret: 'whsec_test',
  eventId: '00000000-0000-4000-8000-000000000000',
  event: 'TEST' as const,
  body: '{}',
});

describe('a delivery to a loopback address', () => {
  it.each([
    ['https://127.0.0.1', () => `https://127.0.0.1:${port}/hook`],
    ['https://[::1]', () => `https://[::1]:${port}/hook`],
    ['https://[::ffff:127.0.0.1]', () => `https://[::ffff:127.0.0.1]:${port}/hook`],
  ])('to %s is refused without a connection', async (_name, url) => {
    const outcome = await sendDelivery(delivery(url()), { allowPrivateHosts: false });
    expect(outcome.statusCode).toBeNull();
    expect(outcome.error).toMatch(/private or loopback/);
    expect(connections).toBe(0);
  });
});
