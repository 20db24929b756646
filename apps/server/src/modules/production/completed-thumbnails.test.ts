import { randomBytes } from 'node:crypto';
import type { Session } from '@platfox/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPrinter } from '../../test/fixtures';
import { createFileStore } from '../../platform/files/service';
import {
  bearer,
  createTestApp,
  createUser,
  signInWith,
  type TestContext,
} from '../../test/harness';
import { COMPLETED_THUMBNAIL_PX } from './floor-files';
import { approvedOrder } from '../orders/test-fixtures';

/* Thumbnails of the completed product's photos: small, cached, and only for who sees the photo. */

let ctx: TestContext;
let printer: Awaited<ReturnType<typeof demoPrinter>>;
let otherPrinter: Session;
let seller: Session;

beforeAll(async () => {
  ctx = await createTestApp();
  printer = await demoPrinter(ctx);
  const other = await createUser(ctx, { type: 'PRINTER' });
  otherPrinter = await signInWith(ctx.app, other.email, other.password);
  const sellerUser = await createUser(ctx, { type: 'SELLER' });
  seller = await signInWith(ctx.app, sellerUser.email, sellerUser.password);
});
afterAll(() => ctx.close());

async function upload(session: Session, url: string, fileName: string, content: Buffer) {
  const boundary = `----thumb${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${fileName}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await ctx.app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(session), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as { id: string; fileId: string }[];
}

async function get(session: Session, url: string) {
  const response = await ctx.app.inject({ method: 'GET', url, headers: bearer(session) });
  return { status: response.statusCode, headers: response.headers, bytes: response.rawPayload };
}

/** A photo as a phone takes it: larger than a thumbnail, wider than high. */
const photo = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3a7' } })
    .jpeg()
    .toBuffer();

async function itemWithPhoto(content: Buffer, fileName = 'front.jpg') {
  const { itemIds } = await approvedOrder(ctx, [1]);
  const itemId = itemIds[0]!;
  const moved = await printer.call('PUT', '/api/printer/order-items/status', {
    ids: [itemId],
    action: 'process',
    staffId: printer.staffId,
  });
  expect(moved.status).toBe(200);
  const url = `/api/printer/order-items/${itemId}/completed-images`;
  const [image] = await upload(printer.session, url, fileName, content);
  return { url: `${url}/${image!.id}`, fileId: image!.fileId };
}

describe('completed-product photo thumbnails', () => {
  it('are WebP images within the bound, kept in the file store after the first request', async () => {
    const { url, fileId } = await itemWithPhoto(await photo());
    const thumbnail = await get(printer.session, `${url}?size=thumbnail`);
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/webp');
    expect(thumbnail.headers['content-disposition']).toContain('front-thumbnail.webp');
    const { width, height, format } = await sharp(thumbnail.bytes).metadata();
    expect(format).toBe('webp');
    expect(Math.max(width, height)).toBe(COMPLETED_THUMBNAIL_PX);
    expect(width / height).toBeCloseTo(1.5, 1);

    const store = createFileStore(ctx.config);
    expect(await store.exists(`thumbnails/completed/${fileId}`)).toBe(true);
    const again = await get(printer.session, `${url}?size=thumbnail`);
    expect(Buffer.compare(again.bytes, thumbnail.bytes)).toBe(0);

    // The original is still the full photo.
    const original = await get(printer.session, url);
    expect(original.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(original.bytes).metadata()).width).toBe(1200);
  });

  it('never enlarge a small photo, and refuse an unknown size', async () => {
    const small = await sharp({
      create: { width: 90, height: 60, channels: 3, background: '#fff' },
    })
      .png()
      .toBuffer();
    const { url } = await itemWithPhoto(small, 'small.png');
    const thumbnail = await get(printer.session, `${url}?size=thumbnail`);
    expect((await sharp(thumbnail.bytes).metadata()).width).toBe(90);
    expect((await get(printer.session, `${url}?size=huge`)).status).toBe(400);
  });

  it('are not found for another printer, and out of reach for a seller', async () => {
    const { url } = await itemWithPhoto(await photo());
    expect((await get(otherPrinter, `${url}?size=thumbnail`)).status).toBe(404);
    expect((await get(seller, `${url}?size=thumbnail`)).status).toBe(403);
  });

  it('are not found for a stored photo whose pixels do not decode', async () => {
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), randomBytes(64)]);
    const { url } = await itemWithPhoto(broken, 'broken.jpg');
    expect((await get(printer.session, `${url}?size=thumbnail`)).status).toBe(404);
  });
});
