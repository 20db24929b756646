import { z } from 'zod';
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

/** What every TikTok Shop webhook carries: its type, the shop, and (an order's) the order id. */
const webhookBodySchema = z.object({
  type: z.number().int(),
  shop_id: z.union([z.string().min(1), z.number()]),
  timestamp: z.number().optional(),
  data: z
    .object({ order_id: z.union([z.string().min(1), z.number()]).optional() })
    .loose()
    .optional(),
});

export async function verifyWebhook(
  context: Pick<TikTokContext, 'appKey' | 'appSecret'>,
  headers: Headers,
  rawBody: Buffer,
  secretOf: (domain: string) => Promise<string | null>,
): Promise<{ domain: string; event: StoreWebhookEvent } | null> {
  const expected = signWebhook(context.appKey, context.appSecret, rawBody);
  if (!sameSignature(headerOf(headers, 'authorization'), expected)) return null;
  let json: unknown;
  try {
    // Ids past 2^53 are read as their digits, never as JavaScript numbers.
    json = JSON.parse(
      rawBody.toString('utf8').replace(/"(shop_id|order_id)"(\s*):(\s*)(\d+)/g, '"$1"$2:$3"$4"'),
    );
  } catch {
    // Signed by TikTok (the app's secret), yet no JSON: a 400, never taken for a forgery.
    return { domain: '', event: { kind: 'malformed', message: 'The webhook body is not JSON' } };
  }
  const parsed = webhookBodySchema.safeParse(json);
  if (!parsed.success) {
    const message = 'The webhook body is not an event of TikTok Shop';
    return { domain: '', event: { kind: 'malformed', message } };
  }
  const body = parsed.data;
  const domain = String(body.shop_id);
  if ((await secretOf(domain)) === null) return null;
  if (body.type === SELLER_DEAUTHORIZATION) return { domain, event: { kind: 'uninstalled' } };
  if (body.type !== ORDER_STATUS_CHANGE) return { domain, event: { kind: 'ignored' } };
  const orderId = body.data?.order_id;
  if (orderId === undefined) {
    return { domain, event: { kind: 'malformed', message: 'The order event names no order_id' } };
  }
  return { domain, event: { kind: 'orderChanged', externalOrderId: String(orderId) } };
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
