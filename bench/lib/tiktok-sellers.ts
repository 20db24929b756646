import type { Session } from '@platfox/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { products } from '../../apps/server/src/modules/catalog/product-tables';
import { storeVariants } from '../../apps/server/src/modules/stores/tables';
import type { TikTokStandIn } from '../../apps/server/src/modules/stores/platforms/tiktok/stand-in';
import type { Db } from '../../apps/server/src/platform/db';
import { DEMO_PASSWORD } from '../../apps/server/src/seed';
import { demoCatalogOf } from './demo-catalog';

export type TikTokSeller = {
  id: string;
  storeId: string;
  shopId: string;
  product: ReturnType<TikTokStandIn['addProduct']>;
};

type App = Pick<FastifyInstance, 'inject'> & {
  stores: { ingest: { pull: (storeId: string) => Promise<void> } };
};

/** A signed-in call through the app's routes; throws on anything but 200. */
export function caller(app: App, token: string) {
  return async (method: 'POST' | 'PUT', url: string, payload: unknown) => {
    const answer = await app.inject({
      method,
      url,
      payload: payload as never,
      headers: { authorization: `Bearer ${token}` },
    });
    if (answer.statusCode !== 200) throw new Error(`${url}: ${answer.body}`);
    return answer.json<{ data: Record<string, unknown> }>().data;
  };
}

export async function signIn(app: App, email: string, password = DEMO_PASSWORD) {
  const answer = await app.inject({
    method: 'POST',
    url: '/api/auth/authenticate',
    payload: { email, password },
  });
  if (answer.statusCode !== 200) throw new Error(`sign-in of ${email}: ${answer.body}`);
  return answer.json<Session>().accessToken.token;
}

/**
 * `count` sellers as a real floor has them, each made through the app: an account root creates,
 * funds from an admin's bonus (a ledger row), a product of the demo product type, its own TikTok
 * shop connected by the authorization code, pulled, and the shop's one variant mapped.
 */
export async function tikTokSellers(
  app: App,
  db: Db,
  shop: TikTokStandIn,
  count: number,
): Promise<TikTokSeller[]> {
  const asRoot = caller(app, await signIn(app, 'root@demo.test'));
  const asAdmin = caller(app, await signIn(app, 'admin@demo.test'));
  const catalog = await demoCatalogOf(db);
  const [demoProduct] = await db.select().from(products).where(eq(products.id, catalog.productId));
  const sellers: TikTokSeller[] = [];
  for (let n = 0; n < count; n += 1) {
    const email = `tiktok-seller-${n}-${Date.now()}@bench.test`;
    const account = await asRoot('POST', '/api/accounts/create', {
      type: 'SELLER',
      email,
      firstName: 'Bench',
      lastName: `Seller ${n}`,
      password: DEMO_PASSWORD,
    });
    const id = String(account.id);
    await asAdmin('POST', '/api/transactions/bonus', { userId: id, amount: 10_000_000 });
    const [product] = await db
      .insert(products)
      .values({
        code: `tt${n}${Date.now().toString(36)}`,
        sellerId: id,
        productTypeId: demoProduct!.productTypeId,
        title: 'Classic tee',
        sku: `TT-${n}`,
      })
      .returning({ id: products.id });
    const shopId = `75000000000${String(n).padStart(5, '0')}`;
    const shopProduct = shop.addProduct('Classic tee', ['S'], shopId);
    const asSeller = caller(app, await signIn(app, email));
    const store = await asSeller('POST', '/api/seller/external-stores/oauth-callback', {
      query: { app_key: shop.appKey, code: shop.authorizationCode(shopId) },
    });
    const storeId = String(store.id);
    await app.stores.ingest.pull(storeId);
    const [variant] = await db
      .select({ id: storeVariants.id })
      .from(storeVariants)
      .where(eq(storeVariants.externalVariantId, shopProduct.skus[0]!.id));
    await asSeller(
      'PUT',
      `/api/seller/external-stores/${storeId}/variants/${variant!.id}/mapping`,
      {
        productId: product!.id,
        productTypeItemId: catalog.productTypeItemId,
      },
    );
    sellers.push({ id, storeId, shopId, product: shopProduct });
  }
  return sellers;
}
