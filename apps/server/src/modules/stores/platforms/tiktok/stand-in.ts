import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { header, listen, type Recorded, send } from '../../../ledger/index';
import type { TtsOrder } from './orders';
import { sameSignature, signRequest, signWebhook } from './sign';
import {
  addTikTokOrder,
  addTikTokProduct,
  newTikTokShop,
  newTtsId,
  pageOf,
  SHIPPING_PROVIDERS,
  type StandInProduct,
  type StandInTikTokShop,
} from './stand-in-shop';

/*
 * A stand-in for TikTok Shop on loopback (test code): the authorize redirect and the token service
 * (one-time codes, refresh tokens), and the Open API calls the client makes, each checked as
 * TikTok checks them: the app key, a timestamp within five minutes, the signature over path,
 * sorted parameters and body, the access token (expired: 105002) and the shop cipher. A wrongly
 * signed request is refused (401, code 106001). It records the packages marked shipped and the
 * webhook addresses, sends webhooks signed as TikTok signs them, and answers 429 or 5xx on demand.
 * The token service and the Open API share one origin: the client's apiBase and authBase are `url`.
 */

export type Failure = { status: 429; retryAfter: string } | { status: 500 | 502 | 503 };

type Token = { shopId: string; expiresAt: number };
type IssuedTokens = {
  access_token: string;
  access_token_expire_in: string;
  refresh_token: string;
  refresh_token_expire_in: string;
};

export type TikTokStandIn = {
  url: string;
  appKey: string;
  appSecret: string;
  /** The app's service id, which the Partner Center's authorization link names. */
  serviceId: string;
  requests: Recorded[];
  /** Requests refused for their signature, app key or timestamp. */
  refusals: Recorded[];
  shop: (id?: string) => StandInTikTokShop;
  /** The next `count` calls (token service and Open API) answer this. */
  failNext: (count: number, failure: Failure) => void;
  /** What the seller's consent in TikTok makes: a one-time code for the shop. */
  authorizationCode: (shopId?: string, alsoShops?: string[]) => string;
  /** Tokens for the shop as if it were connected; `accessTtlS` makes them expire soon. */
  issueTokens: (shopId?: string, accessTtlS?: number) => IssuedTokens;
  /** Every token issued so far stops working, as when the seller removes the app. */
  revokeTokens: () => void;
  addProduct: (title?: string, values?: string[], shopId?: string) => StandInProduct;
  addOrder: (
    skus: Parameters<typeof addTikTokOrder>[1],
    changes?: Partial<TtsOrder>,
    shopId?: string,
  ) => TtsOrder;
  /** `count` orders of one line, updated a second apart: fast enough for 10,000. */
  seedOrders: (count: number, shopId?: string) => TtsOrder[];
  sendWebhook: (url: string, body: unknown, options?: { isForged?: boolean }) => Promise<number>;
  /** ORDER_STATUS_CHANGE for the order, to the address the shop subscribed. */
  emitOrderStatus: (order: TtsOrder, shopId?: string) => Promise<number>;
  close: () => Promise<void>;
};

export const STAND_IN_TIKTOK_SHOP = '7494049642603233027';
const TIMESTAMP_WINDOW_S = 300;

export async function startTikTokStandIn(
  options: { port?: number; appKey?: string; appSecret?: string; redirectUrl?: string } = {},
): Promise<TikTokStandIn> {
  const appKey = options.appKey ?? `6a${randomBytes(5).toString('hex')}`;
  const appSecret = options.appSecret ?? randomBytes(20).toString('hex');
  const serviceId = `74${randomBytes(8).readBigUInt64BE().toString().slice(0, 17)}`;
  const requests: Recorded[] = [];
  const refusals: Recorded[] = [];
  const shops = new Map<string, StandInTikTokShop>();
  const codes = new Map<string, string>();
  // One seller's authorization may cover several shops: the first shop's id names the grant.
  const grants = new Map<string, string[]>();
  const shopsOf = (shopId: string) => (grants.get(shopId) ?? [shopId]).map((id) => shop(id));
  const accessTokens = new Map<string, Token>();
  const refreshTokens = new Map<string, string>();
  const failures: Failure[] = [];
  const shop = (id = STAND_IN_TIKTOK_SHOP) => {
    let found = shops.get(id);
    if (!found) shops.set(id, (found = newTikTokShop(id)));
    return found;
  };
  const issueTokens = (shopId = STAND_IN_TIKTOK_SHOP, accessTtlS = 7 * 86_400): IssuedTokens => {
    shop(shopId);
    const access = `ROW_${randomBytes(18).toString('base64url')}`;
    const refresh = `ROW_${randomBytes(18).toString('base64url')}`;
    const now = Math.floor(Date.now() / 1000);
    accessTokens.set(access, { shopId, expiresAt: now + accessTtlS });
    refreshTokens.set(refresh, shopId);
    return {
      access_token: access,
      access_token_expire_in: String(now + accessTtlS),
      refresh_token: refresh,
      refresh_token_expire_in: String(now + 365 * 86_400),
    };
  };
  const envelope = (data: unknown, code = 0, message = 'Success') => ({
    code,
    message,
    data,
    request_id: randomBytes(8).toString('hex'),
  });

  const tokenService = (request: Recorded, response: ServerResponse) => {
    const q = new URLSearchParams(request.query);
    if (q.get('app_key') !== appKey || q.get('app_secret') !== appSecret) {
      return send(response, 200, envelope(null, 36004004, 'Invalid app_key or app_secret'));
    }
    let shopId: string | undefined;
    if (request.path === '/api/v2/token/get' && q.get('grant_type') === 'authorized_code') {
      shopId = codes.get(q.get('auth_code') ?? '');
      codes.delete(q.get('auth_code') ?? '');
    } else if (
      request.path === '/api/v2/token/refresh' &&
      q.get('grant_type') === 'refresh_token'
    ) {
      shopId = refreshTokens.get(q.get('refresh_token') ?? '');
    }
    if (!shopId) return send(response, 200, envelope(null, 36004005, 'Invalid code or token'));
    const tokens = issueTokens(shopId);
    return send(
      response,
      200,
      envelope({
        ...tokens,
        access_token_expire_in: Number(tokens.access_token_expire_in),
        refresh_token_expire_in: Number(tokens.refresh_token_expire_in),
        open_id: `open-${shopId}`,
        seller_name: shop(shopId).name,
        seller_base_region: 'US',
        user_type: 0,
        granted_scopes: ['seller.order.info', 'seller.product.basic', 'seller.fulfillment.basic'],
      }),
    );
  };

  /** TikTok's checks on an Open API call; answers the shop, or null once it has refused. */
  const admit = (request: Recorded, response: ServerResponse) => {
    const q = Object.fromEntries(new URLSearchParams(request.query));
    const refuse = (status: number, code: number, message: string) => {
      refusals.push(request);
      send(response, status, envelope(null, code, message));
      return null;
    };
    if (q.app_key !== appKey) return refuse(401, 106010, 'Invalid app_key');
    if (Math.abs(Date.now() / 1000 - Number(q.timestamp)) > TIMESTAMP_WINDOW_S) {
      return refuse(401, 106002, 'Invalid timestamp');
    }
    const expected = signRequest(appSecret, request.path, q, request.body);
    if (!sameSignature(q.sign, expected)) {
      return refuse(401, 106001, "Invalid credentials. The 'sign' query parameter is invalid.");
    }
    const token = accessTokens.get(header(request, 'x-tts-access-token') ?? '');
    if (!token) return refuse(200, 105001, 'Invalid access token');
    if (token.expiresAt <= Date.now() / 1000) return refuse(200, 105002, 'Expired access token');
    const isShopCall = !request.path.startsWith('/authorization/');
    if (!isShopCall) return shop(token.shopId);
    const target = shopsOf(token.shopId).find((one) => one.cipher === q.shop_cipher);
    if (!target) return refuse(200, 106011, 'Invalid shop_cipher');
    return target;
  };

  const openApi = (target: StandInTikTokShop, request: Recorded, response: ServerResponse) => {
    const q = new URLSearchParams(request.query);
    const body = (request.body ? JSON.parse(request.body) : {}) as Record<string, unknown>;
    const ok = (data: unknown) => send(response, 200, envelope(data));
    const route = `${request.method} ${request.path}`;
    if (route === 'GET /authorization/202309/shops') {
      return ok({
        shops: shopsOf(target.id).map((one, index) => ({
          id: one.id,
          name: one.name,
          region: 'US',
          seller_type: 'LOCAL',
          cipher: one.cipher,
          code: `USLCTEST0${index + 1}`,
        })),
      });
    }
    if (route === 'POST /order/202309/orders/search') {
      const since = Number(body.update_time_ge ?? 0);
      const sorted = target.orders
        .filter((o) => (o.update_time ?? o.create_time) >= since)
        .sort((a, b) => (a.update_time ?? 0) - (b.update_time ?? 0));
      const { page, ...rest } = pageOf(sorted, q.get('page_size'), q.get('page_token'));
      return ok({ orders: page, ...rest });
    }
    if (route === 'GET /order/202309/orders') {
      const ids = new Set((q.get('ids') ?? '').split(','));
      return ok({ orders: target.orders.filter((o) => ids.has(o.id)) });
    }
    if (route === 'POST /product/202309/products/search') {
      const { page, ...rest } = pageOf(target.products, q.get('page_size'), q.get('page_token'));
      const products = page.map((p) => ({
        id: p.id,
        title: p.title,
        status: 'ACTIVATE',
        skus: p.skus.map((sku) => ({
          id: sku.id,
          seller_sku: sku.seller_sku,
          sales_attributes: [{ name: 'Size', value_name: sku.value }],
        })),
      }));
      return ok({ products, ...rest });
    }
    const providers =
      /^GET \/logistics\/202309\/delivery_options\/([^/]+)\/shipping_providers$/.exec(route);
    if (providers) return ok({ shipping_providers: SHIPPING_PROVIDERS });
    const ship = /^POST \/fulfillment\/202309\/orders\/([^/]+)\/packages$/.exec(route);
    if (ship) {
      const order = target.orders.find((o) => o.id === decodeURIComponent(ship[1]!));
      const lineIds = (body.order_line_item_ids ?? []) as string[];
      const provider = SHIPPING_PROVIDERS.find((p) => p.id === body.shipping_provider_id);
      if (!order || !provider || !body.tracking_number || lineIds.length === 0) {
        return send(response, 200, envelope(null, 21011001, 'Invalid package'));
      }
      const packageId = newTtsId();
      target.packages.push({
        orderId: order.id,
        packageId,
        lineIds,
        trackingNumber: String(body.tracking_number),
        shippingProviderId: provider.id,
      });
      order.status = 'IN_TRANSIT';
      return ok({ package_id: packageId });
    }
    if (route === 'PUT /event/202309/webhooks') {
      target.webhooks.set(String(body.event_type), String(body.address));
      return ok({});
    }
    return send(response, 404, envelope(null, 36009003, `No API at ${route}`));
  };

  const server = await listen((request, response) => {
    requests.push(request);
    // The Partner Center's authorization link (services.tiktokshop.com/open/authorize): back
    // with code and state, or code=null and error=auth_denied when the seller declines.
    if (request.path === '/open/authorize') {
      const q = new URLSearchParams(request.query);
      if (q.get('service_id') !== serviceId || !options.redirectUrl) return send(response, 400, {});
      const back = new URLSearchParams(
        q.get('decline') === '1'
          ? { code: 'null', error: 'auth_denied', state: q.get('state') ?? '' }
          : { code: authorizationCode(), state: q.get('state') ?? '' },
      );
      response.writeHead(302, { location: `${options.redirectUrl}?${back.toString()}` });
      return response.end();
    }
    if (request.path === '/oauth/authorize') {
      const q = new URLSearchParams(request.query);
      if (q.get('app_key') !== appKey || !options.redirectUrl) return send(response, 400, {});
      const back = new URLSearchParams({
        app_key: appKey,
        code: authorizationCode(),
        state: q.get('state') ?? '',
      });
      response.writeHead(302, { location: `${options.redirectUrl}?${back.toString()}` });
      return response.end();
    }
    const failure = failures.shift();
    if (failure) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (failure.status === 429) headers['retry-after'] = failure.retryAfter;
      response.writeHead(failure.status, headers);
      return response.end(JSON.stringify(envelope(null, 36009004, 'Too many requests')));
    }
    if (request.path.startsWith('/api/v2/token/')) return tokenService(request, response);
    const target = admit(request, response);
    if (target) openApi(target, request, response);
  }, options.port);

  /** A one-time code for the seller of `shopId`; `alsoShops`: more shops the seller authorized. */
  const authorizationCode = (shopId = STAND_IN_TIKTOK_SHOP, alsoShops: string[] = []) => {
    shop(shopId);
    if (alsoShops.length > 0) grants.set(shopId, [shopId, ...alsoShops]);
    const code = `ROW_${randomBytes(16).toString('base64url')}`;
    codes.set(code, shopId);
    return code;
  };

  const sendWebhook = async (url: string, body: unknown, options: { isForged?: boolean } = {}) => {
    const raw = JSON.stringify(body);
    const secret = options.isForged ? 'not-the-app-secret' : appSecret;
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: signWebhook(appKey, secret, raw),
      },
      body: raw,
    });
    await response.arrayBuffer();
    return response.status;
  };

  return {
    url: server.url,
    appKey,
    appSecret,
    serviceId,
    requests,
    refusals,
    shop,
    failNext: (count, failure) => {
      for (let i = 0; i < count; i += 1) failures.push(failure);
    },
    authorizationCode,
    issueTokens,
    revokeTokens: () => {
      accessTokens.clear();
      refreshTokens.clear();
    },
    addProduct: (title, values, shopId) => addTikTokProduct(shop(shopId), title, values),
    addOrder: (skus, changes, shopId) => addTikTokOrder(shop(shopId), skus, changes),
    seedOrders: (count, shopId) => {
      const target = shop(shopId);
      const product = target.products[0] ?? addTikTokProduct(target);
      const from = Math.floor(Date.now() / 1000) - count;
      return Array.from({ length: count }, (_, i) =>
        addTikTokOrder(target, [{ productId: product.id, sku: product.skus[0]! }], {
          create_time: from + i,
          update_time: from + i,
        }),
      );
    },
    sendWebhook,
    emitOrderStatus: async (order, shopId = STAND_IN_TIKTOK_SHOP) => {
      const address = shop(shopId).webhooks.get('ORDER_STATUS_CHANGE');
      if (!address) throw new Error('The shop subscribed no address to ORDER_STATUS_CHANGE');
      return sendWebhook(address, {
        type: 1,
        tts_notification_id: newTtsId(),
        shop_id: shopId,
        timestamp: Math.floor(Date.now() / 1000),
        data: { order_id: order.id, order_status: order.status, update_time: order.update_time },
      });
    },
    close: server.close,
  };
}
