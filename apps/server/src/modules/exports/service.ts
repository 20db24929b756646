import { PassThrough } from 'node:stream';
import {
  EXPORT_MAX_ROWS,
  exportBodySchema,
  isListModelName,
  LIST_MODELS,
  type ExportColumn,
  type Permission,
  type ExportFormat,
  type ExportResult,
  type ParsedExportBody,
  type TimeZoneInput,
} from '@platfox/domain';
import type { Db } from '../../platform/db';
import { badRequest } from '../../platform/errors';
import type { FileService } from '../../platform/files';
import type { JobContext, JobOutcome, ProgressJobs } from '../../platform/jobs';
import { jobActorOf } from '../accounts/index';
import type { Actor } from '../auth/index';
import {
  type CallContext,
  type DataListService,
  INVALID_QUERY,
  type ListModel,
} from '../data-lists/index';
import { cellsOf, headingOf, resolveColumn, wallClock, type ResolvedColumn } from './cells';
import { CsvWriter } from './csv';
import { countRows, readRows, selectRows } from './rows';
import { exportJob } from './jobs';
import { XlsxWriter } from './xlsx';

export const TOO_MANY_EXPORT_ROWS = `At most ${EXPORT_MAX_ROWS} rows can be exported at once; narrow the filters`;

const CONTENT_TYPES: Record<ExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

/** The permission admins read the model's list with: its export and the export's job need it too. */
function listPermissionOf(model: string): Permission | null {
  if (!isListModelName(model)) return null;
  for (const rule of LIST_MODELS[model].access) {
    const isAdmin =
      rule.kind === 'signed-in' && (rule.types === 'any' || rule.types.includes('ADMIN'));
    if (isAdmin && rule.kind === 'signed-in' && rule.permission) return rule.permission;
  }
  return null;
}

/** What the job keeps: the request as checked, and who asked (re-read when the job runs). */
type ExportPayload = Omit<ParsedExportBody, 'columns'> & {
  actorId: string;
  columns: ExportColumn[];
};

/** The columns asked for, each a field of the model (or the row id); by default all fields. */
function columnsFor(model: ListModel, asked: ExportColumn[] | undefined): ExportColumn[] {
  if (!asked) {
    // The row id leads; a model that also lists id as a field (to filter on it) must not repeat it.
    const fields = Object.keys(model.fields).filter((field) => field !== 'id');
    return ['id', ...fields].map((field) => ({
      field,
      label: field === 'id' ? 'ID' : headingOf(field),
    }));
  }
  const problems: Record<string, string> = {};
  asked.forEach((column, index) => {
    if (column.field !== 'id' && !Object.hasOwn(model.fields, column.field)) {
      problems[`columns.${index}.field`] = `Unknown field: ${column.field}`;
    }
  });
  if (Object.keys(problems).length > 0) throw badRequest(INVALID_QUERY, problems);
  return asked;
}

/** "user-2024-05-01-143009.xlsx", the time on the user's clock. */
function fileNameOf(model: string, format: ExportFormat, zone: TimeZoneInput, now: Date): string {
  const stamp = wallClock(now, zone).toISOString().slice(0, 19).replace('T', '-').replace(/:/g, '');
  return `${model}-${stamp}.${format}`;
}

/** A written export, as the composition root's notice (the export-ready mail) is told it. */
export type FinishedExport = { model: string; fileName: string; rows: number };

/**
 * Exports of data lists (XLSX or CSV) as background jobs: the request is checked and counted at
 * once (the caller learns of a bad query or too many rows right away); the job streams the rows
 * into a file in the file store and finishes with {fileId, fileName, rows}.
 */
export class ExportService {
  constructor(
    private readonly db: Db,
    private readonly lists: DataListService,
    private readonly jobs: ProgressJobs,
    private readonly files: FileService,
    /** Tells the export mail addresses of a finished export (mail/export-notice.ts). */
    private readonly notify: (actor: Actor, done: FinishedExport) => Promise<void> = async () =>
      undefined,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async request(
    actor: Actor,
    body: ParsedExportBody,
    call: CallContext,
  ): Promise<{ status: 200; data: { jobId: string } }> {
    if (body.query.model !== undefined && body.query.model !== body.model) {
      throw badRequest(INVALID_QUERY, { 'query.model': 'The query is for another list' });
    }
    const selection = await selectRows(this.lists, actor, body, call);
    const columns = columnsFor(selection.model, body.columns);
    const rows = await countRows(this.db, selection);
    if (rows > EXPORT_MAX_ROWS)
      throw badRequest(TOO_MANY_EXPORT_ROWS, { scope: TOO_MANY_EXPORT_ROWS });
    const payload: ExportPayload = { ...body, columns, actorId: actor.id };
    const job = await this.jobs.send(exportJob, payload, {
      owner: { id: actor.id, type: actor.type },
      readPermission: listPermissionOf(body.model),
    });
    return { status: 200, data: { jobId: job.id } };
  }

  /** The job: the actor as they are now, the rows as they are now, streamed into one file. */
  async run({ job, reportProgress, signal }: JobContext): Promise<JobOutcome> {
    const payload = this.payloadOf(job.payload);
    const actor = await this.actorOf(payload.actorId);
    // Owner verification (Auth-Feature) was checked when the export was asked for; the token
    // itself is not kept in the queue.
    const call: CallContext = {
      featureToken: 'checked-when-queued',
      isFeatureTokenValid: async () => true,
    };
    const selection = await selectRows(this.lists, actor, payload, call);
    const total = Math.min(await countRows(this.db, selection), EXPORT_MAX_ROWS);
    reportProgress(0, total);
    const columns: ResolvedColumn[] = payload.columns.map((column) =>
      resolveColumn(column, selection.model.fields[column.field]),
    );
    const zone = payload.query.timezone;
    const fileName = fileNameOf(payload.model, payload.format, zone, this.clock());

    const body = new PassThrough();
    const saving = this.files.save({
      ownerId: actor.id,
      readPermission: listPermissionOf(payload.model),
      folder: 'exports',
      name: fileName,
      contentType: CONTENT_TYPES[payload.format],
      body,
    });
    // A store that fails stops the writer too (its next write rejects), and the other way round.
    saving.catch((error: unknown) =>
      body.destroy(error instanceof Error ? error : new Error(String(error))),
    );
    let done = 0;
    try {
      const writer = payload.format === 'xlsx' ? new XlsxWriter(body) : new CsvWriter(body);
      await writer.start(columns);
      for await (const rows of readRows(this.db, selection, actor)) {
        if (signal.aborted) throw new Error('The export was interrupted');
        const room = EXPORT_MAX_ROWS - done;
        const batch = rows.slice(0, room);
        await writer.addRows(batch.map((row) => cellsOf(row, columns, zone)));
        done += batch.length;
        reportProgress(done, Math.max(total, done));
        if (done >= EXPORT_MAX_ROWS) break;
      }
      await writer.finish();
    } catch (error) {
      body.destroy(error instanceof Error ? error : new Error(String(error)));
      await saving.catch(() => undefined);
      throw error;
    }
    const file = await saving;
    const result: ExportResult = { fileId: file.id, fileName, rows: done };
    // The file is written whatever becomes of the notice: a mail problem never fails an export.
    await this.notify(actor, { model: payload.model, fileName, rows: done }).catch(() => undefined);
    return { result };
  }

  private payloadOf(stored: Record<string, unknown>): ExportPayload {
    const { actorId, ...body } = stored;
    const parsed = exportBodySchema.parse(body);
    return { ...parsed, actorId: String(actorId), columns: parsed.columns ?? [] };
  }

  /** The account as it is when the job runs: a blocked or deleted one exports nothing. */
  private async actorOf(userId: string): Promise<Actor> {
    const actor = await jobActorOf(this.db, userId);
    if (!actor) throw new Error('The account that asked for this export can no longer export');
    return actor;
  }
}
