import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Session } from '@platfox/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { readConfig } from '../../config';
import type { Database } from '../../platform/db';
import { createFileStore, FileService } from '../../platform/files';
import { MemoryMailer } from '../../platform/mail';
import type { App } from '../../platform/types';
import { bearer, createTestDatabase, signIn } from '../../test/harness';
import { seedDemoData } from '../../seed';
import type { Actor } from '../auth/service';
import { slipRecord } from './fixtures';
import { packingSlipRoutes } from './routes';
import type { PackingSlipSource } from './service';

/*
 * The routes are not in buildApp yet (their source, the production module, is wired by the
 * lead): this file builds the app the way the harness does and adds them before it starts.
 */

const dataDir = mkdtempSync(path.join(tmpdir(), 'platfox-slip-routes-'));
let database: Database;
let app: App;
let printer: Session;
let seller: Session;
const askedBy: Actor[] = [];

const source: PackingSlipSource = {
  count: async (actor) => {
    askedBy.push(actor);
    return 1;
  },
  records: () => [slipRecord({ verifyQRCode: 'PSV-ROUTE-1' })],
  files: async () => [],
  loadFile: async () => null,
};

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.db);
  const config = {
    ...readConfig({ NODE_ENV: 'test', REDIS_URL: '', PUBLIC_URL: 'http://platfox.test' }),
    dataDir,
    jobConcurrency: 0,
  };
  app = await buildApp({ config, database, logger: false, mailer: new MemoryMailer() });
  const files = new FileService(database.db, createFileStore(config));
  packingSlipRoutes(app, { database, jobs: app.jobs, files }, source, async () => ({}));
  await app.ready();
  printer = await signIn(app, 'printer@demo.test');
  seller = await signIn(app, 'seller@demo.test');
});
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const url = '/api/printer/packing-slips/mass-download';
const valid = { orderItemIds: ['7f1c2a8e-7a55-4f0e-9a49-2b7c9d0e4b11'], staffId: 'ST-3' };

describe('POST /api/printer/packing-slips/mass-download', () => {
  it("queues the printer's download and its job ends with a link to the PDF", async () => {
    const response = await app.inject({
      method: 'POST',
      url,
      headers: bearer(printer),
      payload: valid,
    });
    expect(response.statusCode).toBe(200);
    const { jobId } = response.json<{ data: { jobId: string } }>().data;
    expect(askedBy.at(-1)?.type).toBe('PRINTER');
    await app.jobs.runUntilIdle();
    const job = await app.inject({
      method: 'GET',
      url: `/api/jobs/${jobId}`,
      headers: bearer(printer),
    });
    expect(job.json().data).toMatchObject({
      status: 'FINISHED',
      result: { count: 1, fileName: expect.stringMatching(/^packing-slips-.*\.pdf$/) },
    });
    const file = await app.inject({ method: 'GET', url: job.json().data.result.fileUrl });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('is for printers only', async () => {
    const asSeller = await app.inject({
      method: 'POST',
      url,
      headers: bearer(seller),
      payload: valid,
    });
    expect(asSeller.statusCode).toBe(403);
    const anonymous = await app.inject({ method: 'POST', url, payload: valid });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a choice of nothing, and a missing staff id, field by field', async () => {
    const response = await app.inject({
      method: 'POST',
      url,
      headers: bearer(printer),
      payload: { orderItemIds: [], staffId: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual(['orderItemIds', 'staffId']);
  });
});
