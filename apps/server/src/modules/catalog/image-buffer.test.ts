import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, demoPrinter, newAdmin, newUser, type Caller } from '../../test/fixtures';
import { createTestApp, type TestContext } from '../../test/harness';
import { orderItems } from '../order-items/tables';
import { approvedOrder } from '../orders/test-fixtures';
import { productMockups } from './product-tables';
import { png } from './test-fixtures';

/*
 * The image buffers (spec 03: seller/get-image-buffer in 7.3, printer/image-buffer in 7.5): the
 * bytes of one of our images the caller may see, named by its URL here. Others' images are not
 * found; a URL of another site (or scheme) is refused and never fetched.
 */

let ctx: TestContext;
let printer: Awaited<ReturnType<typeof demoPrinter>>;
let seller: Caller;
let mockupUrl: string;

beforeAll(async () => {
  ctx = await createTestApp();
  printer = await demoPrinter(ctx);
  const order = await approvedOrder(ctx, [1]);
  seller = as(ctx, order.seller.session);
  const uploaded = await seller.upload('/api/seller/mockups', await png(400, 400), 'front.png');
  expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
  mockupUrl = uploaded.body.data.url;
  const [item] = await ctx.database.db
    .select()
    .from(orderItems)
    .where(eq(orderItems.id, order.itemIds[0]!));
  await ctx.database.db
    .insert(productMockups)
    .values({ productId: item!.productId, imageId: uploaded.body.data.id, sortOrder: 0 });
});
afterAll(() => ctx.close());

const buffer = (call: Caller, path: string, url: string) =>
  call('GET', `/api/${path}?url=${encodeURIComponent(url)}`);
const isPng = (answer: Awaited<ReturnType<Caller>>) =>
  answer.raw.headers['content-type'] === 'image/png' &&
  answer.raw.rawPayload.subarray(1, 4).toString() === 'PNG';

describe('image buffers', () => {
  it("answers the printer the bytes of its item's mockup, by the URL the client shows", async () => {
    const answer = await buffer(printer.call, 'printer/image-buffer', mockupUrl);
    expect(answer.status).toBe(200);
    expect(isPng(answer)).toBe(true);
    const thumbnail = await buffer(
      printer.call,
      'printer/image-buffer',
      `${mockupUrl}?size=thumbnail`,
    );
    expect(thumbnail.raw.headers['content-type']).toBe('image/webp');
  });

  it('answers the seller its own image, by a relative or a full URL of this site', async () => {
    expect(isPng(await buffer(seller, 'seller/get-image-buffer', mockupUrl))).toBe(true);
    const full = await buffer(seller, 'seller/get-image-buffer', `http://localhost:80${mockupUrl}`);
    expect(full.status).toBe(200);
    expect(isPng(full)).toBe(true);
  });

  it("does not find another account's image", async () => {
    const otherPrinter = as(ctx, (await newUser(ctx, 'PRINTER')).session);
    expect((await buffer(otherPrinter, 'printer/image-buffer', mockupUrl)).status).toBe(404);
    const otherSeller = as(ctx, (await newUser(ctx, 'SELLER')).session);
    expect((await buffer(otherSeller, 'seller/get-image-buffer', mockupUrl)).status).toBe(404);
  });

  it('refuses any URL that is not one of our images, without fetching it', async () => {
    for (const url of [
      'http://169.254.169.254/latest/meta-data/',
      `http://evil.test${mockupUrl}`,
      `//evil.test${mockupUrl}`,
      'file:///etc/passwd',
      '/api/files/link?token=x',
      `http://user:pw@localhost:80${mockupUrl}`,
    ]) {
      const answer = await buffer(seller, 'seller/get-image-buffer', url);
      expect(answer.status, url).toBe(400);
      expect(answer.body.errors.url).toBe('Only images of this site can be read');
    }
    expect((await seller('GET', '/api/seller/get-image-buffer')).status).toBe(400);
  });

  it('refuses admins, and each type the other one', async () => {
    const admin = as(ctx, await newAdmin(ctx, ['PRODUCT_ACCESS']));
    expect((await buffer(admin, 'printer/image-buffer', mockupUrl)).status).toBe(403);
    expect((await buffer(admin, 'seller/get-image-buffer', mockupUrl)).status).toBe(403);
    expect((await buffer(seller, 'printer/image-buffer', mockupUrl)).status).toBe(403);
    expect((await buffer(printer.call, 'seller/get-image-buffer', mockupUrl)).status).toBe(403);
  });
});
