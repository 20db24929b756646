import {
  IMPORT_MESSAGES,
  TRACKING_IMPORT_COLUMNS,
  TRACKING_IMPORT_MAX_LINES,
  TRACKING_IMPORT_MESSAGES,
  TRACKING_IMPORT_SHEET,
} from '@platfox/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { HttpError } from '../../platform/errors';
import type { FileService } from '../../platform/files';
import { files } from '../../platform/files/tables';
import type { JobContext, JobOutcome } from '../../platform/jobs';
import type { Live } from '../../platform/live';
import type { Actor } from '../auth/service';
import { announceListChange } from '../data-lists/live';
import { orderItems } from '../orders/tables';
import { orderItemUnits } from '../production/tables';
import type { TrackingService } from '../production/tracking';
import { checkHeader } from './lines';
import { ImportFileError, readSheet, type SpreadsheetFormat } from './reader';
import { ImportReport } from './report';
import { importQueues, type ImportQueueRow } from './tables';
import { parseTrackingLine, trackingLineError, type TrackingLine } from './tracking-lines';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Progress is told every this many lines (and at the end). */
const PROGRESS_EVERY = 25;

/**
 * The tracking-code import job (kinds TRACKING_CODE for admins, PRINTER_ORDER_TRACKING_CODE for
 * printers): reads the file, resolves each line's item by id or packing-slip code within the
 * uploader's reach (a printer: the items routed to it), and adds the code through the tracking
 * service the single add uses, one line per transaction so a refused line takes no other with it.
 * A number of unknown format is added with a warning on its line. Adding the same code again
 * only updates its carrier, so a re-run after a restart writes nothing twice.
 */
export class TrackingImportJob {
  constructor(
    private readonly db: Db,
    private readonly live: Live,
    private readonly files: FileService,
    private readonly tracking: TrackingService,
    private readonly actorOf: (userId: string) => Promise<Actor>,
  ) {}

  async run({ job, reportProgress, signal }: JobContext): Promise<JobOutcome> {
    const importId = String(job.payload.importQueueId);
    const [entry] = await this.db.select().from(importQueues).where(eq(importQueues.id, importId));
    if (!entry) throw new Error('The import was not found');
    let actor: Actor | null = null;
    try {
      actor = await this.actorOf(entry.ownerId);
      await this.setStatus(entry, actor, {
        status: 'PROCESSING',
        startedAt: entry.startedAt ?? new Date(),
      });
      const report = await this.importFile(entry, actor, reportProgress, signal);
      const status = report.failedLines > 0 ? 'FINISHED_WITH_ERRORS' : 'FINISHED';
      await this.setStatus(entry, actor, { status, finishedAt: new Date(), ...report.counts() });
      return {
        result: { importQueueId: entry.id, ...report.counts() },
        hasErrors: report.failedLines > 0,
      };
    } catch (error) {
      if (signal.aborted) {
        await this.setStatus(entry, actor, { status: 'PENDING' });
        throw error;
      }
      const message =
        error instanceof ImportFileError ? error.message : 'The import failed unexpectedly';
      await this.setStatus(entry, actor, { status: 'FAIL', message, finishedAt: new Date() });
      throw error instanceof ImportFileError ? error : new Error(message, { cause: error });
    }
  }

  private async importFile(
    entry: ImportQueueRow,
    actor: Actor,
    reportProgress: JobContext['reportProgress'],
    signal: AbortSignal,
  ): Promise<ImportReport> {
    const report = new ImportReport();
    const lines = await this.readLines(entry, report);
    const total = lines.length + report.failedLines;
    report.totalLines = total;
    reportProgress(0, total);
    const items = await this.resolve(actor, lines);
    const by = { actor, ip: null };
    let done = report.failedLines;
    for (const line of lines) {
      if (signal.aborted) throw new Error('The import was interrupted');
      const itemId = items.get(line.itemRef.toUpperCase());
      if (!itemId) {
        report.refuse(line.line, [
          trackingLineError(line.line, 'item', TRACKING_IMPORT_MESSAGES.itemNotFound),
        ]);
      } else {
        await this.addLine(by, itemId, line, report);
      }
      done += 1;
      if (done % PROGRESS_EVERY === 0) reportProgress(done, total);
    }
    reportProgress(total, total);
    return report;
  }

  private async addLine(
    by: { actor: Actor; ip: null },
    itemId: string,
    line: TrackingLine,
    report: ImportReport,
  ): Promise<void> {
    try {
      const warnings = await this.tracking.addCode(by, itemId, {
        trackingCode: line.trackingCode,
        trackingCarrierCode: line.carrier,
      });
      report.created(1, 0);
      for (const warning of warnings) {
        report.warn(trackingLineError(line.line, 'trackingCode', warning));
      }
    } catch (error) {
      // The service's refusals (closed item, shipping held, not yet picked) are the line's.
      if (!(error instanceof HttpError) || error.status >= 500) throw error;
      const message = error.status === 404 ? TRACKING_IMPORT_MESSAGES.itemNotFound : error.message;
      report.refuse(line.line, [trackingLineError(line.line, 'item', message)]);
    }
  }

  /** Every line of the file checked for shapes; refused lines go to the report. */
  private async readLines(entry: ImportQueueRow, report: ImportReport): Promise<TrackingLine[]> {
    const [file] = await this.db.select().from(files).where(eq(files.id, entry.fileId));
    if (!file) throw new ImportFileError(IMPORT_MESSAGES.unreadable);
    const format: SpreadsheetFormat = file.contentType.includes('csv') ? 'csv' : 'xlsx';
    const content = await this.files.store.get(file.storageKey);
    const sheet = { name: TRACKING_IMPORT_SHEET, missing: TRACKING_IMPORT_MESSAGES.sheetMissing };
    const lines: TrackingLine[] = [];
    let isHeader = true;
    let count = 0;
    for await (const row of readSheet(content, format, sheet)) {
      if (isHeader) {
        checkHeader(row, TRACKING_IMPORT_COLUMNS, TRACKING_IMPORT_MESSAGES.empty);
        isHeader = false;
        continue;
      }
      count += 1;
      if (count > TRACKING_IMPORT_MAX_LINES) {
        content.destroy();
        throw new ImportFileError(TRACKING_IMPORT_MESSAGES.tooManyLines);
      }
      const result = parseTrackingLine(row);
      if (Array.isArray(result)) report.refuse(row.line, result);
      else lines.push(result);
    }
    if (isHeader) throw new ImportFileError(IMPORT_MESSAGES.unreadable);
    if (count === 0) throw new ImportFileError(TRACKING_IMPORT_MESSAGES.empty);
    return lines;
  }

  /**
   * The lines' items by reference (upper-cased), within the uploader's reach: a printer finds
   * only the items routed to it, so another printer's item reads as unknown.
   */
  private async resolve(actor: Actor, lines: TrackingLine[]): Promise<Map<string, string>> {
    const scope = actor.type === 'PRINTER' ? eq(orderItems.printerId, actor.id) : undefined;
    const refs = [...new Set(lines.map((line) => line.itemRef.toUpperCase()))];
    const ids = refs.filter((ref) => UUID.test(ref)).map((ref) => ref.toLowerCase());
    const codes = refs.filter((ref) => !UUID.test(ref));
    const found = new Map<string, string>();
    for (let i = 0; i < ids.length; i += 1000) {
      const rows = await this.db
        .select({ id: orderItems.id })
        .from(orderItems)
        .where(and(inArray(orderItems.id, ids.slice(i, i + 1000)), scope));
      for (const row of rows) found.set(row.id.toUpperCase(), row.id);
    }
    for (let i = 0; i < codes.length; i += 1000) {
      const rows = await this.db
        .selectDistinct({ code: orderItemUnits.code, id: orderItems.id })
        .from(orderItemUnits)
        .innerJoin(orderItems, eq(orderItems.id, orderItemUnits.orderItemId))
        .where(and(inArray(orderItemUnits.code, codes.slice(i, i + 1000)), scope));
      for (const row of rows) found.set(row.code.toUpperCase(), row.id);
    }
    return found;
  }

  private async setStatus(
    entry: ImportQueueRow,
    actor: Actor | null,
    changes: Partial<Omit<ImportQueueRow, 'id' | 'ownerId'>>,
  ): Promise<void> {
    await this.db.update(importQueues).set(changes).where(eq(importQueues.id, entry.id));
    if (!actor) return;
    announceListChange(this.live, {
      model: 'import-queue',
      kind: 'updated',
      ids: [entry.id],
      owners: [{ type: actor.type, id: actor.id }],
    });
  }
}
