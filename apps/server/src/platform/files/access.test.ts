import type { Permission, Session } from '@platfox/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAdmin, newSeller } from '../../test/fixtures';
import { bearer, createTestApp, type TestContext } from '../../test/harness';
import { createFileStore, FileService } from '.';

/*
 * A stored file or a job is read by its owner, root, or an admin holding the permission of what it
 * belongs to; any other admin reads it as not found, like another seller does.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const get = (session: Session, url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: bearer(session) });
const link = (session: Session, fileId: string) =>
  ctx.app.inject({ method: 'POST', url: `/api/files/${fileId}/link`, headers: bearer(session) });

async function uploadProof(session: Session): Promise<string> {
  const png = await sharp({
    create: { width: 40, height: 40, channels: 3, background: '#336699' },
  })
    .png()
    .toBuffer();
  const boundary = '----proof';
  const answer = await ctx.app.inject({
    method: 'POST',
    url: '/api/seller/deposit-proofs',
    headers: { ...bearer(session), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="proof.png"\r\n` +
          'Content-Type: image/png\r\n\r\n',
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
  expect(answer.statusCode).toBe(200);
  return answer.json().data.id as string;
}

describe('who reads a stored file', () => {
  it("a seller's bank-transfer proof: the seller and deposit admins, no other admin or seller", async () => {
    const seller = await newSeller(ctx);
    const proofId = await uploadProof(seller.session);
    const url = `/api/files/${proofId}/download`;
    const noPermission = await newAdmin(ctx, []);
    const orders = await newAdmin(ctx, ['ORDER_ACCESS']);
    const deposits = await newAdmin(ctx, ['DEPOSIT_DETAIL_ACCESS']);
    const other = await newSeller(ctx);
    expect((await get(seller.session, url)).statusCode).toBe(200);
    expect((await get(deposits, url)).statusCode).toBe(200);
    for (const refused of [noPermission, orders, other.session]) {
      expect((await get(refused, url)).statusCode).toBe(404);
      expect((await link(refused, proofId)).statusCode).toBe(404);
    }
    expect((await link(deposits, proofId)).statusCode).toBe(200);
  });
});

describe('who reads an export and its job', () => {
  it('the admin who asked, and admins with the list permission; not an admin without it', async () => {
    const asker = await newAdmin(ctx, ['ORDER_ACCESS']);
    const started = await ctx.app.inject({
      method: 'POST',
      url: '/api/exports',
      headers: bearer(asker),
      payload: {
        model: 'order',
        scope: 'ALL_ITEMS',
        format: 'csv',
        query: { timezone: 'UTC' },
        columns: [{ field: 'id', label: 'Id' }],
      },
    });
    expect(started.statusCode, started.body).toBe(200);
    const jobId = started.json().data.jobId as string;
    await ctx.app.jobs.runUntilIdle();
    const job = await get(asker, `/api/jobs/${jobId}`);
    expect(job.statusCode).toBe(200);
    const fileId = job.json().data.result.fileId as string;

    const colleague = await newAdmin(ctx, ['ORDER_ACCESS']);
    const stranger = await newAdmin(ctx, ['DEPOSIT_ACCESS']);
    const seller = await newSeller(ctx);
    for (const allowed of [asker, colleague]) {
      expect((await get(allowed, `/api/jobs/${jobId}`)).statusCode).toBe(200);
      expect((await get(allowed, `/api/files/${fileId}/download`)).statusCode).toBe(200);
    }
    for (const refused of [stranger, seller.session]) {
      expect((await get(refused, `/api/jobs/${jobId}`)).statusCode).toBe(404);
      expect((await get(refused, `/api/files/${fileId}/download`)).statusCode).toBe(404);
    }
  });
});

/*
 * Every kind of stored file, with the permission its module stores it under (the module named):
 * its owner and an admin holding that permission read it; an admin holding any other permission,
 * and another seller, read it as not found.
 */
const KINDS: { kind: string; permission: Permission | null }[] = [
  { kind: 'deposit proof (ledger/proof-routes)', permission: 'DEPOSIT_DETAIL_ACCESS' },
  { kind: 'design or mockup (catalog/designs)', permission: 'PRODUCT_DETAIL_ACCESS' },
  {
    kind: 'completed photo, label (production/floor-files)',
    permission: 'ORDER_ITEM_DETAIL_ACCESS',
  },
  { kind: 'tracker photo (shipment-trackers)', permission: 'ORDER_ITEM_ACCESS' },
  { kind: 'signature (packing-slips)', permission: 'PACKING_SLIP_SIGNATURE_DETAIL_ACCESS' },
  { kind: 'import file (imports)', permission: 'IMPORT_QUEUE_ACCESS' },
  { kind: 'order export (exports)', permission: 'ORDER_ACCESS' },
  { kind: 'packing slips PDF (packing-slips): owner only', permission: null },
];

describe('who reads each kind of stored file', () => {
  it.each(KINDS)('$kind', async ({ permission }) => {
    const store = new FileService(ctx.database.db, createFileStore(ctx.config));
    const owner = await newSeller(ctx);
    const file = await store.save({
      ownerId: owner.id,
      readPermission: permission,
      folder: 'images',
      name: 'content.bin',
      contentType: 'application/octet-stream',
      body: Buffer.from('stored content'),
    });
    const url = `/api/files/${file.id}/download`;
    const holder = permission ? await newAdmin(ctx, [permission]) : null;
    const other = await newAdmin(ctx, ['COUPON_ACCESS', 'USER_ACCESS']);
    const bare = await newAdmin(ctx, []);
    const stranger = await newSeller(ctx);
    expect((await get(owner.session, url)).statusCode).toBe(200);
    if (holder) expect((await get(holder, url)).statusCode).toBe(200);
    for (const refused of [other, bare, stranger.session]) {
      expect((await get(refused, url)).statusCode).toBe(404);
    }
  });
});
