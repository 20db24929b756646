import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, newAdmin, newSeller, newUser } from '../../test/fixtures';
import { createTestApp, type TestContext } from '../../test/harness';
import { traceLogs } from '../trace-logs/tables';
import { orderItems } from '../order-items/tables';
import { orders } from './tables';
import { ADDRESS, approvedOrder } from './test-fixtures';

/*
 * PUT seller/order/:id/address: the seller corrects a placed order's address until its first item
 * is picked; the address is checked again, the change traced, and refused (409) afterwards.
 */

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const url = (id: string) => `/api/seller/order/${id}/address`;
const NEW = { ...ADDRESS, fullName: 'Jo Receiver', street: '2 Oak Ave', zipcode: '73344' };

describe("the seller's address edit after placing", () => {
  it('changes the address, checks it again and traces it', async () => {
    const { seller, orderId } = await approvedOrder(ctx, [1], { ...ADDRESS, zipcode: '7330' });
    const call = as(ctx, seller.session);
    expect((await call('GET', '/api/seller/address-reminder')).body.data.count).toBe(1);

    const edited = await call('PUT', url(orderId), NEW);
    expect(edited.status).toBe(200);
    expect(edited.body.data.address).toMatchObject({
      fullName: 'Jo Receiver',
      street: '2 Oak Ave',
      zipcode: '73344',
    });
    const check = await call('GET', `/api/orders/${orderId}/address-check`);
    expect(check.body.data).toMatchObject({ isValid: true, problems: [] });
    expect((await call('GET', '/api/seller/address-reminder')).body.data.count).toBe(0);

    // An invalid correction is kept and flagged, as at placement.
    await call('PUT', url(orderId), { ...NEW, zipcode: '12' });
    expect((await call('GET', '/api/seller/address-reminder')).body.data.count).toBe(1);

    const traces = await ctx.database.db
      .select()
      .from(traceLogs)
      .where(and(eq(traceLogs.orderId, orderId), eq(traceLogs.type, 'ADDRESS')));
    expect(traces.map((row) => row.description)).toContain(
      'Address changed by the seller: Jo Buyer, 1 Main St, Austin, TX, 7330, US → Jo Receiver, 2 Oak Ave, Austin, TX, 73344, US',
    );
  });

  it('refuses another country, bad input, and any change once an item is picked', async () => {
    const { seller, orderId, itemIds } = await approvedOrder(ctx, [1, 1]);
    const call = as(ctx, seller.session);
    const abroad = await call('PUT', url(orderId), { ...NEW, country: 'CA' });
    expect(abroad.status).toBe(400);
    expect(abroad.body.errors.country).toMatch(/^The country stays United States/);
    const blank = await call('PUT', url(orderId), { ...NEW, street: '' });
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toHaveProperty('street');

    await ctx.database.db
      .update(orderItems)
      .set({ status: 'PICKED' })
      .where(eq(orderItems.id, itemIds[0]!));
    const late = await call('PUT', url(orderId), NEW);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(
      'The address can no longer change: an item of this order is picked or in production',
    );
    const [order] = await ctx.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ fullName: 'Jo Buyer', street: '1 Main St' });
  });

  it("is the order's seller's alone: another seller, a printer and admins are refused", async () => {
    const { orderId } = await approvedOrder(ctx, [1]);
    const stranger = await newSeller(ctx);
    expect((await as(ctx, stranger.session)('PUT', url(orderId), NEW)).status).toBe(404);
    const printer = await newUser(ctx, 'PRINTER');
    const admin = await newAdmin(ctx, ['ORDER_DETAIL_ACCESS', 'ORDER_DETAIL_UPDATE']);
    for (const session of [printer.session, admin]) {
      expect((await as(ctx, session)('PUT', url(orderId), NEW)).status).toBe(403);
    }
    const [order] = await ctx.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.fullName).toBe('Jo Buyer');
  });
});
