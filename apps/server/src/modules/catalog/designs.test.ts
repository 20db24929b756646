import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, type Caller, demoAdmin, newAdmin, newUser } from '../../test/fixtures';
import { createTestApp, signIn, type TestContext } from '../../test/harness';
import { UPLOAD_MAX_BYTES } from './design-routes';
import { readImageInfo } from './images';
import { jpeg, png, smallCatalog, type SmallCatalog } from './test-fixtures';

let ctx: TestContext;
let admin: Caller;
let catalog: SmallCatalog;
let sellerA: Caller;
let sellerB: Caller;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = as(ctx, await demoAdmin(ctx));
  catalog = await smallCatalog(admin);
  sellerA = as(ctx, (await newUser(ctx, 'SELLER')).session);
  sellerB = as(ctx, (await newUser(ctx, 'SELLER')).session);
});
afterAll(() => ctx.close());

describe('design uploads', () => {
  const front = () => `/api/seller/designs?uploadTypeItemId=${catalog.frontId}`;

  it('store a PNG or JPEG of at least 150 dpi and the art-work size, with a thumbnail', async () => {
    const uploaded = await sellerA.upload(front(), await png(1600, 1900, 150), 'sunset.png');
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.data).toMatchObject({
      kind: 'DESIGN',
      name: 'sunset.png',
      width: 1600,
      height: 1900,
      dpi: 150,
      uploadTypeItemId: catalog.frontId,
      url: `/api/catalog/images/${uploaded.body.data.id}`,
    });
    const thumbnail = await sellerA.get(uploaded.body.data.thumbnailUrl);
    expect(thumbnail.raw.headers['content-type']).toBe('image/webp');
    const anonymous = await ctx.app.inject({ method: 'GET', url: uploaded.body.data.url });
    expect(anonymous.statusCode).toBe(401);
    const mine = await sellerA.get(uploaded.body.data.url);
    expect(mine.raw.headers['content-type']).toBe('image/png');
    expect(mine.raw.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    // A JPEG without a declared density is judged by its pixels alone.
    expect((await sellerA.upload(front(), await jpeg(1500, 1800), 'a.jpg')).status).toBe(200);
  });

  it('refuse a design under 150 dpi, one smaller than the print area, and other formats', async () => {
    const lowDpi = await sellerA.upload(front(), await png(3000, 3600, 72));
    expect(lowDpi.status).toBe(400);
    expect(lowDpi.body.errors).toEqual({
      file: 'The design is 72 dpi; it needs at least 150 dpi to print sharply',
    });
    const jfif = await sellerA.upload(front(), await jpeg(3000, 3600, 96));
    expect(jfif.body.errors.file).toMatch(/96 dpi/);
    const small = await sellerA.upload(front(), await png(1499, 1800));
    expect(small.status).toBe(400);
    expect(small.body.errors).toEqual({
      file: 'The design is 1499 × 1800 px; the print area needs at least 1500 × 1800 px',
    });
    // The name says PNG; the bytes say otherwise.
    const fake = await sellerA.upload(front(), Buffer.from('GIF89a not really'), 'x.png');
    expect(fake.body.errors).toEqual({ file: 'The file has an invalid file format' });
    const unknownItem = await sellerA.upload(
      `/api/seller/designs?uploadTypeItemId=${crypto.randomUUID()}`,
      await png(10, 10),
    );
    expect(unknownItem.body.errors).toEqual({
      uploadTypeItemId: 'The selected print position is invalid',
    });
  });

  it('refuse a file above the size limit and a request without a file', async () => {
    const huge = Buffer.concat([await png(20, 20), Buffer.alloc(UPLOAD_MAX_BYTES)]);
    const tooBig = await sellerA.upload('/api/seller/mockups', huge);
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.errors).toEqual({ file: 'The uploaded file is too big' });
    const none = await sellerA.post('/api/seller/mockups', { file: 'nothing' });
    expect(none.status).toBe(400);
    expect(none.body.errors).toEqual({ file: 'Please choose a file to upload' });
  });

  it('are for sellers; catalogue images are for admins and seen by everyone', async () => {
    expect((await admin.upload(front(), await png(1500, 1800))).status).toBe(403);
    expect((await sellerA.upload('/api/catalog/images', await png(10, 10))).status).toBe(403);
    const image = await admin.upload('/api/catalog/images', await png(64, 64), 'tee.png');
    expect(image.body.data).toMatchObject({ kind: 'CATALOG', dpi: null, width: 64 });
    expect((await sellerB.get(image.body.data.url)).status).toBe(200);
    const design = await sellerA.upload(front(), await png(1500, 1800, 150));
    expect((await sellerB.get(design.body.data.url)).status).toBe(404);
    expect((await admin.get(design.body.data.url)).status).toBe(200);
  });

  it("hold admins to permissions: catalogue uploads need a catalogue one, sellers' designs a product or order one", async () => {
    const bare = as(ctx, await newAdmin(ctx, []));
    const editor = as(ctx, await newAdmin(ctx, ['ATTRIBUTE_DETAIL_UPDATE']));
    const productReader = as(ctx, await newAdmin(ctx, ['PRODUCT_ACCESS']));
    expect((await bare.upload('/api/catalog/images', await png(10, 10))).status).toBe(403);
    expect((await editor.upload('/api/catalog/images', await png(10, 10))).status).toBe(200);
    const design = await sellerA.upload(front(), await png(1500, 1800, 150));
    expect((await bare.get(design.body.data.url)).status).toBe(404);
    expect((await editor.get(design.body.data.url)).status).toBe(404);
    expect((await productReader.get(design.body.data.url)).status).toBe(200);
  });
});

describe('the demo catalogue', () => {
  it('lets the demo seller see two products on the activated Classic T-Shirt', async () => {
    const seller = as(ctx, await signIn(ctx.app, 'seller@demo.test'));
    const types = (await seller.get('/api/seller/product-types')).body.data;
    const tee = types.find((type: { name: string }) => type.name === 'Classic T-Shirt');
    expect(
      tee.items.map((item: { name: string; price: number }) => `${item.name} ${item.price}`),
    ).toEqual([
      'White / S 950',
      'White / M 1000',
      'White / L 1100',
      'Black / S 950',
      'Black / M 1000',
      'Black / L 1100',
    ]);
    const listed = await seller.list('seller-product');
    expect(listed.body.items.map((row: { sku: string }) => row.sku).sort()).toEqual([
      'PF-DUO-TEE',
      'PF-LOGO-TEE',
    ]);
    const duo = listed.body.items.find((row: { sku: string }) => row.sku === 'PF-DUO-TEE');
    const product = (await seller.get(`/api/seller/product/${duo.id}`)).body.data;
    expect(product.printDesigns.map((design: { type: string }) => design.type)).toEqual([
      'FRONT',
      'BACK',
    ]);
    // The demo design is drawn on first use: a real PNG at 150 dpi of the art-work size.
    const image = await seller.get(product.printDesigns[0].design.url);
    expect(image.status).toBe(200);
    expect(image.raw.headers['content-type']).toBe('image/png');
    expect(Number(image.raw.headers['content-length'])).toBe(image.raw.rawPayload.length);
    expect(readImageInfo(image.raw.rawPayload)).toMatchObject({
      width: 3000,
      height: 3600,
      dpi: 150,
    });
    expect((await seller.get(product.printDesigns[0].design.thumbnailUrl)).status).toBe(200);
  });
});
