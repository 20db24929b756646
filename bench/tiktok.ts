import { and, count, eq, inArray, isNotNull } from 'drizzle-orm';
import { orders } from '../apps/server/src/modules/orders/tables';
import { settings } from '../apps/server/src/modules/settings/tables';
import { TikTokAutoPlace } from '../apps/server/src/modules/stores/auto-place';
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
import { demoCatalogOf } from './lib/demo-catalog';
import { percentile, type Figures } from './lib/server';
import { storeBenchApp, until } from './lib/store-bench';
import { caller, signIn, tikTokSellers } from './lib/tiktok-sellers';
import {
  isPostgresReachable,
  pgliteDatabase,
  postgresDatabase,
  type BenchDatabase,
} from './lists/database';

/**
 * Issue 18's TikTok figures, through the app with the real TikTok Shop client and its stand-in,
 * on PGlite and (when reachable) PostgreSQL:
 * - a pull of 10,000 orders (200 signed pages of 50) of one seller, auto-place off: orders/s;
 * - auto-placement with the extra fee over 200 sellers, each with its own shop: 1,000 signed
 *   ORDER_STATUS_CHANGE webhooks (5 per seller) sent 20 at a time. Each import job reads the
 *   order from its shop, ingests it and places it; the figure is each order's placement (its
 *   pricing, the placement and the fee's ledger rows, timed around TikTokAutoPlace's `place`),
 *   p50 / p95, and the time until every order is placed and charged.
 * BENCH_TIKTOK_PULL, BENCH_TIKTOK_PLACED and BENCH_TIKTOK_SELLERS scale it.
 */
const PULLED = Number(process.env.BENCH_TIKTOK_PULL ?? 10_000);
const PLACED = Number(process.env.BENCH_TIKTOK_PLACED ?? 1000);
const SELLERS = Number(process.env.BENCH_TIKTOK_SELLERS ?? 200);
const SENDERS = 20;
const POSTGRES_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Times every call of the auto-placement's `place` (one order each) while the bench runs. */
function timePlacements(): { timings: number[]; restore: () => void } {
  const prototype = TikTokAutoPlace.prototype as unknown as {
    place: (...args: unknown[]) => Promise<void>;
  };
  const original = prototype.place;
  const timings: number[] = [];
  prototype.place = async function (this: unknown, ...args: unknown[]) {
    const at = performance.now();
    try {
      return await original.apply(this, args);
    } finally {
      timings.push(performance.now() - at);
    }
  };
  return { timings, restore: () => (prototype.place = original) };
}

async function benchOne(open: () => Promise<BenchDatabase>): Promise<Figures> {
  const bench = await open();
  const shop = await startTikTokStandIn();
  const db = bench.database.db;
  const app = await storeBenchApp(bench, [
    createTikTokPlatform({
      appKey: shop.appKey,
      appSecret: shop.appSecret,
      apiBase: shop.url,
      authBase: shop.url,
    }),
  ]);
  const label = `tiktok on ${bench.label}`;
  try {
    // The pull, auto-place off: the demo seller's orders into drafts, one transaction per page.
    const call = caller(app, await signIn(app, 'seller@demo.test'));
    const product = shop.addProduct('Classic tee', ['S']);
    const store = await call('POST', '/api/seller/external-stores/oauth-callback', {
      query: { app_key: shop.appKey, code: shop.authorizationCode() },
    });
    const storeId = String(store.id);
    await app.stores.ingest.pull(storeId);
    const [variant] = await db
      .select({ id: storeVariants.id })
      .from(storeVariants)
      .where(eq(storeVariants.externalVariantId, product.skus[0]!.id));
    const catalog = await demoCatalogOf(db);
    await call('PUT', `/api/seller/external-stores/${storeId}/variants/${variant!.id}/mapping`, {
      productId: catalog.productId,
      productTypeItemId: catalog.productTypeItemId,
    });
    shop.seedOrders(PULLED);
    // The seeded orders predate the connection's first pull: this pull reaches back for them.
    await db
      .update(externalStores)
      .set({ pulledThrough: null })
      .where(eq(externalStores.id, storeId));
    const pullStarted = performance.now();
    await app.stores.ingest.pull(storeId);
    const pullSeconds = (performance.now() - pullStarted) / 1000;
    const [pulled] = await db
      .select({ n: count() })
      .from(storeOrders)
      .where(and(eq(storeOrders.storeId, storeId), isNotNull(storeOrders.orderId)));

    // Auto-place on, 200 sellers with a shop each.
    await db.insert(settings).values([
      { key: 'IS_AUTO_PLACE_TIKTOK_ORDER', value: 'true' },
      { key: 'TIKTOK_EXTRA_FEE', value: '150' },
    ]);
    const sellers = await tikTokSellers(app, db, shop, SELLERS);
    const placedCount = async () =>
      (
        await db
          .select({ n: count() })
          .from(storeOrders)
          .innerJoin(orders, eq(orders.id, storeOrders.orderId))
          .where(
            and(
              inArray(
                storeOrders.storeId,
                sellers.map((seller) => seller.storeId),
              ),
              eq(orders.isDraft, false),
            ),
          )
      )[0]!.n;
    const timed = timePlacements();
    const acks: number[] = [];
    const sentAt = performance.now();
    let sent = 0;
    await Promise.all(
      Array.from({ length: SENDERS }, async () => {
        while (sent < PLACED) {
          const seller = sellers[sent++ % sellers.length]!;
          const order = shop.addOrder(
            [{ productId: seller.product.id, sku: seller.product.skus[0]! }],
            undefined,
            seller.shopId,
          );
          const body = JSON.stringify({
            type: 1,
            shop_id: seller.shopId,
            timestamp: Math.floor(Date.now() / 1000),
            data: { order_id: order.id, order_status: 'AWAITING_SHIPMENT' },
          });
          const at = performance.now();
          const ack = await app.inject({
            method: 'POST',
            url: '/webhooks/stores/tiktok',
            payload: body,
            headers: {
              'content-type': 'application/json',
              authorization: signWebhook(shop.appKey, shop.appSecret, body),
            },
          });
          if (ack.statusCode !== 200) throw new Error(`webhook answered ${ack.statusCode}`);
          acks.push(performance.now() - at);
        }
      }),
    );
    await until(async () => (await placedCount()) >= PLACED, 600_000);
    const placeSeconds = (performance.now() - sentAt) / 1000;
    timed.restore();
    const placements = timed.timings;
    return {
      [`${label}: pull of ${PULLED} orders (${pulled!.n} drafts)`]: `${pullSeconds.toFixed(1)} s, ${(pulled!.n / pullSeconds).toFixed(0)} orders/s`,
      [`${label}: ${PLACED} order webhooks over ${SELLERS} sellers, acknowledged p50 / p95`]: `${percentile(acks, 50).toFixed(1)} ms / ${percentile(acks, 95).toFixed(1)} ms`,
      [`${label}: auto-placement with the fee, per order p50 / p95 (${placements.length} placed)`]: `${percentile(placements, 50).toFixed(1)} ms / ${percentile(placements, 95).toFixed(1)} ms`,
      [`${label}: ${PLACED} orders from webhook to placed and charged`]: `${placeSeconds.toFixed(1)} s`,
    };
  } finally {
    await app.close();
    await shop.close();
    await bench.drop();
  }
}

export async function benchTikTok(): Promise<Figures> {
  const figures = await benchOne(pgliteDatabase);
  if (await isPostgresReachable(POSTGRES_URL)) {
    Object.assign(figures, await benchOne(() => postgresDatabase(POSTGRES_URL)));
  }
  return figures;
}
