import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { fetchPublic, type OutboundResponse } from '../../../../platform/net/outbound';
import { isPrivateAddress } from '../../../../platform/net/public-address';
import { StoreAuthError, type ConnectedStore } from '../types';
import { retryAfterMs, sleep } from '../retry-after';

/*
 * The one way the WooCommerce client speaks to a shop: the REST API v3 under
 * {site}/wp-json/wc/v3, HTTP Basic auth with the consumer key and secret (WooCommerce accepts it
 * over HTTPS only), a time limit on every call, and bounded retries: 429 after its Retry-After,
 * 5xx and network failures with exponential backoff, but only for calls that are safe to repeat.
 */

export type WooCommerceConfig = {
  /** Time limit of one HTTP call. */
  timeoutMs?: number;
  /** Retries after the first attempt (429 for every call; 5xx, timeouts and network errors for GET and PUT). */
  maxRetries?: number;
  /** The first backoff after a 5xx; doubled on each retry, with jitter. */
  backoffMs?: number;
  /** The longest Retry-After honoured; a longer one fails the call so the caller's schedule takes over. */
  maxRetryAfterMs?: number;
  /** Tests' stand-in: http and loopback/private addresses allowed. Never in production. */
  allowInsecureHosts?: boolean;
};

export type ResolvedConfig = Required<WooCommerceConfig>;

export function resolveConfig(config: WooCommerceConfig = {}): ResolvedConfig {
  return {
    timeoutMs: config.timeoutMs ?? 20_000,
    maxRetries: config.maxRetries ?? 4,
    backoffMs: config.backoffMs ?? 500,
    maxRetryAfterMs: config.maxRetryAfterMs ?? 60_000,
    allowInsecureHosts: config.allowInsecureHosts ?? false,
  };
}

/** The shop refused a call or could not be reached, in words a seller can act on. */
export class WooCommerceError extends Error {
  constructor(
    message: string,
    /** The shop's HTTP status; 0 when it could not be reached or answered something unreadable. */
    readonly status: number,
    /** WooCommerce's error code (woocommerce_rest_shop_order_invalid_id, rest_no_route...). */
    readonly code?: string,
    /** A later attempt may succeed (rate limit, 5xx, network); false for a refusal (4xx). */
    readonly isRetryable = false,
  ) {
    super(message);
  }
}

/**
 * The store's site address as kept and as WooCommerce names itself in X-WC-Webhook-Source: scheme,
 * lower-case host, the path WordPress lives under, no trailing slash ("https://shop.example.com").
 */
export function normaliseWooDomain(input: string, allowInsecureHosts = false): string {
  const trimmed = input.trim();
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  const url = URL.canParse(withScheme) ? new URL(withScheme) : null;
  if (!url || !url.hostname || url.username || url.password || url.search || url.hash) {
    throw new WooCommerceError(
      `"${input}" is not a site address; give the shop's address, like https://shop.example.com`,
      0,
    );
  }
  if (url.protocol !== 'https:' && !(allowInsecureHosts && url.protocol === 'http:')) {
    throw new WooCommerceError('The shop must be reached over HTTPS (https://...)', 0);
  }
  const path = url.pathname.replace(/\/+$/, '');
  return `${url.protocol}//${url.host.toLowerCase()}${path}`;
}

type Query = Record<string, string | number | boolean | undefined>;
export type WooRequest = {
  method: 'GET' | 'POST' | 'PUT';
  /** Under /wp-json/{namespace}, e.g. "/orders". */
  path: string;
  /** The REST namespace: wc/v3 (WooCommerce's), or an extension's (wc-shipment-tracking/v3). */
  namespace?: string;
  query?: Query;
  body?: unknown;
};
/** Headers as both node's and undici's fetch answer them. */
type HeaderReader = { get(name: string): string | null };
export type WooResponse = { status: number; headers: HeaderReader; data: unknown };

type WooErrorBody = { code?: unknown; message?: unknown };

/** The most an answer may weigh: a page of 100 orders is well under 2 MB; a site URL is the seller's to choose. */
const MAX_ANSWER_BYTES = 32 * 1024 * 1024;

async function boundedText(response: Response | OutboundResponse): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response.body ?? []) {
    size += chunk.byteLength;
    // Leaving the loop cancels the rest of the stream.
    if (size > MAX_ANSWER_BYTES) break;
    chunks.push(Buffer.from(chunk));
  }
  if (size > MAX_ANSWER_BYTES) {
    throw new WooCommerceError(
      'The shop answered more than the app reads in one call',
      response.status,
    );
  }
  return Buffer.concat(chunks).toString('utf8');
}

export function createWooHttp(config: ResolvedConfig) {
  /** Hosts already checked as public, until the time stored (DNS answers change). */
  const publicHosts = new Map<string, number>();

  async function assertPublicHost(url: URL): Promise<void> {
    if (config.allowInsecureHosts) return;
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if ((publicHosts.get(host) ?? 0) > Date.now()) return;
    const addresses = isIP(host)
      ? [host]
      : (
          await lookup(host, { all: true }).catch(() => {
            throw new WooCommerceError(`The shop's address ${host} could not be found`, 0);
          })
        ).map((entry) => entry.address);
    if (addresses.some((address) => isPrivateAddress(address))) {
      throw new WooCommerceError('The shop address points to a private network', 0);
    }
    publicHosts.set(host, Date.now() + 60_000);
  }

  function urlOf(domain: string, request: WooRequest): URL {
    const url = new URL(
      `${normaliseWooDomain(domain, config.allowInsecureHosts)}/wp-json/${request.namespace ?? 'wc/v3'}${request.path}`,
    );
    for (const [key, value] of Object.entries(request.query ?? {})) {
      if (value !== undefined) url.searchParams.set(key, String(value));
    }
    return url;
  }

  function refusal(status: number, data: unknown, url: URL): Error {
    const body = (data ?? {}) as WooErrorBody;
    const code = typeof body.code === 'string' ? body.code : undefined;
    const said = typeof body.message === 'string' ? body.message : `HTTP ${status}`;
    if (status === 401 || status === 403) {
      return new StoreAuthError(`WooCommerce refused the API keys: ${said}`);
    }
    if (status === 404 && code === 'rest_no_route') {
      return new WooCommerceError(
        `${url.origin} is a WordPress site without the WooCommerce REST API v3 (is WooCommerce active?)`,
        status,
        code,
      );
    }
    return new WooCommerceError(
      `WooCommerce answered ${status}: ${said}`,
      status,
      code,
      status >= 500,
    );
  }

  /**
   * One call, retried within bounds. A POST is retried only after a 429 (refused before it ran):
   * after a 5xx or a timeout it may have been recorded, and repeating it could write twice.
   */
  async function request(store: ConnectedStore, request: WooRequest): Promise<WooResponse> {
    const url = urlOf(store.domain, request);
    const canRepeat = request.method !== 'POST';
    const keys = `${store.credentials.consumerKey ?? ''}:${store.credentials.consumerSecret ?? ''}`;
    const headers: Record<string, string> = {
      authorization: `Basic ${Buffer.from(keys).toString('base64')}`,
      accept: 'application/json',
    };
    if (request.body !== undefined) headers['content-type'] = 'application/json';
    for (let attempt = 0; ; attempt += 1) {
      const last = attempt >= config.maxRetries;
      const backoff = config.backoffMs * 2 ** attempt * (0.5 + Math.random() / 2);
      await assertPublicHost(url);
      let response: Response | OutboundResponse;
      let text: string;
      try {
        // The check above words the refusal; fetchPublic checks again on the address it
        // connects to, so a DNS answer that changes in between reaches no private host.
        response = await (config.allowInsecureHosts ? fetch : fetchPublic)(url, {
          method: request.method,
          headers,
          body: request.body === undefined ? undefined : JSON.stringify(request.body),
          redirect: 'manual',
          signal: AbortSignal.timeout(config.timeoutMs),
        });
        // Inside the time limit too: a shop that stalls halfway through its answer is a timeout.
        text = await boundedText(response);
      } catch (error) {
        if (error instanceof WooCommerceError) throw error;
        const timedOut = error instanceof Error && error.name === 'TimeoutError';
        if (canRepeat && !last) {
          await sleep(backoff);
          continue;
        }
        throw new WooCommerceError(
          timedOut
            ? `The shop did not answer within ${config.timeoutMs} ms`
            : `The shop at ${url.origin} could not be reached`,
          0,
          undefined,
          true,
        );
      }
      if (response.status === 429) {
        const wait = retryAfterMs(response.headers.get('retry-after'), Date.now()) ?? backoff;
        if (last || wait > config.maxRetryAfterMs) {
          throw new WooCommerceError(
            'The shop is limiting requests (429); try again later',
            429,
            undefined,
            true,
          );
        }
        await sleep(wait);
        continue;
      }
      if (response.status >= 500 && canRepeat && !last) {
        await sleep(backoff);
        continue;
      }
      if (response.status >= 300 && response.status < 400) {
        const to = response.headers.get('location') ?? 'another address';
        throw new WooCommerceError(
          `The shop redirects its API to ${to}; connect it with the site's own address`,
          response.status,
        );
      }
      let data: unknown;
      try {
        data = text ? JSON.parse(text) : null;
      } catch {
        throw new WooCommerceError(
          `${url.origin} did not answer as a WooCommerce store (HTTP ${response.status}, not JSON)`,
          response.status,
          undefined,
          response.status >= 500,
        );
      }
      if (!response.ok) throw refusal(response.status, data, url);
      return { status: response.status, headers: response.headers, data };
    }
  }

  return { request };
}

export type WooHttp = ReturnType<typeof createWooHttp>;

/** The next page number from X-WP-TotalPages, or from the Link header's rel="next" when absent. */
export function nextPage(headers: HeaderReader, page: number): string | undefined {
  const total = Number(headers.get('x-wp-totalpages'));
  if (headers.get('x-wp-totalpages') !== null && Number.isFinite(total)) {
    return page < total ? String(page + 1) : undefined;
  }
  const next = /<([^>]+)>\s*;\s*rel="?next"?/i.exec(headers.get('link') ?? '');
  const number =
    next?.[1] && URL.canParse(next[1]) ? new URL(next[1]).searchParams.get('page') : null;
  return number && /^\d+$/.test(number) ? number : undefined;
}

/** The page asked for: 1 when absent; a cursor that is not a page number is refused. */
export function pageNumber(page: string | undefined): number {
  if (page === undefined) return 1;
  if (!/^[1-9]\d{0,6}$/.test(page)) throw new WooCommerceError(`"${page}" is not a page number`, 0);
  return Number(page);
}
