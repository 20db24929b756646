import { randomBytes } from 'node:crypto';
import {
  CHECK_QUALITY_MESSAGES,
  SHIPPING_LABEL_MAX_BYTES,
  SHIPPING_LABEL_MESSAGES,
  type Session,
} from '@platfox/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  createUser,
  signInWith,
  type TestContext,
} from '../../test/harness';
import { as, demoPrinter, newAdmin } from '../../test/fixtures';
import { slipCodeOf } from '../order-items/test-fixtures';
import { users } from '../accounts/tables';
import { blankApparels } from '../catalog/supply-tables';
import { orderItemActionLogs, orderItems, orderItemUnits } from '../order-items/tables';
import { NOTHING_TO_ZIP } from '../packing-slips/service';
import { approvedOrder } from '../orders/test-fixtures';
import { staffOf } from './test-fixtures';

/* Shipping labels, check quality and the completed product's photos. */

let ctx: TestContext;
let printer: Awaited<ReturnType<typeof demoPrinter>>;
let admin: Session;
let other: { id: string; session: Session; call: ReturnType<typeof as> };

const PDF = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`);
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  randomBytes(64),
]);

beforeAll(async () => {
  ctx = await createTestApp();
  printer = await demoPrinter(ctx);
  admin = await newAdmin(ctx, ['ORDER_ITEM_DETAIL_ACCESS', 'ORDER_ITEM_DETAIL_UPDATE']);
  const user = await createUser(ctx, { type: 'PRINTER' });
  await ctx.database.db.update(users).set({ isAllowUploadFtp: true }).where(eq(users.id, user.id));
  const session = await signInWith(ctx.app, user.email, user.password);
  other = { id: user.id, session, call: as(ctx, session) };
});
afterAll(() => ctx.close());

const setFtp = (isAllowUploadFtp: boolean) =>
  ctx.database.db.update(users).set({ isAllowUploadFtp }).where(eq(users.id, printer.id));

type Part = { name: string; fileName?: string; content: Buffer | string };

async function multipart(session: Session, url: string, parts: Part[]) {
  const boundary = `----flr${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.fileName
      ? `form-data; name="${part.name}"; filename="${part.fileName}"`
      : `form-data; name="${part.name}"`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\n` +
          (part.fileName ? 'Content-Type: application/octet-stream\r\n' : '') +
          '\r\n',
      ),
      Buffer.from(part.content),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  const response = await ctx.app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(session), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat(chunks),
  });
  return { status: response.statusCode, body: response.json() };
}

const uploadLabel = (session: Session, side: 'printer' | 'admin', itemId: string, file: Buffer) =>
  multipart(
    session,
    side === 'printer'
      ? `/api/printer/upload-tracking-label/${itemId}`
      : `/api/order-items/${itemId}/shipping-label`,
    [{ name: 'file', fileName: 'label.pdf', content: file }],
  );

async function download(session: Session, url: string) {
  const response = await ctx.app.inject({ method: 'GET', url, headers: bearer(session) });
  return { status: response.statusCode, headers: response.headers, bytes: response.rawPayload };
}

/** An item of quantity n moved to PROCESSING by the demo printer. */
async function processingItem(quantity = 1): Promise<string> {
  const { itemIds } = await approvedOrder(ctx, [quantity]);
  const moved = await printer.call('PUT', '/api/printer/order-items/status', {
    ids: itemIds,
    action: 'process',
    staffId: printer.staffId,
  });
  expect(moved.status).toBe(200);
  return itemIds[0]!;
}

describe('shipping labels', () => {
  it('a printer with the FTP flag uploads a PDF for the tracking code; it is read back by item and code', async () => {
    const itemId = await processingItem();
    await setFtp(false);
    const refused = await uploadLabel(printer.session, 'printer', itemId, PDF('one'));
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(SHIPPING_LABEL_MESSAGES.ftpNotAllowed);
    await setFtp(true);

    const early = await uploadLabel(printer.session, 'printer', itemId, PDF('one'));
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(SHIPPING_LABEL_MESSAGES.trackingRequired);

    const tracked = await printer.call('POST', '/api/printer/add-tracking-code', {
      orderItemId: itemId,
      trackingCode: '1Z999AA10123456784',
      trackingCarrierCode: 'UPS',
    });
    expect(tracked.status).toBe(200);
    expect(tracked.body.data.menu).not.toContain('downloadShippingLabel');

    const notPdf = await uploadLabel(printer.session, 'printer', itemId, PNG);
    expect(notPdf.status).toBe(400);
    expect(notPdf.body.message).toBe(SHIPPING_LABEL_MESSAGES.notPdf);
    const huge = Buffer.concat([PDF('big'), Buffer.alloc(SHIPPING_LABEL_MAX_BYTES)]);
    expect((await uploadLabel(printer.session, 'printer', itemId, huge)).status).toBe(413);

    const uploaded = await uploadLabel(printer.session, 'printer', itemId, PDF('one'));
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.data).toMatchObject({
      orderItemId: itemId,
      trackingCode: '1Z999AA10123456784',
      fileName: 'label.pdf',
    });
    const view = await printer.call('GET', `/api/printer/order-items/${itemId}`);
    expect(view.body.data.menu).toContain('downloadShippingLabel');

    // A new upload replaces the label.
    expect((await uploadLabel(printer.session, 'printer', itemId, PDF('two'))).status).toBe(200);
    const byItem = await download(
      printer.session,
      `/api/printer/order-items/${itemId}/shipping-label`,
    );
    expect(byItem.status).toBe(200);
    expect(byItem.headers['content-type']).toBe('application/pdf');
    expect(byItem.bytes.toString()).toContain('% two');
    const preview = await download(
      printer.session,
      '/api/printer/shipping-labels/1z999aa10123456784',
    );
    expect(preview.status).toBe(200);
    expect(String(preview.headers['content-disposition'])).toMatch(/^inline/);
    expect(preview.bytes.toString()).toContain('% two');

    const byAdmin = await download(admin, `/api/admin/shipping-labels/1Z999AA10123456784`);
    expect(byAdmin.status).toBe(200);
  });

  it("another printer can neither upload nor read the item's label (404)", async () => {
    const itemId = await processingItem();
    await setFtp(true);
    await printer.call('POST', '/api/printer/add-tracking-code', {
      orderItemId: itemId,
      trackingCode: '9400111899223197428490',
      trackingCarrierCode: 'USPS',
    });
    expect((await uploadLabel(printer.session, 'printer', itemId, PDF('mine'))).status).toBe(200);

    expect((await uploadLabel(other.session, 'printer', itemId, PDF('theirs'))).status).toBe(404);
    const url = `/api/printer/order-items/${itemId}/shipping-label`;
    expect((await download(other.session, url)).status).toBe(404);
    const preview = await download(
      other.session,
      '/api/printer/shipping-labels/9400111899223197428490',
    );
    expect(preview.status).toBe(404);
    // The label is still the owner's.
    expect((await download(printer.session, url)).bytes.toString()).toContain('% mine');
  });

  it('an admin uploads without the FTP flag, for any item with a tracking code', async () => {
    const itemId = await processingItem();
    await ctx.app.inject({
      method: 'POST',
      url: `/api/order-items/${itemId}/add-tracking-code`,
      headers: bearer(admin),
      payload: { trackingCode: '1Z999AA10123456784', trackingCarrierCode: 'UPS' },
    });
    const uploaded = await uploadLabel(admin, 'admin', itemId, PDF('admin'));
    expect(uploaded.status).toBe(200);
    const byPrinter = await download(
      printer.session,
      `/api/printer/order-items/${itemId}/shipping-label`,
    );
    expect(byPrinter.bytes.toString()).toContain('% admin');
  });
});

/** The row of an item on a printer list, as the printer's screen reads it. */
async function listRow(model: string, itemId: string) {
  const list = await printer.call('POST', '/api/data-lists', {
    model,
    filters: [{ field: 'id', operation: 'in', value: [itemId] }],
  });
  expect(list.status).toBe(200);
  return (list.body.items as { id: string; menu: string[]; hasShippingLabel: boolean }[]).find(
    (row) => row.id === itemId,
  );
}

/** Runs the queue until the download job has ended, and answers its row. */
async function endedJob(session: Session, jobId: string) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    await ctx.app.jobs.runUntilIdle();
    const job = await as(ctx, session)('GET', `/api/jobs/${jobId}`);
    if (!['PENDING', 'PROCESSING'].includes(job.body.data.status)) return job.body.data;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`The job ${jobId} did not end`);
}

describe('shipping labels on the printer lists and in the mass download', () => {
  it("offers label upload by the account's FTP flag and label download once a label exists", async () => {
    const { itemIds } = await approvedOrder(ctx, [1]);
    const [picked] = itemIds;
    await printer.call('PUT', '/api/printer/order-items/status', {
      ids: [picked],
      action: 'pick',
      staffId: printer.staffId,
    });
    await setFtp(false);
    expect((await listRow('printer-item-picked', picked!))?.menu).not.toContain(
      'uploadShippingLabel',
    );
    await setFtp(true);
    expect((await listRow('printer-item-picked', picked!))?.menu).toContain('uploadShippingLabel');

    const labelled = await processingItem();
    const bare = await processingItem();
    await printer.call('POST', '/api/printer/add-tracking-code', {
      orderItemId: labelled,
      trackingCode: '1Z999AA10123456784',
      trackingCarrierCode: 'UPS',
    });
    expect((await uploadLabel(printer.session, 'printer', labelled, PDF('row'))).status).toBe(200);
    const withLabel = await listRow('printer-item-processing', labelled);
    expect(withLabel?.hasShippingLabel).toBe(true);
    expect(withLabel?.menu).toContain('downloadShippingLabel');
    const without = await listRow('printer-item-processing', bare);
    expect(without?.hasShippingLabel).toBe(false);
    expect(without?.menu).not.toContain('downloadShippingLabel');
  });

  it("offers the blank apparels of the printer's own items to choose a download by", async () => {
    const { itemIds } = await approvedOrder(ctx, [1]);
    const [item] = await ctx.database.db
      .select({ productTypeId: orderItems.productTypeId })
      .from(orderItems)
      .where(eq(orderItems.id, itemIds[0]!));
    const [blank] = await ctx.database.db
      .select({ id: blankApparels.id, name: blankApparels.name })
      .from(blankApparels)
      .where(eq(blankApparels.productTypeId, item!.productTypeId));
    const ask = { model: 'printer-item-to-pick', field: 'blankApparelId' };
    const mine = await printer.call('POST', '/api/data-lists/filter-options', ask);
    expect(mine.status).toBe(200);
    expect(mine.body.items).toContainEqual({ key: blank!.id, label: blank!.name });
    const theirs = await other.call('POST', '/api/data-lists/filter-options', ask);
    expect(theirs.body.items).toEqual([]);
  });

  it("zips the chosen items' labels by order and tracking code; another printer gets none", async () => {
    await setFtp(true);
    const labelled = await processingItem();
    const bare = await processingItem();
    await printer.call('POST', '/api/printer/add-tracking-code', {
      orderItemId: labelled,
      trackingCode: '9400111899223197428490',
      trackingCarrierCode: 'USPS',
    });
    expect((await uploadLabel(printer.session, 'printer', labelled, PDF('zipped'))).status).toBe(
      200,
    );
    const asked = await printer.call('POST', '/api/printer/packing-slips/mass-download', {
      contents: 'SHIPPING_LABELS',
      orderItemIds: [labelled, bare],
      staffId: printer.staffId,
    });
    expect(asked.status).toBe(200);
    const job = await endedJob(printer.session, asked.body.data.jobId);
    expect(job).toMatchObject({
      status: 'FINISHED',
      result: { count: 1, fileName: expect.stringMatching(/\.zip$/) },
    });
    const zip = await ctx.app.inject({ method: 'GET', url: job.result.fileUrl });
    const [orderId] = await ctx.database.db
      .select({ orderId: orderItems.orderId })
      .from(orderItems)
      .where(eq(orderItems.id, labelled));
    const name = `${orderId!.orderId.slice(0, 8).toUpperCase()}-1-9400111899223197428490.pdf`;
    expect(zip.rawPayload.includes(Buffer.from(name))).toBe(true);
    expect(zip.rawPayload.includes(Buffer.from('% zipped'))).toBe(true);

    // Another printer's download reaches none of them: nothing to zip.
    const theirs = await other.call('POST', '/api/printer/packing-slips/mass-download', {
      contents: 'SHIPPING_LABELS',
      orderItemIds: [labelled],
      staffId: await staffOf(ctx, other.id, true),
    });
    expect(theirs.status).toBe(200);
    expect(await endedJob(other.session, theirs.body.data.jobId)).toMatchObject({
      status: 'FAIL',
      error: NOTHING_TO_ZIP,
    });
  });
});

describe('check quality', () => {
  const unitOf = async (itemId: string, qtyIndex: number) =>
    (
      await ctx.database.db
        .select()
        .from(orderItemUnits)
        .where(and(eq(orderItemUnits.orderItemId, itemId), eq(orderItemUnits.qtyIndex, qtyIndex)))
    )[0]!;

  it('passes a unit on to ready to delivery and returns another with its reason', async () => {
    const itemId = await processingItem(2);
    const code = await slipCodeOf(ctx, itemId);
    const passed = await printer.call('POST', '/api/printer/check-quality', {
      code: `${code}_1`,
      result: 'PASS',
      staffId: printer.staffId,
    });
    expect(passed.status).toBe(200);
    expect(passed.body.data).toMatchObject({
      qtyIndex: 1,
      from: 'PROCESSING',
      to: 'READY_TO_DELIVERY',
    });
    expect((await unitOf(itemId, 1)).status).toBe('READY_TO_DELIVERY');

    const noReason = await printer.call('POST', '/api/printer/check-quality', {
      code,
      qtyIndex: 2,
      result: 'RETURN',
      staffId: printer.staffId,
    });
    expect(noReason.status).toBe(400);
    expect(JSON.stringify(noReason.body)).toContain(CHECK_QUALITY_MESSAGES.reasonRequired);

    const returned = await printer.call('POST', '/api/printer/check-quality', {
      code,
      qtyIndex: 2,
      result: 'RETURN',
      reason: 'Print smudged on the back',
      staffId: printer.staffId,
    });
    expect(returned.status).toBe(200);
    expect((await unitOf(itemId, 2)).status).toBe('RETURNED');
    const logs = await ctx.database.db
      .select()
      .from(orderItemActionLogs)
      .where(and(eq(orderItemActionLogs.orderItemId, itemId), eq(orderItemActionLogs.qtyIndex, 2)));
    expect(logs.find((log) => log.action === 'printerReturn')).toMatchObject({
      description: 'Print smudged on the back',
      staffId: printer.staffId,
    });

    // Passing it again is refused by the flow table: a returned unit is not ready.
    const again = await printer.call('POST', '/api/printer/check-quality', {
      code,
      qtyIndex: 2,
      result: 'PASS',
      staffId: printer.staffId,
    });
    expect(again.status).toBe(409);
  });

  it('needs a checked-in staff member', async () => {
    const itemId = await processingItem();
    const code = await slipCodeOf(ctx, itemId);
    const away = await staffOf(ctx, printer.id, false);
    const refused = await printer.call('POST', '/api/printer/check-quality', {
      code: `${code}_1`,
      result: 'PASS',
      staffId: away,
    });
    expect(refused.status).toBe(403);
    expect((await unitOf(itemId, 1)).status).toBe('PROCESSING');
  });

  it('keeps photos of the completed product on the item; another printer cannot reach them', async () => {
    const itemId = await processingItem();
    const url = `/api/printer/order-items/${itemId}/completed-images`;
    const notImage = await multipart(printer.session, url, [
      { name: 'files', fileName: 'a.pdf', content: PDF('x') },
    ]);
    expect(notImage.status).toBe(400);
    expect(notImage.body.message).toBe(CHECK_QUALITY_MESSAGES.notImage);

    const added = await multipart(printer.session, url, [
      { name: 'qtyIndex', content: '1' },
      { name: 'files', fileName: 'front.png', content: PNG },
      { name: 'files', fileName: 'back.png', content: PNG },
    ]);
    expect(added.status).toBe(200);
    expect(added.body.data.map((image: { fileName: string }) => image.fileName)).toEqual([
      'front.png',
      'back.png',
    ]);
    const listed = await printer.call('GET', url);
    expect(listed.body.data).toHaveLength(2);
    const image = await download(printer.session, `${url}/${listed.body.data[0].id}`);
    expect(image.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(image.bytes, PNG)).toBe(0);

    expect((await other.call('GET', url)).status).toBe(404);
    const foreign = await multipart(other.session, url, [
      { name: 'files', fileName: 'x.png', content: PNG },
    ]);
    expect(foreign.status).toBe(404);
    expect((await download(other.session, `${url}/${listed.body.data[0].id}`)).status).toBe(404);
    const byAdmin = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/order-items/${itemId}/completed-images`,
      headers: bearer(admin),
    });
    expect(byAdmin.json().data).toHaveLength(2);
  });
});
