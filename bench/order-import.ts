import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import {
  ORDER_IMPORT_COLUMNS,
  ORDER_IMPORT_SHEET,
  type ImportQueue,
  type Session,
} from '@platfox/domain';
import ExcelJS from 'exceljs';
import { buildApp } from '../apps/server/src/app';
import { readConfig } from '../apps/server/src/config';
import { MemoryMailer } from '../apps/server/src/platform/mail';
import { DEMO_PASSWORD, seedDemoData } from '../apps/server/src/seed';
import type { Figures } from './lib/server';
import { pgliteDatabase } from './lists/database';

const LINES = Number(process.env.BENCH_IMPORT_LINES ?? 10_000);
/** Two lines per order: 10,000 lines make 5,000 draft orders. */
const LINES_PER_ORDER = 2;

/** The order spreadsheet, written with exceljs's streaming writer like a large export. */
async function orderFile(lines: number): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false });
  const sheet = workbook.addWorksheet(ORDER_IMPORT_SHEET);
  sheet.addRow(ORDER_IMPORT_COLUMNS.map((column) => column.name)).commit();
  const items = ['White / S', 'White / M', 'Black / L', 'Black / M'];
  for (let n = 0; n < lines; n += 1) {
    const order = Math.floor(n / LINES_PER_ORDER);
    const values: Record<string, string | number> = {
      reference: `BENCH-${order}`,
      product: order % 2 === 0 ? 'PF-LOGO-TEE' : 'PF-DUO-TEE',
      item: items[n % items.length]!,
      quantity: 1 + (n % 3),
      fullName: `Buyer ${order}`,
      street: `${order} Main St`,
      city: 'Austin',
      state: 'TX',
      zipcode: '73301',
      country: 'US',
      shipping: order % 5 === 0 ? 'FAST' : 'STANDARD',
    };
    sheet.addRow(ORDER_IMPORT_COLUMNS.map((column) => values[column.key] ?? '')).commit();
  }
  sheet.commit();
  await workbook.commit();
  return Buffer.concat(chunks);
}

function multipart(file: Buffer, name: string) {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

/**
 * Issue 5's import figure: a 10,000-line order spreadsheet (5,000 orders of two lines) imported
 * on PGlite on disk, from the upload to the finished job, through the app as it runs (upload
 * route, job queue, file store). BENCH_IMPORT_LINES scales it.
 */
export async function benchOrderImport(): Promise<Figures> {
  const bench = await pgliteDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'platfox-bench-import-'));
  try {
    await seedDemoData(bench.database.db);
    const config = {
      ...readConfig({ NODE_ENV: 'test', REDIS_URL: '', DATA_DIR: dataDir }),
      jobConcurrency: 0,
    };
    const app = await buildApp({
      config,
      database: bench.database,
      logger: false,
      mailer: new MemoryMailer(),
    });
    await app.ready();
    try {
      const signIn = await app.inject({
        method: 'POST',
        url: '/api/auth/authenticate',
        payload: { email: 'seller@demo.test', password: DEMO_PASSWORD },
      });
      if (signIn.statusCode !== 200) throw new Error(signIn.body);
      const token = signIn.json<Session>().accessToken.token;
      const file = await orderFile(LINES);

      const started = performance.now();
      const { body, contentType } = multipart(file, 'bench-orders.xlsx');
      const uploaded = await app.inject({
        method: 'POST',
        url: '/api/imports/orders',
        headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
        payload: body,
      });
      if (uploaded.statusCode !== 200) throw new Error(uploaded.body);
      const uploadMs = performance.now() - started;
      await app.jobs.runUntilIdle();
      const seconds = (performance.now() - started) / 1000;
      const done = await app.inject({
        method: 'GET',
        url: `/api/import-queues/${uploaded.json().data.id}`,
        headers: { authorization: `Bearer ${token}` },
      });
      const result = done.json().data as ImportQueue;
      if (result.status !== 'FINISHED') {
        throw new Error(`The bench import ended ${result.status}: ${result.message ?? ''}`);
      }
      const label = `order import on PGlite: ${LINES} lines (${(file.length / 1024).toFixed(0)} KB)`;
      return {
        [`${label}, ${result.createdOrders} draft orders, upload to finished`]: `${seconds.toFixed(1)} s`,
        [`${label}: upload answered in`]: `${uploadMs.toFixed(0)} ms`,
        [`${label}: lines per second`]: (LINES / seconds).toFixed(0),
      };
    } finally {
      await app.close();
    }
  } finally {
    await bench.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// `npx tsx bench/order-import.ts` runs this bench alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [name, value] of Object.entries(await benchOrderImport()))
    console.log(`  ${name}  ${value}`);
}
