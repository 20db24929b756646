import { createHash, randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { header, listen, type Recorded, send } from '../../../ledger/index';
import type { EtsyReceipt } from './receipts';

/*
 * A stand-in for Etsy's Open API v3 on loopback (test code, for the tests and the browser
 * journey): the OAuth connect page (it approves at once, as a seller clicking "Allow" would) and
 * the token endpoint, which checks the PKCE verifier against the challenge, the redirect URI and
 * the one-time code, and refreshes tokens; the application API behind the x-api-key
 * (keystring:shared secret) and a bearer token that expires; a shop's receipts and listings by
 * limit/offset; receipt shipments recorded; and on demand 429 (Retry-After) and 5xx answers.
 */

export type EtsyFailure = { status: 429; retryAfter: string } | { status: 500 | 502 | 503 };

type Shipment = {
  receiptId: string;
  tracking_code: string;
  carrier_name: string;
  note_to_buyer?: string | undefined;
};
type StandInProduct = { product_id: number; sku: string; values: string[] };
export type StandInListing = { listing_id: number; title: string; products: StandInProduct[] };
export type StandInEtsyShop = {
  shopId: number;
  shopName: string;
  userId: number;
  listings: StandInListing[];
  receipts: (EtsyReceipt & { is_paid: boolean; shipments: unknown[] })[];
  shipments: Shipment[];
};

export type EtsyStandIn = {
  url: string;
  /** The client's baseUrl (api.etsy.com's place) and connectUrl (www.etsy.com/oauth/connect's). */
  baseUrl: string;
  connectUrl: string;
  apiKey: string;
  sharedSecret: string;
  requests: Recorded[];
  shop: StandInEtsyShop;
  /** The next `count` API or token calls answer this. */
  failNext: (count: number, failure: EtsyFailure) => void;
  /** How long tokens issued from now on live (seconds); Etsy's are an hour. */
  setTokenLifetime: (seconds: number) => void;
  /** Access tokens issued so far stop working (refresh tokens still do). */
  expireAccessTokens: () => void;
  /** Tokens for the shop, as if connected already (tests that skip the OAuth dance). */
  issueTokens: () => { accessToken: string; refreshToken: string; expiresAt: string };
  /** A paid receipt of `quantity` of the first listing's first product (or the product given). */
  addReceipt: (changes?: Partial<EtsyReceipt>, productId?: number) => EtsyReceipt;
  /**
   * The app's daily quota as Etsy's x-limit-per-day and x-remaining-today headers report it on
   * every API answer: each call spends one. Set what is left (a test near the end of the day).
   */
  quota: { limitPerDay: number; remainingToday: number };
  close: () => Promise<void>;
};

const challengeOf = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');
const PKCE_VERIFIER = /^[A-Za-z0-9\-._~]{43,128}$/;

export async function startEtsyStandIn(
  options: { port?: number; apiKey?: string; sharedSecret?: string; shopName?: string } = {},
): Promise<EtsyStandIn> {
  const apiKey = options.apiKey ?? `standinkey${randomBytes(6).toString('hex')}`;
  const sharedSecret = options.sharedSecret ?? `standinsecret${randomBytes(8).toString('hex')}`;
  const requests: Recorded[] = [];
  const failures: EtsyFailure[] = [];
  const shop: StandInEtsyShop = {
    shopId: 40_000_000 + Math.floor(Math.random() * 1_000_000),
    shopName: options.shopName ?? 'StandInPrints',
    userId: 70_000_000 + Math.floor(Math.random() * 1_000_000),
    listings: [
      {
        listing_id: 1_500_000_001,
        title: 'Stand-in Tee',
        products: [
          { product_id: 9_100_000_001, sku: 'TEE-BLK-M', values: ['Black', 'M'] },
          { product_id: 9_100_000_002, sku: 'TEE-WHT-L', values: ['White', 'L'] },
        ],
      },
    ],
    receipts: [],
    shipments: [],
  };
  let tokenLifetimeS = 3600;
  const accessTokens = new Map<string, number>(); // token -> expiry (ms)
  const refreshTokens = new Set<string>();
  const codes = new Map<string, { challenge: string; redirectUri: string }>();
  let nextReceiptId = 3_000_000_001;
  let nextTransactionId = 4_000_000_001;

  const issueTokens = () => {
    const accessToken = `${shop.userId}.${randomBytes(24).toString('base64url')}`;
    const refreshToken = `${shop.userId}.${randomBytes(24).toString('base64url')}`;
    const expiresAt = Date.now() + tokenLifetimeS * 1000;
    accessTokens.set(accessToken, expiresAt);
    refreshTokens.add(refreshToken);
    return { accessToken, refreshToken, expiresAt: new Date(expiresAt).toISOString() };
  };

  const connect = (request: Recorded, response: ServerResponse) => {
    const params = new URLSearchParams(request.query);
    const redirectUri = params.get('redirect_uri') ?? '';
    const challenge = params.get('code_challenge') ?? '';
    const problems = [
      params.get('response_type') !== 'code' && 'response_type must be code',
      params.get('client_id') !== apiKey && 'unknown client_id',
      !/^https?:\/\//.test(redirectUri) && 'redirect_uri is not a URL',
      !params.get('state') && 'state is required',
      !params.get('scope') && 'scope is required',
      params.get('code_challenge_method') !== 'S256' && 'code_challenge_method must be S256',
      !/^[A-Za-z0-9_-]{43}$/.test(challenge) && 'code_challenge is not an S256 challenge',
    ].filter(Boolean);
    if (problems.length > 0) return send(response, 400, { error: problems.join('; ') });
    const code = randomBytes(24).toString('base64url');
    codes.set(code, { challenge, redirectUri });
    const back = new URLSearchParams({ code, state: params.get('state') ?? '' });
    response.writeHead(302, { location: `${redirectUri}?${back.toString()}` });
    response.end();
  };

  const token = (request: Recorded, response: ServerResponse) => {
    const form = Object.fromEntries(new URLSearchParams(request.body));
    if (form.client_id !== apiKey) return send(response, 401, { error: 'invalid_client' });
    if (form.grant_type === 'authorization_code') {
      const granted = codes.get(form.code ?? '');
      if (!granted)
        return send(response, 400, { error: 'invalid_grant', error_description: 'code' });
      // A code is spent by its first use, right or wrong, as OAuth 2.0 asks.
      codes.delete(form.code ?? '');
      if (granted.redirectUri !== form.redirect_uri) {
        return send(response, 400, { error: 'invalid_grant', error_description: 'redirect_uri' });
      }
      const verifier = form.code_verifier ?? '';
      if (!PKCE_VERIFIER.test(verifier) || challengeOf(verifier) !== granted.challenge) {
        return send(response, 400, { error: 'invalid_grant', error_description: 'code_verifier' });
      }
    } else if (form.grant_type === 'refresh_token') {
      if (!refreshTokens.delete(form.refresh_token ?? '')) {
        return send(response, 400, { error: 'invalid_grant', error_description: 'refresh_token' });
      }
    } else {
      return send(response, 400, { error: 'unsupported_grant_type' });
    }
    const issued = issueTokens();
    return send(response, 200, {
      access_token: issued.accessToken,
      token_type: 'Bearer',
      expires_in: tokenLifetimeS,
      refresh_token: issued.refreshToken,
    });
  };

  const listingAnswer = (listing: StandInListing, withInventory: boolean) => ({
    listing_id: listing.listing_id,
    title: listing.title,
    state: 'active',
    images: [{ url_570xN: `https://i.etsystatic.example/${listing.listing_id}.jpg` }],
    ...(withInventory
      ? {
          inventory: {
            products: listing.products.map((product) => ({
              product_id: product.product_id,
              sku: product.sku,
              is_deleted: false,
              property_values: [{ property_name: 'Options', values: product.values }],
            })),
          },
        }
      : {}),
  });

  const page = <T>(items: T[], params: URLSearchParams, response: ServerResponse) => {
    const limit = Number(params.get('limit') ?? 25);
    const offset = Number(params.get('offset') ?? 0);
    if (!Number.isInteger(limit) || limit < 1 || limit > 100 || !(offset >= 0)) {
      return send(response, 400, { error: 'limit must be 1 to 100, offset 0 or more' });
    }
    return send(response, 200, {
      count: items.length,
      results: items.slice(offset, offset + limit),
    });
  };

  const shopPath = `/v3/application/shops/${shop.shopId}`;
  const quota = { limitPerDay: 10_000, remainingToday: 10_000 };
  const application = (request: Recorded, response: ServerResponse) => {
    quota.remainingToday = Math.max(0, quota.remainingToday - 1);
    response.setHeader('x-limit-per-day', String(quota.limitPerDay));
    response.setHeader('x-remaining-today', String(quota.remainingToday));
    if (header(request, 'x-api-key') !== `${apiKey}:${sharedSecret}`) {
      return send(response, 403, { error: 'Invalid API key: keystring:shared_secret expected' });
    }
    const bearer = /^Bearer (.+)$/.exec(header(request, 'authorization') ?? '')?.[1] ?? '';
    const expiry = accessTokens.get(bearer);
    if (!expiry || expiry <= Date.now()) return send(response, 401, { error: 'invalid_token' });
    const params = new URLSearchParams(request.query);
    if (request.method === 'GET' && request.path === '/v3/application/users/me') {
      return send(response, 200, { user_id: shop.userId, shop_id: shop.shopId });
    }
    if (request.method === 'GET' && request.path === shopPath) {
      return send(response, 200, {
        shop_id: shop.shopId,
        shop_name: shop.shopName,
        user_id: shop.userId,
        url: `https://www.etsy.com/shop/${shop.shopName}`,
      });
    }
    if (request.method === 'GET' && request.path === `${shopPath}/receipts`) {
      const since = Number(params.get('min_last_modified') ?? 0);
      const paidOnly = params.get('was_paid') === 'true';
      const found = shop.receipts
        .filter((r) => (r.update_timestamp ?? 0) >= since && (!paidOnly || r.is_paid))
        .sort((a, b) => (a.update_timestamp ?? 0) - (b.update_timestamp ?? 0));
      return page(found, params, response);
    }
    // getListingsByListingIds: the listings a receipt names, up to 100 at once.
    if (request.method === 'GET' && request.path === '/v3/application/listings/batch') {
      const ids = (params.get('listing_ids') ?? '').split(',').filter(Boolean);
      if (ids.length === 0 || ids.length > 100) {
        return send(response, 400, { error: 'listing_ids must name 1 to 100 listings' });
      }
      const withInventory = (params.get('includes') ?? '').split(',').includes('Inventory');
      const found = shop.listings.filter((listing) => ids.includes(String(listing.listing_id)));
      return send(response, 200, {
        count: found.length,
        results: found.map((listing) => listingAnswer(listing, withInventory)),
      });
    }
    if (request.method === 'GET' && request.path === `${shopPath}/listings`) {
      const withInventory = (params.get('includes') ?? '').split(',').includes('Inventory');
      return page(
        shop.listings.map((listing) => listingAnswer(listing, withInventory)),
        params,
        response,
      );
    }
    const tracking = new RegExp(`^${shopPath}/receipts/(\\d+)/tracking$`).exec(request.path);
    if (request.method === 'POST' && tracking) {
      const receipt = shop.receipts.find((r) => String(r.receipt_id) === tracking[1]);
      if (!receipt) return send(response, 404, { error: 'Receipt not found' });
      const form = Object.fromEntries(new URLSearchParams(request.body));
      if (!form.tracking_code || !form.carrier_name) {
        return send(response, 400, { error: 'tracking_code and carrier_name are required' });
      }
      const shipment = {
        receiptId: String(receipt.receipt_id),
        tracking_code: form.tracking_code,
        carrier_name: form.carrier_name,
        note_to_buyer: form.note_to_buyer,
      };
      shop.shipments.push(shipment);
      receipt.shipments.push({
        carrier_name: shipment.carrier_name,
        tracking_code: shipment.tracking_code,
        shipment_notification_timestamp: Math.floor(Date.now() / 1000),
      });
      receipt.update_timestamp = Math.floor(Date.now() / 1000);
      return send(response, 200, { ...receipt, is_shipped: true });
    }
    return send(response, 404, { error: `No route ${request.method} ${request.path}` });
  };

  const server = await listen((request, response) => {
    requests.push(request);
    if (request.method === 'GET' && request.path === '/oauth/connect') {
      return connect(request, response);
    }
    if (!request.path.startsWith('/v3/')) return send(response, 404, { error: 'Not found' });
    const failure = failures.shift();
    if (failure?.status === 429) {
      response.writeHead(429, {
        'retry-after': failure.retryAfter,
        'content-type': 'application/json',
      });
      return response.end(JSON.stringify({ error: 'Too many requests' }));
    }
    if (failure) return send(response, failure.status, { error: 'Server error' });
    if (request.method === 'POST' && request.path === '/v3/public/oauth/token') {
      return token(request, response);
    }
    return application(request, response);
  }, options.port);

  const addReceipt = (changes: Partial<EtsyReceipt> = {}, productId?: number) => {
    const listing = shop.listings.find((l) => l.products.some((p) => p.product_id === productId));
    const chosen = listing ?? shop.listings[0]!;
    const product = chosen.products.find((p) => p.product_id === productId) ?? chosen.products[0]!;
    const now = Math.floor(Date.now() / 1000);
    const receipt = {
      receipt_id: nextReceiptId++,
      status: 'paid',
      is_paid: true,
      name: 'Ada Buyer',
      first_line: '12 Sample Street',
      second_line: null,
      city: 'Springfield',
      state: 'IL',
      zip: '62701',
      country_iso: 'US',
      buyer_email: 'ada.buyer@example.com',
      message_from_buyer: null,
      is_gift: false,
      gift_message: null,
      create_timestamp: now,
      update_timestamp: now,
      shipments: [] as unknown[],
      transactions: [
        {
          transaction_id: nextTransactionId++,
          title: chosen.title,
          listing_id: chosen.listing_id,
          product_id: product.product_id,
          quantity: 1,
          sku: product.sku,
          variations: product.values.map((value) => ({
            formatted_name: 'Option',
            formatted_value: value,
          })),
        },
      ],
      ...changes,
    };
    shop.receipts.push(receipt);
    return receipt;
  };

  return {
    url: server.url,
    baseUrl: server.url,
    connectUrl: `${server.url}/oauth/connect`,
    apiKey,
    sharedSecret,
    requests,
    shop,
    failNext: (count, failure) => {
      for (let n = 0; n < count; n += 1) failures.push(failure);
    },
    setTokenLifetime: (seconds) => {
      tokenLifetimeS = seconds;
    },
    expireAccessTokens: () => {
      for (const key of accessTokens.keys()) accessTokens.set(key, 0);
    },
    issueTokens,
    addReceipt,
    quota,
    close: server.close,
  };
}
