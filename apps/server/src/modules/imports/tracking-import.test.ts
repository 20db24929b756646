import { randomBytes } from 'node:crypto';
import {
  IMPORT_MESSAGES,
  PRODUCTION_MESSAGES,
  TRACKING_IMPORT_COLUMNS,
  TRACKING_IMPORT_MESSAGES,
  TRACKING_IMPORT_SHEET,
  type ImportQueue,
  type Session,
} from '@platfox/domain';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  createUser,
  signInWith,
  type TestContext,
} from '../../test/harness';
import { demoPrinter, newAdmin } from '../../test/fixtures';
import { slipCodeOf } from '../order-items/test-fixtures';
import { jobs } from '../../platform/jobs/tables';
import { orderItems } from '../order-items/tables';
import { orderItemTrackingCodes } from '../production/tables';
import { approvedOrder } from '../orders/test-fixtures';
import { readImport } from './test-fixtures';

/* Tracking codes imported from a spreadsheet through the import queue, line by line. */

let ctx: TestContext;
let printer: Awaited<ReturnType<typeof demoPrinter>>;
let admin: Session;

beforeAll(async () => {
  ctx = await createTestApp({ jobConcurrency: 0 });
  printer = await demoPrinter(ctx);
  admin = await newAdmin(ctx, ['IMPORT_TRACKING_CODE_ACCESS']);
});
afterAll(() => ctx.close());

const HEADER: string[] = TRACKING_IMPORT_COLUMNS.map((column) => column.name);

async function xlsx(rows: (string | number)[][], header = HEADER): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(TRACKING_IMPORT_SHEET);
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function upload(session: Session, url: string, file: Buffer, name = 'tracking.xlsx') {
  const boundary = `----trk${randomBytes(8).toString('hex')}`;
  const response = await ctx.app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(session), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
  return { status: response.statusCode, body: response.json() };
}

async function importAs(session: Session, url: string, file: Buffer, name?: string) {
  const uploaded = await upload(session, url, file, name);
  expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
  await ctx.app.jobs.runUntilIdle();
  return (await readImport(ctx, session, uploaded.body.data.id)).body.data as ImportQueue;
}

const PRINTER_URL = '/api/printer/import-tracking-code';
const ADMIN_URL = '/api/import-queues/tracking-code';

async function pickedItem(): Promise<string> {
  const { itemIds } = await approvedOrder(ctx, [1]);
  const picked = await printer.call('PUT', '/api/printer/order-items/status', {
    ids: itemIds,
    action: 'pick',
    staffId: printer.staffId,
  });
  expect(picked.status).toBe(200);
  return itemIds[0]!;
}

/** A picked item moved to another printer, as routing would have done. */
async function otherPrintersItem() {
  const other = await createUser(ctx, { type: 'PRINTER' });
  const itemId = await pickedItem();
  await ctx.database.db
    .update(orderItems)
    .set({ printerId: other.id })
    .where(eq(orderItems.id, itemId));
  return { itemId, session: await signInWith(ctx.app, other.email, other.password) };
}

const codesOf = (itemId: string) =>
  ctx.database.db
    .select()
    .from(orderItemTrackingCodes)
    .where(eq(orderItemTrackingCodes.orderItemId, itemId));

describe('tracking-code template', () => {
  it('is an XLSX with the sheet and columns the import reads', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/imports/tracking-codes/template',
      headers: bearer(printer.session),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('tracking-code-import-template');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as never);
    const sheet = workbook.getWorksheet(TRACKING_IMPORT_SHEET)!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(HEADER);
  });
});

describe('printer tracking-code import', () => {
  it("adds its own items' codes, warns on unknown formats and refuses others by line", async () => {
    const byId = await pickedItem();
    const bySlip = await pickedItem();
    const slip = await slipCodeOf(ctx, bySlip);
    const notPicked = (await approvedOrder(ctx, [1])).itemIds[0]!;
    const foreign = await otherPrintersItem();

    const file = await xlsx([
      [byId, '1Z999AA10123456784', 'UPS'],
      [`${slip}_1`, 'ABC-123', 'usps'],
      [foreign.itemId, '1Z999AA10123456784', 'UPS'],
      [byId, '1Z999AA10123456784', 'PIGEON POST'],
      ['NOSUCHCODE', '1Z999AA10123456784', 'UPS'],
      [notPicked, '1Z999AA10123456784', 'UPS'],
      [byId, '', 'FedEx'],
    ]);
    const done = await importAs(printer.session, PRINTER_URL, file);
    expect(done).toMatchObject({
      type: 'PRINTER_ORDER_TRACKING_CODE',
      status: 'FINISHED_WITH_ERRORS',
      totalLines: 7,
      createdLines: 2,
      failedLines: 5,
    });
    const byLine = (line: number) => done.errors.filter((error) => error.line === line);
    expect(byLine(2)).toEqual([]);
    expect(byLine(3)).toEqual([
      expect.objectContaining({ column: 'Tracking Code', isWarning: true }),
    ]);
    expect(byLine(4)).toEqual([
      expect.objectContaining({
        column: HEADER[0],
        message: TRACKING_IMPORT_MESSAGES.itemNotFound,
      }),
    ]);
    expect(byLine(5)).toEqual([
      expect.objectContaining({ column: 'Carrier', message: TRACKING_IMPORT_MESSAGES.carrier }),
    ]);
    expect(byLine(6)[0]!.message).toBe(TRACKING_IMPORT_MESSAGES.itemNotFound);
    expect(byLine(7)[0]!.message).toContain(PRODUCTION_MESSAGES.trackingNotEditable);
    expect(byLine(8)).toEqual([
      expect.objectContaining({ column: 'Tracking Code', message: IMPORT_MESSAGES.required }),
    ]);

    expect((await codesOf(byId)).map((row) => [row.trackingCode, row.carrierCode])).toEqual([
      ['1Z999AA10123456784', 'UPS'],
    ]);
    expect((await codesOf(bySlip)).map((row) => [row.trackingCode, row.carrierCode])).toEqual([
      ['ABC123', 'USPS'],
    ]);
    // Nothing was written for the other printer's item, nor for the item not yet picked.
    expect(await codesOf(foreign.itemId)).toEqual([]);
    expect(await codesOf(notPicked)).toEqual([]);
    const [foreignItem] = await ctx.database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.id, foreign.itemId));
    expect(foreignItem!.trackingCode).toBeNull();

    // The progress went to the printer's own job, to the last line.
    const [job] = await ctx.database.db.select().from(jobs).where(eq(jobs.id, done.jobId!));
    expect(job).toMatchObject({
      ownerId: printer.id,
      ownerType: 'PRINTER',
      progressDone: 7,
      progressTotal: 7,
    });

    // Another printer does not see this import at all.
    expect((await readImport(ctx, foreign.session, done.id)).status).toBe(404);
  });

  it('fails the whole file when the columns are not the template', async () => {
    const file = await xlsx([['x', 'y', 'UPS']], ['Item', 'Code', 'Carrier']);
    const done = await importAs(printer.session, PRINTER_URL, file);
    expect(done.status).toBe('FAIL');
    expect(done.message).toContain(IMPORT_MESSAGES.columnsChanged);
  });

  it("is refused to admins without the import permission and on the other side's path", async () => {
    const file = await xlsx([]);
    const reader = await newAdmin(ctx, ['IMPORT_QUEUE_ACCESS']);
    expect((await upload(reader, ADMIN_URL, file)).status).toBe(403);
    expect((await upload(admin, PRINTER_URL, file)).status).toBe(403);
  });
});

describe('admin tracking-code import', () => {
  it("reaches any printer's item, from a CSV file", async () => {
    const foreign = await otherPrintersItem();
    const csv = Buffer.from(`${HEADER.join(',')}\r\n${foreign.itemId},1Z999AA10123456784,UPS\r\n`);
    const done = await importAs(admin, ADMIN_URL, csv, 'tracking.csv');
    expect(done).toMatchObject({
      type: 'TRACKING_CODE',
      status: 'FINISHED',
      createdLines: 1,
      failedLines: 0,
    });
    expect((await codesOf(foreign.itemId)).map((row) => row.trackingCode)).toEqual([
      '1Z999AA10123456784',
    ]);
  });
});
