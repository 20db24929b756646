import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BackupService } from '../apps/server/src/modules/exports/backup';
import { jobActorOf } from '../apps/server/src/modules/accounts/index';
import { listRegistry } from '../apps/server/src/modules/data-lists/models';
import { DataListService } from '../apps/server/src/modules/data-lists/service';
import { createFileStore, FileService } from '../apps/server/src/platform/files';
import { files as fileRows } from '../apps/server/src/platform/files/tables';
import { eq } from 'drizzle-orm';
import type { JobContext, ProgressJobs } from '../apps/server/src/platform/jobs';
import { silentLive, type Figures } from './lib/server';
import {
  isPostgresReachable,
  pgliteDatabase,
  postgresDatabase,
  type BenchDatabase,
} from './lists/database';
import { seedOrders } from './orders/seed';

/**
 * Issue 36: a backup of a seller with 100,000 orders (and as many items) finishes in under 60 s,
 * reporting its progress as it goes. The job's own work (BackupService.run) is timed: reading
 * every list through its model as the seller, writing CSV into a zip and storing the file.
 */
const ORDERS = Number(process.env.BENCH_BACKUP_ORDERS ?? 100_000);
const POSTGRES_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function measure(bench: BenchDatabase): Promise<Figures> {
  const { db } = bench.database;
  const seeded = await seedOrders(bench.database, { sellers: 1, orders: ORDERS, items: ORDERS });
  const sellerId = seeded.sellerIds[0]!;
  if (!(await jobActorOf(db, sellerId))) throw new Error('the bench seller is missing');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'platfox-bench-backup-'));
  try {
    const files = new FileService(db, createFileStore({ dataDir, s3: undefined }));
    const lists = new DataListService(db, listRegistry, silentLive);
    const service = new BackupService(db, lists, {} as ProgressJobs, files, bench.database.driver);
    const reports: { at: number; done: number; total: number }[] = [];
    const started = performance.now();
    const context = {
      job: { payload: { actorId: sellerId } },
      reportProgress: (done: number, total: number) =>
        reports.push({ at: performance.now() - started, done, total }),
      signal: new AbortController().signal,
    } as unknown as JobContext;
    const outcome = await service.run(context);
    const seconds = (performance.now() - started) / 1000;
    const result = outcome?.result as { rows: number; fileId: string };
    const [stored] = await db.select().from(fileRows).where(eq(fileRows.id, result.fileId));
    const firstReport = reports.find((report) => report.done > 0);
    const label = bench.label;
    return {
      [`backup of ${ORDERS} orders, ${label} (limit 60 s)`]: `${seconds.toFixed(1)} s for ${result.rows} rows, zip ${((stored?.size ?? 0) / 1024 / 1024).toFixed(1)} MB`,
      [`backup progress, ${label}`]: `${reports.length} reports, the first with rows after ${((firstReport?.at ?? 0) / 1000).toFixed(2)} s`,
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchBackup(): Promise<Figures> {
  const figures: Figures = {};
  if (await isPostgresReachable(POSTGRES_URL)) {
    const server = await postgresDatabase(POSTGRES_URL);
    try {
      Object.assign(figures, await measure(server));
    } finally {
      await server.drop();
    }
  }
  if (process.env.BENCH_BACKUP_PGLITE !== '0') {
    const embedded = await pgliteDatabase();
    try {
      Object.assign(figures, await measure(embedded));
    } finally {
      await embedded.drop();
    }
  }
  return figures;
}
