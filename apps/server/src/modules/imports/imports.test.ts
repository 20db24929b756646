import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { IMPORT_MESSAGES, ORDER_IMPORT_SHEET, type Session } from '@platfox/domain';
import { and, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAdmin, newSeller } from '../../test/fixtures';
import { bearer, createTestApp, signIn, type TestContext } from '../../test/harness';
import { orders } from '../orders/tables';
import { orderItems } from '../order-items/tables';
import { demoCatalog, productOf } from '../orders/test-fixtures';
import { createFileStore, FileService } from '../../platform/files';
import { jobs } from '../../platform/jobs/tables';
import { transactions } from '../ledger/tables';
import { OrderImportJob } from './order-import';
import { importingActor } from './service';
import { importQueueOrders } from './tables';
import {
  csvFile,
  GOOD_ADDRESS,
  HEADER,
  importFile,
  readImport,
  upload,
  xlsxFile,
  type Line,
} from './test-fixtures';

const dataDir = mkdtempSync(path.join(tmpdir(), 'platfox-imports-'));
let ctx: TestContext;
let seller: Session;
let catalog: Awaited<ReturnType<typeof demoCatalog>>;

beforeAll(async () => {
  ctx = await createTestApp({ dataDir, jobConcurrency: 0 });
  seller = await signIn(ctx.app, 'seller@demo.test');
  catalog = await demoCatalog(ctx);
});
afterAll(() => ctx.close());

const line = (fields: Line): Line => ({
  product: 'PF-LOGO-TEE',
  item: 'Black / M',
  quantity: 1,
  shipping: 'STANDARD',
  ...GOOD_ADDRESS,
  ...fields,
});

/** The orders an import created, with their items. */
async function ordersOf(importId: string) {
  const links = await ctx.database.db
    .select()
    .from(importQueueOrders)
    .where(eq(importQueueOrders.importQueueId, importId));
  const ids = links.map((link) => link.orderId);
  if (ids.length === 0) return [];
  const rows = await ctx.database.db.select().from(orders).where(inArray(orders.id, ids));
  const items = await ctx.database.db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, ids));
  return links.map((link) => ({
    reference: link.reference,
    order: rows.find((row) => row.id === link.orderId)!,
    items: items.filter((item) => item.orderId === link.orderId),
  }));
}

describe('template', () => {
  it('is an XLSX with the sheet and columns the import checks against', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/imports/orders/template',
      headers: bearer(seller),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('order-import-template');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as never);
    const sheet = workbook.getWorksheet(ORDER_IMPORT_SHEET)!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(HEADER);

    // The template itself, filled in, imports.
    sheet.addRow([
      'T-1',
      'PF-DUO-TEE',
      'White / L',
      3,
      'Ann Lee',
      '',
      '',
      '2 Oak Ave',
      '',
      'Denver',
      'CO',
      '80014',
      'US',
      'STANDARD',
      '',
    ]);
    const filled = Buffer.from(await workbook.xlsx.writeBuffer());
    const done = await importFile(ctx, seller, filled);
    expect(done).toMatchObject({ status: 'FINISHED', createdOrders: 1, failedLines: 0 });
  });
});

describe('order import', () => {
  it('creates exactly the good orders as drafts and reports each bad line', async () => {
    const black = catalog.items[4]!;
    const file = await xlsxFile([
      line({ reference: 'A', product: 'PF-LOGO-TEE', item: 'Black / M', quantity: 2 }),
      line({ reference: 'A', product: 'pf-duo-tee', item: 'white/s', quantity: 1 }),
      line({ reference: 'B', product: 'NO-SUCH-SKU' }),
      line({ reference: 'C', quantity: 0 }),
      line({ reference: 'D', city: '' }),
      line({ reference: 'E', state: 'AK', city: 'Juneau', zipcode: '99801' }),
      line({ reference: 'F' }),
      line({ reference: 'F', item: 'Purple / XXL' }),
      line({ reference: 'G', item: black.id, quantity: 3, shipping: 'FAST' }),
      line({ reference: 'H', shipping: 'BY CAMEL' }),
      line({ reference: 'I', street: '9 Elm St' }),
      line({ reference: 'I', street: '10 Elm St' }),
    ]);
    const done = await importFile(ctx, seller, file);

    expect(done).toMatchObject({
      status: 'FINISHED_WITH_ERRORS',
      totalLines: 12,
      createdOrders: 2,
      createdLines: 3,
      failedLines: 9,
      message: null,
    });
    const at = (line: number, column: string, message: string) => ({
      sheet: ORDER_IMPORT_SHEET,
      line,
      column,
      message,
    });
    expect(done.errors).toEqual([
      at(4, 'Product SKU or ID', IMPORT_MESSAGES.productNotFound),
      at(5, 'Quantity', IMPORT_MESSAGES.quantity),
      at(6, 'City', IMPORT_MESSAGES.required),
      at(7, 'State', 'This order is not available to ship to United States'),
      at(8, 'Order Reference', IMPORT_MESSAGES.orderRefused),
      at(9, 'Product Type Item', IMPORT_MESSAGES.itemNotFound),
      at(11, 'Shipping', IMPORT_MESSAGES.shipping),
      at(12, 'Order Reference', IMPORT_MESSAGES.orderRefused),
      at(13, 'Street', IMPORT_MESSAGES.addressDiffers),
    ]);

    const created = await ordersOf(done.id);
    expect(created.map((entry) => entry.reference).sort()).toEqual(['A', 'G']);
    const a = created.find((entry) => entry.reference === 'A')!;
    expect(a.order).toMatchObject({
      sellerId: catalog.sellerId,
      isDraft: true,
      status: 'NOT_READY',
      city: 'Austin',
      isFastShipping: false,
    });
    expect(a.items.map((item) => [item.productSku, item.quantity]).sort()).toEqual([
      ['PF-DUO-TEE', 1],
      ['PF-LOGO-TEE', 2],
    ]);
    const g = created.find((entry) => entry.reference === 'G')!;
    expect(g.order.isFastShipping).toBe(true);
    expect(g.items).toMatchObject([{ productTypeItemId: black.id, quantity: 3 }]);
  });

  it('places every draft of an import in one call, each charged once, whatever the retries', async () => {
    const file = await xlsxFile([
      line({ reference: 'P1' }),
      line({ reference: 'P2', quantity: 2 }),
    ]);
    const done = await importFile(ctx, seller, file);
    expect(done.createdOrders).toBe(2);
    const ids = (await ordersOf(done.id)).map((entry) => entry.order.id).sort();
    const placeAll = () =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/orders',
        headers: { ...bearer(seller), 'idempotency-key': `place-import-${done.id}` },
        payload: { importQueueId: done.id },
      });
    const first = await placeAll();
    expect(first.statusCode).toBe(200);
    expect([...first.json().data.placed].sort()).toEqual(ids);
    expect(first.json().data.refused).toEqual([]);
    const placed = await ordersOf(done.id);
    expect(placed.every((entry) => !entry.order.isDraft && entry.order.status === 'PENDING')).toBe(
      true,
    );
    const charges = () =>
      ctx.database.db
        .select()
        .from(transactions)
        .where(and(inArray(transactions.orderId, ids), eq(transactions.type, 'CHARGE')));
    expect(await charges()).toHaveLength(2);
    // Nothing is left to place, and a retry of the same call charges nothing again.
    const again = await placeAll();
    expect(again.json().data).toEqual({ placed: [], refused: [] });
    expect(await charges()).toHaveLength(2);
    // Another seller cannot place this import's drafts.
    const other = await newSeller(ctx);
    const foreign = await ctx.app.inject({
      method: 'PUT',
      url: '/api/orders',
      headers: { ...bearer(other.session), 'idempotency-key': 'foreign-seller-key' },
      payload: { importQueueId: done.id },
    });
    expect(foreign.json().data).toEqual({ placed: [], refused: [] });
  });

  it('imports a CSV file the same way', async () => {
    const done = await importFile(
      ctx,
      seller,
      csvFile([line({ reference: 'C-1', quantity: 4 })]),
      'orders.csv',
    );
    expect(done).toMatchObject({ status: 'FINISHED', createdOrders: 1, createdLines: 1 });
    const [created] = await ordersOf(done.id);
    expect(created!.items).toMatchObject([{ productSku: 'PF-LOGO-TEE', quantity: 4 }]);
  });

  it('fails a file whose sheet is not named as in the template', async () => {
    const done = await importFile(
      ctx,
      seller,
      await xlsxFile([line({ reference: 'X' })], { sheet: 'Sheet1' }),
    );
    expect(done).toMatchObject({ status: 'FAIL', message: IMPORT_MESSAGES.sheetMissing });
    expect(await ordersOf(done.id)).toEqual([]);
  });

  it('fails a file whose columns were renamed, naming the column', async () => {
    const header = HEADER.map((name) => (name === 'Quantity' ? 'Qty' : name));
    const done = await importFile(
      ctx,
      seller,
      await xlsxFile([line({ reference: 'X' })], { header }),
    );
    expect(done.status).toBe('FAIL');
    expect(done.message).toBe(
      `${IMPORT_MESSAGES.columnsChanged} (column 4: expected "Quantity", found "Qty")`,
    );
    expect(await ordersOf(done.id)).toEqual([]);
  });

  it('refuses a file that is not a spreadsheet by its bytes, whatever its name', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const answer = await upload(ctx, seller, png, 'orders.xlsx');
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(IMPORT_MESSAGES.fileType);
  });

  it('refuses uploads from other account types', async () => {
    const printer = await signIn(ctx.app, 'printer@demo.test');
    const answer = await upload(ctx, printer, csvFile([line({ reference: 'P' })]), 'o.csv');
    expect(answer.status).toBe(403);
  });
});

describe('who sees an import', () => {
  it("a seller never sees another's import; admins need IMPORT_QUEUE_ACCESS", async () => {
    const done = await importFile(ctx, seller, csvFile([line({ reference: 'S-1' })]), 'a.csv');
    const other = await newSeller(ctx);
    expect((await readImport(ctx, other.session, done.id)).status).toBe(404);

    const list = (session: Session, filters: unknown[] = []) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/data-lists',
        headers: bearer(session),
        payload: { model: 'import-queue', filters },
      });
    const idsOf = async (session: Session, filters: unknown[] = []) =>
      ((await list(session, filters)).json().items as { id: string }[]).map((row) => row.id);

    expect(await idsOf(other.session)).toEqual([]);
    // Naming the import or its owner in a filter does not widen the seller's scope.
    expect(
      await idsOf(other.session, [{ field: 'id', operation: 'in', value: [done.id] }]),
    ).toEqual([]);
    expect(
      await idsOf(other.session, [
        { field: 'ownerId', operation: 'inc', value: [catalog.sellerId] },
      ]),
    ).toEqual([]);
    expect(await idsOf(seller)).toContain(done.id);

    // An admin without the import permissions is refused the list (403), not given an empty one.
    const blind = await newAdmin(ctx, ['ORDER_ACCESS']);
    expect((await list(blind)).statusCode).toBe(403);
    expect((await readImport(ctx, blind, done.id)).status).toBe(404);

    const staff = await newAdmin(ctx, ['IMPORT_QUEUE_ACCESS']);
    expect(await idsOf(staff)).toContain(done.id);
    expect((await readImport(ctx, staff, done.id)).body.data).toMatchObject({
      id: done.id,
      status: 'FINISHED',
    });
  });
});

describe('a job the queue gave up on', () => {
  it("reads as FAIL with the queue's reason instead of waiting for ever", async () => {
    const uploaded = await upload(ctx, seller, csvFile([line({ reference: 'Z' })]), 'z.csv');
    const { id, jobId } = uploaded.body.data as { id: string; jobId: string };
    // What the queue writes when a job's workers kept dying: the handler never ran to its end.
    await ctx.database.db
      .update(jobs)
      .set({
        status: 'FAIL',
        error: 'The job was interrupted too many times',
        finishedAt: new Date(),
      })
      .where(eq(jobs.id, jobId));
    expect((await readImport(ctx, seller, id)).body.data).toMatchObject({
      status: 'FAIL',
      message: 'The job was interrupted too many times',
    });
  });
});

describe('restart', () => {
  it('a job cut off mid-way and run again creates no order twice', async () => {
    const { id: sellerId, session } = await newSeller(ctx);
    const product = await productOf(ctx, sellerId, catalog.productTypeId);
    const lines: Line[] = [];
    for (let order = 1; order <= 30; order += 1) {
      lines.push(line({ reference: `R-${order}`, product: product.sku, item: 'White / S' }));
      lines.push(line({ reference: `R-${order}`, product: product.sku, item: 'Black / L' }));
    }
    const uploaded = await upload(ctx, session, await xlsxFile(lines));
    expect(uploaded.status).toBe(200);
    const importId = uploaded.body.data.id as string;
    const [job] = await ctx.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.id, uploaded.body.data.jobId));

    // The first run (five orders per transaction) is stopped after ten orders, the way a
    // shutdown aborts a running job.
    const controller = new AbortController();
    const handler = new OrderImportJob(
      ctx.database.db,
      ctx.app.live,
      new FileService(ctx.database.db, createFileStore(ctx.config)),
      (id) => importingActor(ctx.database.db, id),
      5,
    );
    await expect(
      handler.run({
        job: job!,
        signal: controller.signal,
        reportProgress: (done) => {
          if (done >= 20) controller.abort();
        },
      }),
    ).rejects.toThrow('interrupted');
    const cut = (await readImport(ctx, session, importId)).body.data;
    expect(cut.status).toBe('PENDING');
    const before = await ordersOfSeller(sellerId);
    expect(before).toBeGreaterThan(0);
    expect(before).toBeLessThan(30);

    // The queue runs the job again, as after a restart.
    await ctx.app.jobs.runUntilIdle();
    const done = (await readImport(ctx, session, importId)).body.data;
    expect(done).toMatchObject({
      status: 'FINISHED',
      totalLines: 60,
      createdLines: 60,
      createdOrders: 30,
      failedLines: 0,
    });
    expect(await ordersOfSeller(sellerId)).toBe(30);
    const items = await ctx.database.db
      .select({ id: orderItems.id })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(eq(orders.sellerId, sellerId));
    expect(items).toHaveLength(60);
  });
});

async function ordersOfSeller(sellerId: string): Promise<number> {
  const rows = await ctx.database.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.sellerId, sellerId), eq(orders.isDraft, true)));
  return rows.length;
}
