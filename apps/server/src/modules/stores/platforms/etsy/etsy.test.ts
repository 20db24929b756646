import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { StoreAuthError, type ConnectedStore, type StorePlatform } from '../types';
import { createEtsyPlatform, EtsyError, normaliseShopName } from '.';
import { newCodeVerifier } from './auth';
import { startEtsyStandIn, type EtsyStandIn } from './stand-in';

const REDIRECT = 'https://app.example/s/etsy-redirect';
const FAST_RETRY = { baseDelayMs: 10, maxAttempts: 4, maxWaitMs: 2_000, timeoutMs: 5_000 };

let standIn: EtsyStandIn;
let platform: StorePlatform;
let shopName: string;

beforeAll(async () => {
  standIn = await startEtsyStandIn();
  shopName = standIn.shop.shopName.toLowerCase();
  platform = createEtsyPlatform({
    apiKey: standIn.apiKey,
    sharedSecret: standIn.sharedSecret,
    baseUrl: standIn.baseUrl,
    connectUrl: standIn.connectUrl,
    retry: FAST_RETRY,
  });
});
afterAll(() => standIn.close());
beforeEach(() => standIn.setTokenLifetime(3600));

const oauth = () => {
  if (platform.connection.kind !== 'oauth') throw new Error('Etsy connects by OAuth');
  return platform.connection;
};

/** A store already connected, whose renewed credentials are kept in `saved`. */
function connectedStore(): ConnectedStore & { saved: Record<string, string>[] } {
  const saved: Record<string, string>[] = [];
  const credentials = { ...standIn.issueTokens(), shopId: String(standIn.shop.shopId) };
  return {
    domain: shopName,
    credentials,
    renew: async (refresh) => {
      const renewed = await refresh({ ...(saved.at(-1) ?? credentials) });
      saved.push(renewed);
      return renewed;
    },
    saved,
  };
}

/** Follows the authorize URL as the seller's browser would; answers the redirect's query. */
async function authorize(state: string, verifier: string) {
  const url = oauth().authorizeUrl(shopName, state, REDIRECT, verifier);
  const response = await fetch(url, { redirect: 'manual' });
  expect(response.status).toBe(302);
  const back = new URL(response.headers.get('location') ?? '');
  expect(back.origin + back.pathname).toBe(REDIRECT);
  return Object.fromEntries(back.searchParams);
}

describe('connecting a shop by OAuth with PKCE', () => {
  it('sends the S256 challenge of the verifier, and exchanges the code with it for working tokens', async () => {
    expect(oauth().usesPkce).toBe(true);
    const verifier = newCodeVerifier();
    const url = new URL(oauth().authorizeUrl(shopName, 'state-1', REDIRECT, verifier));
    expect(url.searchParams.get('client_id')).toBe(standIn.apiKey);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toBe(
      createHash('sha256').update(verifier).digest('base64url'),
    );
    expect(url.searchParams.get('scope')?.split(' ')).toContain('transactions_w');

    const query = await authorize('state-2', verifier);
    expect(query.state).toBe('state-2');
    const credentials = await oauth().exchange(shopName, query, REDIRECT, verifier);
    expect(credentials.shopId).toBe(String(standIn.shop.shopId));
    expect(Date.parse(credentials.expiresAt ?? '')).toBeGreaterThan(Date.now() + 50 * 60_000);
    const page = await platform.listOrders({ domain: shopName, credentials }, new Date(0));
    expect(page.items).toEqual([]);
  });

  it('is refused with a wrong verifier, and the code is spent', async () => {
    const verifier = newCodeVerifier();
    const query = await authorize('state-3', verifier);
    await expect(
      oauth().exchange(shopName, query, REDIRECT, newCodeVerifier()),
    ).rejects.toBeInstanceOf(StoreAuthError);
    await expect(oauth().exchange(shopName, query, REDIRECT, verifier)).rejects.toBeInstanceOf(
      StoreAuthError,
    );
  });

  it('is refused when the Etsy account that signed in owns another shop', async () => {
    const verifier = newCodeVerifier();
    const query = await authorize('state-4', verifier);
    await expect(oauth().exchange('othershop', query, REDIRECT, verifier)).rejects.toThrow(
      /owns StandInPrints/,
    );
  });

  it('refuses an authorize URL without a verifier', () => {
    expect(() => oauth().authorizeUrl(shopName, 'state-5', REDIRECT)).toThrow(/PKCE/);
  });

  it('reads a shop name from what a seller types', () => {
    expect(normaliseShopName(' StandInPrints ')).toBe('standinprints');
    expect(normaliseShopName('https://www.etsy.com/shop/StandInPrints?ref=x')).toBe(
      'standinprints',
    );
    expect(normaliseShopName('https://www.etsy.com/fr/shop/Atelier2')).toBe('atelier2');
    expect(() => normaliseShopName('not a shop!')).toThrow(/not an Etsy shop name/);
  });
});

describe('tokens', () => {
  it('refreshes a token about to expire before the call, and keeps the new one', async () => {
    standIn.setTokenLifetime(60);
    const store = connectedStore();
    const oldRefresh = store.credentials.refreshToken;
    const oldAccess = store.credentials.accessToken;
    await platform.listOrders(store, new Date(0));
    expect(store.saved).toHaveLength(1);
    expect(store.saved[0]!.accessToken).not.toBe(oldAccess);
    expect(store.saved[0]!.refreshToken).not.toBe(oldRefresh);
    expect(store.saved[0]!.shopId).toBe(String(standIn.shop.shopId));
    const grants = standIn.requests
      .filter((r) => r.path === '/v3/public/oauth/token')
      .map((r) => new URLSearchParams(r.body).get('grant_type'));
    expect(grants).toContain('refresh_token');
    // The refresh token was spent: the old one no longer works.
    const stale: ConnectedStore = {
      domain: shopName,
      credentials: {
        ...store.credentials,
        refreshToken: oldRefresh!,
        expiresAt: new Date(0).toISOString(),
      },
    };
    await expect(platform.listOrders(stale, new Date(0))).rejects.toBeInstanceOf(StoreAuthError);
  });

  it('refreshes once when Etsy refuses a token it thought alive, then succeeds', async () => {
    const store = connectedStore();
    standIn.expireAccessTokens();
    const page = await platform.listProducts(store);
    expect(page.items.length).toBeGreaterThan(0);
    expect(store.saved).toHaveLength(1);
  });

  it('is refused (StoreAuthError) with a wrong shared secret in the x-api-key', async () => {
    const wrong = createEtsyPlatform({
      apiKey: standIn.apiKey,
      sharedSecret: 'not-the-secret',
      baseUrl: standIn.baseUrl,
      retry: FAST_RETRY,
    });
    const store = connectedStore();
    await expect(wrong.listOrders(store, new Date(0))).rejects.toBeInstanceOf(StoreAuthError);
  });
});

describe('receipts, listings and shipments', () => {
  it('reads paid receipts a page of 100 at a time, with the buyer, address and notes', async () => {
    const first = standIn.addReceipt({
      message_from_buyer: 'Please no receipt in the box',
      is_gift: true,
      gift_message: 'Happy birthday, Sam!',
    });
    standIn.addReceipt({ is_paid: false } as never);
    for (let n = 0; n < 120; n += 1) standIn.addReceipt();
    const store = connectedStore();
    const since = new Date((first.create_timestamp! - 1) * 1000);
    const one = await platform.listOrders(store, since);
    expect(one.items).toHaveLength(100);
    expect(one.next).toBe('100');
    const two = await platform.listOrders(store, since, one.next);
    // 121 paid (the unpaid one is not asked for).
    expect(two.items).toHaveLength(21);
    expect(two.next).toBeUndefined();
    const order = one.items.find((o) => o.externalOrderId === String(first.receipt_id))!;
    expect(order.note).toBe('Please no receipt in the box\nGift message: Happy birthday, Sam!');
    expect(order.address).toMatchObject({ fullName: 'Ada Buyer', country: 'US', zipcode: '62701' });
    expect(order.lines[0]).toMatchObject({
      externalProductId: String(standIn.shop.listings[0]!.listing_id),
      externalVariantId: '9100000001',
      variantTitle: 'Black / M',
      sku: 'TEE-BLK-M',
      quantity: 1,
    });
    const url = new URL(`http://x/?${standIn.requests.at(-1)!.query}`);
    expect(url.searchParams.get('min_last_modified')).toBe(String(first.create_timestamp! - 1));
    expect(url.searchParams.get('limit')).toBe('100');
  });

  it('reads listings with their inventory products as variants', async () => {
    const page = await platform.listProducts(connectedStore());
    expect(page.items[0]).toMatchObject({
      title: 'Stand-in Tee',
      variants: [
        { externalVariantId: '9100000001', title: 'Black / M', sku: 'TEE-BLK-M' },
        { externalVariantId: '9100000002', title: 'White / L', sku: 'TEE-WHT-L' },
      ],
    });
  });

  it('sends tracking as a receipt shipment with the note to the buyer', async () => {
    const receipt = standIn.addReceipt();
    await platform.pushFulfilment(connectedStore(), {
      externalOrderId: String(receipt.receipt_id),
      externalLineIds: [],
      trackingNumber: '9400100000000000000001',
      company: 'usps',
      noteToBuyer: 'Thank you for shopping with us',
    });
    expect(standIn.shop.shipments.at(-1)).toEqual({
      receiptId: String(receipt.receipt_id),
      tracking_code: '9400100000000000000001',
      carrier_name: 'usps',
      note_to_buyer: 'Thank you for shopping with us',
    });
    await expect(
      platform.pushFulfilment(connectedStore(), {
        externalOrderId: '1',
        externalLineIds: [],
        trackingNumber: 'X',
        company: 'usps',
      }),
    ).rejects.toBeInstanceOf(EtsyError);
  });

  it('survives a 429 with Retry-After and 5xx answers', async () => {
    const store = connectedStore();
    const before = standIn.requests.length;
    standIn.failNext(1, { status: 429, retryAfter: '0.05' });
    standIn.failNext(2, { status: 503 });
    const page = await platform.listProducts(store);
    expect(page.items).toHaveLength(1);
    expect(standIn.requests.length - before).toBe(4);
  });

  it('gives up after its bounded attempts, as a transient error the pull retries later', async () => {
    standIn.failNext(4, { status: 500 });
    const error = await platform.listProducts(connectedStore()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EtsyError);
    expect((error as EtsyError).isTransient).toBe(true);
  });

  it('has no webhooks: none registered, every webhook refused', async () => {
    await expect(
      platform.registerWebhooks(connectedStore(), 'https://app.example/x'),
    ).resolves.toBeUndefined();
    await expect(
      platform.verifyWebhook({}, Buffer.from('{}'), async () => 'secret'),
    ).resolves.toBeNull();
  });
});
