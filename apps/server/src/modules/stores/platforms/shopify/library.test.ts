import '@shopify/shopify-api/adapters/node';
import { ApiVersion, shopifyApi } from '@shopify/shopify-api';
import { setAbstractFetchFunc } from '@shopify/shopify-api/runtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StoreAuthError, type ConnectedStore, type StorePlatform } from '../types';
import { createShopifyPlatform } from '.';
import { LAUNCH_MAX_AGE_S, verifyCallback, verifyLaunch } from './auth';
import { signedQuery } from './stand-in-oauth';
import { STAND_IN_SHOP, startShopifyStandIn, type ShopifyStandIn } from './stand-in';
import { renewTokens } from './tokens';
import { SHOPIFY_API_VERSION, supportEndsOf } from './version';

/*
 * Our Shopify client against Shopify's own @shopify/shopify-api, not against our reading of the
 * docs: the library's validateHmac and our verifiers give the same verdict on a corpus of signed
 * and tampered queries (values with spaces, "+", "/", "="), the token requests we send are the
 * ones the library sends, and the library itself accepts the stand-in's token answers.
 */

let standIn: ShopifyStandIn;
let platform: StorePlatform;
const shopify = () =>
  shopifyApi({
    apiKey: standIn.apiKey,
    apiSecretKey: standIn.apiSecret,
    apiVersion: SHOPIFY_API_VERSION as ApiVersion,
    hostName: 'app.example',
    isEmbeddedApp: false,
    logger: { level: 0, log: () => Promise.resolve() },
  });

beforeAll(async () => {
  standIn = await startShopifyStandIn();
  platform = createShopifyPlatform({
    apiKey: standIn.apiKey,
    apiSecret: standIn.apiSecret,
    scopes: ['read_orders'],
    baseUrl: standIn.baseUrl,
    retry: { baseDelayMs: 10, maxAttempts: 2, maxWaitMs: 1_000, timeoutMs: 5_000 },
  });
  // The library calls https://{shop}/admin/...: its requests go to the stand-in instead.
  setAbstractFetchFunc((input, init) => {
    const url = new URL(String(input));
    return fetch(`${standIn.url}/${url.host}${url.pathname}${url.search}`, init);
  });
});
afterAll(() => standIn.close());

/** Whether our check accepts the query (throws nothing). */
const ours = (check: () => unknown) => {
  try {
    check();
    return true;
  } catch {
    return false;
  }
};
const theirs = (query: Record<string, string>) =>
  shopify()
    .utils.validateHmac(query)
    .catch(() => false);

describe('signatures, as Shopify signs and checks them', () => {
  it('gives the library verdict on every query of a corpus, signed and tampered', async () => {
    const now = String(Math.floor(Date.now() / 1000));
    const values = ['plain', 'with space', 'a+b', 'a/b/c', 'x=y==', 'ünï', '%20', 'a&b', ''];
    const corpus: Record<string, string>[] = [];
    for (const value of values) {
      const base = { code: `c ${value}`, shop: STAND_IN_SHOP, state: value, timestamp: now };
      const signed = await signedQuery(base, standIn.apiSecret);
      corpus.push(signed, { ...signed, state: `${value}!` });
      corpus.push(await signedQuery({ ...base, host: `aG9zdA==/${value}` }, standIn.apiSecret));
      corpus.push(await signedQuery(base, `${standIn.apiSecret}-other`));
    }
    let accepted = 0;
    for (const query of corpus) {
      const verdict = await theirs(query);
      expect(
        ours(() => verifyCallback(query, STAND_IN_SHOP, standIn.apiSecret)),
        query.state,
      ).toBe(verdict);
      if (verdict) accepted += 1;
    }
    // Both verdicts occur: the corpus is not all forgeries, nor all good.
    expect(accepted).toBe(values.length * 2);
  });

  it('checks an App URL launch as the library does, and its shop', async () => {
    const launch = await standIn.launchQuery();
    expect(await theirs(launch)).toBe(true);
    expect(verifyLaunch(launch, standIn.apiSecret)).toBe(STAND_IN_SHOP);
    const tampered = { ...launch, shop: 'other.myshopify.com' };
    expect(await theirs(tampered)).toBe(false);
    expect(ours(() => verifyLaunch(tampered, standIn.apiSecret))).toBe(false);
    // The merchant may register first: a launch is good for an hour here, not 90 s.
    const earlier = new Date(Date.now() - (LAUNCH_MAX_AGE_S - 60) * 1000);
    const old = await standIn.launchQuery(STAND_IN_SHOP, earlier);
    expect(verifyLaunch(old, standIn.apiSecret)).toBe(STAND_IN_SHOP);
    const stale = await standIn.launchQuery(STAND_IN_SHOP, new Date(Date.now() - 2 * 3600_000));
    expect(ours(() => verifyLaunch(stale, standIn.apiSecret))).toBe(false);
  });

  it('verifies the webhooks the stand-in signs as the library validates them', async () => {
    const signed = standIn.signWebhook({ topic: 'orders/create', body: { id: 1 } });
    const verified = await platform.verifyWebhook(signed.headers, Buffer.from(signed.body), () =>
      Promise.resolve('known'),
    );
    expect(verified?.domain).toBe(STAND_IN_SHOP);
    const check = await shopify().webhooks.validate({
      rawBody: signed.body,
      rawRequest: { headers: signed.headers },
    } as never);
    expect(check.valid).toBe(true);
  });
});

describe('tokens, in the shapes the library sends and expects', () => {
  const bodies = () =>
    standIn.requests
      .filter((request) => request.path.endsWith('/admin/oauth/access_token'))
      .map((request) => JSON.parse(request.body) as Record<string, string>);

  it('refreshes with the body the library sends, and the library reads our stand-in', async () => {
    const app = { apiKey: standIn.apiKey, apiSecret: standIn.apiSecret };
    const context = {
      apiVersion: SHOPIFY_API_VERSION,
      app,
      retry: { maxAttempts: 1, baseDelayMs: 1, maxWaitMs: 1, timeoutMs: 5_000 },
      originOf: (domain: string) => `${standIn.url}/${domain}`,
    };
    // A token from before expiring tokens, traded for an expiring one as the library migrates.
    const legacy = { accessToken: standIn.issueToken() };
    const ourMigration = await renewTokens(context, app, STAND_IN_SHOP, legacy);
    const theirMigration = await shopify().auth.migrateToExpiringToken({
      shop: STAND_IN_SHOP,
      nonExpiringOfflineAccessToken: standIn.issueToken(),
    });
    const [ourMigrate, theirMigrate] = bodies().slice(-2);
    expect(ourMigrate).toEqual(
      theirMigrate && { ...theirMigrate, subject_token: legacy.accessToken },
    );
    expect(theirMigration.session.refreshToken).toMatch(/^shprt_/);

    // A refresh: the same body as the library's, and the library reads the same answer.
    await renewTokens(context, app, STAND_IN_SHOP, ourMigration);
    const theirs = await shopify().auth.refreshToken({
      shop: STAND_IN_SHOP,
      refreshToken: theirMigration.session.refreshToken!,
    });
    const [ourRefresh, theirRefresh] = bodies().slice(-2);
    expect(ourRefresh).toEqual({ ...theirRefresh, refresh_token: ourMigration.refreshToken });
    expect(theirs.session.accessToken).toMatch(/^shpat_/);
    expect(theirs.session.expires!.getTime()).toBeGreaterThan(Date.now() + 59 * 60_000);
    // The refresh token is spent: a second use is refused, to the library and to us.
    await expect(
      shopify().auth.refreshToken({
        shop: STAND_IN_SHOP,
        refreshToken: theirMigration.session.refreshToken!,
      }),
    ).rejects.toThrow();
    await expect(renewTokens(context, app, STAND_IN_SHOP, ourMigration)).rejects.toThrow();
  });
});

describe('tokens, renewed by the client', () => {
  it('renews a token before it expires, and once when Shopify answers 401', async () => {
    const domain = 'renewing.myshopify.com';
    const app = { apiKey: standIn.apiKey, apiSecret: standIn.apiSecret };
    const context = {
      apiVersion: SHOPIFY_API_VERSION,
      app,
      retry: { maxAttempts: 1, baseDelayMs: 1, maxWaitMs: 1, timeoutMs: 5_000 },
      originOf: (shop: string) => `${standIn.url}/${shop}`,
    };
    const fresh = await renewTokens(context, app, domain, {
      accessToken: standIn.issueToken(domain),
    });
    const before = standIn.renewals(domain);
    // Four minutes left: renewed first, within the 5-minute margin.
    const soon = new Date(Date.now() + 4 * 60_000).toISOString();
    const store: ConnectedStore = { domain, credentials: { ...fresh, expiresAt: soon } };
    await platform.listOrders(store, new Date());
    expect(standIn.renewals(domain)).toBe(before + 1);
    expect(store.credentials.accessToken).not.toBe(fresh.accessToken);
    // Expired early at Shopify while an hour is left here: one renewal on the 401, one retry.
    standIn.expireTokens(domain);
    await platform.listOrders(store, new Date());
    expect(standIn.renewals(domain)).toBe(before + 2);
    // A refresh token Shopify no longer knows: the store must be reconnected.
    standIn.revokeTokens(domain);
    await expect(platform.listOrders(store, new Date())).rejects.toThrow(StoreAuthError);
    expect(standIn.renewals(domain)).toBe(before + 2);
  });
});

describe('the Admin API version', () => {
  it('is one Shopify still supports today: released less than 12 months ago', () => {
    expect(supportEndsOf(SHOPIFY_API_VERSION).getTime()).toBeGreaterThan(Date.now());
    // And one the library knows as stable.
    expect(Object.values(ApiVersion)).toContain(SHOPIFY_API_VERSION);
  });
});
