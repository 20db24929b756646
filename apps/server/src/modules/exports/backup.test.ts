import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Job, Session } from '@platfox/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestContext } from '../../test/harness';
import { demoPrinter } from '../../test/fixtures';
import { approvedOrder } from '../orders/test-fixtures';

const run = promisify(execFile);
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const call = (session: Session, method: 'GET' | 'POST', url: string) =>
  ctx.app.inject({ method, url, headers: bearer(session) });

/** The archive's files by name, read by the unzip tool a seller would use. */
async function unzip(zip: Buffer): Promise<Record<string, string>> {
  const folder = mkdtempSync(path.join(tmpdir(), 'platfox-backup-'));
  try {
    const file = path.join(folder, 'backup.zip');
    writeFileSync(file, zip);
    const { stdout } = await run('unzip', ['-Z1', file]);
    const entries: Record<string, string> = {};
    for (const name of stdout.split('\n').filter(Boolean)) {
      entries[name] = (await run('unzip', ['-p', file, name])).stdout;
    }
    return entries;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

describe("the seller's backup", () => {
  it('holds their orders, items, products and transactions, and nothing of another seller', async () => {
    const mine = await approvedOrder(ctx, [2, 1]);
    const theirs = await approvedOrder(ctx, [3]);
    const asked = await call(mine.seller.session, 'POST', '/api/seller/backup');
    expect(asked.statusCode, asked.body).toBe(200);
    const { jobId } = asked.json().data as { jobId: string };
    await ctx.app.jobs.runUntilIdle();

    const read = await call(mine.seller.session, 'GET', `/api/jobs/${jobId}`);
    const job = read.json().data as Job;
    expect(job.status, job.error ?? '').toBe('FINISHED');
    // Every row it wrote was reported as it went.
    expect(job.progress).toEqual({ done: job.result?.rows, total: job.result?.rows });
    const fileId = String(job.result?.fileId);
    const download = await call(mine.seller.session, 'GET', `/api/files/${fileId}/download`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toMatch(/zip/);

    const files = await unzip(download.rawPayload);
    expect(Object.keys(files)).toEqual([
      'orders.csv',
      'order-items.csv',
      'products.csv',
      'transactions.csv',
    ]);
    const orderLines = files['orders.csv']!.trim().split('\r\n');
    expect(orderLines).toHaveLength(2);
    expect(files['orders.csv']).toContain(mine.orderId);
    // Values as the seller's list has them: money in dollars, times on the UTC clock.
    const order = (await call(mine.seller.session, 'GET', `/api/orders/${mine.orderId}`)).json()
      .data as { total: number; createdAt: string };
    const headings = orderLines[0]!.replace('\uFEFF', '').split(',');
    const cells = orderLines[1]!.split(',');
    const cellOf = (heading: string) => cells[headings.indexOf(heading)];
    expect(cellOf('Total')).toBe((order.total / 100).toFixed(2));
    expect(cellOf('Created at')).toBe(order.createdAt.slice(0, 19).replace('T', ' '));
    for (const id of mine.itemIds) expect(files['order-items.csv']).toContain(id);
    // The deposit that funded the order and the order's charge.
    expect(files['transactions.csv']!.trim().split('\r\n').length).toBeGreaterThanOrEqual(3);
    const everything = Object.values(files).join('\n');
    expect(everything).not.toContain(theirs.orderId);
    expect(everything).not.toContain(theirs.seller.id);
    for (const id of theirs.itemIds) expect(everything).not.toContain(id);
    expect(job.result?.rows).toBe(
      Object.values(files).reduce((sum, text) => sum + text.trim().split('\r\n').length - 1, 0),
    );

    // Another seller can neither follow the job nor download the file.
    expect((await call(theirs.seller.session, 'GET', `/api/jobs/${jobId}`)).statusCode).toBe(404);
    const stolen = await call(theirs.seller.session, 'GET', `/api/files/${fileId}/download`);
    expect([403, 404]).toContain(stolen.statusCode);
  });

  it('is a seller’s own call: a printer is refused', async () => {
    const printer = await demoPrinter(ctx);
    expect((await call(printer.session, 'POST', '/api/seller/backup')).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/seller/backup' })).statusCode).toBe(
      401,
    );
  });
});
