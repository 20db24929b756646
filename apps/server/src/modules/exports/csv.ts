import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { formatMoney, formatWallClock, type ExportCell, type ResolvedColumn } from './cells';

/** Excel reads a UTF-8 CSV as UTF-8 only when it starts with a byte order mark. */
export const UTF8_BOM = '\uFEFF';

/**
 * Text a spreadsheet would run as a formula (=, +, -, @, and tab or carriage return before them)
 * is written with a leading single quote, so a name like "=HYPERLINK(...)" stays text
 * (OWASP "CSV injection"). Numbers the export writes itself are not text and stay as they are.
 */
export function neutraliseFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** One field per RFC 4180: quoted when it holds a comma, a quote or a line break. */
export function csvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function cellText(cell: ExportCell): string {
  if (cell === null) return '';
  if (typeof cell === 'string') return neutraliseFormula(cell);
  if (typeof cell === 'number') return String(cell);
  if (typeof cell === 'boolean') return cell ? 'true' : 'false';
  if ('money' in cell) return formatMoney(cell.money);
  return formatWallClock(cell.local);
}

export const csvLine = (cells: readonly ExportCell[]): string =>
  `${cells.map((cell) => csvField(cellText(cell))).join(',')}\r\n`;

/** Writes CSV rows to a stream, waiting whenever the stream asks the writer to slow down. */
export class CsvWriter {
  constructor(private readonly out: Writable) {}

  async start(columns: readonly ResolvedColumn[]): Promise<void> {
    await this.write(UTF8_BOM + csvLine(columns.map((column) => column.label)));
  }

  async addRows(rows: readonly (readonly ExportCell[])[]): Promise<void> {
    await this.write(rows.map(csvLine).join(''));
  }

  async finish(): Promise<void> {
    this.out.end();
    await once(this.out, 'finish');
  }

  private async write(text: string): Promise<void> {
    if (!this.out.write(text, 'utf8')) await once(this.out, 'drain');
  }
}
