import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import {
  DESIGN_MESSAGES,
  IMPORT_MESSAGES,
  PRODUCT_IMPORT_COLUMNS,
  PRODUCT_IMPORT_MESSAGES,
  PRODUCT_IMPORT_SHEET,
  PRODUCT_MESSAGES,
  type ImportQueue,
  type Session,
} from '@platfox/domain';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, type Caller, demoAdmin, newUser } from '../../test/fixtures';
import { bearer, createTestApp, type TestContext } from '../../test/harness';
import { createFileStore, FileService } from '../../platform/files';
import { jobs } from '../../platform/jobs/tables';
import { CatalogImageService } from '../catalog/designs';
import { products } from '../catalog/product-tables';
import { ProductService } from '../catalog/products';
import { png, productTypeBody, smallCatalog, unique } from '../catalog/test-fixtures';
import { ProductImportJob } from './product-import';
import { importingActor } from './service';
import { readImport } from './test-fixtures';

/* Products imported from a spreadsheet whose image URLs a loopback stand-in server answers. */

const dataDir = mkdtempSync(path.join(tmpdir(), 'platfox-product-imports-'));
let ctx: TestContext;
let admin: Caller;
let productTypeId: string;
let productTypeName: string;
let frontId: string;
let images: Server;
let base: string;
let fetched: string[] = [];

beforeAll(async () => {
  ctx = await createTestApp({ dataDir, jobConcurrency: 0, importAllowsPrivateHosts: true });
  admin = as(ctx, await demoAdmin(ctx));
  const catalog = await smallCatalog(admin); // Front 1500 × 1800 required, Back 1200 × 1200
  frontId = catalog.frontId;
  const body = productTypeBody(catalog);
  productTypeName = body.name;
  const created = await admin.post('/api/product-types', body);
  productTypeId = created.body.data.id;
  await admin.post('/api/blank-apparels', { productTypeId, name: 'Blank' });
  await admin.put(`/api/product-types/${productTypeId}/status`, { status: 'ACTIVATED' });

  const files: Record<string, Buffer> = {
    '/front.png': await png(1500, 1800, 300),
    '/back.png': await png(1200, 1200, 300),
    '/low.png': await png(1500, 1800, 72),
    '/small.png': await png(600, 600, 300),
    '/mockup.png': await png(400, 400),
    '/page.html': Buffer.from('<html>not an image</html>'),
  };
  images = createServer((request, response) => {
    fetched.push(request.url ?? '');
    const file = files[request.url ?? ''];
    if (!file) {
      response.writeHead(404).end('missing');
      return;
    }
    // A lying content type: the bytes decide.
    response.writeHead(200, { 'content-type': 'image/png' }).end(file);
  });
  await new Promise<void>((resolve) => images.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(images.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => images.close(resolve));
  await ctx.close();
});

type Line = Partial<Record<(typeof PRODUCT_IMPORT_COLUMNS)[number]['key'], string>>;
const HEADER = PRODUCT_IMPORT_COLUMNS.map((column) => column.name);

async function xlsx(lines: Line[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(PRODUCT_IMPORT_SHEET);
  sheet.addRow(HEADER);
  for (const line of lines) sheet.addRow(PRODUCT_IMPORT_COLUMNS.map((c) => line[c.key] ?? ''));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function upload(session: Session, file: Buffer) {
  const boundary = `----pim${randomBytes(8).toString('hex')}`;
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/imports/products',
    headers: { ...bearer(session), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="products.xlsx"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
  return { status: response.statusCode, body: response.json() };
}

async function importAs(session: Session, lines: Line[]): Promise<ImportQueue> {
  const uploaded = await upload(session, await xlsx(lines));
  expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
  await ctx.app.jobs.runUntilIdle();
  return (await readImport(ctx, session, uploaded.body.data.id)).body.data;
}

const sku = () => unique('SKU').replace(/\W/g, '-');
const productsOf = (sellerId: string) =>
  ctx.database.db.select().from(products).where(eq(products.sellerId, sellerId));

describe('product template', () => {
  it('is an XLSX with the sheet and columns the import reads', async () => {
    const { session } = await newUser(ctx, 'SELLER');
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/imports/products/template',
      headers: bearer(session),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('product-import-template');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as never);
    const sheet = workbook.getWorksheet(PRODUCT_IMPORT_SHEET)!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Product Type',
      'Title',
      'SKU',
      'Description',
      'Design Description',
      'Front Design URL',
      'Back Design URL',
      'Left Shoulder Design URL',
      'Right Shoulder Design URL',
      'Mockup URLs',
    ]);
  });
});

describe('product import', () => {
  it('creates the good lines with their designs and reports each bad line by column', async () => {
    const seller = await newUser(ctx, 'SELLER');
    const taken = sku();
    const sellerApi = as(ctx, seller.session);
    const front = await sellerApi.upload(
      `/api/seller/designs?uploadTypeItemId=${frontId}`,
      await png(1500, 1800, 300),
    );
    const existing = await sellerApi.post('/api/seller/product', {
      productTypeId,
      title: 'Made by hand',
      sku: taken,
      printDesigns: [{ uploadTypeItemId: frontId, designId: front.body.data.id }],
    });
    expect(existing.status).toBe(200);

    const good = sku();
    const entry = await importAs(seller.session, [
      {
        productType: productTypeName,
        title: 'Sunset hoodie',
        sku: good,
        description: 'Soft',
        frontDesign: `${base}/front.png`,
        backDesign: `${base}/back.png`,
        mockups: `${base}/mockup.png, ${base}/mockup.png`,
      },
      { productType: 'No such type', title: 'A', sku: sku(), frontDesign: `${base}/front.png` },
      { productType: productTypeId, title: 'B', sku: 'bad sku!', frontDesign: `${base}/front.png` },
      { productType: productTypeId, title: 'C', sku: sku(), frontDesign: `${base}/gone.png` },
      { productType: productTypeId, title: 'D', sku: sku(), frontDesign: `${base}/low.png` },
      {
        productType: productTypeId,
        title: 'E',
        sku: sku(),
        frontDesign: `${base}/front.png`,
        backDesign: `${base}/small.png`,
      },
      { productType: productTypeId, title: 'F', sku: taken, frontDesign: `${base}/front.png` },
      { productType: productTypeId, title: 'G', sku: sku(), frontDesign: `${base}/page.html` },
      { productType: productTypeId, title: 'H', sku: sku(), backDesign: `${base}/back.png` },
      { productType: productTypeId, title: 'I', sku: sku(), frontDesign: 'ftp://x/y.png' },
    ]);

    expect(entry).toMatchObject({
      type: 'PRODUCT',
      status: 'FINISHED_WITH_ERRORS',
      totalLines: 10,
      createdLines: 1,
      failedLines: 9,
    });
    const where = (line: number) =>
      entry.errors.filter((error) => error.line === line).map((e) => [e.column, e.message]);
    expect(where(3)).toEqual([['Product Type', PRODUCT_IMPORT_MESSAGES.productTypeNotFound]]);
    expect(where(4)).toEqual([['SKU', PRODUCT_MESSAGES.sku]]);
    expect(where(5)).toEqual([['Front Design URL', PRODUCT_IMPORT_MESSAGES.unreachable(404)]]);
    expect(where(6)).toEqual([['Front Design URL', DESIGN_MESSAGES.lowDpi(72)]]);
    expect(where(7)).toEqual([
      ['Back Design URL', DESIGN_MESSAGES.tooSmall(600, 600, { width: 1200, height: 1200 })],
    ]);
    expect(where(8)).toEqual([['SKU', PRODUCT_MESSAGES.skuTaken]]);
    expect(where(9)).toEqual([['Front Design URL', PRODUCT_IMPORT_MESSAGES.notImage]]);
    expect(where(10)).toEqual([['Front Design URL', PRODUCT_MESSAGES.requiredDesign('Front')]]);
    expect(where(11)).toEqual([['Front Design URL', PRODUCT_IMPORT_MESSAGES.url]]);
    expect(entry.errors.every((error) => error.sheet === PRODUCT_IMPORT_SHEET)).toBe(true);

    // Only the good line made a product, as the seller's product page shows it.
    const mine = await productsOf(seller.id);
    expect(mine.map((product) => product.sku).sort()).toEqual([good, taken].sort());
    const made = mine.find((product) => product.sku === good)!;
    const shown = await sellerApi.get(`/api/seller/product/${made.id}`);
    expect(shown.status).toBe(200);
    expect(shown.body.data).toMatchObject({
      productTypeId,
      title: 'Sunset hoodie',
      description: 'Soft',
      printDesigns: [
        { type: 'FRONT', design: expect.objectContaining({ width: 1500, height: 1800, dpi: 300 }) },
        { type: 'BACK', design: expect.objectContaining({ width: 1200, height: 1200 }) },
      ],
    });
    expect(shown.body.data.mockups).toHaveLength(2);
  });

  it("is another seller's to neither read nor upload for", async () => {
    const owner = await newUser(ctx, 'SELLER');
    const other = await newUser(ctx, 'SELLER');
    const entry = await importAs(owner.session, [
      { productType: productTypeId, title: 'Mine', sku: sku(), frontDesign: `${base}/front.png` },
    ]);
    expect(entry.status).toBe('FINISHED');
    expect((await readImport(ctx, owner.session, entry.id)).status).toBe(200);
    expect((await readImport(ctx, other.session, entry.id)).status).toBe(404);
    expect(await productsOf(other.id)).toHaveLength(0);
    const printer = await newUser(ctx, 'PRINTER');
    expect((await upload(printer.session, await xlsx([]))).status).toBe(403);
  });

  it('fails a file whose columns are not the template', async () => {
    const seller = await newUser(ctx, 'SELLER');
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet(PRODUCT_IMPORT_SHEET).addRow(['Type', 'Name']);
    const uploaded = await upload(seller.session, Buffer.from(await workbook.xlsx.writeBuffer()));
    await ctx.app.jobs.runUntilIdle();
    const entry = (await readImport(ctx, seller.session, uploaded.body.data.id)).body.data;
    expect(entry.status).toBe('FAIL');
    expect(entry.message).toContain(IMPORT_MESSAGES.columnsChanged);
  });

  it('run again after a cut-off creates no product twice', async () => {
    const seller = await newUser(ctx, 'SELLER');
    const lines = ['A', 'B', 'C', 'D'].map((title) => ({
      productType: productTypeId,
      title,
      sku: sku(),
      frontDesign: `${base}/front.png`,
    }));
    const uploaded = await upload(seller.session, await xlsx(lines));
    const [job] = await ctx.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.id, uploaded.body.data.jobId));
    const controller = new AbortController();
    const handler = new ProductImportJob(
      ctx.database.db,
      ctx.app.live,
      new FileService(ctx.database.db, createFileStore(ctx.config)),
      new CatalogImageService(
        ctx.database.db,
        new FileService(ctx.database.db, createFileStore(ctx.config)),
      ),
      new ProductService(ctx.database.db, ctx.app.live),
      (id) => importingActor(ctx.database.db, id),
      { allowPrivateHosts: true },
    );
    await expect(
      handler.run({
        job: job!,
        signal: controller.signal,
        reportProgress: (done) => {
          if (done >= 2) controller.abort();
        },
      }),
    ).rejects.toThrow('interrupted');
    expect((await readImport(ctx, seller.session, uploaded.body.data.id)).body.data.status).toBe(
      'PENDING',
    );
    expect(await productsOf(seller.id)).toHaveLength(2);

    fetched = [];
    await ctx.app.jobs.runUntilIdle();
    const entry = (await readImport(ctx, seller.session, uploaded.body.data.id)).body.data;
    expect(entry).toMatchObject({ status: 'FINISHED', createdLines: 4, failedLines: 0 });
    expect(await productsOf(seller.id)).toHaveLength(4);
    // The two lines done before were not fetched again.
    expect(fetched).toHaveLength(2);
  });
});
