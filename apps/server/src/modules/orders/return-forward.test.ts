import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, newAdmin } from '../../test/fixtures';
import { createTestApp, type TestContext } from '../../test/harness';
import { orderItems } from '../order-items/tables';
import { approvedOrder } from './test-fixtures';

/*
 * A return goes to the seller's forwarding address (general settings, FORWARD; issue 36): the
 * request keeps where the parcel goes when it was asked for, and the admin's return queue shows it.
 */

let ctx: TestContext;
let admin: ReturnType<typeof as>;

const FORWARDER = {
  fullName: 'Bay Forwarding Co.',
  street: '88 Harbor Road',
  city: 'Oakland',
  state: 'CA',
  zipcode: '94607',
  country: 'US',
};
const RETURNS_DESK = { ...FORWARDER, fullName: 'Returns desk', street: '2100 Mission Street' };

beforeAll(async () => {
  ctx = await createTestApp();
  admin = as(ctx, await newAdmin(ctx, ['ORDER_ITEM_RETURN_ACCESS']));
});
afterAll(() => ctx.close());

/** A new seller's shipped item (put in transit directly: the floor is production's). */
async function shippedItem() {
  const { seller, itemIds } = await approvedOrder(ctx, [1]);
  const itemId = itemIds[0]!;
  await ctx.database.db
    .update(orderItems)
    .set({ status: 'IN_TRANSIT' })
    .where(eq(orderItems.id, itemId));
  return { call: as(ctx, seller.session), itemId };
}

/** The admin's return queue row of an item. */
async function queueRow(itemId: string) {
  const list = await admin('POST', '/api/data-lists', {
    model: 'return-order-item',
    filters: [{ field: 'orderItemId', operation: 'in', value: [itemId] }],
  });
  expect(list.status, JSON.stringify(list.body)).toBe(200);
  return list.body.items[0];
}

describe("a return and the seller's forwarding address", () => {
  it('goes to the forwarding address with its note, kept when the settings change later', async () => {
    const { call, itemId } = await shippedItem();
    const forward = { forwardingAddress: FORWARDER, note: 'Call ahead for pallets' };
    expect(
      (await call('PUT', '/api/seller/config', { type: 'FORWARD', value: forward })).status,
    ).toBe(200);
    const main = { defaultShippingMethod: 'STANDARD', returnAddress: RETURNS_DESK };
    expect((await call('PUT', '/api/seller/config', { type: 'MAIN', value: main })).status).toBe(
      200,
    );

    const asked = await call('POST', `/api/order-items/${itemId}/requests`, {
      type: 'RETURN',
      reason: 'Wrong size',
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(asked.body.data).toMatchObject({
      forwardAddress: FORWARDER,
      forwardNote: 'Call ahead for pallets',
    });

    const moved = { forwardingAddress: { ...FORWARDER, city: 'Fresno' }, note: '' };
    await call('PUT', '/api/seller/config', { type: 'FORWARD', value: moved });
    expect(await queueRow(itemId)).toMatchObject({
      orderItemId: itemId,
      forwardAddress: FORWARDER,
      forwardNote: 'Call ahead for pallets',
    });
  });

  it('goes to the MAIN return address when no forwarding address is set, else names none', async () => {
    const withDesk = await shippedItem();
    const main = { defaultShippingMethod: 'STANDARD', returnAddress: RETURNS_DESK };
    await withDesk.call('PUT', '/api/seller/config', { type: 'MAIN', value: main });
    const asked = await withDesk.call('POST', `/api/order-items/${withDesk.itemId}/requests`, {
      type: 'RETURN',
      reason: 'Torn',
    });
    expect(asked.body.data).toMatchObject({ forwardAddress: RETURNS_DESK, forwardNote: null });

    const bare = await shippedItem();
    const none = await bare.call('POST', `/api/order-items/${bare.itemId}/requests`, {
      type: 'RETURN',
      reason: 'Torn',
    });
    expect(none.body.data).toMatchObject({ forwardAddress: null, forwardNote: null });
    expect(await queueRow(bare.itemId)).toMatchObject({ forwardAddress: null });
  });

  it('a refund or a resend names no forwarding address', async () => {
    const { call, itemId } = await shippedItem();
    const forward = { forwardingAddress: FORWARDER, note: '' };
    await call('PUT', '/api/seller/config', { type: 'FORWARD', value: forward });
    const asked = await call('POST', `/api/order-items/${itemId}/requests`, {
      type: 'RESEND',
      reason: 'Lost',
    });
    expect(asked.body.data).toMatchObject({ forwardAddress: null, forwardNote: null });
  });
});
