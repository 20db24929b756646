import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  PACKING_SLIP_DOWNLOAD_JOB_KIND,
  packingSlipDownloadBodySchema,
  type PackingSlipDownloadBody,
  type PackingSlipRecordInput,
  type Session,
} from '@platfox/domain';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileStore, FileService } from '../../platform/files';
import { files as fileRows } from '../../platform/files/tables';
import { ProgressJobs } from '../../platform/jobs';
import { useBoss } from '../../platform/jobs/boss-runtime';
import { jobs } from '../../platform/jobs/tables';
import { bearer, createTestApp, signIn, type TestContext } from '../../test/harness';
import { users } from '../accounts/tables';
import type { Actor } from '../auth/service';
import { flatPicture, slipRecord } from './fixtures';
import { registerJobs } from '../../platform/jobs/register';
import { packingSlipJobs } from './jobs';
import { DATA_UNAVAILABLE } from './pdf';
import {
  downloadFileName,
  PackingSlipDownloadService,
  TOO_MANY_SLIPS,
  TOO_MANY_ZIP_FILES,
  TOO_MANY_ZIP_ITEMS,
  type PackingSlipDownloadFile,
  type PackingSlipSource,
} from './service';
import { pdfInfo, pdfPagesText, readQrCode, renderPage } from './test-reader';

const run = promisify(execFile);
const dataDir = mkdtempSync(path.join(tmpdir(), 'platfox-packing-slips-'));
let ctx: TestContext;
/** A queue of this file's own: the app's already runs the real source's downloads. */
let queue: ProgressJobs;
let service: PackingSlipDownloadService;
let printer: Actor;
let printerSession: Session;
let sellerSession: Session;

/**
 * A stand-in for the production module: slips and files per order item id, answered only to the
 * printer the items are routed to, as the real source must.
 */
const routedTo = new Map<string, string>();
const slipsOf = new Map<string, PackingSlipRecordInput[]>();
const filesOf = new Map<string, PackingSlipDownloadFile[]>();
const stored = new Map<string, Buffer>();
const seen = (actor: Actor, ids: string[] | undefined) =>
  (ids ?? []).filter((id) => routedTo.get(id) === actor.id);
const source: PackingSlipSource = {
  count: async (actor, selection) =>
    seen(actor, selection.orderItemIds).reduce(
      (sum, id) => sum + (slipsOf.get(id)?.length ?? 0),
      0,
    ),
  records: (actor, selection) =>
    seen(actor, selection.orderItemIds).flatMap((id) => slipsOf.get(id) ?? []),
  files: async (actor, selection) =>
    seen(actor, selection.orderItemIds).flatMap((id) => filesOf.get(id) ?? []),
  loadFile: async (fileId) => stored.get(fileId) ?? null,
};

function item(
  owner: Actor,
  slips: PackingSlipRecordInput[],
  files: PackingSlipDownloadFile[] = [],
) {
  const id = randomUUID();
  routedTo.set(id, owner.id);
  slipsOf.set(id, slips);
  filesOf.set(
    id,
    files.map((file) => ({ ...file, orderItemId: id })),
  );
  return id;
}

const body = (changes: Partial<PackingSlipDownloadBody>) =>
  packingSlipDownloadBodySchema.parse({ staffId: 'ST-7', timezoneOffset: 120, ...changes });

async function finish(jobId: string) {
  await queue.runUntilIdle();
  const [row] = await ctx.database.db.select().from(jobs).where(eq(jobs.id, jobId));
  return row!;
}

async function download(url: string): Promise<Buffer> {
  const response = await ctx.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return response.rawPayload;
}

async function zipEntries(zip: Buffer): Promise<Record<string, string>> {
  const folder = mkdtempSync(path.join(tmpdir(), 'platfox-zip-'));
  try {
    const file = path.join(folder, 'files.zip');
    writeFileSync(file, zip);
    const { stdout } = await run('unzip', ['-Z1', file]);
    const entries: Record<string, string> = {};
    for (const name of stdout.split('\n').filter(Boolean)) {
      const { stdout: content } = await run('unzip', ['-p', file, name]);
      entries[name] = content;
    }
    return entries;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

const queuedCount = async () => {
  const [row] = await ctx.database.db
    .select({ n: count() })
    .from(jobs)
    .where(and(eq(jobs.kind, PACKING_SLIP_DOWNLOAD_JOB_KIND), eq(jobs.status, 'PENDING')));
  return row?.n ?? 0;
};

const printerFileCount = async () => {
  const [row] = await ctx.database.db
    .select({ n: count() })
    .from(fileRows)
    .where(eq(fileRows.ownerId, printer.id));
  return row?.n ?? 0;
};

beforeAll(async () => {
  ctx = await createTestApp({ dataDir, jobConcurrency: 0 });
  // The same store as the app's, so the app's download routes serve what the job wrote.
  const files = new FileService(ctx.database.db, createFileStore({ dataDir, s3: undefined }));
  // The app's pg-boss: this file's queue runs the jobs the app's (no workers here) leaves.
  const boss = useBoss(ctx.app, ctx);
  queue = new ProgressJobs(
    ctx.database.db,
    ctx.app.live,
    pino({ level: 'silent' }) as FastifyBaseLogger,
    boss,
    { concurrency: 0, pollMs: 1000 },
  );
  service = new PackingSlipDownloadService(
    ctx.database.db,
    queue,
    files,
    source,
    async () => ({ pageSize: null, designatedCreatorIds: [] }),
    () => new Date('2026-05-14T07:30:00Z'),
  );
  registerJobs({ boss, jobs: queue }, packingSlipJobs(service));
  const [row] = await ctx.database.db
    .select()
    .from(users)
    .where(eq(users.email, 'printer@demo.test'));
  printer = {
    id: row!.id,
    type: row!.type,
    status: row!.status,
    isVerified: true,
    permissions: [],
    sessionId: null,
  };
  printerSession = await signIn(ctx.app, 'printer@demo.test');
  sellerSession = await signIn(ctx.app, 'seller@demo.test');
});
afterAll(async () => {
  await ctx.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('mass download of packing slips', () => {
  it('writes the slips into one PDF owned by the printer, with progress and a download link', async () => {
    const first = item(printer, [
      slipRecord({ qtyIndex: 1, packingSlipTotalQty: 2, verifyQRCode: 'PSV-A-1' }),
      slipRecord({ qtyIndex: 2, packingSlipTotalQty: 2, verifyQRCode: 'PSV-A-2' }),
    ]);
    const second = item(printer, [
      slipRecord({
        orderSelfId: '#PF2048-1',
        qtyIndex: 1,
        packingSlipTotalQty: 1,
        verifyQRCode: 'PSV-B-1',
      }),
    ]);
    // Routed to someone else: the source leaves it out, so the PDF does too.
    const foreign = item({ ...printer, id: randomUUID() }, [slipRecord({ verifyQRCode: 'PSV-X' })]);

    const asked = await service.request(printer, body({ orderItemIds: [first, second, foreign] }));
    const job = await finish(asked.data.jobId);
    expect(job.status).toBe('FINISHED');
    expect(job.ownerId).toBe(printer.id);
    expect([job.progressDone, job.progressTotal]).toEqual([3, 3]);
    const result = job.result as Record<string, unknown>;
    expect(result).toMatchObject({
      fileName: 'packing-slips-2026-05-14-093000.pdf',
      count: 3,
      fileUrl: expect.stringMatching(/^\/api\/files\/link\?token=/),
    });

    const pdf = await download(String(result.fileUrl));
    expect((await pdfInfo(pdf)).pages).toBe(3);
    const codes = [];
    for (const page of [1, 2, 3]) codes.push(readQrCode(await renderPage(pdf, page, 72)));
    expect(codes).toEqual(['PSV-A-1', 'PSV-A-2', 'PSV-B-1']);
    expect((await pdfPagesText(pdf))[2]).toContain('#PF2048-1');

    // The printer sees the job and the file; another account sees neither.
    const jobAnswer = (session: Session) =>
      ctx.app.inject({ method: 'GET', url: `/api/jobs/${job.id}`, headers: bearer(session) });
    const fileAnswer = (session: Session) =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/files/${String(result.fileId)}/download`,
        headers: bearer(session),
      });
    expect((await jobAnswer(printerSession)).statusCode).toBe(200);
    expect((await fileAnswer(printerSession)).statusCode).toBe(200);
    expect((await jobAnswer(sellerSession)).statusCode).toBe(404);
    expect((await fileAnswer(sellerSession)).statusCode).toBe(404);
  });

  it("answers a PDF saying 'Data unavailable' when nothing is left to print", async () => {
    const asked = await service.request(printer, body({ orderItemIds: [randomUUID()] }));
    const job = await finish(asked.data.jobId);
    expect(job.status).toBe('FINISHED');
    expect(job.result).toMatchObject({ count: 0 });
    const pdf = await download(String((job.result as { fileUrl: string }).fileUrl));
    expect((await pdfPagesText(pdf))[0]).toContain(DATA_UNAVAILABLE);
  });

  it('refuses more slips than one download holds, queueing nothing', async () => {
    const many = item(
      printer,
      Array.from({ length: 5_001 }, () => ({}) as PackingSlipRecordInput),
    );
    const before = await queuedCount();
    await expect(service.request(printer, body({ orderItemIds: [many] }))).rejects.toMatchObject({
      status: 400,
      message: TOO_MANY_SLIPS,
    });
    expect(await queuedCount()).toBe(before);
  });

  it('fails the job with a clear message when a slip is incomplete, storing no file', async () => {
    const broken = item(printer, [{ ...slipRecord({ orderSelfId: '#PF9-1' }), verifyQRCode: '' }]);
    const filesBefore = await printerFileCount();
    const asked = await service.request(printer, body({ orderItemIds: [broken] }));
    const job = await finish(asked.data.jobId);
    expect(job.status).toBe('FAIL');
    expect(job.error).toMatch(/^The packing slip of order #PF9-1 is incomplete: verifyQRCode/);
    expect(job.result).toBeNull();
    expect(await printerFileCount()).toBe(filesBefore);
  });
});

describe('mass download of print designs and shipping labels', () => {
  it('zips the files of the items, each name once', async () => {
    const front = await flatPicture(40, 40, { r: 200, g: 0, b: 0 });
    const backId = randomUUID();
    stored.set(backId, Buffer.from('back design'));
    const first = item(
      printer,
      [],
      [
        { orderItemId: '', name: 'front.png', file: { bytes: front } },
        { orderItemId: '', name: 'back.png', file: { fileId: backId } },
      ],
    );
    const second = item(
      printer,
      [],
      [
        { orderItemId: '', name: 'front.png', file: { bytes: Buffer.from('second front') } },
        { orderItemId: '', name: '../label?.pdf', file: { bytes: Buffer.from('%PDF label') } },
      ],
    );
    const asked = await service.request(
      printer,
      body({ contents: 'PRINT_DESIGNS', orderItemIds: [first, second] }),
    );
    const job = await finish(asked.data.jobId);
    expect(job.status).toBe('FINISHED');
    const result = job.result as { fileName: string; fileUrl: string; count: number };
    expect(result.fileName).toBe('print-designs-2026-05-14-093000.zip');
    expect(result.count).toBe(4);
    const entries = await zipEntries(await download(result.fileUrl));
    // No folders, no dots leading out of the folder, no reserved characters.
    expect(Object.keys(entries).sort()).toEqual([
      '_label_.pdf',
      'back.png',
      'front (2).png',
      'front.png',
    ]);
    expect(entries['back.png']).toBe('back design');
    expect(entries['front (2).png']).toBe('second front');
  });

  it('holds a zip to the limits of spec 02 section 9: 20 items, 48 files', async () => {
    const ids = Array.from({ length: 21 }, () => randomUUID());
    await expect(
      service.request(printer, body({ contents: 'SHIPPING_LABELS', orderItemIds: ids })),
    ).rejects.toMatchObject({ status: 400, message: TOO_MANY_ZIP_ITEMS });

    const label = { orderItemId: '', name: 'label.pdf', file: { bytes: Buffer.from('%PDF') } };
    const crowded = item(
      printer,
      [],
      Array.from({ length: 49 }, () => label),
    );
    const asked = await service.request(
      printer,
      body({ contents: 'SHIPPING_LABELS', orderItemIds: [crowded] }),
    );
    const job = await finish(asked.data.jobId);
    expect(job.status).toBe('FAIL');
    expect(job.error).toBe(TOO_MANY_ZIP_FILES);
  });
});

describe('file names', () => {
  it("are stamped with the station's clock", () => {
    const at = new Date('2026-05-14T23:30:00Z');
    expect(downloadFileName('PACKING_SLIPS', 120, at)).toBe('packing-slips-2026-05-15-013000.pdf');
    expect(downloadFileName('SHIPPING_LABELS', -300, at)).toBe(
      'shipping-labels-2026-05-14-183000.zip',
    );
  });
});
