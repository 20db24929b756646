import {
  TRACKING_IMPORT_COLUMNS,
  TRACKING_IMPORT_MAX_LINES,
  TRACKING_IMPORT_MESSAGES,
  TRACKING_IMPORT_SHEET,
} from '@platfox/domain';
import type { Db } from '../../platform/db';
import type { FileService } from '../../platform/files';
import type { JobContext, JobOutcome } from '../../platform/jobs';
import type { Live } from '../../platform/live';
import type { Actor } from '../auth/index';
import type { TrackingService } from '../production/index';
import { runItemLineImport } from './item-refs';
import type { SheetSpec } from './queued-file';
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

  run(context: JobContext): Promise<JobOutcome> {
    const { db, live, files, actorOf } = this;
    return runItemLineImport({ db, live, files, actorOf }, context, {
      sheet: TRACKING_SHEET,
      notFound: (line) =>
        trackingLineError(line.line, 'item', TRACKING_IMPORT_MESSAGES.itemNotFound),
      change: async (by, itemId, line) => {
        const warnings = await this.tracking.addCode(by, itemId, {
          trackingCode: line.trackingCode,
          trackingCarrierCode: line.carrier,
        });
        return warnings.map((warning) => trackingLineError(line.line, 'trackingCode', warning));
      },
      // The service's refusals (closed item, shipping held, not yet picked) are the line's.
      refusal: (line, error) =>
        trackingLineError(
          line.line,
          'item',
          error.status === 404 ? TRACKING_IMPORT_MESSAGES.itemNotFound : error.message,
        ),
    });
  }
}
