import { PassThrough, type Readable } from 'node:stream';
import {
  PACKING_SLIP_DOWNLOAD_MAX_SLIPS,
  PACKING_SLIP_ZIP_MAX_FILES,
  PACKING_SLIP_ZIP_MAX_ITEMS,
  packingSlipDownloadBodySchema,
  packingSlipRecordSchema,
  PRODUCTION_MESSAGES,
  type PackingSlipDownloadContent,
  type PackingSlipDownloadResult,
  type PackingSlipImage,
  type PackingSlipRecord,
  type PackingSlipRecordInput,
  type ParsedPackingSlipDownloadBody,
} from '@platfox/domain';
import type { Db } from '../../platform/db';
import { badRequest, notFound } from '../../platform/errors';
import type { FileService } from '../../platform/files';
import type { JobContext, JobOutcome, ProgressJobs } from '../../platform/jobs';
import { jobActorOf } from '../accounts/index';
import type { Actor } from '../auth/index';
import { packingSlipDownloadJob } from './jobs';
import { PackingSlipDocument, renderPackingSlips, type PackingSlipOptions } from './pdf';
import { EntryNames, zipWriter } from './zip';

export const TOO_MANY_SLIPS = `At most ${PACKING_SLIP_DOWNLOAD_MAX_SLIPS} packing slips can be downloaded at once`;
export const TOO_MANY_ZIP_ITEMS = `At most ${PACKING_SLIP_ZIP_MAX_ITEMS} items can be downloaded at once`;
export const TOO_MANY_ZIP_FILES = `At most ${PACKING_SLIP_ZIP_MAX_FILES} files can be downloaded at once`;
export const NOTHING_TO_ZIP = 'There are no files to download for these items';

/** A file of an item that goes into a zip: a print design or a shipping label. */
export type PackingSlipDownloadFile = {
  orderItemId: string;
  /** The entry's name in the zip (made safe and unique there). */
  name: string;
  file: PackingSlipImage;
};

/**
 * Where the slips and files come from: the production module (order item units with their
 * packing-slip codes), wired by whoever builds the routes. Every method answers only what the
 * actor may print: a printer's own routed items.
 */
export type PackingSlipSource = {
  /** How many slips (quantity indexes) the selection holds for the actor. */
  count: (actor: Actor, selection: ParsedPackingSlipDownloadBody) => Promise<number>;
  /** The slips in print order. */
  records: (
    actor: Actor,
    selection: ParsedPackingSlipDownloadBody,
  ) => Iterable<PackingSlipRecordInput> | AsyncIterable<PackingSlipRecordInput>;
  /** The print designs or shipping labels of the selection's items. */
  files: (
    actor: Actor,
    selection: ParsedPackingSlipDownloadBody,
    kind: Exclude<PackingSlipDownloadContent, 'PACKING_SLIPS'>,
  ) => Promise<PackingSlipDownloadFile[]>;
  /** The content of a file named by id (a design, a label, a signature); null when missing. */
  loadFile: (fileId: string) => Promise<Buffer | null>;
  /**
   * Refuses a staff member who may not print for the actor (another account's, not checked in),
   * before anything is queued or drawn. Without it any staff id is taken as given.
   */
  checkStaff?: (actor: Actor, staffId: string) => Promise<void>;
  /**
   * Records the slips as printed, once their PDF is stored or sent: the slips are named by
   * what their QR codes hold (one quantity index each).
   */
  markPrinted?: (actor: Actor, printed: PrintedSlips) => Promise<void>;
};

export type PrintedSlips = { verifyQRCodes: string[]; staffId: string | null };

/** A single item's slips (GET /api/printer/order-items/:id/packing-slip). */
export type SingleSlipRequest = {
  orderItemId: string;
  qtyIndex?: number | undefined;
  staffId?: string | undefined;
  timezoneOffset: number;
};

/** The settings a slip is drawn with: PACKING_SLIP_SIZE and the designated creator ids. */
export type PackingSlipSettings = () => Promise<
  Pick<PackingSlipOptions, 'pageSize' | 'designatedCreatorIds'>
>;

type DownloadPayload = ParsedPackingSlipDownloadBody & { actorId: string };

const FILE_NAMES: Record<PackingSlipDownloadContent, string> = {
  PACKING_SLIPS: 'packing-slips',
  PRINT_DESIGNS: 'print-designs',
  SHIPPING_LABELS: 'shipping-labels',
};

/** "packing-slips-2026-05-14-093000.pdf", on the station's clock. */
export function downloadFileName(
  contents: PackingSlipDownloadContent,
  timezoneOffset: number,
  now: Date,
): string {
  const local = new Date(now.getTime() + timezoneOffset * 60_000);
  const stamp = local.toISOString().slice(0, 19).replace('T', '-').replace(/:/g, '');
  return `${FILE_NAMES[contents]}-${stamp}.${contents === 'PACKING_SLIPS' ? 'pdf' : 'zip'}`;
}

/**
 * Mass downloads (spec 02 section 7): the request is checked at once (limits, an empty choice);
 * a job then writes one PDF of slips, or one zip of print designs or shipping labels, into the
 * file store, reporting progress live, and finishes with the file and a download link.
 */
export class PackingSlipDownloadService {
  constructor(
    private readonly db: Db,
    private readonly jobs: ProgressJobs,
    private readonly files: FileService,
    private readonly source: PackingSlipSource,
    private readonly settings: PackingSlipSettings,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async request(
    actor: Actor,
    body: ParsedPackingSlipDownloadBody,
  ): Promise<{ status: 200; data: { jobId: string } }> {
    await this.source.checkStaff?.(actor, body.staffId);
    if (body.contents === 'PACKING_SLIPS') {
      const slips = await this.source.count(actor, body);
      if (slips > PACKING_SLIP_DOWNLOAD_MAX_SLIPS) {
        throw badRequest(TOO_MANY_SLIPS, { orderItemIds: TOO_MANY_SLIPS });
      }
    } else if ((body.orderItemIds?.length ?? 0) > PACKING_SLIP_ZIP_MAX_ITEMS) {
      throw badRequest(TOO_MANY_ZIP_ITEMS, { orderItemIds: TOO_MANY_ZIP_ITEMS });
    }
    const payload: DownloadPayload = { ...body, actorId: actor.id };
    const job = await this.jobs.send(packingSlipDownloadJob, payload, {
      owner: { id: actor.id, type: actor.type },
    });
    return { status: 200, data: { jobId: job.id } };
  }

  /**
   * One item's slips (all its quantity indexes, or one), drawn at once and answered directly: a
   * few pages need no job. An item that is not the actor's is not found. They are then recorded
   * as printed.
   */
  async single(actor: Actor, request: SingleSlipRequest): Promise<{ name: string; pdf: Buffer }> {
    if (request.staffId) {
      await this.source.checkStaff?.(actor, request.staffId);
    }
    const selection: ParsedPackingSlipDownloadBody = {
      contents: 'PACKING_SLIPS',
      orderItemIds: [request.orderItemId],
      staffId: request.staffId ?? '',
      timezoneOffset: request.timezoneOffset,
    };
    if ((await this.source.count(actor, selection)) === 0) {
      throw notFound(PRODUCTION_MESSAGES.itemNotFound);
    }
    const records: PackingSlipRecord[] = [];
    for await (const input of this.source.records(actor, selection)) {
      const record = packingSlipRecordSchema.parse(input);
      if (request.qtyIndex === undefined || record.qtyIndex === request.qtyIndex) {
        records.push(record);
      }
    }
    if (records.length === 0) {
      const message = `This item has no unit ${request.qtyIndex}`;
      throw badRequest(message, { qtyIndex: message });
    }
    const pdf = await renderPackingSlips(records, {
      ...(await this.settings()),
      loadFile: this.source.loadFile,
      title: 'Packing slip',
    });
    await this.source.markPrinted?.(actor, {
      verifyQRCodes: records.map((record) => record.verifyQRCode),
      staffId: request.staffId ?? null,
    });
    const suffix = request.qtyIndex === undefined ? '' : `-${request.qtyIndex}`;
    const orderId = records[0]!.orderSelfId.replace(/[^A-Za-z0-9-]+/g, '');
    return { name: `packing-slip-${orderId}${suffix}.pdf`, pdf };
  }

  /** The job: the account as it is now, the selection as it is now, into one stored file. */
  async run({ job, reportProgress, signal }: JobContext): Promise<JobOutcome> {
    const { actorId, ...stored } = job.payload;
    const selection = packingSlipDownloadBodySchema.parse(stored);
    const actor = await this.actorOf(String(actorId));
    const fileName = downloadFileName(selection.contents, selection.timezoneOffset, this.clock());
    const body = new PassThrough();
    // Its errors reach us through `saving` and the writers; the store may not be listening yet
    // (it prepares its folder first), and an 'error' nobody hears would crash the process.
    body.on('error', () => undefined);
    const saving = this.files.save({
      readPermission: null,
      ownerId: actor.id,
      folder: 'exports',
      name: fileName,
      contentType: selection.contents === 'PACKING_SLIPS' ? 'application/pdf' : 'application/zip',
      body,
    });
    // A store that fails stops the writer too (its next write fails), and the other way round.
    saving.catch((error: unknown) => body.destroy(asError(error)));
    let count: number;
    let printed: string[] = [];
    try {
      if (selection.contents === 'PACKING_SLIPS') {
        printed = await this.writeSlips(actor, selection, body, reportProgress, signal);
        count = printed.length;
      } else {
        count = await this.writeZip(actor, selection, body, reportProgress, signal);
      }
    } catch (error) {
      body.destroy(asError(error));
      await saving.catch(() => undefined);
      throw error;
    }
    const file = await saving;
    if (printed.length > 0) {
      await this.source.markPrinted?.(actor, {
        verifyQRCodes: printed,
        staffId: selection.staffId,
      });
    }
    const link = await this.files.link(actor, file.id);
    const result: PackingSlipDownloadResult = {
      fileId: file.id,
      fileName,
      fileUrl: link.url,
      expiresAt: link.expiresAt,
      count,
    };
    return { result };
  }

  private async writeSlips(
    actor: Actor,
    selection: ParsedPackingSlipDownloadBody,
    target: PassThrough,
    reportProgress: JobContext['reportProgress'],
    signal: AbortSignal,
  ): Promise<string[]> {
    const total = await this.source.count(actor, selection);
    if (total > PACKING_SLIP_DOWNLOAD_MAX_SLIPS) throw new Error(TOO_MANY_SLIPS);
    reportProgress(0, total);
    const slips = new PackingSlipDocument({
      ...(await this.settings()),
      loadFile: this.source.loadFile,
      title: 'Packing slips',
    });
    const written = pipeInto(slips.stream, target);
    // Awaited below; a failure before then is the one thrown to the job.
    written.catch(() => undefined);
    const printed: string[] = [];
    let done = 0;
    for await (const input of this.source.records(actor, selection)) {
      if (signal.aborted) throw new Error('The download was interrupted');
      if (done >= PACKING_SLIP_DOWNLOAD_MAX_SLIPS) throw new Error(TOO_MANY_SLIPS);
      const parsed = packingSlipRecordSchema.safeParse(input);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new Error(
          `The packing slip of order ${String(input.orderSelfId)} is incomplete: ${issue?.path.join('.')} ${issue?.message}`,
        );
      }
      await slips.add(parsed.data);
      printed.push(parsed.data.verifyQRCode);
      done += 1;
      reportProgress(done, Math.max(total, done));
    }
    slips.end();
    await written;
    return printed;
  }

  private async writeZip(
    actor: Actor,
    selection: ParsedPackingSlipDownloadBody,
    target: PassThrough,
    reportProgress: JobContext['reportProgress'],
    signal: AbortSignal,
  ): Promise<number> {
    const kind = selection.contents as Exclude<PackingSlipDownloadContent, 'PACKING_SLIPS'>;
    const entries = await this.source.files(actor, selection, kind);
    if (entries.length === 0) throw new Error(NOTHING_TO_ZIP);
    if (new Set(entries.map((entry) => entry.orderItemId)).size > PACKING_SLIP_ZIP_MAX_ITEMS) {
      throw new Error(TOO_MANY_ZIP_ITEMS);
    }
    if (entries.length > PACKING_SLIP_ZIP_MAX_FILES) throw new Error(TOO_MANY_ZIP_FILES);
    reportProgress(0, entries.length);
    const zip = zipWriter(target);
    const names = new EntryNames();
    let done = 0;
    for (const entry of entries) {
      if (signal.aborted) throw new Error('The download was interrupted');
      const content =
        'bytes' in entry.file
          ? Buffer.from(entry.file.bytes)
          : await this.source.loadFile(entry.file.fileId);
      if (!content) throw new Error(`The file ${entry.name} is missing from the store`);
      zip.append(names.next(entry.name), content);
      done += 1;
      reportProgress(done, entries.length);
    }
    await Promise.all([zip.finish(), finished(target)]);
    return done;
  }

  /** The account as it is when the job runs: a blocked or deleted one downloads nothing. */
  private async actorOf(userId: string): Promise<Actor> {
    const actor = await jobActorOf(this.db, userId);
    if (!actor) throw new Error('The account that asked for this download can no longer download');
    return actor;
  }
}

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/** Pipes a PDF stream into the store's stream; resolves once all of it has been handed over. */
function pipeInto(source: Readable, target: PassThrough): Promise<void> {
  source.pipe(target);
  return new Promise((resolve, reject) => {
    source.on('error', reject);
    target.on('error', reject);
    target.on('finish', () => resolve());
  });
}

/** Resolves when a writer has been ended and has handed everything over. */
function finished(target: PassThrough): Promise<void> {
  return new Promise((resolve, reject) => {
    if (target.writableFinished) return resolve();
    target.on('finish', () => resolve());
    target.on('error', reject);
  });
}
