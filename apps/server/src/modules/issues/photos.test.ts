import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileService, createFileStore } from '../../platform/files';
import { files } from '../../platform/files/tables';
import { as, demoPrinter, newAdmin } from '../../test/fixtures';
import { createTestApp, type TestContext } from '../../test/harness';
import { png } from '../catalog/test-fixtures';
import { issueItems, issueMessages } from './tables';
import { photoOf, shippedOrder } from './test-fixtures';

/*
 * The photos an issue or a message names are issue photos (ISSUE_IMAGE uploads, their bytes
 * checked as images) that the writer may read: another seller's photo, one's own deposit proof or
 * export, or an unknown id is refused with 400 and nothing is written, so no such file is ever
 * shown to the issue's other readers (the printer among them).
 */

let ctx: TestContext;
let admin: ReturnType<typeof as>;
let printer: Awaited<ReturnType<typeof demoPrinter>>;
const REFUSED = 'A photo was not found among your issue photos; upload it again';

beforeAll(async () => {
  ctx = await createTestApp();
  admin = as(
    ctx,
    await newAdmin(ctx, [
      'ORDER_ITEM_ACCESS',
      'ORDER_ITEM_DETAIL_ACCESS',
      'ORDER_ITEM_DETAIL_UPDATE',
    ]),
  );
  printer = await demoPrinter(ctx);
}, 120_000);
afterAll(() => ctx.close());

const report = (order: Awaited<ReturnType<typeof shippedOrder>>, imageIds: string[]) =>
  order.call.post(`/api/seller/order-items/${order.itemIds[0]}/report`, {
    type: 'BUG',
    origin: 'PRINTER',
    description: 'Smudged',
    imageIds,
    action: 'REPRINT',
  });

/** A file of the seller that is not an issue photo (what another upload or export stored). */
async function otherFileOf(ownerId: string, contentType: string) {
  const service = new FileService(ctx.database.db, createFileStore(ctx.config));
  const row = await service.save({
    ownerId,
    readPermission: 'ORDER_ITEM_DETAIL_ACCESS',
    folder: contentType.startsWith('image/') ? 'images' : 'exports',
    name: 'other',
    contentType,
    body: contentType.startsWith('image/') ? await png(20, 20) : Buffer.from('a,b\n1,2\n'),
  });
  return row.id;
}

async function issuesOn(itemId: string) {
  return ctx.database.db.select().from(issueItems).where(eq(issueItems.orderItemId, itemId));
}

describe('issue photos', () => {
  it('an upload is kept as an ISSUE_IMAGE of its uploader', async () => {
    const order = await shippedOrder(ctx);
    const id = await photoOf(order.call);
    const [row] = await ctx.database.db.select().from(files).where(eq(files.id, id));
    expect(row).toMatchObject({ type: 'ISSUE_IMAGE', ownerId: order.seller.id });
  });

  it("another seller's photo, one's own other files and unknown ids are refused; nothing is written", async () => {
    const order = await shippedOrder(ctx);
    const stranger = await shippedOrder(ctx);
    const foreign = await photoOf(stranger.call);
    const proof = await otherFileOf(order.seller.id, 'image/png');
    const csv = await otherFileOf(order.seller.id, 'text/csv');
    const own = await photoOf(order.call);
    for (const imageIds of [
      [foreign],
      [own, foreign],
      [proof],
      [csv],
      ['99999999-9999-4999-8999-999999999999'],
    ]) {
      const refused = await report(order, imageIds);
      expect(refused.status, JSON.stringify(imageIds)).toBe(400);
      expect(refused.body.message).toBe(REFUSED);
      expect(refused.body.errors).toMatchObject({ imageIds: REFUSED });
    }
    expect(await issuesOn(order.itemIds[0]!)).toEqual([]);

    const raised = await report(order, [own]);
    expect(raised.status).toBe(200);
    const issueId = raised.body.data.id as string;
    const inMessage = await order.call.post(`/api/seller/issues/${issueId}/messages`, {
      message: 'Another one',
      imageIds: [foreign],
    });
    expect(inMessage.status).toBe(400);
    expect(inMessage.body.message).toBe(REFUSED);
    const proofInMessage = await order.call.post(`/api/seller/issues/${issueId}/messages`, {
      imageIds: [proof],
    });
    expect(proofInMessage.status).toBe(400);
    const written = await ctx.database.db
      .select()
      .from(issueMessages)
      .where(eq(issueMessages.issueId, issueId));
    expect(written).toEqual([]);
  });

  it('the printer attaches its own photos; the admin may pass the seller photo on to the printer', async () => {
    const order = await shippedOrder(ctx);
    const own = await photoOf(order.call);
    const raised = await report(order, [own]);
    const issueId = raised.body.data.id as string;

    // The printer cannot pass a seller's photo off as its own, nor one of the admin's.
    const printed = await printer.call.post(`/api/printer/issues/${issueId}/messages`, {
      imageIds: [own],
    });
    expect(printed.status).toBe(400);
    const printerPhoto = await photoOf(printer.call);
    const answered = await printer.call.post(`/api/printer/issues/${issueId}/messages`, {
      message: 'Head was clogged',
      imageIds: [printerPhoto],
    });
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);

    const passed = await admin.post(`/api/issues/${issueId}/messages`, {
      conversation: 'printerConversation',
      message: 'What the merchant sent',
      imageIds: [own],
    });
    expect(passed.status, JSON.stringify(passed.body)).toBe(200);
    // A file the admin may read that is no issue photo (the seller's other upload) is refused.
    const otherImage = await otherFileOf(order.seller.id, 'image/png');
    const refused = await admin.post(`/api/issues/${issueId}/messages`, {
      conversation: 'printerConversation',
      message: 'Another upload',
      imageIds: [otherImage],
    });
    expect(refused.status).toBe(400);
    expect((await printer.call.get(`/api/issues/${issueId}/images/${own}`)).status).toBe(200);
  });
});
