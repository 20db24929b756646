import type { AddressInfo } from 'node:net';
import type { Session } from '@platfox/domain';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app';
import { readConfig } from '../../apps/server/src/config';
import {
  createShopifyPlatform,
  SHOPIFY_API_VERSION,
  SHOPIFY_SCOPES,
} from '../../apps/server/src/modules/stores/platforms/shopify';
import {
  STAND_IN_SHOP,
  startShopifyStandIn,
} from '../../apps/server/src/modules/stores/platforms/shopify/stand-in';
import { storeVariants } from '../../apps/server/src/modules/stores/tables';
import { MemoryMailer } from '../../apps/server/src/platform/mail';
import { DEMO_PASSWORD, seedDemoData } from '../../apps/server/src/seed';
import type { BenchDatabase } from '../lists/database';
import { demoCatalogOf } from './demo-catalog';

/** Waits for a condition the app reaches in the background, for up to `ms`. */
export async function until(check: () => Promise<boolean>, ms = 120_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('the bench waited too long');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * The app as it runs on a bench database seeded with the demo data, with these store platforms,
 * its scheduled work on and the store pull's schedule out of the way (the benches pull when they
 * time it). Shared by the store benches (Shopify here, TikTok Shop in bench/tiktok.ts).
 */
export async function storeBenchApp(
  bench: BenchDatabase,
  storePlatforms: Parameters<typeof buildApp>[0]['storePlatforms'],
) {
  await seedDemoData(bench.database.db);
  return buildApp({
    config: {
      ...readConfig({ NODE_ENV: 'test', REDIS_URL: '' }),
      runsScheduledWork: true,
      storePullCron: '0 0 1 1 *',
    },
    database: bench.database,
    logger: false,
    mailer: new MemoryMailer(),
    storePlatforms,
  });
}

/**
 * The app as it runs (its webhook route, pg-boss jobs, the real Shopify client against its
 * stand-in on loopback) on a bench database with the demo data, the demo seller's Shopify store
 * connected by OAuth, and the stand-in's variant mapped to the demo tee, so that every order the
 * shop sends becomes a draft. Close it with `close()`.
 */
export async function openShopifyStore(bench: BenchDatabase) {
  const shop = await startShopifyStandIn();
  const db = bench.database.db;
  const app = await storeBenchApp(bench, [
    createShopifyPlatform({
      apiKey: shop.apiKey,
      apiSecret: shop.apiSecret,
      scopes: [...SHOPIFY_SCOPES],
      apiVersion: SHOPIFY_API_VERSION,
      baseUrl: shop.baseUrl,
    }),
  ]);
  const close = async () => {
    await app.close();
    await shop.close();
  };
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/authenticate',
      payload: { email: 'seller@demo.test', password: DEMO_PASSWORD },
    });
    const token = signIn.json<Session>().accessToken.token;
    const call = async (method: 'POST' | 'PUT', path: string, body?: unknown) => {
      const answer = await app.inject({
        method,
        url: path,
        headers: { authorization: `Bearer ${token}` },
        ...(body === undefined ? {} : { payload: body as never }),
      });
      if (answer.statusCode !== 200) throw new Error(`${path}: ${answer.body}`);
      return answer.json<{ data: Record<string, unknown> }>().data;
    };
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
    return { app, url, shop, db, storeId, close };
  } catch (error) {
    await close();
    throw error;
  }
}
