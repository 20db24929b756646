import { crc32 } from 'node:zlib';
import type { Session } from '@platfox/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_SIDE_TOO_LARGE } from '../modules/catalog/images';
import { refuseHugeImages } from '../modules/production/floor-files';
import { bearer, createTestApp, signIn, type TestContext } from '../test/harness';
import { nameFor } from './files/service';

/* What an upload holds decides how it is kept and served, and how large an image may claim to be. */

/** A real 8 x 8 PNG whose header then claims `side` x `side` pixels (with a valid CRC). */
async function claimingPng(side: number): Promise<Buffer> {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } })
    .png()
    .toBuffer();
  const patched = Buffer.from(png);
  patched.writeUInt32BE(side, 16);
  patched.writeUInt32BE(side, 20);
  // The IHDR chunk's CRC covers its type and data (bytes 12 to 29).
  patched.writeUInt32BE(crc32(patched.subarray(12, 29)) >>> 0, 29);
  return patched;
}

let ctx: TestContext;
let seller: Session;
beforeAll(async () => {
  ctx = await createTestApp();
  seller = await signIn(ctx.app, 'seller@demo.test');
});
afterAll(() => ctx.close());

function multipart(content: Buffer, fileName: string) {
  const boundary = '----content';
  return {
    headers: { ...bearer(seller), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
          'Content-Type: text/html\r\n\r\n',
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

describe('an image claiming 100000 x 100000 px', () => {
  it('is refused as a deposit proof and as a signature, and by the photo uploads', async () => {
    const huge = await claimingPng(100_000);
    for (const url of ['/api/seller/deposit-proofs', '/api/seller/packing-slip-signature']) {
      const answer = await ctx.app.inject({ method: 'POST', url, ...multipart(huge, 'big.png') });
      expect(answer.statusCode, url).toBe(400);
      expect(answer.json().errors.file).toBe(IMAGE_SIDE_TOO_LARGE);
    }
    // Completed-product and shipment-tracker photos share this check.
    await expect(refuseHugeImages([{ name: 'a.png', bytes: huge }], 'files')).rejects.toThrow(
      IMAGE_SIDE_TOO_LARGE,
    );
    await expect(
      refuseHugeImages([{ name: 'a.png', bytes: await claimingPng(800) }], 'files'),
    ).resolves.toBeUndefined();
  });
});

describe('a file is kept and served under a name of its checked type', () => {
  it('a PNG sent as x.html downloads as x.png, image/png', async () => {
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const stored = await ctx.app.inject({
      method: 'POST',
      url: '/api/seller/deposit-proofs',
      ...multipart(png, 'x.html'),
    });
    expect(stored.statusCode).toBe(200);
    expect(stored.json().data.name).toBe('x.png');
    const downloaded = await ctx.app.inject({
      method: 'GET',
      url: `/api/files/${stored.json().data.id}/download`,
      headers: bearer(seller),
    });
    expect(downloaded.headers['content-type']).toBe('image/png');
    expect(downloaded.headers['content-disposition']).toContain('x.png');
    expect(downloaded.headers['content-disposition']).not.toContain('.html');
  });

  it('names each type by its extension and leaves a right one alone', () => {
    expect(nameFor('x.html', 'image/png')).toBe('x.png');
    expect(nameFor('photo.JPEG', 'image/jpeg')).toBe('photo.JPEG');
    expect(nameFor('label', 'application/pdf')).toBe('label.pdf');
    expect(nameFor('orders.xlsx', 'text/csv')).toBe('orders.csv');
    expect(nameFor('notes.txt', 'application/octet-stream')).toBe('notes.txt');
  });
});
