import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { as, type Caller, demoAdmin, newAdmin, newUser } from '../../test/fixtures';
import { createTestApp, type TestContext } from '../../test/harness';
import { productTypeBody, smallCatalog, unique, type SmallCatalog } from './test-fixtures';

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

const BLUE = { r: 0, g: 0, b: 255 };
const RED = { r: 255, g: 0, b: 0 };
/** The print area: the Front design's 1500 × 1800 px aspect, so the design fills it exactly. */
const AREA = { x: 100, y: 50, width: 150, height: 180 };

const solid = (width: number, height: number, colour: typeof RED, dpi = 300) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .withDensity(dpi)
    .png()
    .toBuffer();

async function activeProductType(): Promise<string> {
  const created = await admin.post('/api/product-types', productTypeBody(catalog));
  const id = created.body.data.id as string;
  await admin.post('/api/blank-apparels', { productTypeId: id, name: 'Blank' });
  await admin.put(`/api/product-types/${id}/status`, { status: 'ACTIVATED' });
  return id;
}

async function product(seller: Caller, productTypeId: string): Promise<string> {
  const design = await seller.upload(
    `/api/seller/designs?uploadTypeItemId=${catalog.frontId}`,
    await solid(1500, 1800, RED),
  );
  expect(design.status, JSON.stringify(design.body)).toBe(200);
  const created = await seller.post('/api/seller/product', {
    productTypeId,
    title: 'Mockup tee',
    sku: unique('SKU').replace(/\W/g, '-'),
    printDesigns: [{ uploadTypeItemId: catalog.frontId, designId: design.body.data.id }],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return created.body.data.id;
}

/** The mockup jobs queued for a product (PGlite and node-postgres both answer `{ rows }`). */
async function queuedFor(productId: string): Promise<number> {
  const result = (await ctx.database.db.execute(
    sql`select count(*)::int as count from pgboss.job
      where name = 'catalog-product-mockup' and data->>'productId' = ${productId}`,
  )) as unknown as { rows: { count: number }[] };
  return result.rows[0]!.count;
}

describe('generated mockups', () => {
  let withBackground: string;
  let backgroundId: string;

  it('an admin sets a product type mockup background and its print area', async () => {
    withBackground = await activeProductType();
    const path = `/api/product-types/${withBackground}/mockup-background`;
    expect((await admin.get(path)).body.data).toBeNull();
    const image = await admin.upload('/api/catalog/images', await solid(600, 400, BLUE), 'bg.png');
    backgroundId = image.body.data.id;
    const outside = await admin.put(path, { imageId: backgroundId, ...AREA, x: 500 });
    expect(outside.status).toBe(400);
    expect(outside.body.errors).toEqual({
      width: 'The print area must lie inside the background (600 x 400 px)',
    });
    const design = await sellerA.upload(
      `/api/seller/designs?uploadTypeItemId=${catalog.frontId}`,
      await solid(1500, 1800, RED),
    );
    const notCatalog = await admin.put(path, { imageId: design.body.data.id, ...AREA });
    expect(notCatalog.status).toBe(400);
    expect(notCatalog.body.errors).toHaveProperty('imageId');
    expect((await admin.put(path, { imageId: backgroundId, ...AREA, width: 0 })).status).toBe(400);
    expect((await admin.get(path)).body.data).toBeNull(); // nothing written
    const set = await admin.put(path, { imageId: backgroundId, ...AREA });
    expect(set.status).toBe(200);
    expect(set.body.data).toMatchObject({ imageId: backgroundId, imageWidth: 600, ...AREA });
    expect((await admin.get(path)).body.data).toEqual(set.body.data);
  });

  it('is refused to admins without the permission, other account types and unknown ids', async () => {
    const path = `/api/product-types/${withBackground}/mockup-background`;
    const reader = as(ctx, await newAdmin(ctx, ['PRODUCT_TYPE_DETAIL_ACCESS']));
    expect((await reader.get(path)).status).toBe(200);
    expect((await reader.put(path, { imageId: backgroundId, ...AREA })).status).toBe(403);
    expect((await reader('DELETE', path)).status).toBe(403);
    expect((await sellerA.get(path)).status).toBe(403);
    const unknown = '/api/product-types/00000000-0000-4000-8000-000000000000/mockup-background';
    expect((await admin.put(unknown, { imageId: backgroundId, ...AREA })).status).toBe(404);
  });

  it("places the seller's design in the print area, as an image only its seller downloads", async () => {
    const productId = await product(sellerA, withBackground);
    await vi.waitFor(
      async () => {
        const read = await sellerA.get(`/api/seller/product/${productId}`);
        expect(read.body.data.generatedMockup).toMatchObject({ kind: 'MOCKUP', width: 600 });
      },
      { timeout: 20_000, interval: 100 },
    );
    const download = await sellerA.get(`/api/seller/product/${productId}/mockup`);
    expect(download.status).toBe(200);
    expect(download.raw.headers['content-type']).toBe('image/png');
    expect(download.raw.headers['content-disposition']).toMatch(/^attachment; filename="mockup-/);
    const image = sharp(download.raw.rawPayload);
    expect(await image.metadata()).toMatchObject({ width: 600, height: 400, format: 'png' });
    const { data, info } = await image.removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => {
      const offset = (y * info.width + x) * info.channels;
      return { r: data[offset], g: data[offset + 1], b: data[offset + 2] };
    };
    // Inside the print area the pixels are the design's; outside, the background's.
    expect(at(AREA.x + 1, AREA.y + 1)).toEqual(RED);
    expect(at(AREA.x + 75, AREA.y + 90)).toEqual(RED);
    expect(at(AREA.x + AREA.width - 2, AREA.y + AREA.height - 2)).toEqual(RED);
    expect(at(AREA.x - 2, AREA.y + 10)).toEqual(BLUE);
    expect(at(AREA.x + AREA.width + 1, AREA.y + AREA.height + 1)).toEqual(BLUE);
    expect(at(5, 5)).toEqual(BLUE);
    // Another seller reads it as not found, by the download and by the image's own URL.
    expect((await sellerB.get(`/api/seller/product/${productId}/mockup`)).status).toBe(404);
    const { url } = (await sellerA.get(`/api/seller/product/${productId}`)).body.data
      .generatedMockup;
    expect((await sellerB.get(url)).status).toBe(404);
    expect((await admin.get(`/api/seller/product/${productId}/mockup`)).status).toBe(403);
  });

  it('makes no mockup for a product type without a background', async () => {
    const plain = await activeProductType();
    const productId = await product(sellerA, plain);
    expect(await queuedFor(productId)).toBe(0);
    expect((await sellerA.get(`/api/seller/product/${productId}`)).body.data.generatedMockup).toBe(
      null,
    );
    const download = await sellerA.get(`/api/seller/product/${productId}/mockup`);
    expect(download.status).toBe(404);
    expect(download.body.message).toBe('This product has no generated mockup yet');
  });

  it('is made again when the design changes, and removing the background stops new ones', async () => {
    const productId = await product(sellerA, withBackground);
    const first = await vi.waitFor(
      async () => {
        const read = await sellerA.get(`/api/seller/product/${productId}`);
        expect(read.body.data.generatedMockup).not.toBeNull();
        return read.body.data;
      },
      { timeout: 20_000, interval: 100 },
    );
    const design = await sellerA.upload(
      `/api/seller/designs?uploadTypeItemId=${catalog.frontId}`,
      await solid(1500, 1800, { r: 0, g: 255, b: 0 }),
    );
    const body = {
      title: first.title,
      sku: first.sku,
      printDesigns: [{ uploadTypeItemId: catalog.frontId, designId: design.body.data.id }],
    };
    expect((await sellerA.put(`/api/seller/product/${productId}`, body)).status).toBe(200);
    await vi.waitFor(
      async () => {
        const read = await sellerA.get(`/api/seller/product/${productId}`);
        expect(read.body.data.generatedMockup.id).not.toBe(first.generatedMockup.id);
      },
      { timeout: 20_000, interval: 100 },
    );
    // The replaced image is gone.
    expect((await sellerA.get(first.generatedMockup.url)).status).toBe(404);
    const path = `/api/product-types/${withBackground}/mockup-background`;
    expect((await admin('DELETE', path)).status).toBe(200);
    expect((await admin.get(path)).body.data).toBeNull();
    const later = await product(sellerA, withBackground);
    expect(await queuedFor(later)).toBe(0);
  });
});
