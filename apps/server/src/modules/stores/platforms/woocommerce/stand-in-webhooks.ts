import { createHash, createHmac } from 'node:crypto';
import type { StandInOrder } from './stand-in-data';

/*
 * The stand-in shop's webhook deliveries (test code), as WooCommerce makes them: the creation
 * ping, and order deliveries with the X-WC-Webhook-* headers and the base64 HMAC-SHA256 of the
 * body under the webhook's secret (or a forged or missing one).
 */

export type StandInWebhook = {
  id: number;
  name: string;
  status: string;
  topic: string;
  delivery_url: string;
  secret: string;
};

export type WebhookSend = {
  topic?: string;
  orderId?: number;
  /** The raw body sent; the order's JSON by default. */
  body?: string;
  /** Signed with another secret than the registered webhook's. */
  isForged?: boolean;
  isUnsigned?: boolean;
  /** The secret to sign with when no webhook was registered. */
  secret?: string;
  /** X-WC-Webhook-Delivery-ID as given (a delivery sent again); else WooCommerce's own. */
  deliveryId?: string;
};

const USER_AGENT = 'WooCommerce/9.4.0 Hookshot (WordPress/6.7)';

/** WooCommerce pings a new webhook's URL ("webhook_id=N", unsigned) and ignores the outcome. */
export async function pingWebhook(
  hook: StandInWebhook,
  pings: { url: string; status: number }[],
): Promise<void> {
  const status = await fetch(hook.delivery_url, {
    method: 'POST',
    headers: { 'user-agent': USER_AGENT, 'content-type': 'application/x-www-form-urlencoded' },
    body: `webhook_id=${hook.id}`,
    signal: AbortSignal.timeout(2000),
  }).then(
    (response) => response.status,
    () => 0,
  );
  pings.push({ url: hook.delivery_url, status });
}

type Shop = { site: string; webhooks: StandInWebhook[]; orders: Map<number, StandInOrder> };

export async function sendWooWebhook(
  { site, webhooks, orders }: Shop,
  url: string,
  send: WebhookSend,
) {
  const topic = send.topic ?? 'order.created';
  const hook = webhooks.find((h) => h.topic === topic);
  const payload = send.body ?? JSON.stringify(orders.get(send.orderId ?? -1) ?? {});
  const secret = send.isForged ? 'not-the-secret' : (send.secret ?? hook?.secret);
  if (secret === undefined) throw new Error(`no webhook registered for ${topic}`);
  const [resource, event] = topic.split('.');
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'user-agent': USER_AGENT,
    'x-wc-webhook-source': `${site}/`,
    'x-wc-webhook-topic': topic,
    'x-wc-webhook-resource': resource ?? '',
    'x-wc-webhook-event': event ?? '',
    'x-wc-webhook-id': String(hook?.id ?? 0),
    // WooCommerce's WC_Webhook::get_new_delivery_id: a hash of the webhook id and the second.
    'x-wc-webhook-delivery-id':
      send.deliveryId ??
      createHash('md5')
        .update(`${hook?.id ?? 0}${Math.floor(Date.now() / 1000)}`)
        .digest('hex'),
  };
  if (!send.isUnsigned) {
    headers['x-wc-webhook-signature'] = createHmac('sha256', secret)
      .update(payload)
      .digest('base64');
  }
  const response = await fetch(url, { method: 'POST', headers, body: payload });
  await response.arrayBuffer();
  return response.status;
}
