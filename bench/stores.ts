import { and, count, eq, isNotNull } from 'drizzle-orm';
import { storeOrders } from '../apps/server/src/modules/stores/tables';
import type { PGlite } from '@electric-sql/pglite';
import { timePglite } from './lib/pglite-timing';
import { openShopifyStore, until } from './lib/store-bench';
import { floorAcknowledgements } from './lib/webhook-floor';
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
 * - the same webhooks to a bare server writing each in one insert (lib/webhook-floor.ts): the
 *   floor under the acknowledgement on this machine and database;
 * - a pull of 10,000 orders (200 GraphQL pages of 50), one transaction per page: orders/s.
 * With BENCH_STORES_TIMING=1, on the embedded database, where the acknowledgement's time goes
 * (issue 37 item 5): its insert's wait for PGlite's one connection and its run, how long each turn
 * of the connection was held, and the event loop's delay, during the burst (in a run of its own:
 * the timing costs time too).
 * BENCH_STORE_WEBHOOKS and BENCH_STORE_PULL scale it; BENCH_STORES_DRIVERS=pglite (or postgres)
 * measures one driver.
 */
const WEBHOOKS = Number(process.env.BENCH_STORE_WEBHOOKS ?? 1000);
const PULLED = Number(process.env.BENCH_STORE_PULL ?? 10_000);
const SENDERS = 20;
const DRIVERS = (process.env.BENCH_STORES_DRIVERS ?? 'pglite,postgres').split(',');
const TIMING = process.env.BENCH_STORES_TIMING === '1';
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
    const clientOf = (of: unknown) => (of as { $client: PGlite }).$client;
    // `ahead`: the app's statements a request's answer waits for (absent before issue 37 item 5).
    const ahead = (bench.database as { ahead?: unknown }).ahead;
    const timing =
      TIMING && bench.database.driver === 'pglite'
        ? timePglite(
            clientOf(db),
            (text) => text.startsWith('insert into "store_webhook_inbox"'),
            ahead ? [clientOf(ahead)] : [],
          )
        : undefined;
    timing?.start();
    const sentAt = performance.now();
    // The process's CPU (every thread: the app, PGlite, the sender): on a loaded machine the
    // latencies grow with the load, the CPU per webhook much less.
    const cpuAtStart = process.cpuUsage();
    const acks = await sendFromWorker(`${url}/webhooks/stores/shopify`, requests, SENDERS);
    const burstCpu = process.cpuUsage(cpuAtStart);
    timing?.stop();
    await until(async () => (await drafts()) >= before + WEBHOOKS);
    const allInSeconds = (performance.now() - sentAt) / 1000;
    const allCpu = process.cpuUsage(cpuAtStart);
    const perWebhook = (cpu: NodeJS.CpuUsage) =>
      `${((cpu.user + cpu.system) / 1000 / WEBHOOKS).toFixed(2)} ms`;

    // The floor, with the app as idle as it was before the burst: the same requests to a bare
    // server writing each in one insert.
    const floor = await floorAcknowledgements(bench.database, requests, SENDERS);

    // After the connection's own first pull: orders updated from now on.
    shop.seedOrders(PULLED, { from: new Date() });
    const pullStarted = performance.now();
    const pullCpuAtStart = process.cpuUsage();
    await app.stores.ingest.pull(storeId);
    const pullSeconds = (performance.now() - pullStarted) / 1000;
    const pullCpu = process.cpuUsage(pullCpuAtStart);
    const pulled = (await drafts()) - before - WEBHOOKS;
    const label = `stores on ${bench.label}`;
    return {
      ...(await timing?.figures(`${label}: acknowledgement`)),
      [`${label}: ${WEBHOOKS} orders/create webhooks, acknowledged p50 / p95 / p99`]: `${percentile(acks, 50).toFixed(1)} / ${percentile(acks, 95).toFixed(1)} / ${percentile(acks, 99).toFixed(1)} ms`,
      [`${label}: the same webhooks to a bare server, one insert each (the floor), p50 / p95 / p99`]: `${percentile(floor, 50).toFixed(1)} / ${percentile(floor, 95).toFixed(1)} / ${percentile(floor, 99).toFixed(1)} ms`,
      [`${label}: ${WEBHOOKS} webhooks, sent to every order a draft`]: `${allInSeconds.toFixed(1)} s`,
      [`${label}: process CPU a webhook, while sent / until every order a draft`]: `${perWebhook(burstCpu)} / ${perWebhook(allCpu)}`,
      [`${label}: pull of ${PULLED} orders (${pulled} drafts)`]: `${pullSeconds.toFixed(1)} s, ${(pulled / pullSeconds).toFixed(0)} orders/s, process CPU ${((pullCpu.user + pullCpu.system) / 1000 / pulled).toFixed(2)} ms an order`,
    };
  } finally {
    await close();
    await bench.drop();
  }
}

export async function benchStores(): Promise<Figures> {
  const figures = DRIVERS.includes('pglite') ? await benchOne(pgliteDatabase) : {};
  if (DRIVERS.includes('postgres') && (await isPostgresReachable(POSTGRES_URL))) {
    Object.assign(figures, await benchOne(() => postgresDatabase(POSTGRES_URL)));
  }
  return figures;
}
