import { randomUUID } from 'node:crypto';
import type { Session } from '@platfox/domain';
import { and, eq } from 'drizzle-orm';
import { as, fund, newAdmin, newSeller } from '../../test/fixtures';
import type { TestContext } from '../../test/harness';
import { users } from '../accounts/tables';
import { products } from '../catalog/product-tables';
import { productTypeItems, productTypes } from '../catalog/tables';

/*
 * Data of the orders' tests, on the seeded demo catalogue ("Classic T-Shirt", US shipping prices,
 * two products of the demo seller). Accounts, calls and funds are in test/fixtures.ts.
 */

export const ADDRESS = {
  fullName: 'Jo Buyer',
  street: '1 Main St',
  city: 'Austin',
  state: 'TX',
  zipcode: '73301',
  country: 'US',
} as const;

export async function demoCatalog(ctx: TestContext) {
  const db = ctx.database.db;
  const [seller] = await db.select().from(users).where(eq(users.email, 'seller@demo.test'));
  const [tee] = await db
    .select()
    .from(productTypes)
    .where(eq(productTypes.name, 'Classic T-Shirt'));
  const items = await db
    .select()
    .from(productTypeItems)
    .where(eq(productTypeItems.productTypeId, tee!.id))
    .orderBy(productTypeItems.sortOrder);
  const own = await db
    .select()
    .from(products)
    .where(and(eq(products.sellerId, seller!.id), eq(products.productTypeId, tee!.id)));
  return { sellerId: seller!.id, productTypeId: tee!.id, items, products: own };
}

/** A product of the seller on the demo product type (written directly: designs do not matter). */
export async function productOf(ctx: TestContext, sellerId: string, productTypeId: string) {
  const [row] = await ctx.database.db
    .insert(products)
    .values({
      code: randomUUID().slice(0, 12),
      sellerId,
      productTypeId,
      title: 'Test tee',
      sku: `SKU-${randomUUID().slice(0, 8)}`,
    })
    .returning();
  return row!;
}

/** A placed and approved order of a new seller: quantities per line, on the demo tee. */
export async function approvedOrder(
  ctx: TestContext,
  quantities: number[],
  address: Record<string, string> = ADDRESS,
) {
  const catalog = await demoCatalog(ctx);
  const seller = await newSeller(ctx);
  const product = await productOf(ctx, seller.id, catalog.productTypeId);
  await fund(ctx, seller.id, 1_000_000);
  const lines = quantities.map((quantity, index) => ({
    productId: product.id,
    productTypeItemId: catalog.items[index]!.id,
    quantity,
  }));
  const placed = await as(ctx, seller.session)(
    'POST',
    '/api/orders',
    { lines, address, isDraft: false },
    `place-${randomUUID()}`,
  );
  if (placed.status !== 200) throw new Error(`placing failed: ${JSON.stringify(placed.body)}`);
  const admin = as(ctx, await adminSession(ctx));
  const approved = await admin('POST', `/api/orders/${placed.body.data.id}/approved`);
  if (approved.status !== 200)
    throw new Error(`approving failed: ${JSON.stringify(approved.body)}`);
  const itemIds: string[] = approved.body.data.items.map((item: { id: string }) => item.id);
  return { seller, orderId: placed.body.data.id as string, itemIds };
}

// One approving admin per app: test files share this module within a worker (isolate: false).
const admins = new WeakMap<TestContext, Promise<Session>>();
function adminSession(ctx: TestContext): Promise<Session> {
  let admin = admins.get(ctx);
  if (!admin) {
    admin = newAdmin(ctx, ['ORDER_DETAIL_ACCESS', 'ORDER_DETAIL_UPDATE']);
    admins.set(ctx, admin);
  }
  return admin;
}
