import { IMPORT_MESSAGES, type ImportError } from '@platfox/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import type { FileService } from '../../platform/files';
import { files } from '../../platform/files/tables';
import type { JobContext, JobOutcome } from '../../platform/jobs';
import { type Live, announceListChange } from '../../platform/live';
import type { Actor } from '../auth/index';
import { checkHeader } from './lines';
import { ImportFileError, readSheet, type SheetRow, type SpreadsheetFormat } from './reader';
import type { ImportReport } from './report';
import { importQueues, type ImportQueueRow } from './tables';

/*
 * The life of one queued import file that acts as its uploader (product and tracking-code
 * imports): PROCESSING, then FINISHED, FINISHED_WITH_ERRORS or FAIL with the file's message; an
 * interrupted run (a shutdown) goes back to PENDING so the queue runs it again. The uploader's
 * open lists hear each change.
 */

export type QueueDeps = { db: Db; live: Live; actorOf: (userId: string) => Promise<Actor> };

export type ImportFile = (
  entry: ImportQueueRow,
  actor: Actor,
  startedAt: Date,
  context: JobContext,
) => Promise<ImportReport>;

export async function runQueuedImport(
  deps: QueueDeps,
  context: JobContext,
  importFile: ImportFile,
): Promise<JobOutcome> {
  const importId = String(context.job.payload.importQueueId);
  const [entry] = await deps.db.select().from(importQueues).where(eq(importQueues.id, importId));
  if (!entry) throw new Error('The import was not found');
  let actor: Actor | null = null;
  const setStatus = (changes: Partial<Omit<ImportQueueRow, 'id' | 'ownerId'>>) =>
    setImportStatus(deps, entry, actor, changes);
  try {
    actor = await deps.actorOf(entry.ownerId);
    const startedAt = entry.startedAt ?? new Date();
    await setStatus({ status: 'PROCESSING', startedAt });
    const report = await importFile(entry, actor, startedAt, context);
    const status = report.failedLines > 0 ? 'FINISHED_WITH_ERRORS' : 'FINISHED';
    await setStatus({ status, finishedAt: new Date(), ...report.counts() });
    return {
      result: { importQueueId: entry.id, ...report.counts() },
      hasErrors: report.failedLines > 0,
    };
  } catch (error) {
    if (context.signal.aborted) {
      await setStatus({ status: 'PENDING' });
      throw error;
    }
    const message =
      error instanceof ImportFileError ? error.message : 'The import failed unexpectedly';
    await setStatus({ status: 'FAIL', message, finishedAt: new Date() });
    throw error instanceof ImportFileError ? error : new Error(message, { cause: error });
  }
}

async function setImportStatus(
  { db, live }: QueueDeps,
  entry: ImportQueueRow,
  actor: Actor | null,
  changes: Partial<Omit<ImportQueueRow, 'id' | 'ownerId'>>,
): Promise<void> {
  await db.update(importQueues).set(changes).where(eq(importQueues.id, entry.id));
  if (!actor) return;
  announceListChange(live, {
    model: 'import-queue',
    kind: 'updated',
    ids: [entry.id],
    owners: [{ type: actor.type, id: actor.id }],
  });
}

/** One import kind's sheet: its name, the template's columns, its limits and its line parser. */
export type SheetSpec<T> = {
  sheet: string;
  columns: readonly { name: string }[];
  maxLines: number;
  messages: { sheetMissing: string; empty: string; tooManyLines: string };
  parse: (row: SheetRow) => T | ImportError[];
};

/** Every line of the queued file checked for shapes; refused lines go to the report. */
export async function readQueuedLines<T>(
  { db, files: fileService }: { db: Db; files: FileService },
  entry: ImportQueueRow,
  report: ImportReport,
  spec: SheetSpec<T>,
): Promise<T[]> {
  const [file] = entry.fileId
    ? await db.select().from(files).where(eq(files.id, entry.fileId))
    : [];
  if (!file) throw new ImportFileError(IMPORT_MESSAGES.unreadable);
  const format: SpreadsheetFormat = file.contentType.includes('csv') ? 'csv' : 'xlsx';
  const content = await fileService.store.get(file.storageKey);
  const sheet = { name: spec.sheet, missing: spec.messages.sheetMissing };
  const lines: T[] = [];
  let isHeader = true;
  let count = 0;
  for await (const row of readSheet(content, format, sheet)) {
    if (isHeader) {
      checkHeader(row, spec.columns, spec.messages.empty);
      isHeader = false;
      continue;
    }
    count += 1;
    if (count > spec.maxLines) {
      content.destroy();
      throw new ImportFileError(spec.messages.tooManyLines);
    }
    const result = spec.parse(row);
    if (Array.isArray(result)) report.refuse(row.line, result);
    else lines.push(result);
  }
  if (isHeader) throw new ImportFileError(IMPORT_MESSAGES.unreadable);
  if (count === 0) throw new ImportFileError(spec.messages.empty);
  return lines;
}
