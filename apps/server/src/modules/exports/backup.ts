import { PassThrough, Readable } from 'node:stream';
import { BACKUP_PARTS, dataListQuerySchema, type ExportResult } from '@platfox/domain';
import type Archiver from 'archiver';
import { and, asc, count, gt, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import type { FileService } from '../../platform/files';
import type { JobContext, JobOutcome, ProgressJobs } from '../../platform/jobs';
import { onFirstUse } from '../../platform/on-first-use';
import { jobActorOf } from '../accounts/index';
import type { Actor } from '../auth/index';
import type { CallContext, DataListService, ListModel } from '../data-lists/index';
import { cellsOf, headingOf, resolveColumn, type ResolvedColumn } from './cells';
import { csvLine, UTF8_BOM } from './csv';
import { backupJob } from './jobs';

const archiver = onFirstUse<typeof Archiver>('archiver');

/** Rows read per query: keyset batches on the row id, so the last batch costs what the first did. */
export const BACKUP_BATCH_SIZE = 2000;

/** The job runs as the seller, whose lists need no owner verification. */
const CALL: CallContext = { featureToken: undefined, isFeatureTokenValid: async () => false };

type Part = { file: string; model: ListModel; where: SQL | undefined; rows: number };

/**
 * The seller's backup: each list a seller reads (orders, items, products, transactions) as one
 * CSV of the zip, read through the list models as the seller, so the archive holds exactly what
 * the seller's own lists show and never a row of another account (the model's scope is in every
 * query). Unlike an export it has no row limit: it is everything.
 */
export class BackupService {
  constructor(
    private readonly db: Db,
    private readonly lists: DataListService,
    private readonly jobs: ProgressJobs,
    private readonly files: FileService,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async request(actor: Actor): Promise<{ status: 200; data: { jobId: string } }> {
    const job = await this.jobs.send(
      backupJob,
      { actorId: actor.id },
      { owner: { id: actor.id, type: actor.type }, readPermission: null },
    );
    return { status: 200, data: { jobId: job.id } };
  }

  async run({ job, reportProgress, signal }: JobContext): Promise<JobOutcome> {
    const actor = await jobActorOf(this.db, String(job.payload.actorId));
    if (!actor) throw new Error('The account that asked for this backup can no longer read it');
    const parts = await this.partsOf(actor);
    const total = parts.reduce((sum, part) => sum + part.rows, 0);
    reportProgress(0, total);
    const fileName = `backup-${this.clock().toISOString().slice(0, 10)}.zip`;

    const body = new PassThrough();
    const saving = this.files.save({
      ownerId: actor.id,
      readPermission: null,
      type: 'BACKUP',
      // Kept and cleared like an export's file.
      folder: 'exports',
      name: fileName,
      contentType: 'application/zip',
      body,
    });
    saving.catch((error: unknown) =>
      body.destroy(error instanceof Error ? error : new Error(String(error))),
    );
    // CSV deflates to a fraction of its size; the default level is most of the gain for little time.
    const archive = archiver()('zip', { zlib: { level: 6 } });
    const failed = new Promise<never>((_, reject) => archive.on('error', reject));
    failed.catch(() => undefined);
    archive.pipe(body);
    let done = 0;
    const counted = (rows: number) => {
      if (signal.aborted) throw new Error('The backup was interrupted');
      done += rows;
      reportProgress(done, Math.max(total, done));
    };
    try {
      for (const part of parts) {
        archive.append(Readable.from(this.csvOf(part, actor, counted), { objectMode: false }), {
          name: part.file,
        });
      }
      await Promise.race([archive.finalize(), failed]);
    } catch (error) {
      archive.abort();
      body.destroy(error instanceof Error ? error : new Error(String(error)));
      await saving.catch(() => undefined);
      throw error;
    }
    const file = await saving;
    const result: ExportResult = { fileId: file.id, fileName, rows: done };
    return { result };
  }

  /** Each part's list as the seller reads it (scope included) and how many rows it holds. */
  private async partsOf(actor: Actor): Promise<Part[]> {
    return await Promise.all(
      BACKUP_PARTS.map(async ({ file, model: name }) => {
        const query = dataListQuerySchema.parse({ model: name });
        const { model, where } = await this.lists.compileQuery(actor, query, CALL);
        const [row] = await model.source(this.db, { n: count() }).where(where);
        return { file, model, where, rows: Number(row?.n ?? 0) };
      }),
    );
  }

  /** One part as CSV text, a batch of rows at a time (keyset on the row id). */
  private async *csvOf(
    part: Part,
    actor: Actor,
    counted: (rows: number) => void,
  ): AsyncGenerator<string> {
    const fields = ['id', ...Object.keys(part.model.fields).filter((field) => field !== 'id')];
    const columns: ResolvedColumn[] = fields.map((field) =>
      resolveColumn(
        { field, label: field === 'id' ? 'ID' : headingOf(field) },
        part.model.fields[field],
      ),
    );
    yield UTF8_BOM + csvLine(columns.map((column) => column.label));
    const id = part.model.id;
    let after: unknown = null;
    for (;;) {
      const rows = (await part.model
        .source(this.db, part.model.select)
        .where(after === null ? part.where : and(part.where, gt(id, after)))
        .orderBy(asc(id))
        .limit(BACKUP_BATCH_SIZE)) as Record<string, unknown>[];
      if (rows.length === 0) return;
      yield rows
        .map((row) => csvLine(cellsOf(part.model.toRow(row, actor), columns, 'UTC')))
        .join('');
      counted(rows.length);
      after = rows.at(-1)!.id;
      if (rows.length < BACKUP_BATCH_SIZE) return;
    }
  }
}
