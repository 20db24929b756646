import type { Session } from '@platfox/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, newUser } from '../../test/fixtures';
import { createTestApp, signIn, type TestContext } from '../../test/harness';
import { listRegistry } from '../data-lists/models';

let ctx: TestContext;
let sessions: Record<'admin' | 'seller' | 'warehouse', Session>;
beforeAll(async () => {
  ctx = await createTestApp();
  sessions = {
    admin: await signIn(ctx.app, 'admin@demo.test'),
    seller: await signIn(ctx.app, 'seller@demo.test'),
    warehouse: (await newUser(ctx, 'WAREHOUSE')).session,
  };
});
afterAll(() => ctx.close());

// Each catalogue list, the user who lists it, and how many rows the demo catalogue gives it.
const LISTS = [
  ['attribute', 'admin', 2],
  ['upload-type', 'admin', 1],
  ['product-type-category', 'admin', 1],
  ['product-type', 'admin', 1],
  ['blank-apparel', 'admin', 1],
  ['shipping-price', 'admin', 6],
  ['product', 'admin', 2],
  ['seller-product', 'seller', 2],
  ['warehouse-product', 'warehouse', 2],
] as const;

describe('the catalogue lists on the demo catalogue', () => {
  it.each(LISTS)('%s answers sorted by each sortable field', async (model, who, rows) => {
    const user = as(ctx, sessions[who]);
    const fields = listRegistry.get(model)!.fields;
    for (const [field, definition] of Object.entries(fields)) {
      if (!definition.isSortable) continue;
      for (const direction of ['asc', 'desc'] as const) {
        const answer = await user.list(model, { sorting: [{ field, direction }] });
        expect(answer.status, `${model} by ${field}: ${JSON.stringify(answer.body)}`).toBe(200);
        expect(answer.body.total).toBe(rows);
      }
    }
  });

  it.each(LISTS)('%s offers filter options for its autocomplete fields', async (model, who) => {
    const user = as(ctx, sessions[who]);
    const fields = listRegistry.get(model)!.fields;
    for (const [field, definition] of Object.entries(fields)) {
      if (definition.type !== 'autocomplete') continue;
      const answer = await user.post('/api/data-lists/filter-options', { model, field });
      expect(answer.status, `${model}.${field}: ${JSON.stringify(answer.body)}`).toBe(200);
      expect(answer.body.items.length).toBeGreaterThan(0);
    }
  });

  it('names the shipping prices by their options and the products by their designs', async () => {
    const admin = as(ctx, sessions.admin);
    const prices = await admin.list('shipping-price', {
      sorting: [{ field: 'name', direction: 'asc' }],
    });
    expect(prices.body.items.map((row: { name: string }) => row.name)).toEqual([
      'Black / L',
      'Black / M',
      'Black / S',
      'White / L',
      'White / M',
      'White / S',
    ]);
    expect(prices.body.items[0]).toMatchObject({
      country: 'US',
      countryName: 'United States',
      normalFirstItem: 450,
      fastFirstItem: 900,
      price: 1100,
    });
    const products = await admin.list('product');
    for (const row of products.body.items) {
      expect(row.thumbnailUrl).toMatch(/^\/api\/catalog\/images\/[\w-]+\?size=thumbnail$/);
    }
  });
});
