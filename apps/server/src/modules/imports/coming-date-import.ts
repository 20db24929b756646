import {
  COMING_DATE_IMPORT_COLUMNS,
  COMING_DATE_IMPORT_MAX_LINES,
  COMING_DATE_IMPORT_MESSAGES,
  COMING_DATE_IMPORT_SHEET,
  comingDateOfCell,
  IMPORT_MESSAGES,
  parseSlipScan,
  type ComingDateImportColumnKey,
  type ImportError,
} from '@platfox/domain';
import type { Db } from '../../platform/db';
import type { FileService } from '../../platform/files';
import type { JobContext, JobOutcome } from '../../platform/jobs';
import type { Live } from '../../platform/live';
import type { Actor } from '../auth/index';
import type { ProductionService } from '../production/index';
import { runItemLineImport } from './item-refs';
import type { SheetSpec } from './queued-file';
import type { SheetRow } from './reader';

/** A coming-date line with the right shapes; the item is still a reference to resolve. */
type ComingDateLine = { line: number; itemRef: string; comingAt: string };

const lineError = (
  line: number,
  key: ComingDateImportColumnKey | null,
  message: string,
): ImportError => ({
  sheet: COMING_DATE_IMPORT_SHEET,
  column: key ? COMING_DATE_IMPORT_COLUMNS.find((column) => column.key === key)!.name : null,
  line,
  message,
});

/** One data row checked for shapes: its line, or every problem found on it. */
export function parseComingDateLine(row: SheetRow): ComingDateLine | ImportError[] {
  const [item = '', day = ''] = row.cells;
  const errors: ImportError[] = [];
  if (item === '') errors.push(lineError(row.line, 'item', IMPORT_MESSAGES.required));
  const comingAt = day === '' ? null : comingDateOfCell(day);
  if (day === '') errors.push(lineError(row.line, 'comingDate', IMPORT_MESSAGES.required));
  else if (!comingAt) {
    errors.push(lineError(row.line, 'comingDate', COMING_DATE_IMPORT_MESSAGES.comingDate));
  }
  if (errors.length > 0 || !comingAt) return errors;
  return { line: row.line, itemRef: parseSlipScan(item).code, comingAt };
}

const COMING_DATE_SHEET: SheetSpec<ComingDateLine> = {
  sheet: COMING_DATE_IMPORT_SHEET,
  columns: COMING_DATE_IMPORT_COLUMNS,
  maxLines: COMING_DATE_IMPORT_MAX_LINES,
  messages: COMING_DATE_IMPORT_MESSAGES,
  parse: parseComingDateLine,
};
/** Progress is told every this many lines (and at the end). */

/**
 * The coming-stock-date import job (type ORDER_ITEM_COMING_STOCK_DATE, an admin's file): each
 * line's item, by id or packing-slip code, gets the day as the coming date of its awaiting-stock
 * units through production's admin change (the same log, trace and refusals), one line per
 * transaction so a refused line takes no other with it. Setting the same day again writes the
 * same value, so a re-run after a restart changes nothing twice.
 */
export class ComingDateImportJob {
  constructor(
    private readonly db: Db,
    private readonly live: Live,
    private readonly files: FileService,
    private readonly production: Pick<ProductionService, 'adminComingDate'>,
    private readonly actorOf: (userId: string) => Promise<Actor>,
  ) {}

  run(context: JobContext): Promise<JobOutcome> {
    const { db, live, files, actorOf } = this;
    return runItemLineImport({ db, live, files, actorOf }, context, {
      sheet: COMING_DATE_SHEET,
      notFound: (line) => lineError(line.line, 'item', COMING_DATE_IMPORT_MESSAGES.itemNotFound),
      change: async (by, itemId, line) => {
        await this.production.adminComingDate(by, itemId, { awaitingStockComingAt: line.comingAt });
        return [];
      },
      // The change's refusals (no unit awaiting stock) are the line's.
      refusal: (line, error) =>
        lineError(
          line.line,
          'item',
          error.status === 404
            ? COMING_DATE_IMPORT_MESSAGES.itemNotFound
            : error.status === 409
              ? COMING_DATE_IMPORT_MESSAGES.notAwaiting
              : error.message,
        ),
    });
  }
}
