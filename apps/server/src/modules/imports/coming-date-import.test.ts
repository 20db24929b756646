import {
  COMING_DATE_IMPORT_COLUMNS,
  COMING_DATE_IMPORT_MESSAGES,
  COMING_DATE_IMPORT_SHEET,
  IMPORT_MESSAGES,
  type ImportQueue,
  type Session,
} from '@platfox/domain';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, demoPrinter, newAdmin, newUser } from '../../test/fixtures';
import { bearer, createTestApp, type TestContext } from '../../test/harness';
import { slipCodeOf } from '../order-items/test-fixtures';
import { approvedOrder } from '../orders/test-fixtures';
import { importQueues } from './tables';
import { readImport } from './test-fixtures';

/*
 * Coming stock dates imported from a spreadsheet (/a/import-coming-date, import type
 * ORDER_ITEM_COMING_STOCK_DATE): each line sets the day on its item's awaiting-stock units, and
 * a refused line says why on its line. Only an admin who may change items may upload one.
 */

let ctx: TestContext;
let printer: Awaited<ReturnType<typeof demoPrinter>>;
let admin: Session;

beforeAll(async () => {
  ctx = await createTestApp({ jobConcurrency: 0 });
  printer = await demoPrinter(ctx);
  admin = await newAdmin(ctx, ['IMPORT_QUEUE_ACCESS', 'ORDER_ITEM_DETAIL_UPDATE']);
});
afterAll(() => ctx.close());

const URL = '/api/import-queues/order-item-coming-stock-date';
const HEADER: string[] = COMING_DATE_IMPORT_COLUMNS.map((column) => column.name);

async function xlsx(rows: string[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(COMING_DATE_IMPORT_SHEET);
  sheet.addRow(HEADER);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function importAs(session: Session, file: Buffer): Promise<ImportQueue> {
  const uploaded = await as(ctx, session).upload(URL, file, 'coming.xlsx');
  expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
  expect(uploaded.body.data.type).toBe('ORDER_ITEM_COMING_STOCK_DATE');
  await ctx.app.jobs.runUntilIdle();
  return (await readImport(ctx, session, uploaded.body.data.id)).body.data;
}

/** An item of two units, both awaiting stock at the printer. */
async function awaitingItem(): Promise<string> {
  const { itemIds } = await approvedOrder(ctx, [2]);
  const waiting = await printer.call('PUT', `/api/order-items/indexes/${itemIds[0]}`, {
    action: 'awaitStock',
    qtyIndexes: [1, 2],
    staffId: printer.staffId,
  });
  expect(waiting.status).toBe(200);
  return itemIds[0]!;
}

const comingDatesOf = async (itemId: string) =>
  (
    (await printer.call('GET', `/api/printer/order-items/${itemId}`)).body.data.units as {
      awaitingStockComingAt: string | null;
    }[]
  ).map((unit) => unit.awaitingStockComingAt);

describe('coming-stock-date import', () => {
  it('sets the day of each line, by item id or packing-slip code; refused lines say why', async () => {
    const byId = await awaitingItem();
    const byCode = await awaitingItem();
    const notWaiting = (await approvedOrder(ctx, [1])).itemIds[0]!;
    const code = await slipCodeOf(ctx, byCode);
    const done = await importAs(
      admin,
      await xlsx([
        [byId, '2030-04-01'],
        [`${code}_2`, '2030-05-02'],
        ['NOSUCHCODE', '2030-04-01'],
        [byId, '01/04/2030'],
        [notWaiting, '2030-04-01'],
        [byId, ''],
        [byId, '2030-02-30'],
      ]),
    );
    expect(done).toMatchObject({
      status: 'FINISHED_WITH_ERRORS',
      totalLines: 7,
      createdLines: 2,
      failedLines: 5,
    });
    expect(done.errors.map((error) => [error.line, error.column, error.message])).toEqual([
      [4, 'Order Item ID or Packing Slip Code', COMING_DATE_IMPORT_MESSAGES.itemNotFound],
      [5, 'Coming Date', COMING_DATE_IMPORT_MESSAGES.comingDate],
      [6, 'Order Item ID or Packing Slip Code', COMING_DATE_IMPORT_MESSAGES.notAwaiting],
      [7, 'Coming Date', IMPORT_MESSAGES.required],
      [8, 'Coming Date', COMING_DATE_IMPORT_MESSAGES.comingDate],
    ]);
    expect(await comingDatesOf(byId)).toEqual([
      '2030-04-01T00:00:00.000Z',
      '2030-04-01T00:00:00.000Z',
    ]);
    // A packing-slip code names the item: every unit awaiting stock gets the day.
    expect(await comingDatesOf(byCode)).toEqual([
      '2030-05-02T00:00:00.000Z',
      '2030-05-02T00:00:00.000Z',
    ]);
    expect(await comingDatesOf(notWaiting)).toEqual([null]);
  });

  it('fails a file of the wrong sheet with its message, changing nothing', async () => {
    const itemId = await awaitingItem();
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Sheet1').addRow([itemId, '2031-01-01']);
    const done = await importAs(admin, Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(done.status).toBe('FAIL');
    expect(done.message).toBe(COMING_DATE_IMPORT_MESSAGES.sheetMissing);
    expect(await comingDatesOf(itemId)).toEqual([null, null]);
  });

  it('refuses a file that is not a spreadsheet by its bytes with a 400 and its message', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const refused = await as(ctx, admin).upload(URL, png, 'coming.xlsx');
    expect(refused.status).toBe(400);
    expect(refused.body.errors.file).toBe(IMPORT_MESSAGES.fileType);
  });

  it('refuses printers, sellers, and admins without both permissions, queueing nothing', async () => {
    const file = await xlsx([[await awaitingItem(), '2030-04-01']]);
    const queued = () =>
      ctx.database.db
        .select()
        .from(importQueues)
        .where(eq(importQueues.type, 'ORDER_ITEM_COMING_STOCK_DATE'));
    const before = (await queued()).length;
    const seller = (await newUser(ctx, 'SELLER')).session;
    const queueOnly = await newAdmin(ctx, ['IMPORT_QUEUE_ACCESS']);
    const itemsOnly = await newAdmin(ctx, ['ORDER_ITEM_DETAIL_UPDATE']);
    for (const session of [printer.session, seller, queueOnly, itemsOnly]) {
      const refused = await as(ctx, session).upload(URL, file, 'coming.xlsx');
      expect(refused.status).toBe(403);
    }
    const message = (await as(ctx, queueOnly).upload(URL, file, 'coming.xlsx')).body.message;
    expect(message).toBe(COMING_DATE_IMPORT_MESSAGES.permission);
    expect((await queued()).length).toBe(before);
  });

  it('offers its template to admins of the import queue only', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/imports/coming-dates/template',
      headers: bearer(admin),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('coming-date-import-template');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as never);
    const sheet = workbook.getWorksheet(COMING_DATE_IMPORT_SHEET)!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(HEADER);
    const refused = await ctx.app.inject({
      method: 'GET',
      url: '/api/imports/coming-dates/template',
      headers: bearer(printer.session),
    });
    expect(refused.statusCode).toBe(403);
  });
});
