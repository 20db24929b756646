import { and, eq } from 'drizzle-orm';
import type { Session } from '@platfox/domain';
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

/** An order placed at once (POST /orders, isDraft false), the hot path: its own key per call. */
const placeAtOnce = (ctx: TestContext, session: Session, cart: object, key: string) =>
  as(ctx, session)('POST', '/api/orders', { ...cart, isDraft: false }, key);

/** A new seller's one-line cart of the demo catalogue, and its total. */
async function sellerWithCart() {
  const catalog = await demoCatalog(ctx);
  const seller = await newSeller(ctx);
  const product = await productOf(ctx, seller.id, catalog.productTypeId);
  const cart = {
    lines: [{ productId: product.id, productTypeItemId: catalog.items[0]!.id, quantity: 1 }],
    address: ADDRESS,
  };
  const estimate = await as(ctx, seller.session)('POST', '/api/orders/estimate', cart);
  return { seller, cart, total: estimate.body.data.total as number };
}

it('50 concurrent orders placed at once against a balance that covers 10 place exactly 10', async () => {
  const { seller, cart, total } = await sellerWithCart();
  await fund(ctx, seller.id, total * 10 + total - 1);

  const answers = await Promise.all(
    Array.from({ length: 50 }, (_, index) =>
      placeAtOnce(ctx, seller.session, cart, `at-once-race-${index}-0000`),
    ),
  );
  expect(answers.filter((answer) => answer.status === 200)).toHaveLength(10);
  const refused = answers.filter((answer) => answer.status === 409);
  expect(refused).toHaveLength(40);
  expect(new Set(refused.map((answer) => answer.body.message))).toEqual(
    new Set(['Balance not enough']),
  );
  // A refused placement wrote nothing: no order, no charge; the balance moved by 10 charges.
  const placed = await ctx.database.db.select().from(orders).where(eq(orders.sellerId, seller.id));
  expect(placed).toHaveLength(10);
  const charges = await ctx.database.db
    .select()
    .from(transactions)
    .where(and(eq(transactions.userId, seller.id), eq(transactions.type, 'CHARGE')));
  expect(charges).toHaveLength(10);
  expect(charges.every((charge) => charge.amount === -total)).toBe(true);
  expect(await balanceOf(ctx, seller.id)).toBe(total - 1);
});

it('a pending withdraw keeps its amount from an order placed at once, racing or not', async () => {
  const { seller, cart, total } = await sellerWithCart();
  // The balance covers the order, but not the order and the withdraw together.
  await fund(ctx, seller.id, total + 1_000);
  const withdraw = () =>
    as(ctx, seller.session)(
      'POST',
      '/api/seller/withdraw',
      { amount: 1_001, paymentMethod: 'PAYONEER', description: 'Payoneer account 123' },
      'withdraw-race-0000',
    );
  const [withdrawn, order] = await Promise.all([
    withdraw(),
    placeAtOnce(ctx, seller.session, cart, 'order-race-0000'),
  ]);
  // Whichever took the balance's lock first wins; the other is refused with nothing written.
  expect([withdrawn.status, order.status].sort()).toEqual([200, 409]);
  const placed = await ctx.database.db.select().from(orders).where(eq(orders.sellerId, seller.id));
  expect(placed).toHaveLength(order.status === 200 ? 1 : 0);
  expect(await balanceOf(ctx, seller.id)).toBe(order.status === 200 ? 1_000 : total + 1_000);

  // Now the withdraw is pending (or the order took the money): a new order is refused, though
  // the balance alone would cover it.
  if (order.status === 200) {
    expect((await withdraw()).status).toBe(409);
  } else {
    const short = await placeAtOnce(ctx, seller.session, cart, 'order-after-withdraw-0000');
    expect(short.status).toBe(409);
    expect(short.body.message).toBe('Balance not enough');
    const none = await ctx.database.db.select().from(orders).where(eq(orders.sellerId, seller.id));
    expect(none).toHaveLength(0);
    expect(await balanceOf(ctx, seller.id)).toBe(total + 1_000);
  }
});
