import { randomBytes } from 'node:crypto';
import type { Session } from '@platfox/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPrinter, newSeller } from '../../test/fixtures';
import { bearer, createTestApp, type TestContext } from '../../test/harness';
import { approvedOrder } from '../orders/test-fixtures';

/*
 * Sellers see the photos of their completed products (issue 6, spec 03 seller call
 * "order-completed-images/{id}"): only of the items of their own orders.
 */

let ctx: TestContext;
let printer: Awaited<ReturnType<typeof demoPrinter>>;

beforeAll(async () => {
  ctx = await createTestApp();
  printer = await demoPrinter(ctx);
});
afterAll(() => ctx.close());

async function get(session: Session, url: string) {
  const response = await ctx.app.inject({ method: 'GET', url, headers: bearer(session) });
  return { status: response.statusCode, headers: response.headers, response };
}

/** The printer takes a photo of the completed product, as at check quality. */
async function takePhoto(itemId: string, fileName: string) {
  const content = await sharp({
    create: { width: 800, height: 600, channels: 3, background: '#a73' },
  })
    .jpeg()
    .toBuffer();
  const boundary = `----seller${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${fileName}"\r\n` +
        'Content-Type: image/jpeg\r\n\r\n',
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/printer/order-items/${itemId}/completed-images`,
    headers: {
      ...bearer(printer.session),
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload,
  });
  expect(response.statusCode).toBe(200);
  return { content, image: (response.json().data as { id: string }[])[0]! };
}

async function photographedItem(fileName = 'front.jpg') {
  const order = await approvedOrder(ctx, [1]);
  const itemId = order.itemIds[0]!;
  const moved = await printer.call('PUT', '/api/printer/order-items/status', {
    ids: [itemId],
    action: 'process',
    staffId: printer.staffId,
  });
  expect(moved.status).toBe(200);
  const photo = await takePhoto(itemId, fileName);
  return { seller: order.seller, itemId, ...photo };
}

describe('the seller reads the photos of the completed product', () => {
  it('lists and loads the photo and its thumbnail of an item of its own order', async () => {
    const { seller, itemId, image, content } = await photographedItem('back.jpg');
    const base = `/api/seller/order-completed-images/${itemId}`;

    const list = await get(seller.session, base);
    expect(list.status).toBe(200);
    const photos = list.response.json().data as { id: string; fileName: string }[];
    expect(photos.map((photo) => [photo.id, photo.fileName])).toEqual([[image.id, 'back.jpg']]);

    const original = await get(seller.session, `${base}/${image.id}`);
    expect(original.status).toBe(200);
    expect(original.headers['content-type']).toBe('image/jpeg');
    expect(original.response.rawPayload.equals(content)).toBe(true);

    const thumbnail = await get(seller.session, `${base}/${image.id}?size=thumbnail`);
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/webp');
    const { width, height } = await sharp(thumbnail.response.rawPayload).metadata();
    expect(Math.max(width!, height!)).toBeLessThan(800);
  });

  it('answers 404 to another seller, for the list, the photo and the thumbnail', async () => {
    const { itemId, image } = await photographedItem();
    const stranger = await newSeller(ctx);
    const base = `/api/seller/order-completed-images/${itemId}`;
    for (const url of [base, `${base}/${image.id}`, `${base}/${image.id}?size=thumbnail`]) {
      expect((await get(stranger.session, url)).status).toBe(404);
    }
  });

  it('gives an item without photos an empty list', async () => {
    const { seller, itemIds } = await approvedOrder(ctx, [1]);
    const list = await get(seller.session, `/api/seller/order-completed-images/${itemIds[0]}`);
    expect(list.status).toBe(200);
    expect(list.response.json().data).toEqual([]);
  });

  it('refuses a malformed item id with 400', async () => {
    const { seller } = await photographedItem();
    const list = await get(seller.session, '/api/seller/order-completed-images/not-an-id');
    expect(list.status).toBe(400);
  });

  it("leaves the printer's routes as they were, and closed to the seller", async () => {
    const { seller, itemId, image } = await photographedItem();
    const base = `/api/printer/order-items/${itemId}/completed-images`;
    const list = await get(printer.session, base);
    expect(list.status).toBe(200);
    expect((list.response.json().data as { id: string }[]).map((photo) => photo.id)).toEqual([
      image.id,
    ]);
    expect((await get(printer.session, `${base}/${image.id}`)).status).toBe(200);
    expect((await get(seller.session, base)).status).toBe(403);
    expect((await get(seller.session, `${base}/${image.id}`)).status).toBe(403);
  });
});
