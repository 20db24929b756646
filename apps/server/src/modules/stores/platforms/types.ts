import type { ExternalStoreType, StoreWaitReason } from '@platfox/domain';

/**
 * What the store platform (modules/stores) needs of each shop platform (issue 17: Shopify and
 * WooCommerce; issue 18: Etsy and TikTok Shop). Each platform's client is written against its
 * documented API; the store service only ever speaks these shapes, so a new platform is a new
 * folder here and a line in the registry, not a change to ingestion, mapping or tracking.
 */

/** A buyer's shipping address as the platform gives it, before the order's own validation. */
export type StoreAddress = {
  fullName: string;
  phone?: string | undefined;
  email?: string | undefined;
  street: string;
  street2?: string | undefined;
  city: string;
  state?: string | undefined;
  zipcode: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
};

/** One line of a store order; the variant is what the seller maps to a product-type item. */
export type StoreOrderLine = {
  externalLineId: string;
  externalProductId: string;
  externalVariantId: string;
  title: string;
  variantTitle?: string | undefined;
  sku?: string | undefined;
  quantity: number;
  imageUrl?: string | undefined;
};

/** A store order in the platform's terms, normalised. `updatedAt` orders versions of it. */
export type StoreOrder = {
  externalOrderId: string;
  /** What the shop calls it ("#1001"); the order's refId. */
  name: string;
  createdAt: Date;
  updatedAt: Date;
  isCancelled: boolean;
  address: StoreAddress | null;
  note?: string | undefined;
  lines: StoreOrderLine[];
  /**
   * Why the shop does not let the seller fulfil it (yet): one of STORE_WAIT_REASONS (TikTok Shop's
   * UNPAID and ON_HOLD, or shipped already). Kept WAITING with that reason, never made a draft,
   * until a version without it arrives (issue 28).
   */
  waitingFor?: StoreWaitReason | undefined;
  /**
   * The platform ships it under its own label (TikTok Shop's shipping_type TIKTOK): the seller is
   * told so on the draft, and no tracking is pushed back for it.
   */
  isShippedByPlatform?: boolean | undefined;
};

export type StoreVariant = {
  externalVariantId: string;
  title: string;
  sku?: string | undefined;
  imageUrl?: string | undefined;
};
export type StoreProduct = {
  externalProductId: string;
  title: string;
  imageUrl?: string | undefined;
  variants: StoreVariant[];
};

/** A page of a list; `next` is the platform's cursor or page token, absent on the last page. */
export type StorePage<T> = { items: T[]; next?: string | undefined };

/** The tracking pushed back to the store as a fulfilment (Shopify) or note + status (WooCommerce). */
export type StoreFulfilment = {
  externalOrderId: string;
  /** The lines shipped under this code; all of the order's lines when the platform has no lines. */
  externalLineIds: string[];
  trackingNumber: string;
  /** The carrier's name as the platform knows it ("USPS", "UPS", "DHL Express"). */
  company: string;
  url?: string | undefined;
  /** The seller's words to the buyer sent with the shipment (Etsy's store noteToBuyer). */
  noteToBuyer?: string | undefined;
  /**
   * Every item of the order has its tracking now (WooCommerce marks the order completed only
   * then). Absent: taken as true.
   */
  isOrderShipped?: boolean | undefined;
};

/**
 * A store's connection as kept (encrypted) by the store service: the platform's own fields
 * (access token, consumer key and secret, refresh token and its expiry...).
 */
export type StoreCredentials = Record<string, string>;

/** A connected store as a platform client sees it. */
export type ConnectedStore = {
  /** The shop's address on the platform (Shopify's myshopify domain, WooCommerce's site URL). */
  domain: string;
  credentials: StoreCredentials;
  /**
   * Renews the credentials (Etsy's and TikTok's token refresh): `refresh` is called with the
   * store's latest credentials and answers the renewed ones, which are kept for the next call.
   * One renewal runs at a time per store (StoreConnections); absent in a platform test, where the
   * client refreshes and keeps the tokens itself.
   */
  renew?:
    | ((
        refresh: (latest: StoreCredentials) => Promise<StoreCredentials>,
      ) => Promise<StoreCredentials>)
    | undefined;
};

/** A verified incoming webhook, in the store service's terms. */
export type StoreWebhookEvent =
  | { kind: 'order'; order: StoreOrder }
  | { kind: 'uninstalled' }
  /** The webhook only names an order (TikTok Shop): the order is read with `getOrder` by the job. */
  | { kind: 'orderChanged'; externalOrderId: string }
  /** A topic the app subscribes to but need not act on (answered 200 and dropped). */
  | { kind: 'ignored' }
  /** Signed, but not of the topic's documented shape (an array, no id): answered 400. */
  | { kind: 'malformed'; message: string }
  /**
   * A privacy request (Shopify's compliance topics: customers/data_request, customers/redact,
   * shop/redact), acted on for every store of the shop, connected or not.
   */
  | { kind: 'privacy'; topic: string; externalOrderIds: string[]; payload: unknown };

/**
 * Thrown by a client when the platform refused the credentials (401/403): the store needs
 * reconnecting. `sellerMessage`, when given, is what the seller reads in a connect flow (what
 * happened and what to do next) instead of the general refusal.
 */
export class StoreAuthError extends Error {
  constructor(
    message?: string,
    readonly sellerMessage?: string,
  ) {
    super(message);
  }
}

/**
 * Thrown by a client when the app's quota with the platform is nearly spent (Etsy's daily
 * calls): the pull waits for the next schedule, and the seller sees that it waits.
 */
export class StoreQuotaError extends Error {}

/** How a seller connects a store of this platform: one of the two. */
export type StoreConnection =
  | {
      /** OAuth (Shopify: authorization code grant; Etsy: with PKCE). */
      kind: 'oauth';
      /**
       * PKCE (RFC 7636; Etsy): the store service makes a code verifier per connection, keeps it
       * server-side with the state, and gives it to authorizeUrl (its S256 challenge) and exchange.
       */
      usesPkce?: boolean;
      /** Where the browser goes; `state` is the store service's one-time value, checked on return. */
      authorizeUrl(
        domain: string,
        state: string,
        redirectUri: string,
        codeVerifier?: string,
      ): string;
      /**
       * The callback's query as the browser brought it back: checks what the platform signs (HMAC)
       * and exchanges the code. Throws StoreAuthError when the query is forged or the code refused.
       */
      exchange(
        domain: string,
        query: Record<string, string>,
        redirectUri: string,
        codeVerifier?: string,
      ): Promise<StoreCredentials>;
      /**
       * The shop's address learned from the exchange, when the seller names no shop before it
       * (TikTok Shop: the shop id of the authorized shop). Absent: the domain the seller gave.
       */
      domainOf?(credentials: StoreCredentials): string;
      /**
       * One authorization may cover several shops (TikTok Shop): the credentials of each, the
       * first one first; each becomes a store of the seller. Absent: the one shop.
       */
      shopsOf?(credentials: StoreCredentials): StoreCredentials[];
      /**
       * The authorization may start at the platform (TikTok Shop's App Store) and come back
       * without the app's state: the callback is then finished for the signed-in seller.
       */
      isStartedByPlatform?: boolean;
      /**
       * An install the platform started by opening the app (Shopify's App URL with shop, host,
       * timestamp and hmac): checks it and answers the shop's domain, which OAuth then starts for.
       * Throws StoreAuthError when forged or stale.
       */
      verifyLaunch?(query: Record<string, string>): string;
    }
  | {
      /** Keys the seller pastes (WooCommerce's consumer key and secret), checked by a call before saving. */
      kind: 'keys';
      check(domain: string, keys: StoreCredentials): Promise<StoreCredentials>;
    };

export interface StorePlatform {
  readonly type: ExternalStoreType;
  readonly connection: StoreConnection;
  /**
   * The shop's address as the store is kept, one spelling per shop (what the platform's webhooks
   * name it by). Throws an Error whose message the seller reads when the input is no address of
   * this platform.
   */
  normaliseDomain?(input: string): string;
  /** Subscribes the shop's webhooks to `address` (the app's public webhook URL for this platform). */
  registerWebhooks(store: ConnectedStore, address: string): Promise<void>;
  /**
   * The platform may delete a subscription (Shopify, after 8 failed deliveries): each pull calls
   * registerWebhooks again first, which subscribes only what the shop lacks.
   */
  readonly isResubscribedOnPull?: boolean;
  /** Orders created or updated at or after `since`, one page at a time. */
  listOrders(store: ConnectedStore, since: Date, page?: string): Promise<StorePage<StoreOrder>>;
  /** One order by its id, for webhooks that name an order without carrying it (TikTok Shop). */
  getOrder?(store: ConnectedStore, externalOrderId: string): Promise<StoreOrder | null>;
  /** The shop's products with their variants, one page at a time. */
  listProducts(store: ConnectedStore, page?: string): Promise<StorePage<StoreProduct>>;
  /**
   * Products by id (Etsy: its listings). When present, a pull reads no whole catalogue: only the
   * products its orders name that the store does not know yet (Etsy's daily quota, issue 28).
   */
  getProducts?(
    store: ConnectedStore,
    externalProductIds: readonly string[],
  ): Promise<StoreProduct[]>;
  /** Pushes tracking back; resolves once the platform recorded it (retried by the caller on a throw). */
  pushFulfilment(store: ConnectedStore, fulfilment: StoreFulfilment): Promise<void>;
  /**
   * Checks an incoming webhook's signature over the raw body, and which shop sent it. Answers the
   * shop's domain and the event, or null when the signature is missing or wrong (the route then
   * answers 401 and writes nothing). `deliveryId` is the platform's id of the delivery, the same
   * on each retry of it (Shopify's X-Shopify-Webhook-Id, WooCommerce's X-WC-Webhook-Delivery-ID):
   * the store service imports one delivery once, however often it comes.
   */
  verifyWebhook(
    headers: Record<string, string | string[] | undefined>,
    rawBody: Buffer,
    secretOf: (domain: string) => Promise<string | null>,
  ): Promise<{ domain: string; event: StoreWebhookEvent; deliveryId?: string | undefined } | null>;
}
