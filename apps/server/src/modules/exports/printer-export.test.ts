import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../../platform/csv-parse';
import { as, demoPrinter, newAdmin, newUser } from '../../test/fixtures';
import type { Session } from '@platfox/domain';
import { bearer, createTestApp, type TestContext } from '../../test/harness';
import { approvedOrder } from '../orders/test-fixtures';

/*
 * printer/export-orders (spec 03 section 7.5): the printer's own order items, as one of its item
 * lists shows them, to a spreadsheet through the export job of POST /exports.
 */

const dataDir = mkdtempSync(path.join(tmpdir(), 'platfox-printer-export-'));
let ctx: TestContext;
let printer: Awaited<ReturnType<typeof demoPrinter>>;
let itemId: string;

beforeAll(async () => {
  ctx = await createTestApp({ dataDir, jobConcurrency: 0 });
  printer = await demoPrinter(ctx);
  itemId = (await approvedOrder(ctx, [2])).itemIds[0]!;
});
afterAll(async () => {
  await ctx.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const EXPORT = {
  model: 'printer-item-to-pick',
  scope: 'ALL_ITEMS',
  format: 'csv',
  query: { timezone: 'UTC' },
  columns: [
    { field: 'id', label: 'ID' },
    { field: 'quantity', label: 'Quantity' },
  ],
};

/** Asks for the export, runs the job and answers the file's rows. */
async function exported(session: Session, body: unknown = EXPORT) {
  const call = as(ctx, session);
  const asked = await call('POST', '/api/printer/export-orders', body);
  expect(asked.status, JSON.stringify(asked.body)).toBe(200);
  await ctx.app.jobs.runUntilIdle();
  const job = await call('GET', `/api/jobs/${asked.body.data.jobId}`);
  expect(job.body.data.status, job.body.data.error ?? '').toBe('FINISHED');
  const file = await ctx.app.inject({
    method: 'GET',
    url: `/api/files/${job.body.data.result.fileId}/download`,
    headers: bearer(session),
  });
  return { job: job.body.data, file };
}

describe('printer/export-orders', () => {
  it("writes the printer's items to pick into a spreadsheet file", async () => {
    const { job, file } = await exported(printer.session);
    expect(file.statusCode).toBe(200);
    const rows = parseCsv(file.body.replace(/^\uFEFF/, ''));
    expect(rows[0]).toEqual(['ID', 'Quantity']);
    expect(rows).toContainEqual([itemId, '2']);
    expect(job.result.fileName).toMatch(/^printer-item-to-pick-.*\.csv$/);
  });

  it("gives another printer none of this printer's items", async () => {
    const { file } = await exported((await newUser(ctx, 'PRINTER')).session);
    const rows = parseCsv(file.body.replace(/^\uFEFF/, ''));
    expect(rows.flat()).not.toContain(itemId);
  });

  it('refuses a list that is not one of the printer item lists, sellers and admins', async () => {
    const wrong = await printer.call('POST', '/api/printer/export-orders', {
      ...EXPORT,
      model: 'user',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.model).toMatch(/^The printer exports one of its item lists/);
    const seller = as(ctx, (await newUser(ctx, 'SELLER')).session);
    expect((await seller('POST', '/api/printer/export-orders', EXPORT)).status).toBe(403);
    const admin = as(ctx, await newAdmin(ctx, ['ORDER_ITEM_ACCESS']));
    expect((await admin('POST', '/api/printer/export-orders', EXPORT)).status).toBe(403);
  });
});
