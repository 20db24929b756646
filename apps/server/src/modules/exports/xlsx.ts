import type { Writable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { onFirstUse } from '../../platform/on-first-use';
import type { ExportCell, ResolvedColumn } from './cells';

const exceljs = onFirstUse<typeof ExcelJS>('exceljs');

type XlsxValue = string | number | boolean | Date | null;

function cellValue(cell: ExportCell): XlsxValue {
  if (cell === null || typeof cell !== 'object') return cell;
  if ('money' in cell) return Math.round(cell.money) / 100;
  return cell.local;
}

/**
 * Writes an XLSX workbook row by row (exceljs's streaming writer): each row is committed and
 * leaves memory, so 100,000 rows do not sit in the process at once. Strings are text cells,
 * never formulas, so a value starting with "=" stays text here without neutralising.
 */
export class XlsxWriter {
  private readonly workbook: ExcelJS.stream.xlsx.WorkbookWriter;
  private readonly sheet: ExcelJS.Worksheet;

  constructor(out: Writable) {
    this.workbook = new (exceljs().stream.xlsx.WorkbookWriter)({
      stream: out,
      useStyles: true,
      useSharedStrings: false,
    });
    this.sheet = this.workbook.addWorksheet('Export');
  }

  async start(columns: readonly ResolvedColumn[]): Promise<void> {
    this.sheet.columns = columns.map((column) => ({
      header: column.label,
      key: column.field,
      width: column.isTime ? 20 : Math.min(40, Math.max(12, column.label.length + 2)),
      ...(column.isMoney ? { style: { numFmt: '0.00' } } : {}),
      ...(column.isTime ? { style: { numFmt: 'yyyy-mm-dd hh:mm:ss' } } : {}),
    }));
    this.sheet.getRow(1).font = { bold: true };
    this.sheet.getRow(1).commit();
  }

  async addRows(rows: readonly (readonly ExportCell[])[]): Promise<void> {
    for (const cells of rows) this.sheet.addRow(cells.map(cellValue)).commit();
  }

  async finish(): Promise<void> {
    this.sheet.commit();
    await this.workbook.commit();
  }
}
