import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { as, balanceOf, fund, newSeller } from '../../test/fixtures';
import { createTestApp, type TestContext } from '../../test/harness';
import { transactions } from '../ledger/tables';
import { orders } from './tables';
import { ADDRESS, demoCatalog, productOf } from './test-fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

it('50 concurrent placements against a balance that covers 10 place exactly 10', async () => {
  const catalog = await demoCatalog(ctx);
  const seller = await newSeller(ctx);
  const product = await productOf(ctx, seller.id, catalog.productTypeId);
  const call = as(ctx, seller.session);
  const cart = {
    lines: [{ productId: product.id, productTypeItemId: catalog.items[0]!.id, quantity: 1 }],
    address: ADDRESS,
  };
  const drafts: { id: string; total: number }[] = [];
  for (let index = 0; index < 50; index += 1) {
    drafts.push((await call('POST', '/api/orders', cart)).body.data);
  }
  const total = drafts[0]!.total;
  await fund(ctx, seller.id, total * 10 + total - 1);

  const answers = await Promise.all(
    drafts.map((draft, index) =>
      call('POST', `/api/orders/${draft.id}/place`, undefined, `race-key-${index}-0000`),
    ),
  );
  expect(answers.filter((answer) => answer.status === 200)).toHaveLength(10);
  expect(answers.filter((answer) => answer.status === 409)).toHaveLength(40);
  const pending = await ctx.database.db
    .select()
    .from(orders)
    .where(and(eq(orders.sellerId, seller.id), eq(orders.status, 'PENDING')));
  expect(pending).toHaveLength(10);
  const charges = await ctx.database.db
    .select()
    .from(transactions)
    .where(and(eq(transactions.userId, seller.id), eq(transactions.type, 'CHARGE')));
  expect(charges).toHaveLength(10);
  expect(await balanceOf(ctx, seller.id)).toBe(total - 1);
});
