import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import { as, type UserFixture } from '../../test/fixtures';
import { createTestApp, type TestContext } from '../../test/harness';
import { WEBHOOK_SECRET_KEY } from './service';
import { externalStores } from './tables';
import { MemoryPlatform, sign, type WireOrder } from './test-platform';

/* The store platform's test data: an app with in-memory Shopify and WooCommerce platforms. */

export async function createStoresApp(overrides: Partial<Config> = {}) {
  const woo = new MemoryPlatform('WOOCOMMERCE');
  const shopify = new MemoryPlatform('SHOPIFY');
  const ctx = await createTestApp(
    { storePushRetryLimit: 3, storePushRetryDelaySeconds: 1, ...overrides },
    { storePlatforms: [woo, shopify] },
  );
  return { ctx, woo, shopify };
}

/** A WooCommerce store of the seller, connected with the keys the memory shop accepts. */
export async function connectWoo(ctx: TestContext, seller: UserFixture, domain?: string) {
  const answer = await as(ctx, seller.session).post('/api/seller/external-stores/connect', {
    type: 'WOOCOMMERCE',
    domain: domain ?? `https://shop-${randomUUID().slice(0, 8)}.example.com`,
    consumerKey: 'ck_good',
    consumerSecret: 'cs_good',
  });
  if (answer.status !== 200) throw new Error(`connect failed: ${JSON.stringify(answer.body)}`);
  return answer.body.data.store as { id: string; domain: string };
}

/** The store's webhook secret, as the shop was given it at connection. */
export async function webhookSecretOf(ctx: TestContext, storeId: string): Promise<string> {
  const [row] = await ctx.database.db
    .select()
    .from(externalStores)
    .where(eq(externalStores.id, storeId));
  return ctx.app.stores.box.open(storeId, row!.credentials!)[WEBHOOK_SECRET_KEY]!;
}

export const BUYER = {
  fullName: 'Sam Buyer',
  street: '5 Elm St',
  city: 'Austin',
  state: 'TX',
  zipcode: '73301',
  country: 'US',
};

/** A store order on the wire; lines name variants ("v-1") and quantities. */
export function wireOrder(
  id: string,
  lines: { variant: string; quantity?: number }[],
  updatedAt = '2026-11-20T10:00:00.000Z',
): WireOrder {
  return {
    externalOrderId: id,
    name: `#${id}`,
    createdAt: '2026-11-20T09:00:00.000Z',
    updatedAt,
    isCancelled: false,
    address: BUYER,
    lines: lines.map((line, index) => ({
      externalLineId: `${id}-l${index}`,
      externalProductId: `p-${line.variant}`,
      externalVariantId: line.variant,
      title: `Shirt ${line.variant}`,
      variantTitle: `Black / ${line.variant}`,
      quantity: line.quantity ?? 1,
    })),
  };
}

/** Delivers a webhook to the app as the shop would, signed with `secret`. */
export function deliver(
  ctx: TestContext,
  domain: string,
  secret: string,
  body: object,
  type = 'woocommerce',
) {
  const payload = JSON.stringify(body);
  return ctx.app.inject({
    method: 'POST',
    url: `/webhooks/stores/${type}`,
    headers: {
      'content-type': 'application/json',
      'x-test-shop-domain': domain,
      'x-test-signature': sign(secret, payload),
    },
    payload,
  });
}

/** Waits for a condition (the jobs run in the background), failing after `ms`. */
export async function waitFor<T>(
  read: () => Promise<T>,
  isDone: (value: T) => boolean,
  ms = 15_000,
) {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (isDone(value)) return value;
    if (Date.now() > until)
      throw new Error(`condition not met in ${ms} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
