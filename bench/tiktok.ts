import type { Session } from '@platfox/domain';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { readConfig } from '../apps/server/src/config';
import { users } from '../apps/server/src/modules/accounts/tables';
import { orders } from '../apps/server/src/modules/orders/tables';
import { settings } from '../apps/server/src/modules/settings/tables';
import {
  createTikTokPlatform,
  signWebhook,
} from '../apps/server/src/modules/stores/platforms/tiktok';
import { startTikTokStandIn } from '../apps/server/src/modules/stores/platforms/tiktok/stand-in';
import {
  externalStores,
  storeOrders,
  storeVariants,
} from '../apps/server/src/modules/stores/tables';
import { MemoryMailer } from '../apps/server/src/platform/mail';
import { DEMO_PASSWORD, seedDemoData } from '../apps/server/src/seed';
import { demoCatalogOf } from './lib/demo-catalog';
import { percentile, type Figures } from './lib/server';
import { pgliteDatabase } from './lists/database';

/**
 * Issue 18's TikTok figures, through the app with the real TikTok Shop client and its stand-in:
 * - a pull of 10,000 orders (200 signed pages of 50), auto-place off: orders/s into drafts;
 * - auto-placement with the extra fee: 1,000 signed ORDER_STATUS_CHANGE webhooks sent 20 at a
 *   time; the acknowledgement's p50/p95, and the time until every order is placed and charged
 *   (each import job reads the order from the shop, ingests, places and charges it).
 * One seller only (the demo seller): the 200-seller spread of the issue is not built here.
 * BENCH_TIKTOK_PULL and BENCH_TIKTOK_PLACED scale it.
 */
const PULLED = Number(process.env.BENCH_TIKTOK_PULL ?? 10_000);
const PLACED = Number(process.env.BENCH_TIKTOK_PLACED ?? 1000);
const SENDERS = 20;

export async function benchTikTok(): Promise<Figures> {
  const bench = await pgliteDatabase();
  const shop = await startTikTokStandIn();
  const db = bench.database.db;
  await seedDemoData(db);
  const app = await buildApp({
    config: {
      ...readConfig({ NODE_ENV: 'test', REDIS_URL: '' }),
      runsScheduledWork: true,
      storePullCron: '0 0 1 1 *',
    },
    database: bench.database,
    logger: false,
    mailer: new MemoryMailer(),
    storePlatforms: [
      createTikTokPlatform({
        appKey: shop.appKey,
        appSecret: shop.appSecret,
        apiBase: shop.url,
        authBase: shop.url,
      }),
    ],
  });
  try {
    const session = await app.inject({
      method: 'POST',
      url: '/api/auth/authenticate',
      payload: { email: 'seller@demo.test', password: DEMO_PASSWORD },
    });
    const token = session.json<Session>().accessToken.token;
    const call = async (method: 'POST' | 'PUT', url: string, payload: unknown) => {
      const answer = await app.inject({
        method,
        url,
        payload: payload as never,
        headers: { authorization: `Bearer ${token}` },
      });
      if (answer.statusCode !== 200) throw new Error(`${url}: ${answer.body}`);
      return answer.json<{ data: Record<string, unknown> }>().data;
    };
    const product = shop.addProduct('Classic tee', ['S']);
    const store = await call('POST', '/api/seller/external-stores/oauth-callback', {
      query: { app_key: shop.appKey, code: shop.authorizationCode() },
    });
    const storeId = String(store.id);
    await app.stores.sync.pull(storeId);
    const [variant] = await db
      .select({ id: storeVariants.id })
      .from(storeVariants)
      .where(eq(storeVariants.externalVariantId, product.skus[0]!.id));
    const catalog = await demoCatalogOf(db);
    await call('PUT', `/api/seller/external-stores/${storeId}/variants/${variant!.id}/mapping`, {
      productId: catalog.productId,
      productTypeItemId: catalog.productTypeItemId,
    });
    const imported = async () =>
      (
        await db
          .select({ n: count() })
          .from(storeOrders)
          .where(and(eq(storeOrders.storeId, storeId), isNotNull(storeOrders.orderId)))
      )[0]!.n;

    // The pull, auto-place off: orders into drafts, one transaction per page.
    shop.seedOrders(PULLED);
    // The seeded orders predate the connection's first pull: this pull reaches back for them.
    await db
      .update(externalStores)
      .set({ pulledThrough: null })
      .where(eq(externalStores.id, storeId));
    const before = await imported();
    const pullStarted = performance.now();
    await app.stores.sync.pull(storeId);
    const pullSeconds = (performance.now() - pullStarted) / 1000;
    const pulled = (await imported()) - before;

    // Auto-place on: each webhook's import job placed and charged with the fee, timed.
    await db.insert(settings).values([
      { key: 'IS_AUTO_PLACE_TIKTOK_ORDER', value: 'true' },
      { key: 'TIKTOK_EXTRA_FEE', value: '150' },
    ]);
    // Funds for every placement, given as an admin's bonus (a ledger row, as any balance change).
    const admin = await app.inject({
      method: 'POST',
      url: '/api/auth/authenticate',
      payload: { email: 'admin@demo.test', password: DEMO_PASSWORD },
    });
    const [seller] = await db.select().from(users).where(eq(users.email, 'seller@demo.test'));
    const bonus = await app.inject({
      method: 'POST',
      url: '/api/transactions/bonus',
      payload: { userId: seller!.id, amount: 100_000_000 },
      headers: { authorization: `Bearer ${admin.json<Session>().accessToken.token}` },
    });
    if (bonus.statusCode !== 200) throw new Error(`bonus: ${bonus.body}`);
    const url = `/webhooks/stores/tiktok`;
    const placedCount = async () =>
      (
        await db
          .select({ n: count() })
          .from(storeOrders)
          .innerJoin(orders, eq(orders.id, storeOrders.orderId))
          .where(and(eq(storeOrders.storeId, storeId), eq(orders.isDraft, false)))
      )[0]!.n;
    const placedBefore = await placedCount();
    const acks: number[] = [];
    const sentAt = performance.now();
    const sendOne = async () => {
      const order = shop.addOrder([{ productId: product.id, sku: product.skus[0]! }]);
      const body = JSON.stringify({
        type: 1,
        shop_id: String(store.domain),
        timestamp: Math.floor(Date.now() / 1000),
        data: { order_id: order.id, order_status: 'AWAITING_SHIPMENT' },
      });
      const at = performance.now();
      const ack = await app.inject({
        method: 'POST',
        url,
        payload: body,
        headers: {
          'content-type': 'application/json',
          authorization: signWebhook(shop.appKey, shop.appSecret, body),
        },
      });
      if (ack.statusCode !== 200) throw new Error(`webhook answered ${ack.statusCode}`);
      acks.push(performance.now() - at);
    };
    let sent = 0;
    await Promise.all(
      Array.from({ length: SENDERS }, async () => {
        while (sent < PLACED) {
          sent += 1;
          await sendOne();
        }
      }),
    );
    // Until every order is placed: each job reads the order, ingests, places and charges it.
    const deadline = Date.now() + 600_000;
    while ((await placedCount()) < placedBefore + PLACED) {
      if (Date.now() > deadline) throw new Error('the bench waited too long');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const placeSeconds = (performance.now() - sentAt) / 1000;
    return {
      [`tiktok on ${bench.label}: pull of ${PULLED} orders (${pulled} drafts)`]: `${pullSeconds.toFixed(1)} s, ${(pulled / pullSeconds).toFixed(0)} orders/s`,
      [`tiktok on ${bench.label}: ${PLACED} order webhooks, acknowledged p50 / p95`]: `${percentile(acks, 50).toFixed(1)} ms / ${percentile(acks, 95).toFixed(1)} ms`,
      [`tiktok on ${bench.label}: ${PLACED} orders auto-placed with the fee, all placed in`]: `${placeSeconds.toFixed(1)} s, ${((placeSeconds * 1000) / PLACED).toFixed(1)} ms per order`,
    };
  } finally {
    await app.close();
    await shop.close();
    await bench.drop();
  }
}

if (process.argv[1]?.endsWith('tiktok.ts')) {
  console.log(await benchTikTok());
}
