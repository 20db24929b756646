import {
  COMING_DATE_IMPORT_MESSAGES,
  IMPORT_MESSAGES,
  isFinalImportStatus,
  trackingImportType,
  type ImportQueue,
  type ImportQueueType,
} from '@platfox/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { HttpError, notFound } from '../../platform/errors';
import type { FileService } from '../../platform/files';
import type { ProgressJobs } from '../../platform/jobs';
import { type Live, announceListChange } from '../../platform/live';
import { jobActorOf } from '../accounts/index';
import type { Actor } from '../auth/index';
import { importJobOf } from './jobs';
import { ImportFileError, sniffSpreadsheet, type SpreadsheetFormat } from './reader';
import { ArchiveRefused, checkArchive } from './zip-limits';
import { importQueues, type ImportQueueRow } from './tables';

export type UploadedSheet = { name: string; bytes: Buffer };

const CONTENT_TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
} as const;

/** The job that runs an import of a type. */
/** Admins with the import queue permission (and root) see every import; a seller its own. */
export const canSeeAllImports = (actor: Actor) =>
  actor.type === 'ROOT' ||
  (actor.type === 'ADMIN' && actor.permissions.includes('IMPORT_QUEUE_ACCESS'));

export function toImportQueue(row: ImportQueueRow): ImportQueue {
  return {
    id: row.id,
    ownerId: row.ownerId,
    type: row.type,
    status: row.status,
    fileId: row.fileId,
    fileName: row.fileName,
    jobId: row.jobId,
    totalLines: row.totalLines,
    createdLines: row.createdLines,
    failedLines: row.failedLines,
    createdOrders: row.createdOrders,
    message: row.message,
    errors: row.errors,
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/**
 * The spreadsheet's format by its bytes; an XLSX that would expand past the limits (a huge cell
 * zipped small) is refused here, before anything is stored or queued.
 */
async function formatOf(file: UploadedSheet): Promise<SpreadsheetFormat> {
  const refuse = (message: string) => new HttpError(400, message, { file: message });
  const format = sniffSpreadsheet(file.bytes.subarray(0, 4096));
  if (!format) throw refuse(IMPORT_MESSAGES.fileType);
  if (format === 'xlsx') {
    await checkArchive(file.bytes).catch((error: unknown) => {
      throw error instanceof ArchiveRefused ? refuse(error.message) : error;
    });
  }
  return format;
}

/** The import queue: uploads become a stored file, a queue row and a job, in that order. */
export class ImportQueueService {
  constructor(
    private readonly db: Db,
    private readonly live: Live,
    private readonly jobs: ProgressJobs,
    private readonly files: FileService,
  ) {}

  async uploadOrders(actor: Actor, file: UploadedSheet): Promise<ImportQueue> {
    const format = await formatOf(file);
    return this.queue(actor, 'ORDER', file, CONTENT_TYPES[format]);
  }

  /** A tracking-code file of a printer (its own items) or an admin (any item). */
  async uploadTrackingCodes(actor: Actor, file: UploadedSheet): Promise<ImportQueue> {
    const format = await formatOf(file);
    return this.queue(actor, trackingImportType(actor.type), file, CONTENT_TYPES[format]);
  }

  /**
   * An admin's coming-stock-date file: each line changes items, so besides the import queue
   * (the call's own permission) it needs the order item update permission the single change does.
   */
  async uploadComingDates(actor: Actor, file: UploadedSheet): Promise<ImportQueue> {
    if (actor.type !== 'ROOT' && !actor.permissions.includes('ORDER_ITEM_DETAIL_UPDATE')) {
      throw new HttpError(403, COMING_DATE_IMPORT_MESSAGES.permission);
    }
    const format = await formatOf(file);
    return this.queue(actor, 'ORDER_ITEM_COMING_STOCK_DATE', file, CONTENT_TYPES[format]);
  }

  /** A seller's product file: each line fetches its images and becomes a product. */
  async uploadProducts(actor: Actor, file: UploadedSheet): Promise<ImportQueue> {
    const format = await formatOf(file);
    return this.queue(actor, 'PRODUCT', file, CONTENT_TYPES[format]);
  }

  async view(actor: Actor, id: string): Promise<ImportQueue> {
    const [row] = await this.db.select().from(importQueues).where(eq(importQueues.id, id));
    // Another account's import reads as not found: its existence is not told.
    if (!row || (row.ownerId !== actor.id && !canSeeAllImports(actor))) throw notFound();
    return toImportQueue(await this.settled(row));
  }

  /**
   * A job the queue gave up on (its workers kept dying) never ran the handler's ending: the
   * import then takes the job's FAIL, so a poller is not left waiting for ever.
   */
  private async settled(row: ImportQueueRow): Promise<ImportQueueRow> {
    if (isFinalImportStatus(row.status) || !row.jobId) return row;
    const job = await this.jobs.find(row.jobId);
    if (job?.status !== 'FAIL') return row;
    const [failed] = await this.db
      .update(importQueues)
      .set({ status: 'FAIL', message: job.error, finishedAt: job.finishedAt ?? new Date() })
      .where(and(eq(importQueues.id, row.id), eq(importQueues.status, row.status)))
      .returning();
    return failed ?? row;
  }

  private async queue(
    actor: Actor,
    type: ImportQueueType,
    file: UploadedSheet,
    contentType: string,
  ): Promise<ImportQueue> {
    const stored = await this.files.save({
      readPermission: 'IMPORT_QUEUE_ACCESS',
      ownerId: actor.id,
      folder: 'imports',
      name: file.name || `import.${contentType.includes('csv') ? 'csv' : 'xlsx'}`,
      contentType,
      body: file.bytes,
    });
    // pg-boss started before the transaction: on the embedded database it cannot start beside it.
    await this.jobs.ready(importJobOf(type));
    const row = await this.db.transaction(async (tx) => {
      const [entry] = await tx
        .insert(importQueues)
        .values({ ownerId: actor.id, type, fileId: stored.id, fileName: stored.name })
        .returning();
      const job = await this.jobs.send(
        importJobOf(type),
        { importQueueId: entry!.id },
        { owner: { id: actor.id, type: actor.type }, readPermission: 'IMPORT_QUEUE_ACCESS' },
        tx,
      );
      const [linked] = await tx
        .update(importQueues)
        .set({ jobId: job.id })
        .where(eq(importQueues.id, entry!.id))
        .returning();
      return linked!;
    });
    const owners = [{ type: actor.type, id: actor.id }];
    announceListChange(this.live, {
      model: 'import-queue',
      kind: 'created',
      ids: [row.id],
      owners,
    });
    return toImportQueue(row);
  }
}

/** The account as it is when the job runs: a blocked or deleted seller imports nothing. */
export async function importingActor(db: Db, userId: string): Promise<Actor> {
  const actor = await jobActorOf(db, userId);
  if (!actor) throw new ImportFileError('The account that uploaded this file can no longer import');
  return actor;
}
