import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { packingSlipRecordSchema, type PackingSlipRecordInput } from '@platfox/domain';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { users } from '../apps/server/src/modules/accounts/tables';
import type { Actor } from '../apps/server/src/modules/auth/service';
import { flatPicture, slipRecord } from '../apps/server/src/modules/packing-slips/fixtures';
import { PackingSlipDocument } from '../apps/server/src/modules/packing-slips/pdf';
import {
  PackingSlipDownloadService,
  type PackingSlipSource,
} from '../apps/server/src/modules/packing-slips/service';
import { createFileStore, FileService } from '../apps/server/src/platform/files';
import { ProgressJobs } from '../apps/server/src/platform/jobs';
import { createBoss } from '../apps/server/src/platform/jobs/boss';
import { startedBoss } from '../apps/server/src/platform/jobs/boss-runtime';
import { registerJobs } from '../apps/server/src/platform/jobs/register';
import { packingSlipJobs } from '../apps/server/src/modules/packing-slips/jobs';
import { seedDemoData } from '../apps/server/src/seed';
import type { Figures } from './lib/server';
import { pgliteDatabase } from './lists/database';

/*
 * Issue 6's packing-slip figures: pages rendered per second on one core (each slip with its own
 * QR code and barcode, sharing the designs and signature as real batches do), and the time of a
 * mass download job of 1,000 slips from request to stored file. BENCH_SLIPS changes the count.
 */

const SLIPS = Number(process.env.BENCH_SLIPS ?? 1_000);

async function slipRecords(count: number): Promise<PackingSlipRecordInput[]> {
  const front = await flatPicture(1800, 2400, { r: 20, g: 120, b: 200 });
  const back = await flatPicture(1800, 2400, { r: 200, g: 80, b: 20 });
  const signature = await flatPicture(600, 200, { r: 10, g: 10, b: 10 });
  return Array.from({ length: count }, (_, n) =>
    slipRecord({
      orderSelfId: `#PF${100_000 + n}-1`,
      verifyQRCode: `PSV-${n.toString(36).toUpperCase().padStart(8, '0')}-1`,
      barcodeValue: `PS${n.toString(36).toUpperCase().padStart(8, '0')}-1`,
      isTikTokOrder: n % 3 === 0,
      printDesigns: [
        { barCodeName: 'Front', index: 1, image: { bytes: front } },
        { barCodeName: 'Back', index: 2, image: { bytes: back } },
      ],
      signatureImage: { bytes: signature },
      packingSlipSignatureUploadSize: '600|200|300',
    }),
  );
}

/** Renders into a sink that only counts bytes: the figure is the drawing, not a disk. */
async function pagesPerSecond(records: PackingSlipRecordInput[]): Promise<Figures> {
  let bytes = 0;
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length;
      callback();
    },
  });
  const started = performance.now();
  const slips = new PackingSlipDocument({ designatedCreatorIds: ['seller-1'] });
  const done = new Promise((resolve) => sink.on('finish', resolve));
  slips.stream.pipe(sink);
  // Parsed here as the job parses each record from its source.
  for (const record of records) await slips.add(packingSlipRecordSchema.parse(record));
  slips.end();
  await done;
  const seconds = (performance.now() - started) / 1000;
  return {
    [`packing slips: ${records.length} pages rendered (unique QR and barcode, one core)`]: `${(
      records.length / seconds
    ).toFixed(0)} pages/s (${seconds.toFixed(2)} s, ${(bytes / 1024 / 1024).toFixed(1)} MB)`,
  };
}

/** A whole mass download job on PGlite with the file store on local disk. */
async function massDownload(records: PackingSlipRecordInput[]): Promise<Figures> {
  const bench = await pgliteDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'platfox-bench-slips-'));
  try {
    const db = bench.database.db;
    await seedDemoData(db);
    const [row] = await db.select().from(users).where(eq(users.email, 'printer@demo.test'));
    if (!row) throw new Error('The demo printer is missing');
    const printer: Actor = {
      id: row.id,
      type: row.type,
      status: row.status,
      isVerified: true,
      permissions: [],
      sessionId: null,
    };
    const silent = pino({ level: 'silent' }) as FastifyBaseLogger;
    const pgBoss = createBoss(bench.database, { supervise: false, schedule: false });
    await pgBoss.start();
    const boss = startedBoss(pgBoss);
    const jobs = new ProgressJobs(db, { emitToUser: () => undefined }, silent, boss, {
      concurrency: 0,
      pollMs: 1000,
    });
    const files = new FileService(db, createFileStore({ dataDir, s3: undefined }));
    const source: PackingSlipSource = {
      count: async () => records.length,
      records: () => records,
      files: async () => [],
      loadFile: async () => null,
    };
    const service = new PackingSlipDownloadService(db, jobs, files, source, async () => ({
      designatedCreatorIds: ['seller-1'],
    }));
    registerJobs({ boss, jobs }, packingSlipJobs(service));
    await boss.ready();
    const startedAt = performance.now();
    const asked = await service.request(printer, {
      contents: 'PACKING_SLIPS',
      orderItemIds: [row.id],
      staffId: 'ST-1',
      timezoneOffset: 0,
    });
    await jobs.runUntilIdle();
    const seconds = (performance.now() - startedAt) / 1000;
    await pgBoss.stop({ graceful: true });
    const job = await jobs.find(asked.data.jobId);
    if (job?.status !== 'FINISHED') throw new Error(`The job ended ${job?.status}: ${job?.error}`);
    return {
      [`packing slips: mass download job of ${records.length} slips on PGlite`]: `${seconds.toFixed(2)} s`,
    };
  } finally {
    await bench.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchPackingSlips(): Promise<Figures> {
  const records = await slipRecords(SLIPS);
  // A short warm-up: the first document loads the fonts' metrics and compiles the code paths.
  await pagesPerSecond(records.slice(0, 20));
  return { ...(await pagesPerSecond(records)), ...(await massDownload(records)) };
}

// `npx tsx bench/packing-slips.ts` runs this bench alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [name, value] of Object.entries(await benchPackingSlips()))
    console.log(`  ${name}  ${value}`);
}
