import { randomBytes } from 'node:crypto';
import type { Session } from '@platfox/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  createUser,
  signInWith,
  type TestContext,
} from '../../test/harness';
import { as, demoPrinter, newAdmin } from '../../test/fixtures';
import { approvedOrder } from '../orders/test-fixtures';
import { orderItemActionLogs, orderItems } from '../order-items/tables';
import { staffOf } from '../production/test-fixtures';

/* The packing table's shipment tracker: CORRECT, NEW and MISSED, photos, who sees what. */

let ctx: TestContext;
let printer: Awaited<ReturnType<typeof demoPrinter>>;
let other: { id: string; session: Session; staffId: string; call: ReturnType<typeof as> };

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  randomBytes(32),
]);
const code = () => `9400${randomBytes(6).toString('hex').toUpperCase()}`;

beforeAll(async () => {
  ctx = await createTestApp();
  printer = await demoPrinter(ctx);
  const user = await createUser(ctx, { type: 'PRINTER' });
  const session = await signInWith(ctx.app, user.email, user.password);
  other = {
    id: user.id,
    session,
    staffId: await staffOf(ctx, user.id, true),
    call: as(ctx, session),
  };
});
afterAll(() => ctx.close());

/** What the tracking-code routes leave behind: the code on the item and the logged action. */
async function giveCode(itemId: string, trackingCode: string, at = new Date()) {
  await ctx.database.db.update(orderItems).set({ trackingCode }).where(eq(orderItems.id, itemId));
  await ctx.database.db.insert(orderItemActionLogs).values({
    orderItemId: itemId,
    action: 'addTrackingCode',
    actorId: printer.id,
    description: `USPS ${trackingCode}`,
    createdAt: at,
  });
}

const scan = (call: typeof printer.call, trackCode: string, staffId?: string) =>
  call('POST', '/api/printer/shipment-trackers', { trackCode, ...(staffId ? { staffId } : {}) });

async function listed(session: Session) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/data-lists',
    headers: bearer(session),
    payload: { model: 'shipment-tracker', filters: [] },
  });
  expect(response.statusCode).toBe(200);
  return response.json().items as { id: string; trackCode: string; status: string }[];
}

async function upload(session: Session, trackerId: string, kind: string, content: Buffer) {
  const form = new FormData();
  form.append('kind', kind);
  form.append('files', new Blob([new Uint8Array(content)]), 'photo.png');
  const request = new Request('http://local/', { method: 'POST', body: form });
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/printer/shipment-trackers/${trackerId}/images`,
    headers: { ...bearer(session), 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  return { status: response.statusCode, body: response.json() };
}

describe('scanning at the packing table', () => {
  it("is CORRECT for one of the printer's codes, with its order; a repeat keeps one record", async () => {
    const order = await approvedOrder(ctx, [1]);
    const trackCode = code();
    await giveCode(order.itemIds[0]!, trackCode);

    const first = await scan(printer.call, ` ${trackCode.toLowerCase()} `, printer.staffId);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      trackCode,
      status: 'CORRECT',
      shipmentOrderId: order.orderId,
      orderItemId: order.itemIds[0],
      isRepeated: false,
    });
    const again = await scan(printer.call, trackCode, printer.staffId);
    expect(again.body.data).toMatchObject({ id: first.body.data.id, isRepeated: true });
    expect(
      (await listed(printer.session)).filter((row) => row.trackCode === trackCode),
    ).toHaveLength(1);
  });

  it('is NEW for a code none of the printer’s items carries', async () => {
    const scanned = await scan(printer.call, code(), printer.staffId);
    expect(scanned.status).toBe(200);
    expect(scanned.body.data).toMatchObject({ status: 'NEW', shipmentOrderId: null });
  });

  it('needs a checked-in staff member of the printer', async () => {
    expect((await scan(printer.call, code())).status).toBe(400);
    const away = await staffOf(ctx, printer.id, false);
    expect((await scan(printer.call, code(), away)).status).toBe(403);
    // Another printer's staff reads as not found.
    expect((await scan(printer.call, code(), other.staffId)).status).toBe(400);
  });
});

describe('closing the day', () => {
  it("adds MISSED for today's codes never scanned, once, and not for earlier days", async () => {
    const order = await approvedOrder(ctx, [1, 1, 1]);
    const [scannedCode, missedCode, oldCode] = [code(), code(), code()];
    await giveCode(order.itemIds[0]!, scannedCode);
    await giveCode(order.itemIds[1]!, missedCode);
    await giveCode(order.itemIds[2]!, oldCode, new Date(Date.now() - 3 * 24 * 3600_000));
    await scan(printer.call, scannedCode, printer.staffId);

    const close = () =>
      printer.call('POST', '/api/printer/shipment-trackers/close-day', {
        staffId: printer.staffId,
        timezoneOffset: 0,
      });
    const closed = await close();
    expect(closed.status).toBe(200);
    expect(closed.body.data.codes).toContain(missedCode);
    expect(closed.body.data.codes).not.toContain(scannedCode);
    expect(closed.body.data.codes).not.toContain(oldCode);
    expect((await close()).body.data.codes).not.toContain(missedCode);

    const rows = (await listed(printer.session)).filter((row) => row.trackCode === missedCode);
    expect(rows.map((row) => row.status)).toEqual(['MISSED']);
    // The parcel turns up after all: the record becomes CORRECT.
    const late = await scan(printer.call, missedCode, printer.staffId);
    expect(late.body.data).toMatchObject({ id: rows[0]!.id, status: 'CORRECT', isRepeated: false });
  });

  it('needs a checked-in staff member too', async () => {
    const refused = await printer.call('POST', '/api/printer/shipment-trackers/close-day', {});
    expect(refused.status).toBe(400);
  });
});

describe('photos and who sees a record', () => {
  it("keeps the parcel's and packing slip's photos apart; images only", async () => {
    const { body } = await scan(printer.call, code(), printer.staffId);
    const slip = await upload(printer.session, body.data.id, 'PACKING_SLIP', PNG);
    expect(slip.status).toBe(200);
    expect(slip.body.data.packingSlipImageIds).toHaveLength(1);
    expect(slip.body.data.images).toEqual([]);
    const parcel = await upload(printer.session, body.data.id, 'PARCEL', PNG);
    expect(parcel.body.data.images).toHaveLength(1);
    expect(
      (await upload(printer.session, body.data.id, 'PARCEL', Buffer.from('text'))).status,
    ).toBe(400);

    const photo = await ctx.app.inject({
      method: 'GET',
      url: `/api/printer/shipment-trackers/${body.data.id}/images/${parcel.body.data.images[0]}`,
      headers: bearer(printer.session),
    });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
  });

  it("a printer never sees or changes another printer's records; its code is NEW there", async () => {
    const order = await approvedOrder(ctx, [1]);
    const trackCode = code();
    await giveCode(order.itemIds[0]!, trackCode);
    const mine = await scan(printer.call, trackCode, printer.staffId);

    const theirs = await scan(other.call, trackCode, other.staffId);
    expect(theirs.body.data).toMatchObject({ status: 'NEW', shipmentOrderId: null });
    const otherRows = await listed(other.session);
    expect(otherRows.map((row) => row.id)).not.toContain(mine.body.data.id);
    expect(otherRows.map((row) => row.id)).toContain(theirs.body.data.id);
    expect((await upload(other.session, mine.body.data.id, 'PARCEL', PNG)).status).toBe(404);
    expect((await listed(printer.session)).map((row) => row.id)).not.toContain(theirs.body.data.id);
  });

  it('an admin lists every printer’s records with ORDER_ITEM_ACCESS, and is refused without', async () => {
    const scanned = await scan(other.call, code(), other.staffId);
    const allowed = await newAdmin(ctx, ['ORDER_ITEM_ACCESS']);
    expect((await listed(allowed)).map((row) => row.id)).toContain(scanned.body.data.id);
    // Without it the list is refused (403), not an empty list.
    const blind = await newAdmin(ctx, ['ORDER_ACCESS']);
    const hidden = await ctx.app.inject({
      method: 'POST',
      url: '/api/data-lists',
      headers: bearer(blind),
      payload: { model: 'shipment-tracker' },
    });
    expect(hidden.statusCode).toBe(403);
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/printer/shipment-trackers',
      headers: bearer(allowed),
      payload: { trackCode: code(), staffId: other.staffId },
    });
    expect(refused.statusCode).toBe(403);
  });
});
