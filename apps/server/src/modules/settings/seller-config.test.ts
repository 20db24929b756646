import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, demoPrinter, newAdmin, newSeller, newUser } from '../../test/fixtures';
import { bearer, createTestApp, type TestContext } from '../../test/harness';
import { approvedOrder } from '../orders/test-fixtures';
import { pdfPagesText } from '../packing-slips/test-reader';
import { sellerConfigChanges, sellerConfigs } from './tables';

/*
 * The seller's general settings (GET/PUT seller/config, issue 36): MAIN and FORWARD, one row per
 * seller and type, audited; the return address printed on the seller's packing slips.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const RETURN_ADDRESS = {
  fullName: 'Returns Desk',
  street: '500 Harbor Way',
  city: 'Oakland',
  state: 'CA',
  zipcode: '94607',
  country: 'US',
};
// The answer's JSON, read loosely: the test asserts its shape.
type Listed = {
  type: string;
  id: string | null;
  value: {
    defaultShippingMethod?: string;
    returnAddress?: unknown;
    forwardingAddress?: { fullName: string } | null;
  };
};
const typeOf = (list: Listed[], type: string) => list.find((one) => one.type === type);

describe('seller/config', () => {
  it('answers both types with their defaults, then what the seller saved, audited', async () => {
    const seller = await newSeller(ctx);
    const call = as(ctx, seller.session);
    const fresh = await call.get('/api/seller/config');
    expect(fresh.status).toBe(200);
    expect(fresh.body.data).toEqual([
      {
        type: 'MAIN',
        value: { defaultShippingMethod: 'STANDARD', returnAddress: null },
        id: null,
        updatedAt: null,
      },
      {
        type: 'FORWARD',
        value: { forwardingAddress: null, note: '' },
        id: null,
        updatedAt: null,
      },
    ]);

    const saved = await call.put('/api/seller/config', {
      type: 'MAIN',
      value: { defaultShippingMethod: 'FAST', returnAddress: RETURN_ADDRESS },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({
      type: 'MAIN',
      value: { defaultShippingMethod: 'FAST', returnAddress: RETURN_ADDRESS },
    });
    expect(saved.body.data.id).toEqual(expect.any(String));
    const forward = await call.put('/api/seller/config', {
      type: 'FORWARD',
      value: { forwardingAddress: { ...RETURN_ADDRESS, fullName: 'Forwarder' }, note: ' Ring ' },
    });
    expect(forward.status).toBe(200);
    expect(forward.body.data.value.note).toBe('Ring');
    // Saved again: still one row per type, and each save has its audit line.
    await call.put('/api/seller/config', {
      type: 'MAIN',
      value: { defaultShippingMethod: 'LOCAL_PICKUP', returnAddress: RETURN_ADDRESS },
    });
    const listed = (await call.get('/api/seller/config')).body.data;
    expect(typeOf(listed, 'MAIN')?.value.defaultShippingMethod).toBe('LOCAL_PICKUP');
    expect(typeOf(listed, 'FORWARD')?.value.forwardingAddress?.fullName).toBe('Forwarder');
    const rows = await ctx.database.db
      .select()
      .from(sellerConfigs)
      .where(eq(sellerConfigs.sellerId, seller.id));
    expect(rows).toHaveLength(2);
    const changes = await ctx.database.db
      .select()
      .from(sellerConfigChanges)
      .where(eq(sellerConfigChanges.sellerId, seller.id));
    expect(changes).toHaveLength(3);
    const last = changes.find(
      (change) =>
        (change.after as { defaultShippingMethod?: string }).defaultShippingMethod ===
        'LOCAL_PICKUP',
    );
    expect(last?.before).toMatchObject({ defaultShippingMethod: 'FAST' });
    expect(last?.changedBy).toBe(seller.id);
  });

  it('refuses a bad address or method on its field and writes nothing', async () => {
    const seller = await newSeller(ctx);
    const call = as(ctx, seller.session);
    for (const [value, field] of [
      [{ defaultShippingMethod: 'TELEPORT', returnAddress: null }, 'value.defaultShippingMethod'],
      [
        { defaultShippingMethod: 'FAST', returnAddress: { ...RETURN_ADDRESS, city: ' ' } },
        'value.returnAddress.city',
      ],
      [
        { defaultShippingMethod: 'FAST', returnAddress: { ...RETURN_ADDRESS, country: 'XX' } },
        'value.returnAddress.country',
      ],
    ] as const) {
      const refused = await call.put('/api/seller/config', { type: 'MAIN', value });
      expect(refused.status, JSON.stringify(value)).toBe(400);
      expect(refused.body.message).toEqual(expect.any(String));
      expect(Object.keys(refused.body.errors)).toContain(field);
    }
    const unknown = await call.put('/api/seller/config', { type: 'OTHER', value: {} });
    expect(unknown.status).toBe(400);
    const extra = await call.put('/api/seller/config', {
      type: 'FORWARD',
      value: { forwardingAddress: null, sellerId: 'someone-else' },
    });
    expect(extra.status).toBe(400);
    const rows = await ctx.database.db
      .select()
      .from(sellerConfigs)
      .where(eq(sellerConfigs.sellerId, seller.id));
    expect(rows).toEqual([]);
  });

  it("never shows one seller another's settings; admins read them only with USER_DETAIL_ACCESS; printers are refused", async () => {
    const owner = await newSeller(ctx);
    await as(ctx, owner.session).put('/api/seller/config', {
      type: 'MAIN',
      value: { defaultShippingMethod: 'FAST', returnAddress: RETURN_ADDRESS },
    });
    const other = as(ctx, (await newSeller(ctx)).session);
    const theirs = (await other.get('/api/seller/config')).body.data;
    expect(typeOf(theirs, 'MAIN')).toMatchObject({ id: null, value: { returnAddress: null } });
    expect((await other.get(`/api/users/${owner.id}/config`)).status).toBe(403);

    const reader = as(ctx, await newAdmin(ctx, ['USER_DETAIL_ACCESS']));
    const read = await reader.get(`/api/users/${owner.id}/config`);
    expect(read.status).toBe(200);
    expect(typeOf(read.body.data, 'MAIN')?.value.returnAddress).toEqual(RETURN_ADDRESS);
    const printerUser = await newUser(ctx, 'PRINTER');
    expect((await reader.get(`/api/users/${printerUser.id}/config`)).status).toBe(404);
    // The seller's own path is the seller's: an admin, even one who may read users, has none.
    expect((await reader.get('/api/seller/config')).status).toBe(403);
    expect((await reader.put('/api/seller/config', { type: 'FORWARD', value: {} })).status).toBe(
      403,
    );
    const none = as(ctx, await newAdmin(ctx, ['ORDER_ACCESS']));
    expect((await none.get(`/api/users/${owner.id}/config`)).status).toBe(403);

    const printer = as(ctx, printerUser.session);
    expect((await printer.get('/api/seller/config')).status).toBe(403);
    expect((await printer.put('/api/seller/config', { type: 'FORWARD', value: {} })).status).toBe(
      403,
    );
    expect((await printer.get(`/api/users/${owner.id}/config`)).status).toBe(403);
  });

  it("prints the seller's return address on their packing slips, and none for a seller without one", async () => {
    const printer = await demoPrinter(ctx);
    const withAddress = await approvedOrder(ctx, [1]);
    await as(ctx, withAddress.seller.session).put('/api/seller/config', {
      type: 'MAIN',
      value: { defaultShippingMethod: 'STANDARD', returnAddress: RETURN_ADDRESS },
    });
    const without = await approvedOrder(ctx, [1]);
    const slipText = async (itemId: string) => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/printer/order-items/${itemId}/packing-slip`,
        headers: bearer(printer.session),
      });
      expect(response.statusCode).toBe(200);
      return (await pdfPagesText(response.rawPayload)).join('\n');
    };
    const printed = await slipText(withAddress.itemIds[0]!);
    for (const line of ['RETURN TO', 'Returns Desk', '500 Harbor Way', 'Oakland, CA, 94607']) {
      expect(printed).toContain(line);
    }
    const plain = await slipText(without.itemIds[0]!);
    expect(plain).not.toContain('RETURN TO');
  });
});
