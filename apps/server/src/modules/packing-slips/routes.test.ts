import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PACKING_SLIP_ORDER_ID_PATTERN, type Session } from '@platfox/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { as, demoPrinter } from '../../test/fixtures';
import { slipCodeOf } from '../order-items/test-fixtures';
import { files } from '../../platform/files/tables';
import {
  bearer,
  createTestApp,
  createUser,
  signIn,
  signInWith,
  type TestContext,
} from '../../test/harness';
import { catalogImages, productPrintDesigns } from '../catalog/product-tables';
import { blankApparels } from '../catalog/supply-tables';
import { uploadTypeItems } from '../catalog/tables';
import { orderItemActionLogs, orderItems, orderItemUnits } from '../order-items/tables';
import { approvedOrder } from '../orders/test-fixtures';
import { staffOf } from '../production/test-fixtures';
import { DATA_UNAVAILABLE } from './pdf';
import { pdfInfo, pdfPagesText, readQrCode, renderPage } from './test-reader';

/*
 * Packing slips through the app as a printer uses them, on the production module's data: the
 * slip of an approved item, read back by poppler and jsQR, and scanned with what its QR holds.
 */

const dataDir = mkdtempSync(path.join(tmpdir(), 'platfox-slip-routes-'));
let ctx: TestContext;
let printer: Awaited<ReturnType<typeof demoPrinter>>;
let seller: Session;

beforeAll(async () => {
  ctx = await createTestApp({ dataDir, jobConcurrency: 0 });
  printer = await demoPrinter(ctx);
  seller = await signIn(ctx.app, 'seller@demo.test');
});
afterEach(() => vi.restoreAllMocks());
afterAll(async () => {
  await ctx.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const massUrl = '/api/printer/packing-slips/mass-download';
const slipUrl = (itemId: string, query = '') =>
  `/api/printer/order-items/${itemId}/packing-slip${query}`;

async function getPdf(session: Session, url: string) {
  return ctx.app.inject({ method: 'GET', url, headers: bearer(session) });
}

/** Runs the download job and answers its finished row and the PDF behind its link. */
async function finishedDownload(session: Session, jobId: string) {
  await ctx.app.jobs.runUntilIdle();
  const job = await ctx.app.inject({
    method: 'GET',
    url: `/api/jobs/${jobId}`,
    headers: bearer(session),
  });
  const data = job.json().data;
  expect(data.status).toBe('FINISHED');
  const file = await ctx.app.inject({ method: 'GET', url: data.result.fileUrl });
  expect(file.statusCode).toBe(200);
  expect(file.headers['content-type']).toBe('application/pdf');
  return { result: data.result as { count: number; fileName: string }, pdf: file.rawPayload };
}

async function qrCodesOf(pdf: Buffer): Promise<(string | null)[]> {
  const { pages } = await pdfInfo(pdf);
  const codes = [];
  for (let page = 1; page <= pages; page += 1) {
    codes.push(readQrCode(await renderPage(pdf, page, 72)));
  }
  return codes;
}

const unitsOf = (itemIds: string[]) =>
  ctx.database.db
    .select()
    .from(orderItemUnits)
    .where(inArray(orderItemUnits.orderItemId, itemIds))
    .orderBy(orderItemUnits.qtyIndex);

/** Gives the item's product the seeded "logo-front" design on its front. */
async function withFrontDesign(itemId: string) {
  const [item] = await ctx.database.db
    .select({ productId: orderItems.productId })
    .from(orderItems)
    .where(eq(orderItems.id, itemId));
  const [design] = await ctx.database.db
    .select({ id: catalogImages.id, uploadTypeItemId: catalogImages.uploadTypeItemId })
    .from(catalogImages)
    .innerJoin(files, eq(files.id, catalogImages.fileId))
    .where(eq(files.storageKey, 'designs/demo/logo-front'));
  await ctx.database.db.insert(productPrintDesigns).values({
    productId: item!.productId,
    uploadTypeItemId: design!.uploadTypeItemId!,
    designId: design!.id,
  });
}

describe('GET /api/printer/order-items/:id/packing-slip', () => {
  it("draws a page per quantity index whose QR code is the unit's scan value, which the scan accepts", async () => {
    const { itemIds, orderId } = await approvedOrder(ctx, [2]);
    const itemId = itemIds[0]!;
    await withFrontDesign(itemId);
    const code = await slipCodeOf(ctx, itemId);

    const response = await getPdf(printer.session, slipUrl(itemId));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const pdf = response.rawPayload;
    expect(await pdfInfo(pdf)).toMatchObject({ pages: 2, width: 1200, height: 1800 });
    expect(await qrCodesOf(pdf)).toEqual([`${code}_1`, `${code}_2`]);

    const [first] = await pdfPagesText(pdf);
    const selfId = `#${orderId.slice(0, 8).toUpperCase()}-1`;
    expect(PACKING_SLIP_ORDER_ID_PATTERN.test(selfId)).toBe(true);
    expect(first).toContain(selfId);
    expect(first).toContain('Classic T-Shirt');
    expect(first).toContain('Qty 1/2');
    expect(first).toContain('Color:White');
    expect(first).toContain('Size:S');
    expect(first).toContain('Jo Buyer');
    expect(first).toContain('United States');
    expect(first).toContain('Front');
    expect(first).not.toContain('REPRINT');

    // What the QR code holds is what the station scans.
    const scanned = readQrCode(await renderPage(pdf, 2, 72))!;
    const scan = await printer.call('POST', '/api/printer/scan', {
      code: scanned,
      action: 'pick',
      staffId: printer.staffId,
    });
    expect(scan.status).toBe(200);
    expect(scan.body.data).toMatchObject({ orderItemId: itemId, qtyIndex: 2, to: 'PICKED' });
  });

  it('draws one quantity index on its own, and marks a slip printed before as a reprint', async () => {
    const { itemIds } = await approvedOrder(ctx, [3]);
    const itemId = itemIds[0]!;
    const code = await slipCodeOf(ctx, itemId);
    const once = await getPdf(printer.session, slipUrl(itemId, '?qtyIndex=3'));
    expect(once.statusCode).toBe(200);
    expect(await qrCodesOf(once.rawPayload)).toEqual([`${code}_3`]);
    expect((await pdfPagesText(once.rawPayload))[0]).not.toContain('REPRINT');

    const again = await getPdf(printer.session, slipUrl(itemId));
    const pages = await pdfPagesText(again.rawPayload);
    expect(pages.map((page) => page.includes('REPRINT'))).toEqual([false, false, true]);

    const missing = await getPdf(printer.session, slipUrl(itemId, '?qtyIndex=4'));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.qtyIndex).toBe('This item has no unit 4');
  });

  it("is not found for another printer's item, which stays unprinted", async () => {
    const { itemIds } = await approvedOrder(ctx, [1]);
    const other = await createUser(ctx, { type: 'PRINTER' });
    const otherSession = await signInWith(ctx.app, other.email, other.password);
    const response = await getPdf(otherSession, slipUrl(itemIds[0]!));
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Order item not found');
    expect((await getPdf(seller, slipUrl(itemIds[0]!))).statusCode).toBe(403);
    expect((await unitsOf(itemIds))[0]!.packingSlipPrintCount).toBe(0);
  });

  it('records the print with the staff member given, once checked', async () => {
    const { itemIds } = await approvedOrder(ctx, [1]);
    const away = await staffOf(ctx, printer.id, false);
    const refused = await getPdf(printer.session, slipUrl(itemIds[0]!, `?staffId=${away}`));
    expect(refused.statusCode).toBe(403);
    expect((await unitsOf(itemIds))[0]!.packingSlipPrintCount).toBe(0);

    const done = await getPdf(printer.session, slipUrl(itemIds[0]!, `?staffId=${printer.staffId}`));
    expect(done.statusCode).toBe(200);
    const [unit] = await unitsOf(itemIds);
    expect(unit!.packingSlipPrintCount).toBe(1);
    expect(unit!.packingSlipPrintedAt).not.toBeNull();
    const logs = await ctx.database.db
      .select()
      .from(orderItemActionLogs)
      .where(eq(orderItemActionLogs.orderItemId, itemIds[0]!));
    expect(logs.find((log) => log.action === 'printPackingSlip')).toMatchObject({
      qtyIndex: 1,
      staffId: printer.staffId,
      actorId: printer.id,
    });
  });
});

describe('POST /api/printer/packing-slips/mass-download', () => {
  it('makes one PDF of every chosen unit, in order, and tells the printer they were printed', async () => {
    const first = await approvedOrder(ctx, [2, 1]);
    const second = await approvedOrder(ctx, [3]);
    const itemIds = [...first.itemIds, ...second.itemIds];
    const codes = await Promise.all(itemIds.map((id) => slipCodeOf(ctx, id)));
    const emitted = vi.spyOn(ctx.app.live, 'emitToUser');
    // New items to print: listed until their slips are printed.
    const newToPrint = async () =>
      (
        (
          await printer.call('POST', '/api/data-lists', {
            model: 'printer-item-new-to-print',
            pagination: { page: 1, pageSize: 'all' },
          })
        ).body.items as { id: string }[]
      ).map((row) => row.id);
    expect(await newToPrint()).toEqual(expect.arrayContaining(itemIds));

    const asked = await printer.call('POST', massUrl, {
      orderItemIds: itemIds,
      staffId: printer.staffId,
      timezoneOffset: 120,
    });
    expect(asked.status).toBe(200);
    const { result, pdf } = await finishedDownload(printer.session, asked.body.data.jobId);
    expect(result).toMatchObject({
      count: 6,
      fileName: expect.stringMatching(/^packing-slips-.*\.pdf$/),
    });
    expect((await pdfInfo(pdf)).pages).toBe(6);
    expect(await qrCodesOf(pdf)).toEqual([
      `${codes[0]}_1`,
      `${codes[0]}_2`,
      `${codes[1]}_1`,
      `${codes[2]}_1`,
      `${codes[2]}_2`,
      `${codes[2]}_3`,
    ]);

    expect((await unitsOf(itemIds)).every((unit) => unit.packingSlipPrintCount === 1)).toBe(true);
    expect((await newToPrint()).filter((id) => itemIds.includes(id))).toEqual([]);
    const printed = emitted.mock.calls.filter((call) => call[2] === 'printed_packing_slip');
    expect(printed).toHaveLength(1);
    expect(printed[0]!.slice(0, 2)).toEqual(['PRINTER', printer.id]);
    const event = printed[0]![3] as { ids: string[]; qtyIndexes: Record<string, number[]> };
    expect([...event.ids].sort()).toEqual([...itemIds].sort());
    expect(event.qtyIndexes[second.itemIds[0]!]).toEqual([1, 2, 3]);

    // They are on the printer's downloaded-packing-slip list, and on no other printer's.
    const list = await printer.call('POST', '/api/data-lists', {
      model: 'printer-downloaded-packing-slip',
    });
    expect(list.status).toBe(200);
    const rows = list.body.items as { id: string; printedQty: number }[];
    expect(rows.filter((row) => itemIds.includes(row.id)).map((row) => row.printedQty)).toEqual(
      expect.arrayContaining([2, 1, 3]),
    );
    const other = await createUser(ctx, { type: 'PRINTER' });
    const otherCall = as(ctx, await signInWith(ctx.app, other.email, other.password));
    const otherList = await otherCall('POST', '/api/data-lists', {
      model: 'printer-downloaded-packing-slip',
    });
    expect(otherList.body.items).toEqual([]);
  });

  it("leaves out another printer's items: its download says 'Data unavailable' and prints nothing", async () => {
    const { itemIds } = await approvedOrder(ctx, [2]);
    const other = await createUser(ctx, { type: 'PRINTER' });
    const otherSession = await signInWith(ctx.app, other.email, other.password);
    const otherStaff = await staffOf(ctx, other.id, true);
    const emitted = vi.spyOn(ctx.app.live, 'emitToUser');
    const asked = await as(ctx, otherSession)('POST', massUrl, {
      orderItemIds: itemIds,
      staffId: otherStaff,
    });
    expect(asked.status).toBe(200);
    const { result, pdf } = await finishedDownload(otherSession, asked.body.data.jobId);
    expect(result.count).toBe(0);
    expect((await pdfPagesText(pdf))[0]).toContain(DATA_UNAVAILABLE);
    expect((await unitsOf(itemIds)).map((unit) => unit.packingSlipPrintCount)).toEqual([0, 0]);
    expect(emitted.mock.calls.filter((call) => call[2] === 'printed_packing_slip')).toEqual([]);
  });

  it("by blank apparel: the printer's units of its product types not printed yet", async () => {
    const printedBefore = await approvedOrder(ctx, [1]);
    await getPdf(printer.session, slipUrl(printedBefore.itemIds[0]!));
    const fresh = await approvedOrder(ctx, [2]);
    const [blank] = await ctx.database.db.select({ id: blankApparels.id }).from(blankApparels);
    const before = await ctx.database.db
      .select({ id: orderItemUnits.id })
      .from(orderItemUnits)
      .innerJoin(orderItems, eq(orderItems.id, orderItemUnits.orderItemId))
      .where(eq(orderItems.printerId, printer.id));
    const asked = await printer.call('POST', massUrl, {
      blankApparelIds: [blank!.id],
      staffId: printer.staffId,
    });
    expect(asked.status).toBe(200);
    const { result, pdf } = await finishedDownload(printer.session, asked.body.data.jobId);
    const codes = await qrCodesOf(pdf);
    const freshCode = await slipCodeOf(ctx, fresh.itemIds[0]!);
    expect(codes).toEqual(expect.arrayContaining([`${freshCode}_1`, `${freshCode}_2`]));
    const printedCode = await slipCodeOf(ctx, printedBefore.itemIds[0]!);
    expect(codes).not.toContain(`${printedCode}_1`);
    expect(result.count).toBe(codes.length);
    expect(codes.length).toBeLessThan(before.length);
  });

  it('needs a checked-in staff member of the printer', async () => {
    const { itemIds } = await approvedOrder(ctx, [1]);
    const away = await staffOf(ctx, printer.id, false);
    const notIn = await printer.call('POST', massUrl, { orderItemIds: itemIds, staffId: away });
    expect(notIn.status).toBe(403);
    expect(notIn.body.message).toBe('Checked in staff access only, please check in');
    const unknown = await printer.call('POST', massUrl, { orderItemIds: itemIds, staffId: 'ST-3' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors.staffId).toBe('Staff not found');
  });

  it('is for printers only', async () => {
    const payload = { orderItemIds: ['7f1c2a8e-7a55-4f0e-9a49-2b7c9d0e4b11'], staffId: 'ST-3' };
    const asSeller = await ctx.app.inject({
      method: 'POST',
      url: massUrl,
      headers: bearer(seller),
      payload,
    });
    expect(asSeller.statusCode).toBe(403);
    const anonymous = await ctx.app.inject({ method: 'POST', url: massUrl, payload });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a choice of nothing, and a missing staff id, field by field', async () => {
    const response = await printer.call('POST', massUrl, { orderItemIds: [], staffId: '' });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.errors).sort()).toEqual(['orderItemIds', 'staffId']);
  });
});

describe('mass download of print designs', () => {
  it("zips the chosen items' designs, named by order and position", async () => {
    const { itemIds, orderId } = await approvedOrder(ctx, [1]);
    await withFrontDesign(itemIds[0]!);
    const [front] = await ctx.database.db
      .select({ name: uploadTypeItems.name })
      .from(uploadTypeItems)
      .where(eq(uploadTypeItems.type, 'FRONT'));
    const asked = await printer.call('POST', massUrl, {
      contents: 'PRINT_DESIGNS',
      orderItemIds: itemIds,
      staffId: printer.staffId,
    });
    expect(asked.status).toBe(200);
    await ctx.app.jobs.runUntilIdle();
    const job = await printer.call('GET', `/api/jobs/${asked.body.data.jobId}`);
    expect(job.body.data).toMatchObject({
      status: 'FINISHED',
      result: { count: 1, fileName: expect.stringMatching(/^print-designs-.*\.zip$/) },
    });
    const zip = await ctx.app.inject({ method: 'GET', url: job.body.data.result.fileUrl });
    const name = `${orderId.slice(0, 8).toUpperCase()}-1-${front!.name}.png`;
    expect(zip.rawPayload.includes(Buffer.from(name))).toBe(true);
    // A print designs download is not a slip print.
    expect((await unitsOf(itemIds))[0]!.packingSlipPrintCount).toBe(0);
  });
});
