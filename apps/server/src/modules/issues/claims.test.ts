import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, newAdmin, newSeller } from '../../test/fixtures';
import { createTestApp, type TestContext } from '../../test/harness';
import { orderItems, orderTimelines } from '../order-items/tables';
import { orders } from '../orders/tables';
import { issues } from './tables';
import { photoOf, shippedOrder } from './test-fixtures';

/*
 * Issue 31 item 11, claims as sellers know them: a reason from the list (the back office's type
 * and origin set from it), a claim window after delivery that the admin sets and the form reads,
 * and a reprint shipped to the address the seller confirmed or edited. Bad input is a 400, a
 * claim on another seller's item a 404.
 */

let ctx: TestContext;
let admin: ReturnType<typeof as>;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = as(
    ctx,
    await newAdmin(ctx, [
      'ORDER_ITEM_DETAIL_ACCESS',
      'ORDER_ITEM_DETAIL_UPDATE',
      'ORDER_ITEM_RESEND_DETAIL_UPDATE',
      'SETTING_ACCESS',
      'SETTING_DETAIL_UPDATE',
    ]),
  );
}, 120_000);
afterAll(() => ctx.close());

const NEW_ADDRESS = {
  fullName: 'Jo Buyer',
  street: '9 New Rd',
  city: 'Dallas',
  state: 'TX',
  zipcode: '75201',
  country: 'US',
};

describe('a claim', () => {
  it('takes a reason from the list, sorts type and origin from it, and refuses a bad one', async () => {
    const order = await shippedOrder(ctx);
    const photo = await photoOf(order.call);
    const report = (body: object) =>
      order.call.post(`/api/seller/order-items/${order.itemIds[0]}/report`, {
        description: 'The print is off-centre',
        imageIds: [photo],
        action: 'REFUND',
        ...body,
      });
    const bad = await report({ reason: 'CHANGED_MY_MIND' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('reason');
    const misplaced = await report({ reason: 'MISPRINT', reprintAddress: NEW_ADDRESS });
    expect(misplaced.status).toBe(400);
    expect(misplaced.body.errors).toHaveProperty('reprintAddress');
    const made = await report({ reason: 'MISPRINT' });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.data).toMatchObject({
      type: 'COMPLAIN',
      origin: 'PRINTER',
      request: { reason: 'MISPRINT', action: 'REFUND', reprintAddress: null },
    });
    // Another seller's item reads as missing.
    const other = await newSeller(ctx);
    const foreign = await as(ctx, other.session).post(
      `/api/seller/order-items/${order.itemIds[1]}/report`,
      { reason: 'DAMAGED', description: 'x', imageIds: [photo], action: 'REFUND' },
    );
    expect(foreign.status).toBe(404);
  });

  it('is refused once the window after delivery has passed, and the window is the admin setting', async () => {
    const order = await shippedOrder(ctx);
    const photo = await photoOf(order.call);
    expect((await order.call.get('/api/seller/claim-window')).body.data).toEqual({ days: 30 });
    expect(
      (await admin.put('/api/apps/client-config/CLAIM_WINDOW_DAYS', { value: '0' })).status,
    ).toBe(400);
    expect(
      (await admin.put('/api/apps/client-config/CLAIM_WINDOW_DAYS', { value: '14' })).status,
    ).toBe(200);
    expect((await order.call.get('/api/seller/claim-window')).body.data).toEqual({ days: 14 });
    expect((await admin.get('/api/seller/claim-window')).status).toBe(403);
    const delivered = new Date(Date.now() - 15 * 24 * 3600_000);
    for (const id of order.itemIds) {
      await ctx.database.db
        .update(orderItems)
        .set({ status: 'COMPLETED' })
        .where(eq(orderItems.id, id));
      await ctx.database.db
        .update(orderTimelines)
        .set({ finishAt: delivered })
        .where(eq(orderTimelines.orderItemId, id));
    }
    const late = await order.call.post(`/api/seller/order-items/${order.itemIds[0]}/report`, {
      reason: 'DAMAGED',
      description: 'Torn',
      imageIds: [photo],
      action: 'REFUND',
    });
    expect(late.status).toBe(400);
    expect(late.body.message).toMatch(/claim window .* closed \(14 days after delivery\)/);
    const count = await ctx.database.db
      .select()
      .from(issues)
      .where(eq(issues.orderId, order.orderId));
    expect(count).toHaveLength(0);
    await admin.put('/api/apps/client-config/CLAIM_WINDOW_DAYS', { value: '30' });
    const inTime = await order.call.post(`/api/seller/order-items/${order.itemIds[0]}/report`, {
      reason: 'DAMAGED',
      description: 'Torn',
      imageIds: [photo],
      action: 'REFUND',
    });
    expect(inTime.status).toBe(200);
  });

  it('reprints to the address the seller edited on the report', async () => {
    const order = await shippedOrder(ctx);
    const photo = await photoOf(order.call);
    const made = await order.call.post(`/api/seller/order-items/${order.itemIds[0]}/report`, {
      reason: 'LOST_IN_TRANSIT',
      description: 'Never arrived; the buyer moved',
      imageIds: [photo],
      action: 'REPRINT',
      reprintAddress: NEW_ADDRESS,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.data.request.reprintAddress).toMatchObject({ street: '9 New Rd' });
    expect(made.body.data).toMatchObject({ type: 'ISSUE', origin: 'SHIPPING' });
    const resolved = await admin.post(`/api/issues/${made.body.data.id}/resolve`, {
      action: 'REPRINT',
    });
    expect(resolved.status, JSON.stringify(resolved.body)).toBe(200);
    const [reprint] = await ctx.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, resolved.body.data.reprintOrderId));
    expect(reprint).toMatchObject({ street: '9 New Rd', city: 'Dallas', zipcode: '75201' });
    const [original] = await ctx.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, order.orderId));
    expect(original!.street).not.toBe('9 New Rd');
  });

  it('lets the admin set type and origin, refuses the seller, bad input and an admin who may not', async () => {
    const order = await shippedOrder(ctx);
    const photo = await photoOf(order.call);
    const made = await order.call.post(`/api/seller/order-items/${order.itemIds[0]}/report`, {
      reason: 'WRONG_SIZE',
      description: 'Asked M, got L',
      imageIds: [photo],
      action: 'REFUND',
    });
    const id = made.body.data.id as string;
    expect((await admin.put(`/api/issues/${id}/sorting`, { type: 'BUG' })).status).toBe(400);
    expect(
      (await order.call.put(`/api/issues/${id}/sorting`, { type: 'BUG', origin: 'OTB' })).status,
    ).toBe(403);
    const reader = as(ctx, await newAdmin(ctx, ['ORDER_ITEM_DETAIL_ACCESS']));
    expect(
      (await reader.put(`/api/issues/${id}/sorting`, { type: 'BUG', origin: 'OTB' })).status,
    ).toBe(403);
    expect(
      (
        await admin.put(`/api/issues/00000000-0000-4000-8000-000000000000/sorting`, {
          type: 'BUG',
          origin: 'OTB',
        })
      ).status,
    ).toBe(404);
    const sorted = await admin.put(`/api/issues/${id}/sorting`, { type: 'BUG', origin: 'OTB' });
    expect(sorted.status).toBe(200);
    expect(sorted.body.data).toMatchObject({
      type: 'BUG',
      origin: 'OTB',
      request: { reason: 'WRONG_SIZE' },
    });
    expect((await order.call.get(`/api/seller/issues/${id}`)).body.data).toMatchObject({
      type: 'BUG',
      origin: 'OTB',
    });
  });
});
