import type { Readable } from 'node:stream';
import { IMPORT_MESSAGES, ORDER_IMPORT_SHEET } from '@platfox/domain';
import type ExcelJS from 'exceljs';
import { parseCsv } from '../../platform/csv-parse';
import { openWorksheet } from './xlsx-sheet';
import { ArchiveRefused, checkArchive } from './zip-limits';

export type SpreadsheetFormat = 'xlsx' | 'csv';

/** One row of the sheet as text cells, with its row number (the header is row 1). */
export type SheetRow = { line: number; cells: string[] };

/** A problem with the whole file: the import fails with this message. */
export class ImportFileError extends Error {}

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

/**
 * The format by the bytes, not the name: XLSX is a zip archive; CSV is text (no NUL byte, valid
 * UTF-8 in its first bytes). Anything else is refused.
 */
export function sniffSpreadsheet(head: Buffer): SpreadsheetFormat | null {
  if (ZIP_MAGIC.every((byte, index) => head[index] === byte)) return 'xlsx';
  if (head.length === 0 || head.includes(0)) return null;
  // A multi-byte letter cut at the end of the sample is not a reason to refuse.
  const sample = head.subarray(0, Math.max(0, head.length - 4));
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(sample);
    return 'csv';
  } catch {
    return null;
  }
}

type CellValue = ExcelJS.CellValue;

/** A cell as the seller sees it: rich text joined, a formula's result, a date as YYYY-MM-DD. */
function cellText(value: CellValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value !== 'object') return String(value).trim();
  if ('richText' in value)
    return value.richText
      .map((part) => part.text)
      .join('')
      .trim();
  if ('text' in value && typeof value.text === 'string') return value.text.trim();
  if ('result' in value) return cellText(value.result as CellValue);
  if ('error' in value) return '';
  return '';
}

/** Which sheet of a workbook is imported, and what to say when it is missing. */
export type SheetChoice = { name: string; missing: string };

const ORDER_SHEET: SheetChoice = {
  name: ORDER_IMPORT_SHEET,
  missing: IMPORT_MESSAGES.sheetMissing,
};

/** Excel's own limit on a cell; a longer one is no seller's data. */
export const MAX_CELL_CHARS = 32_767;
export const cellTooLong = (line: number) =>
  `A cell on line ${line} holds more than ${MAX_CELL_CHARS.toLocaleString('en')} characters`;

function checkCells(row: SheetRow): SheetRow {
  if (row.cells.some((cell) => cell.length > MAX_CELL_CHARS)) {
    throw new ImportFileError(cellTooLong(row.line));
  }
  return row;
}

/**
 * The rows of the chosen sheet (exceljs's worksheet reader over the archive's central directory,
 * xlsx-sheet.ts). The file (at most the upload limit) is held whole first, so its archive is
 * checked before anything is expanded (zip-limits.ts).
 */
async function* xlsxRows(content: Readable, choice: SheetChoice): AsyncGenerator<SheetRow> {
  const chunks: Buffer[] = [];
  for await (const chunk of content) chunks.push(Buffer.from(chunk as Buffer));
  const bytes = Buffer.concat(chunks);
  await checkArchive(bytes).catch((error: unknown) => {
    throw error instanceof ArchiveRefused ? new ImportFileError(error.message) : error;
  });
  try {
    const sheet = await openWorksheet(bytes, choice.name);
    if (!sheet) throw new ImportFileError(choice.missing);
    for await (const row of sheet) {
      const values = row.values as CellValue[];
      const cells: string[] = [];
      for (let i = 1; i < values.length; i += 1) cells.push(cellText(values[i]));
      yield checkCells({ line: row.number, cells });
    }
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    throw new ImportFileError(IMPORT_MESSAGES.unreadable, { cause: error });
  }
}

/** A CSV file has one sheet; it is read whole (the upload limit bounds it) and parsed. */
async function* csvRows(content: Readable): AsyncGenerator<SheetRow> {
  const chunks: Buffer[] = [];
  for await (const chunk of content) chunks.push(Buffer.from(chunk as Buffer));
  const text = Buffer.concat(chunks)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  let line = 0;
  for (const cells of parseCsv(text)) {
    line += 1;
    yield checkCells({ line, cells: cells.map((cell) => cell.trim()) });
  }
}

/** The rows of an import file, header first; blank rows are left out. */
export async function* readSheet(
  content: Readable,
  format: SpreadsheetFormat,
  choice: SheetChoice = ORDER_SHEET,
): AsyncGenerator<SheetRow> {
  const rows = format === 'xlsx' ? xlsxRows(content, choice) : csvRows(content);
  for await (const row of rows) {
    if (row.cells.some((cell) => cell !== '')) yield row;
  }
}
