import {
  ORDER_IMPORT_COLUMNS,
  ORDER_IMPORT_SHEET,
  type ImportQueue,
  type Session,
} from '@platfox/domain';
import ExcelJS from 'exceljs';
import { as } from '../../test/fixtures';
import { bearer, type TestContext } from '../../test/harness';

/*
 * Fixtures of the import tests: order files written the way a seller's spreadsheet program
 * writes them, and the upload and read calls.
 */

export const HEADER: string[] = ORDER_IMPORT_COLUMNS.map((column) => column.name);

export type Line = Partial<Record<(typeof ORDER_IMPORT_COLUMNS)[number]['key'], string | number>>;

/** The orders' tests' address: valid, so a line with it imports. */
export { ADDRESS as GOOD_ADDRESS } from '../orders/test-fixtures';

/** A line in the template's column order. */
export const cellsOf = (line: Line) => ORDER_IMPORT_COLUMNS.map((column) => line[column.key] ?? '');

/** An XLSX workbook with one sheet of the given header and lines. */
export async function xlsxFile(
  lines: Line[],
  { sheet = ORDER_IMPORT_SHEET, header = HEADER }: { sheet?: string; header?: string[] } = {},
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const worksheet = workbook.addWorksheet(sheet);
  worksheet.addRow(header);
  for (const line of lines) worksheet.addRow(cellsOf(line));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export function csvFile(lines: Line[]): Buffer {
  const quote = (value: string | number) => `"${String(value).replace(/"/g, '""')}"`;
  const rows = [HEADER, ...lines.map(cellsOf)].map((row) => row.map(quote).join(','));
  return Buffer.from(`${rows.join('\r\n')}\r\n`);
}

/** POST the file as multipart; the status and JSON. */
export async function upload(
  ctx: TestContext,
  session: Session,
  file: Buffer,
  name = 'orders.xlsx',
) {
  const { status, body } = await as(ctx, session).upload('/api/imports/orders', file, name);
  return { status, body };
}

/** The import as its owner reads it. */
export async function readImport(ctx: TestContext, session: Session, id: string) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/import-queues/${id}`,
    headers: bearer(session),
  });
  return { status: response.statusCode, body: response.json() as { data: ImportQueue } };
}

/** Uploads, runs the queue to the end and answers the finished import. */
export async function importFile(
  ctx: TestContext,
  session: Session,
  file: Buffer,
  name?: string,
): Promise<ImportQueue> {
  const uploaded = await upload(ctx, session, file, name);
  if (uploaded.status !== 200) throw new Error(JSON.stringify(uploaded.body));
  await ctx.app.jobs.runUntilIdle();
  return (await readImport(ctx, session, uploaded.body.data.id)).body.data;
}
