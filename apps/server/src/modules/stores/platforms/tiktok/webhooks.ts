import type { ConnectedStore, StoreWebhookEvent } from '../types';
import { openApi, type TikTokContext } from './http';
import { sameSignature, signWebhook } from './sign';

/*
 * TikTok Shop's webhooks: a POST whose Authorization header is the hex HMAC-SHA256 (app secret) of
 * the app key followed by the raw body. The body names the shop (shop_id), the event type
 * (1 = ORDER_STATUS_CHANGE), and for an order only its id and new status: the order itself is then
 * read from the Open API (getOrder), so a replayed delivery only reads the order's current state
 * again, which is why no age window is enforced on the signed timestamp.
 */

type Headers = Record<string, string | string[] | undefined>;
const headerOf = (headers: Headers, name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** The event types the app subscribes each shop to (PUT /event/202309/webhooks). */
export const TIKTOK_WEBHOOK_EVENTS = ['ORDER_STATUS_CHANGE'] as const;
/** ORDER_STATUS_CHANGE's numeric type in webhook bodies. */
const ORDER_STATUS_CHANGE = 1;
/** SELLER_DEAUTHORIZATION: the seller removed the app. */
const SELLER_DEAUTHORIZATION = 6;

export async function verifyWebhook(
  context: Pick<TikTokContext, 'appKey' | 'appSecret'>,
  headers: Headers,
  rawBody: Buffer,
  secretOf: (domain: string) => Promise<string | null>,
): Promise<{ domain: string; event: StoreWebhookEvent } | null> {
  const expected = signWebhook(context.appKey, context.appSecret, rawBody);
  if (!sameSignature(headerOf(headers, 'authorization'), expected)) return null;
  let body: { type?: number; shop_id?: string | number; data?: { order_id?: string | number } };
  try {
    // Ids past 2^53 are read as their digits, never as JavaScript numbers.
    body = JSON.parse(
      rawBody.toString('utf8').replace(/"(shop_id|order_id)"(\s*):(\s*)(\d+)/g, '"$1"$2:$3"$4"'),
    ) as typeof body;
  } catch {
    return null;
  }
  const domain = String(body.shop_id ?? '');
  if (!domain || (await secretOf(domain)) === null) return null;
  if (body.type === SELLER_DEAUTHORIZATION) return { domain, event: { kind: 'uninstalled' } };
  if (body.type !== ORDER_STATUS_CHANGE || !body.data?.order_id) {
    return { domain, event: { kind: 'ignored' } };
  }
  return { domain, event: { kind: 'orderChanged', externalOrderId: String(body.data.order_id) } };
}

/** Subscribes the shop's events to `address` (an update replaces the event's address). */
export async function registerWebhooks(
  context: TikTokContext,
  store: ConnectedStore,
  address: string,
): Promise<void> {
  for (const eventType of TIKTOK_WEBHOOK_EVENTS) {
    await openApi(context, store, {
      method: 'PUT',
      path: '/event/202309/webhooks',
      body: { address, event_type: eventType },
    });
  }
}
