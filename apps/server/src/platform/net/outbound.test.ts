import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchPublic } from './outbound';
import { HostRefusedError, isPublicAddress, pinnedLookup } from './public-address';

/*
 * Issue 29, item 12: every connection to a user-given host is checked on the address it goes to,
 * IP literals and IPv6 forms that carry an IPv4 address included.
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

describe('the address classification', () => {
  it.each([
    // IPv4-compatible (::a.b.c.d) and IPv4-mapped forms are judged by the IPv4 host they reach.
    ['::127.0.0.1', false],
    ['::7f00:1', false],
    ['::ffff:10.0.0.1', false],
    ['::ffff:7f00:1', false],
    ['::8.8.8.8', true],
    ['::ffff:8.8.8.8', true],
    // Ranges a hand-written list had missed: documentation, 6to4, Teredo, benchmarking.
    ['192.0.2.1', false],
    ['198.51.100.7', false],
    ['203.0.113.9', false],
    ['2001:db8::1', false],
    ['2002:7f00:1::1', false],
    ['2001::1', false],
    ['255.255.255.255', false],
    ['64:ff9b::7f00:1', false],
    ['127.0.0.1', false],
    ['[::1]', false],
    ['8.8.8.8', true],
    ['2606:4700::1111', true],
    ['not an address', false],
  ])('%s is public: %s', (address, isPublic) => {
    expect(isPublicAddress(address)).toBe(isPublic);
  });

  it('pins a lookup to the address that was checked, whatever name is asked', () => {
    const lookup = pinnedLookup({ address: '8.8.8.8', family: 4 });
    let answered: unknown;
    lookup('rebound.example', {}, (_error, address) => (answered = address));
    expect(answered).toBe('8.8.8.8');
  });
});

describe('fetchPublic', () => {
  it.each([
    ['an IPv4 literal', () => `http://127.0.0.1:${port}/`],
    ['an IPv6 literal', () => `http://[::1]:${port}/`],
    ['an IPv4-mapped literal', () => `http://[::ffff:127.0.0.1]:${port}/`],
    ['a name', () => `http://localhost:${port}/`],
  ])('refuses %s of a loopback host without connecting', async (_name, url) => {
    const before = connections;
    const error = await fetchPublic(url()).catch((caught: unknown) => caught);
    expect((error as { cause?: unknown }).cause).toBeInstanceOf(HostRefusedError);
    expect(connections).toBe(before);
  });
});
