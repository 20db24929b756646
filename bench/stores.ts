import type { AddressInfo } from 'node:net';
import type { Session } from '@platfox/domain';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { readConfig } from '../apps/server/src/config';
import {
  createShopifyPlatform,
  SHOPIFY_API_VERSION,
  SHOPIFY_SCOPES,
} from '../apps/server/src/modules/stores/platforms/shopify';
import {
  STAND_IN_SHOP,
  startShopifyStandIn,
} from '../apps/server/src/modules/stores/platforms/shopify/stand-in';
import { storeOrders, storeVariants } from '../apps/server/src/modules/stores/tables';
import { MemoryMailer } from '../apps/server/src/platform/mail';
import { DEMO_PASSWORD, seedDemoData } from '../apps/server/src/seed';
import { demoCatalogOf } from './lib/demo-catalog';
import { percentile, type Figures } from './lib/server';
import { sendFromWorker } from './lib/webhook-sender';
import {
  isPostgresReachable,
  pgliteDatabase,
  postgresDatabase,
  type BenchDatabase,
} from './lists/database';

/**
 * Issue 17's store figures, through the app as it runs (its webhook route, pg-boss jobs, the real
 * Shopify client against its stand-in on loopback):
 * - 1,000 signed orders/create webhooks sent 20 at a time from a worker thread (the platform is
 *   not in the app's process): the acknowledgement's p50/p95, and the time until every order is
 *   a draft of the seller (its variant mapped beforehand);
 * - a pull of 10,000 orders (200 GraphQL pages of 50), one transaction per page: orders/s.
 * BENCH_STORE_WEBHOOKS and BENCH_STORE_PULL scale it.
 */
const WEBHOOKS = Number(process.env.BENCH_STORE_WEBHOOKS ?? 1000);
const PULLED = Number(process.env.BENCH_STORE_PULL ?? 10_000);
const SENDERS = 20;
const POSTGRES_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function until(check: () => Promise<boolean>, ms = 120_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('the bench waited too long');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function benchOne(open: () => Promise<BenchDatabase>): Promise<Figures> {
  const bench = await open();
  const shop = await startShopifyStandIn();
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
      createShopifyPlatform({
        apiKey: shop.apiKey,
        apiSecret: shop.apiSecret,
        scopes: [...SHOPIFY_SCOPES],
        apiVersion: SHOPIFY_API_VERSION,
        baseUrl: shop.baseUrl,
      }),
    ],
  });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const call = async (method: string, path: string, body?: unknown) => {
      const answer = await app.inject({
        method: method as 'POST',
        url: path,
        headers: { authorization: `Bearer ${token}` },
        ...(body === undefined ? {} : { payload: body as never }),
      });
      if (answer.statusCode !== 200) throw new Error(`${path}: ${answer.body}`);
      return answer.json<{ data: Record<string, unknown> }>().data;
    };
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/authenticate',
      payload: { email: 'seller@demo.test', password: DEMO_PASSWORD },
    });
    const token = signIn.json<Session>().accessToken.token;
    const started = await call('POST', '/api/seller/external-stores/connect', {
      type: 'SHOPIFY',
      domain: STAND_IN_SHOP,
    });
    const back = await fetch(String(started.authorizeUrl), { redirect: 'manual' });
    const query = Object.fromEntries(new URL(back.headers.get('location')!).searchParams);
    const store = await call('POST', '/api/seller/external-stores/oauth-callback', { query });
    const storeId = String(store.id);

    // One order first, to learn its variant and map it to the demo seller's product.
    const first = shop.addOrder();
    await shop.sendWebhook(`${url}/webhooks/stores/shopify`, {
      topic: 'orders/create',
      body: shop.orderPayload(first),
    });
    let variantId = '';
    await until(async () => {
      const [row] = await db
        .select({ id: storeVariants.id })
        .from(storeVariants)
        .where(eq(storeVariants.externalVariantId, String(first.lines[0]!.variantId)));
      variantId = row?.id ?? '';
      return variantId !== '';
    });
    const catalog = await demoCatalogOf(db);
    await call('PUT', `/api/seller/external-stores/${storeId}/variants/${variantId}/mapping`, {
      productId: catalog.productId,
      productTypeItemId: catalog.productTypeItemId,
    });
    const drafts = async () =>
      (
        await db
          .select({ n: count() })
          .from(storeOrders)
          .where(and(eq(storeOrders.storeId, storeId), isNotNull(storeOrders.orderId)))
      )[0]!.n;
    const before = await drafts();

    const orders = Array.from({ length: WEBHOOKS }, () => shop.addOrder());
    const requests = orders.map((order) =>
      shop.signWebhook({ topic: 'orders/create', body: shop.orderPayload(order) }),
    );
    const sentAt = performance.now();
    const acks = await sendFromWorker(`${url}/webhooks/stores/shopify`, requests, SENDERS);
    await until(async () => (await drafts()) >= before + WEBHOOKS);
    const allInSeconds = (performance.now() - sentAt) / 1000;

    // After the connection's own first pull: orders updated from now on.
    shop.seedOrders(PULLED, { from: new Date() });
    const pullStarted = performance.now();
    await app.stores.ingest.pull(storeId);
    const pullSeconds = (performance.now() - pullStarted) / 1000;
    const pulled = (await drafts()) - before - WEBHOOKS;
    const label = `stores on ${bench.label}`;
    return {
      [`${label}: ${WEBHOOKS} orders/create webhooks, acknowledged p50 / p95`]: `${percentile(acks, 50).toFixed(1)} ms / ${percentile(acks, 95).toFixed(1)} ms`,
      [`${label}: ${WEBHOOKS} webhooks, sent to every order a draft`]: `${allInSeconds.toFixed(1)} s`,
      [`${label}: pull of ${PULLED} orders (${pulled} drafts)`]: `${pullSeconds.toFixed(1)} s, ${(pulled / pullSeconds).toFixed(0)} orders/s`,
    };
  } finally {
    await app.close();
    await shop.close();
    await bench.drop();
  }
}

export async function benchStores(): Promise<Figures> {
  const figures = await benchOne(pgliteDatabase);
  if (await isPostgresReachable(POSTGRES_URL)) {
    Object.assign(figures, await benchOne(() => postgresDatabase(POSTGRES_URL)));
  }
  return figures;
}
