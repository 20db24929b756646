import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Session } from '@platfox/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../platform/files/tables';
import { as, demoPrinter, newAdmin, newSeller, type UserFixture } from '../../test/fixtures';
import { bearer, createTestApp, type TestContext } from '../../test/harness';
import { approvedOrder } from '../orders/test-fixtures';
import { pdfImages, pdfInfo } from './test-reader';

/*
 * Packing-slip signatures as sellers and admins set them, and what the printer's slip then
 * shows; the slip settings (page size, designated creators). PDFs are read back with poppler.
 */

const dataDir = mkdtempSync(path.join(tmpdir(), 'platfox-signature-'));
let ctx: TestContext;
let printer: Awaited<ReturnType<typeof demoPrinter>>;

beforeAll(async () => {
  ctx = await createTestApp({ dataDir, jobConcurrency: 0 });
  printer = await demoPrinter(ctx);
});
afterAll(async () => {
  await ctx.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const SELLER_URL = '/api/seller/packing-slip-signature';
const adminUrl = (sellerId: string) => `/api/admin/packing-slip-signatures/${sellerId}`;
const SETTINGS_URL = '/api/admin/packing-slip-settings';

/** A dark stroke on white, declaring its density like a scanned signature would. */
const signaturePng = (width: number, height: number, dpi: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 20, b: 90 } } })
    .png()
    .withMetadata({ density: dpi })
    .toBuffer();

async function upload(session: Session, url: string, content: Buffer, fileName = 'sign.png') {
  const boundary = `----sig${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await ctx.app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(session), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  return { status: response.statusCode, body: response.json() };
}

const filesOf = (ownerId: string) =>
  ctx.database.db.select().from(files).where(eq(files.ownerId, ownerId));

async function slipPdf(itemId: string) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/printer/order-items/${itemId}/packing-slip`,
    headers: bearer(printer.session),
  });
  expect(response.statusCode).toBe(200);
  return response.rawPayload;
}

describe("a seller's own signature", () => {
  it('is read from the picture, replaced without leaving the old file, and drawn on the slips', async () => {
    const { seller, itemIds } = await approvedOrder(ctx, [1]);
    const call = as(ctx, seller.session);
    expect((await call('GET', SELLER_URL)).body.data).toBeNull();
    const before = await pdfImages(await slipPdf(itemIds[0]!));

    const first = await upload(seller.session, SELLER_URL, await signaturePng(300, 100, 300));
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({ width: 300, height: 100, dpi: 300 });
    expect(first.body.data.uploadSize).toBe('300|100|300');

    const second = await upload(seller.session, SELLER_URL, await signaturePng(400, 120, 200));
    expect(second.status).toBe(200);
    const current = await call('GET', SELLER_URL);
    expect(current.body.data).toMatchObject({ uploadSize: '400|120|200', fileName: 'sign.png' });
    expect(await filesOf(seller.id)).toHaveLength(1);

    const image = await ctx.app.inject({
      method: 'GET',
      // The screens add the change time so a replaced picture is a new URL.
      url: `${SELLER_URL}/image?v=${encodeURIComponent(current.body.data.updatedAt)}`,
      headers: bearer(seller.session),
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect((await sharp(image.rawPayload).metadata()).width).toBe(400);

    // The slip of this seller's item now carries one more picture: the signature.
    const after = await pdfImages(await slipPdf(itemIds[0]!));
    expect(after.length).toBe(before.length + 1);
  });

  it('refuses what is not a PNG or JPEG picture and keeps no file of it', async () => {
    const seller = await newSeller(ctx);
    const refused = await upload(seller.session, SELLER_URL, Buffer.from('%PDF-1.4 no'), 'x.png');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('The signature must be a PNG or JPEG image');
    expect(await filesOf(seller.id)).toHaveLength(0);
  });

  it("never reaches another seller's signature", async () => {
    const owner = await newSeller(ctx);
    const other = await newSeller(ctx);
    expect((await upload(owner.session, SELLER_URL, await signaturePng(50, 20, 72))).status).toBe(
      200,
    );
    const call = as(ctx, other.session);
    // Its own paths address only itself: it has none, and deleting removes nothing of the owner's.
    expect((await call('GET', SELLER_URL)).body.data).toBeNull();
    expect((await call('DELETE', SELLER_URL)).status).toBe(404);
    // The admin's paths, which name a seller, are closed to sellers.
    expect((await call('GET', adminUrl(owner.id))).status).toBe(403);
    expect((await call('GET', `${adminUrl(owner.id)}/image`)).status).toBe(403);
    expect((await call('DELETE', adminUrl(owner.id))).status).toBe(403);
    expect(
      (await upload(other.session, adminUrl(owner.id), await signaturePng(9, 9, 72))).status,
    ).toBe(403);
    expect((await as(ctx, owner.session)('GET', SELLER_URL)).body.data).toMatchObject({
      uploadSize: '50|20|72',
    });

    expect((await as(ctx, owner.session)('DELETE', SELLER_URL)).status).toBe(200);
    expect((await as(ctx, owner.session)('GET', SELLER_URL)).body.data).toBeNull();
    expect(await filesOf(owner.id)).toHaveLength(0);
  });
});

describe("the admin's signatures", () => {
  let seller: UserFixture;
  beforeAll(async () => {
    seller = await newSeller(ctx);
  });

  it('lists, sets and deletes a seller signature with the permission, not without', async () => {
    const admin = await newAdmin(ctx, [
      'PACKING_SLIP_SIGNATURE_ACCESS',
      'PACKING_SLIP_SIGNATURE_DETAIL_ACCESS',
      'PACKING_SLIP_SIGNATURE_DETAIL_UPDATE',
    ]);
    const found = await as(ctx, admin)(
      'GET',
      `/api/admin/packing-slip-signatures/sellers?search=${encodeURIComponent(seller.session.user.email)}`,
    );
    expect(found.body.data).toEqual([expect.objectContaining({ id: seller.id })]);
    const set = await upload(admin, adminUrl(seller.id), await signaturePng(120, 40, 96));
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.data).toMatchObject({ sellerId: seller.id, uploadSize: '120|40|96' });

    const call = as(ctx, admin);
    const list = await call('POST', '/api/data-lists', {
      model: 'packing-slip-signature',
      filters: [{ field: 'sellerId', operation: 'in', value: [seller.id] }],
    });
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(list.body.items).toMatchObject([{ sellerId: seller.id, uploadSize: '120|40|96' }]);

    for (const field of ['sellerEmail', 'sellerName', 'fileName', 'width', 'dpi', 'createdAt']) {
      for (const direction of ['asc', 'desc']) {
        const sorted = await call('POST', '/api/data-lists', {
          model: 'packing-slip-signature',
          sorting: [{ field, direction }],
        });
        expect(sorted.status, `${field} ${direction}`).toBe(200);
        expect(sorted.body.items.length).toBeGreaterThan(0);
      }
    }

    const reader = await newAdmin(ctx, [
      'PACKING_SLIP_SIGNATURE_ACCESS',
      'PACKING_SLIP_SIGNATURE_DETAIL_ACCESS',
    ]);
    expect((await as(ctx, reader)('GET', adminUrl(seller.id))).status).toBe(200);
    expect((await as(ctx, reader)('DELETE', adminUrl(seller.id))).status).toBe(403);
    const stranger = await newAdmin(ctx, ['ORDER_ACCESS']);
    expect(
      (await as(ctx, stranger)('POST', '/api/data-lists', { model: 'packing-slip-signature' }))
        .status,
    ).toBe(403);

    expect((await call('DELETE', adminUrl(seller.id))).status).toBe(200);
    expect((await call('GET', adminUrl(seller.id))).body.data).toBeNull();
    expect(await filesOf(seller.id)).toHaveLength(0);
  });

  it('refuses a signature for an account that is not a seller', async () => {
    const admin = await newAdmin(ctx, ['PACKING_SLIP_SIGNATURE_DETAIL_UPDATE']);
    const response = await upload(admin, adminUrl(printer.id), await signaturePng(10, 10, 72));
    expect(response.status).toBe(404);
    expect(response.body.message).toBe('Seller not found');
    expect(await filesOf(printer.id)).toHaveLength(0);
    // An id no account has: not found, and no file is kept for it.
    const nobody = '00000000-0000-4000-8000-000000000000';
    const unknown = await upload(admin, adminUrl(nobody), await signaturePng(10, 10, 72));
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Seller not found');
  });
});

describe('a mass download', () => {
  it("draws each seller's own signature, one picture embedded once per seller", async () => {
    const signed = await approvedOrder(ctx, [2]);
    const unsigned = await approvedOrder(ctx, [1]);
    const other = await approvedOrder(ctx, [1]);
    await upload(signed.seller.session, SELLER_URL, await signaturePng(200, 80, 150));
    await upload(other.seller.session, SELLER_URL, await signaturePng(220, 90, 150));
    const itemIds = [...signed.itemIds, ...unsigned.itemIds, ...other.itemIds];
    const asked = await printer.call('POST', '/api/printer/packing-slips/mass-download', {
      orderItemIds: itemIds,
      staffId: printer.staffId,
      timezoneOffset: 0,
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    await ctx.app.jobs.runUntilIdle();
    const job = await printer.call('GET', `/api/jobs/${asked.body.data.jobId}`);
    expect(job.body.data.status).toBe('FINISHED');
    const file = await ctx.app.inject({ method: 'GET', url: job.body.data.result.fileUrl });
    const images = await pdfImages(file.rawPayload);
    // Pages 1-2 are the signed seller's two units, 3 the unsigned one's, 4 the other seller's.
    const pagesWithImage = images.map((image) => image.page).sort();
    expect(pagesWithImage).toEqual([1, 2, 4]);
    expect(new Set(images.map((image) => image.objectId)).size).toBe(2);
  });
});

describe('the slip settings', () => {
  it('round-trip the size and creators, refuse bad values, and set the PDF page', async () => {
    const admin = await newAdmin(ctx, [
      'PACKING_SLIP_SIZE_ACCESS',
      'PACKING_SLIP_SIZE_DETAIL_UPDATE',
    ]);
    const call = as(ctx, admin);
    const creator = await newSeller(ctx);
    expect((await call('GET', SETTINGS_URL)).body.data).toMatchObject({ size: null });

    const saved = await call('PUT', SETTINGS_URL, {
      size: '1200|1800|300',
      designatedCreatorIds: [creator.id],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const read = await call('GET', SETTINGS_URL);
    expect(read.body.data).toMatchObject({
      size: '1200|1800|300',
      designatedCreatorIds: [creator.id],
      designatedCreators: [{ id: creator.id }],
    });

    // 1200 x 1800 dots at 300 dpi is a 4 x 6 inch label: 288 x 432 points.
    const { itemIds } = await approvedOrder(ctx, [1]);
    expect(await pdfInfo(await slipPdf(itemIds[0]!))).toMatchObject({ width: 288, height: 432 });

    for (const size of ['1200x1800x300', '1200|1800', '0|1800|300', '1200|1800|5', '-1|2|3']) {
      const bad = await call('PUT', SETTINGS_URL, { size, designatedCreatorIds: [] });
      expect(bad.status, size).toBe(400);
      expect(bad.body.errors.size, size).toMatch(/width\|height\|dpi|Width and height/);
    }
    const notSeller = await call('PUT', SETTINGS_URL, {
      size: null,
      designatedCreatorIds: [printer.id],
    });
    expect(notSeller.status).toBe(400);
    expect(notSeller.body.errors.designatedCreatorIds).toBe('A designated creator is not a seller');
    const five = await call('PUT', SETTINGS_URL, {
      size: null,
      designatedCreatorIds: Array.from({ length: 5 }, () => creator.id),
    });
    expect(five.status).toBe(400);
    expect((await call('GET', SETTINGS_URL)).body.data.size).toBe('1200|1800|300');

    const found = await call(
      'GET',
      `${SETTINGS_URL}/creators?search=${encodeURIComponent(creator.session.user.email)}`,
    );
    expect(found.status, JSON.stringify(found.body)).toBe(200);
    expect(found.body.data).toEqual([expect.objectContaining({ id: creator.id })]);
    const printers = await call('GET', `${SETTINGS_URL}/creators?search=printer%40demo`);
    expect(printers.body.data).toEqual([]);

    const reader = await newAdmin(ctx, ['PACKING_SLIP_SIZE_ACCESS']);
    expect(
      (await as(ctx, reader)('PUT', SETTINGS_URL, { size: null, designatedCreatorIds: [] })).status,
    ).toBe(403);

    // Back to the default page.
    expect((await call('PUT', SETTINGS_URL, { size: null, designatedCreatorIds: [] })).status).toBe(
      200,
    );
    expect(await pdfInfo(await slipPdf(itemIds[0]!))).toMatchObject({ width: 1200, height: 1800 });
  });
});
