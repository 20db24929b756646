import type { AddressInfo } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, newSeller } from '../../test/fixtures';
import { createTestApp, type TestContext } from '../../test/harness';
import { createWooCommercePlatform } from './platforms/woocommerce';
import { documentedWooOrder } from './platforms/woocommerce/documented-order';
import { startWooStandIn, type WooStandIn } from './platforms/woocommerce/stand-in';
import { storeOrders, storeVariants, storeWebhookInbox } from './tables';
import { waitFor, webhookSecretOf } from './test-fixtures';

/*
 * Issue 28, WooCommerce through the store service and its real client: a delivery hours late is
 * taken, an older version never overwrites a newer one, the same delivery sent 20 times makes one
 * import row, a signed body of the wrong shape is a 400, and an order in the documented shape
 * (variations, HTML entities) is kept as the seller reads it.
 */

let ctx: TestContext;
let shop: WooStandIn;
let webhookUrl: string;
let storeId: string;
let secret: string;

beforeAll(async () => {
  shop = await startWooStandIn();
  ctx = await createTestApp(
    { runsScheduledWork: true },
    { storePlatforms: [createWooCommercePlatform({ allowInsecureHosts: true })] },
  );
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  webhookUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}/webhooks/stores/woocommerce`;
  const seller = await newSeller(ctx);
  const connected = await as(ctx, seller.session).post('/api/seller/external-stores/connect', {
    type: 'WOOCOMMERCE',
    domain: shop.url,
    consumerKey: shop.consumerKey,
    consumerSecret: shop.consumerSecret,
  });
  expect(connected.status, JSON.stringify(connected.body)).toBe(200);
  storeId = connected.body.data.store.id;
  secret = await webhookSecretOf(ctx, storeId);
});
afterAll(async () => {
  await ctx.close();
  await shop.close();
});

const storeOrderOf = (externalOrderId: string) =>
  ctx.database.db
    .select()
    .from(storeOrders)
    .where(and(eq(storeOrders.storeId, storeId), eq(storeOrders.externalOrderId, externalOrderId)));

const queueRowsOf = (externalOrderId: string) =>
  ctx.database.db
    .select({ id: storeWebhookInbox.id })
    .from(storeWebhookInbox)
    .where(
      and(
        eq(storeWebhookInbox.storeId, storeId),
        sql`${storeWebhookInbox.payload}->'order'->>'externalOrderId' = ${externalOrderId}`,
      ),
    );

/** WooCommerce's date format: GMT without a zone, to the second. */
const wooGmt = (at: Date) => at.toISOString().slice(0, 19);

describe('late and repeated deliveries', () => {
  it('takes a retry two hours late', async () => {
    const order = shop.addOrder({ modifiedAt: new Date(Date.now() - 2 * 3_600_000) });
    expect(await shop.sendWebhook(webhookUrl, { topic: 'order.updated', orderId: order.id })).toBe(
      200,
    );
    await waitFor(
      () => storeOrderOf(String(order.id)),
      (rows) => rows.length === 1,
    );
  });

  it('never lets an older version overwrite a newer one', async () => {
    const order = shop.addOrder({ note: 'first' });
    const newer = shop.modifyOrder(order.id, { customer_note: 'newer' }, new Date());
    const newerBody = JSON.stringify(newer);
    const older = JSON.stringify({
      ...newer,
      customer_note: 'older',
      date_modified_gmt: wooGmt(new Date(Date.now() - 3_600_000)),
    });
    const send = (body: string) =>
      shop.sendWebhook(webhookUrl, { topic: 'order.updated', body, secret });
    expect(await send(newerBody)).toBe(200);
    await waitFor(
      () => storeOrderOf(String(order.id)),
      (rows) => rows[0]?.data.note === 'newer',
    );
    expect(await send(older)).toBe(200);
    // The older version's row is taken and ends, having written nothing.
    await waitFor(
      () =>
        ctx.database.db
          .select({ status: storeWebhookInbox.status })
          .from(storeWebhookInbox)
          .where(sql`${storeWebhookInbox.payload}->'order'->>'note' = 'older'`),
      (rows) => rows.length === 1 && rows[0]!.status === 'FINISHED',
    );
    const [kept] = await storeOrderOf(String(order.id));
    expect(kept!.data.note).toBe('newer');
  });

  it('makes one import row of the same delivery sent 20 times', async () => {
    const order = shop.addOrder({});
    for (let n = 0; n < 20; n += 1) {
      const status = await shop.sendWebhook(webhookUrl, {
        topic: 'order.updated',
        orderId: order.id,
        deliveryId: 'one-delivery-sent-20-times',
      });
      expect(status).toBe(200);
    }
    await waitFor(
      () => storeOrderOf(String(order.id)),
      (rows) => rows.length === 1,
    );
    expect(await queueRowsOf(String(order.id))).toHaveLength(1);
  });

  it('answers a correctly signed body of the wrong shape 400 and writes nothing', async () => {
    const before = await ctx.database.db
      .select({ id: storeWebhookInbox.id })
      .from(storeWebhookInbox);
    for (const body of ['[{"id": 5}]', '{"id": "five"}']) {
      expect(await shop.sendWebhook(webhookUrl, { topic: 'order.updated', body, secret })).toBe(
        400,
      );
    }
    const after = await ctx.database.db
      .select({ id: storeWebhookInbox.id })
      .from(storeWebhookInbox);
    expect(after).toHaveLength(before.length);
  });
});

describe('an order in the documented shape', () => {
  it('is kept as the seller reads it: names decoded, attributes by label, SKU, quantity', async () => {
    const body = JSON.stringify(documentedWooOrder(9727, wooGmt(new Date())));
    expect(await shop.sendWebhook(webhookUrl, { topic: 'order.updated', body, secret })).toBe(200);
    const [row] = await waitFor(
      () => storeOrderOf('9727'),
      (rows) => rows.length === 1,
    );
    expect(
      row!.data.lines.map((line) => [line.title, line.variantTitle, line.sku, line.quantity]),
    ).toEqual([
      // The product's own title: the variation's values are its variant title (issue 31 item 13).
      ['Hoodie – "Mountain" & Lake', 'Color: Blue / Size: L', 'HOOD-BLU-L', 2],
      ['Sticker pack & pin', undefined, 'STICK-PACK', 1],
    ]);
    expect(row!.data.address).toMatchObject({ fullName: "Zoë O'Neill", city: 'Montréal' });
    const variants = await ctx.database.db
      .select({ id: storeVariants.externalVariantId, title: storeVariants.title })
      .from(storeVariants)
      .where(eq(storeVariants.storeId, storeId));
    expect(variants).toEqual(
      expect.arrayContaining([{ id: '101', title: 'Color: Blue / Size: L' }]),
    );
  });
});
