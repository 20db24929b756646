import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PRODUCT_IMPORT_MESSAGES } from '@platfox/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { png } from '../catalog/test-fixtures';
import { fetchImage } from './image-fetch';

/* The downloader of a product file's image links, against a loopback stand-in server. */

let server: Server;
let base: string;
let image: Buffer;
/** The stand-in server listens on loopback, which only an explicit setting may reach. */
const LOCAL = { allowPrivateHosts: true };

beforeAll(async () => {
  image = await png(64, 64, 300);
  server = createServer((request, response) => {
    if (request.url === '/slow.png') return; // never answers
    if (request.url === '/moved') {
      response.writeHead(302, { location: '/a.png' }).end();
      return;
    }
    if (request.url === '/streamed.png') {
      // No content length: the cap must hold while reading.
      response.writeHead(200, { 'content-type': 'image/png' });
      response.write(image);
      response.end(Buffer.alloc(4096));
      return;
    }
    response.writeHead(200, { 'content-type': 'image/png' }).end(image);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(resolve));
});

describe('image download', () => {
  it('answers the bytes and the name of the last path segment, following a redirect', async () => {
    const fetched = await fetchImage(`${base}/moved`, LOCAL);
    expect(fetched.bytes.equals(image)).toBe(true);
    expect(fetched.name).toBe('a.png');
  });

  it('gives up after the time limit', async () => {
    await expect(fetchImage(`${base}/slow.png`, { ...LOCAL, timeoutMs: 200 })).rejects.toThrow(
      PRODUCT_IMPORT_MESSAGES.timeout,
    );
  });

  it('refuses more bytes than the cap, declared or streamed', async () => {
    await expect(
      fetchImage(`${base}/a.png`, { ...LOCAL, maxBytes: image.length - 1 }),
    ).rejects.toThrow(PRODUCT_IMPORT_MESSAGES.tooLarge);
    await expect(
      fetchImage(`${base}/streamed.png`, { ...LOCAL, maxBytes: image.length + 100 }),
    ).rejects.toThrow(PRODUCT_IMPORT_MESSAGES.tooLarge);
    expect(
      (await fetchImage(`${base}/a.png`, { ...LOCAL, maxBytes: image.length })).bytes,
    ).toHaveLength(image.length);
  });

  it('refuses a scheme other than http and https, and an unreachable host', async () => {
    await expect(fetchImage('file:///etc/passwd')).rejects.toThrow(PRODUCT_IMPORT_MESSAGES.url);
    await expect(fetchImage('http://127.0.0.1:1/x.png', LOCAL)).rejects.toThrow(
      PRODUCT_IMPORT_MESSAGES.unreachable(null),
    );
  });

  it("never reads the server's own host or a private network unless allowed", async () => {
    for (const address of [
      `${base}/a.png`,
      'http://localhost/a.png',
      'http://10.1.2.3/a.png',
      'http://192.168.0.10/a.png',
      'http://169.254.169.254/latest/meta-data',
      'http://[::1]/a.png',
    ]) {
      await expect(fetchImage(address), address).rejects.toThrow(
        'The address is not public: use a link anyone on the internet can open',
      );
    }
    // Allowed, the same server answers (the tests' stand-in).
    expect((await fetchImage(`${base}/a.png`, LOCAL)).bytes).toHaveLength(image.length);
  });
});
