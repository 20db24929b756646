import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ExternalStoreType } from '@platfox/domain';
import {
  StoreAuthError,
  type ConnectedStore,
  type StoreConnection,
  type StoreFulfilment,
  type StoreOrder,
  type StorePage,
  type StorePlatform,
  type StoreProduct,
} from './platforms/types';

/**
 * An in-memory shop platform for the store platform's tests: a test double of the StorePlatform
 * interface (the real clients are tested against their stand-in servers). It checks what a real
 * one checks where the store service relies on it: keys before saving, the OAuth code, and each
 * webhook's HMAC over the raw body with the store's secret.
 */
export class MemoryPlatform implements StorePlatform {
  readonly connection: StoreConnection;
  /** The keys the shop accepts (keys platforms). */
  validKeys = { consumerKey: 'ck_good', consumerSecret: 'cs_good' };
  /** Orders the shop lists, oldest first; pages of `pageSize`. */
  orders: StoreOrder[] = [];
  products: StoreProduct[] = [];
  pageSize = 50;
  /** Every fulfilment pushed, and how many pushes fail before one succeeds. */
  fulfilments: StoreFulfilment[] = [];
  pushAttempts = 0;
  failingPushes = 0;
  registered: { domain: string; address: string }[] = [];

  constructor(readonly type: ExternalStoreType) {
    this.connection =
      type === 'SHOPIFY'
        ? {
            kind: 'oauth',
            authorizeUrl: (domain, state, redirectUri) =>
              `https://${domain}/admin/oauth/authorize?state=${state}&redirect_uri=${encodeURIComponent(redirectUri)}`,
            exchange: async (domain, query) => {
              if (query.code !== 'good-code') throw new StoreAuthError('code refused');
              return { accessToken: `token-for-${domain}` };
            },
          }
        : {
            kind: 'keys',
            check: async (_domain, keys) => {
              if (
                keys.consumerKey !== this.validKeys.consumerKey ||
                keys.consumerSecret !== this.validKeys.consumerSecret
              ) {
                throw new StoreAuthError('keys refused');
              }
              return { ...keys };
            },
          };
  }

  async registerWebhooks(store: ConnectedStore, address: string): Promise<void> {
    this.registered.push({ domain: store.domain, address });
  }

  async listOrders(
    _store: ConnectedStore,
    since: Date,
    page?: string,
  ): Promise<StorePage<StoreOrder>> {
    const start = Number(page ?? 0);
    const all = this.orders.filter((order) => order.updatedAt >= since);
    const items = all.slice(start, start + this.pageSize);
    const next = start + this.pageSize < all.length ? String(start + this.pageSize) : undefined;
    return { items, next };
  }

  async listProducts(): Promise<StorePage<StoreProduct>> {
    return { items: this.products };
  }

  async pushFulfilment(_store: ConnectedStore, fulfilment: StoreFulfilment): Promise<void> {
    this.pushAttempts += 1;
    if (this.failingPushes > 0) {
      this.failingPushes -= 1;
      throw new Error('503 Service Unavailable');
    }
    this.fulfilments.push(fulfilment);
  }

  async verifyWebhook(
    headers: Record<string, string | string[] | undefined>,
    rawBody: Buffer,
    secretOf: (domain: string) => Promise<string | null>,
  ) {
    const domain = String(headers['x-test-shop-domain'] ?? '');
    const signature = String(headers['x-test-signature'] ?? '');
    const secret = domain ? await secretOf(domain) : null;
    if (!secret || !signature) return null;
    const expected = Buffer.from(sign(secret, rawBody));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    const body = JSON.parse(rawBody.toString('utf8')) as { topic: string; order?: WireOrder };
    if (body.topic === 'app/uninstalled')
      return { domain, event: { kind: 'uninstalled' as const } };
    if (!body.order) return { domain, event: { kind: 'ignored' as const } };
    return { domain, event: { kind: 'order' as const, order: fromWire(body.order) } };
  }
}

export const sign = (secret: string, body: Buffer | string) =>
  createHmac('sha256', secret).update(body).digest('base64');

/** A store order as JSON carries it (the test's webhook body). */
export type WireOrder = Omit<StoreOrder, 'createdAt' | 'updatedAt'> & {
  createdAt: string;
  updatedAt: string;
};

const fromWire = (order: WireOrder): StoreOrder => ({
  ...order,
  createdAt: new Date(order.createdAt),
  updatedAt: new Date(order.updatedAt),
});
