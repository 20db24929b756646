import { randomUUID } from 'node:crypto';
import type { Session } from '@platfox/domain';
import { as, fund, newAdmin } from '../../test/fixtures';
import type { TestContext } from '../../test/harness';
import { ADDRESS, demoCatalog, productOf } from '../orders/test-fixtures';

/** Places an order of one tee for the seller (funded here), and answers its ids. */
export async function placeOrder(ctx: TestContext, seller: { id: string; session: Session }) {
  const catalog = await demoCatalog(ctx);
  const product = await productOf(ctx, seller.id, catalog.productTypeId);
  await fund(ctx, seller.id, 1_000_000);
  const placed = await as(ctx, seller.session)(
    'POST',
    '/api/orders',
    {
      lines: [{ productId: product.id, productTypeItemId: catalog.items[0]!.id, quantity: 1 }],
      address: ADDRESS,
      isDraft: false,
    },
    `place-${randomUUID()}`,
  );
  if (placed.status !== 200) throw new Error(`placing failed: ${JSON.stringify(placed.body)}`);
  return placed.body.data.id as string;
}

/** Approves an order as an admin, and answers its item ids. */
export async function approve(ctx: TestContext, orderId: string): Promise<string[]> {
  const admin = as(ctx, await newAdmin(ctx, ['ORDER_DETAIL_ACCESS', 'ORDER_DETAIL_UPDATE']));
  const approved = await admin('POST', `/api/orders/${orderId}/approved`);
  if (approved.status !== 200)
    throw new Error(`approving failed: ${JSON.stringify(approved.body)}`);
  return approved.body.data.items.map((item: { id: string }) => item.id);
}

/** Waits for a condition, polling; fails with the last value seen after `timeoutMs`. */
export async function waitFor<T>(
  read: () => Promise<T> | T,
  isDone: (value: T) => boolean,
  timeoutMs = 20_000,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (isDone(value)) return value;
    if (Date.now() > until) throw new Error(`condition not met: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
