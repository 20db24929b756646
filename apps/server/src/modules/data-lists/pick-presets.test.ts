import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, demoPrinter, newAdmin, newUser } from '../../test/fixtures';
import { createTestApp, type TestContext } from '../../test/harness';
import { orders } from '../orders/tables';
import { approvedOrder } from '../orders/test-fixtures';
import { externalStores } from '../stores/tables';

/*
 * The to-pick list's presets at spec 03 section 7.5's paths (available-by-high-qty-item,
 * available-by-seller, available-by-tiktok-orders): the printer-item-to-pick model's rows and
 * scope with the preset's filter, so they answer what the list's own tabs show.
 */

let ctx: TestContext;
let printer: Awaited<ReturnType<typeof demoPrinter>>;
let big: { itemId: string; sellerId: string };
let small: { itemId: string; sellerId: string; orderId: string };

beforeAll(async () => {
  ctx = await createTestApp();
  printer = await demoPrinter(ctx);
  const six = await approvedOrder(ctx, [6]);
  const one = await approvedOrder(ctx, [1]);
  big = { itemId: six.itemIds[0]!, sellerId: six.seller.id };
  small = { itemId: one.itemIds[0]!, sellerId: one.seller.id, orderId: one.orderId };
});
afterAll(() => ctx.close());

const PAGE = { filters: [], filtersRef: [], pagination: { page: 1, pageSize: 100 } };
const ids = (body: { items: { id: string }[] }) => body.items.map((row) => row.id);

describe('the to-pick presets', () => {
  it('high quantity: the items of more than 5 units, as the list pages them', async () => {
    const answer = await printer.call('POST', '/api/printer/available-by-high-qty-item', PAGE);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(ids(answer.body)).toContain(big.itemId);
    expect(ids(answer.body)).not.toContain(small.itemId);
    expect(answer.body.items.every((row: { quantity: number }) => row.quantity > 5)).toBe(true);
    // The caller's own filters still apply on top of the preset.
    const narrowed = await printer.call('POST', '/api/printer/available-by-high-qty-item', {
      ...PAGE,
      filters: [{ field: 'sellerId', operation: 'in', value: [small.sellerId] }],
    });
    expect(ids(narrowed.body)).toEqual([]);
  });

  it('by seller: each seller with items to pick, the new sellers among them', async () => {
    const answer = await printer.call('GET', '/api/printer/available-by-seller');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const keys = answer.body.items.map((option: { key: string }) => option.key);
    expect(keys).toEqual(expect.arrayContaining([big.sellerId, small.sellerId]));
  });

  it("TikTok orders: the items of orders from a seller's TikTok shop, and no other", async () => {
    // The small order came from the seller's TikTok shop (written directly: intake is not the point).
    const [shop] = await ctx.database.db
      .insert(externalStores)
      .values({
        sellerId: small.sellerId,
        type: 'TIKTOK',
        name: 'Shop',
        domain: 'shop.tiktok.test',
      })
      .returning();
    await ctx.database.db
      .update(orders)
      .set({ externalStoreId: shop!.id })
      .where(eq(orders.id, small.orderId));
    const answer = await printer.call('POST', '/api/printer/available-by-tiktok-orders', PAGE);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(ids(answer.body)).toContain(small.itemId);
    expect(ids(answer.body)).not.toContain(big.itemId);
  });

  it('another printer finds none of these items; sellers and admins are refused', async () => {
    const other = await newUser(ctx, 'PRINTER');
    const asOther = as(ctx, other.session);
    const high = await asOther('POST', '/api/printer/available-by-high-qty-item', PAGE);
    expect(high.status).toBe(200);
    expect(ids(high.body)).toEqual([]);
    const sellers = await asOther('GET', '/api/printer/available-by-seller');
    expect(sellers.body.items).toEqual([]);

    const seller = await newUser(ctx, 'SELLER');
    const admin = await newAdmin(ctx, ['ORDER_ITEM_ACCESS']);
    for (const session of [seller.session, admin]) {
      const refused = await as(ctx, session)(
        'POST',
        '/api/printer/available-by-tiktok-orders',
        PAGE,
      );
      expect(refused.status).toBe(403);
      expect((await as(ctx, session)('GET', '/api/printer/available-by-seller')).status).toBe(403);
    }
  });

  it('refuses a bad page with its field named, not a 500', async () => {
    const answer = await printer.call('POST', '/api/printer/available-by-high-qty-item', {
      ...PAGE,
      pagination: { page: 0, pageSize: 20 },
    });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body.errors)).toContain('pagination.page');
  });
});
