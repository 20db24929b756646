import {
  TRACKING_IMPORT_COLUMNS,
  TRACKING_IMPORT_MAX_LINES,
  TRACKING_IMPORT_MESSAGES,
  TRACKING_IMPORT_SHEET,
} from '@platfox/domain';
import type { Db } from '../../platform/db';
import { HttpError } from '../../platform/errors';
import type { FileService } from '../../platform/files';
import type { JobContext, JobOutcome } from '../../platform/jobs';
import type { Live } from '../../platform/live';
import type { Actor } from '../auth/index';
import type { TrackingService } from '../production/index';
import { applyItemLines } from './item-refs';
import { readQueuedLines, runQueuedImport, type SheetSpec } from './queued-file';
import { ImportReport } from './report';
import type { ImportQueueRow } from './tables';
import { parseTrackingLine, trackingLineError, type TrackingLine } from './tracking-lines';

/** The sheet this import reads (queued-file.ts reads and checks it). */
const TRACKING_SHEET: SheetSpec<TrackingLine> = {
  sheet: TRACKING_IMPORT_SHEET,
  columns: TRACKING_IMPORT_COLUMNS,
  maxLines: TRACKING_IMPORT_MAX_LINES,
  messages: TRACKING_IMPORT_MESSAGES,
  parse: parseTrackingLine,
};

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

  private get queue() {
    return { db: this.db, live: this.live, actorOf: this.actorOf };
  }

  run(context: JobContext): Promise<JobOutcome> {
    return runQueuedImport(
      this.queue,
      context,
      (entry, actor, _startedAt, { reportProgress, signal }) =>
        this.importFile(entry, actor, { reportProgress, signal }),
    );
  }

  private async importFile(
    entry: ImportQueueRow,
    actor: Actor,
    context: Pick<JobContext, 'reportProgress' | 'signal'>,
  ): Promise<ImportReport> {
    const report = new ImportReport();
    const lines = await readQueuedLines(
      { db: this.db, files: this.files },
      entry,
      report,
      TRACKING_SHEET,
    );
    const by = { actor, ip: null };
    await applyItemLines(
      this.db,
      actor,
      lines,
      report,
      context,
      (line) => trackingLineError(line.line, 'item', TRACKING_IMPORT_MESSAGES.itemNotFound),
      (itemId, line) => this.addLine(by, itemId, line, report),
    );
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
}
