import { PassThrough, Readable } from 'node:stream';
import { BACKUP_PARTS, dataListQuerySchema, type ExportResult } from '@platfox/domain';
import type Archiver from 'archiver';
import { asc, count, type SQL } from 'drizzle-orm';
import type { Db, DbDriver } from '../../platform/db';
import type { FileService } from '../../platform/files';
import type { JobContext, JobOutcome, ProgressJobs } from '../../platform/jobs';
import { onFirstUse } from '../../platform/on-first-use';
import { jobActorOf } from '../accounts/index';
import type { Actor } from '../auth/index';
import type { CallContext, DataListService, ListModel } from '../data-lists/index';
import { cellsOf, headingOf, resolveColumn, type ResolvedColumn } from './cells';
import { csvLine, UTF8_BOM } from './csv';
import { namedSelection, withCursors, type CursorReader } from './cursor';
import { backupJob } from './jobs';

const archiver = onFirstUse<typeof Archiver>('archiver');

/**
 * Rows fetched from a part's cursor at a time: large enough that a round trip is a small part of
 * a batch's time, small enough that a batch's rows and CSV stay a few MB.
 */
export const BACKUP_BATCH_SIZE = 5000;

/** Times are written as UTC: the zone as an offset, which needs no time-zone database. */
const UTC = 0;

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
    private readonly driver: DbDriver,
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
      // The archive reads its entries one after another, so the parts' cursors run in turn.
      await withCursors(this.db, this.driver, async (reader) => {
        for (const part of parts) {
          const csv = this.csvOf(reader, part, actor, counted);
          archive.append(Readable.from(csv, { objectMode: false }), { name: part.file });
        }
        await Promise.race([archive.finalize(), failed]);
      });
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

  /** One part as CSV text, read by one query through a cursor, a batch of rows at a time. */
  private async *csvOf(
    reader: CursorReader,
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
    const { model } = part;
    const query = model
      .source(this.db, namedSelection(model.select))
      .where(part.where)
      .orderBy(asc(model.id));
    for await (const rows of reader.batches(query, model.select, BACKUP_BATCH_SIZE)) {
      let text = '';
      for (const row of rows) text += csvLine(cellsOf(model.toRow(row, actor), columns, UTC));
      yield text;
      counted(rows.length);
    }
  }
}
