import { and, count, eq, isNotNull } from 'drizzle-orm';
import { storeOrders } from '../apps/server/src/modules/stores/tables';
import { openShopifyStore, until } from './lib/store-bench';
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

async function benchOne(open: () => Promise<BenchDatabase>): Promise<Figures> {
  const bench = await open();
  const { app, url, shop, db, storeId, close } = await openShopifyStore(bench).catch(
    async (error: unknown) => {
      await bench.drop();
      throw error;
    },
  );
  try {
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
    await close();
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
