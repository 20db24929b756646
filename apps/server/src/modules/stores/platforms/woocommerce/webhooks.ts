import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { ConnectedStore, StoreWebhookEvent } from '../types';
import { normaliseWooDomain, WooCommerceError, type ResolvedConfig, type WooHttp } from './http';
import { isUnpaid, toStoreOrder, wooOrderSchema } from './orders';

/*
 * WooCommerce's webhooks (WooCommerce REST API docs, "Webhooks"). Deliveries carry
 * X-WC-Webhook-Signature, the base64 HMAC-SHA256 of the raw body under the webhook's secret, and
 * X-WC-Webhook-Source, the site's home URL, which names the store (and so the secret). A correctly
 * signed delivery is accepted at any age (issue 28): WooCommerce's queue (Action Scheduler) may
 * deliver late, and a webhook whose deliveries fail more than 5 times in a row is disabled. A late
 * or repeated delivery cannot overwrite a newer version: the store service keeps the newest
 * date_modified (ingest.ts), and drops a delivery whose X-WC-Webhook-Delivery-ID it has taken
 * already (its delivery id, wooDeliveryIdOf). A signed body that is not an order of the topic is answered 400.
 */

/** The topics subscribed: a cancellation or refund is a status change, so order.updated. */
export const WOO_WEBHOOK_TOPICS = ['order.created', 'order.updated'] as const;

/**
 * A webhook secret for the store service to generate and keep (credentials.webhookSecret) before
 * registerWebhooks: hex, because WordPress stores a secret HTML-escaped and signs with the decoded
 * form, which only characters like & < > " ' would tell apart.
 */
export const createWooWebhookSecret = () => randomBytes(32).toString('hex');

const headerOf = (headers: Record<string, string | string[] | undefined>, name: string) => {
  const value = headers[name];
  return (Array.isArray(value) ? value[0] : value)?.trim() || undefined;
};

/**
 * What identifies one delivery, for the store service to take it once: X-WC-Webhook-Delivery-ID
 * with the body's signature. WooCommerce makes the id from the webhook's id and the current second
 * (WC_Webhook::get_new_delivery_id), so two orders changed in one second share it; with the
 * signature (an HMAC of the body) the same delivery sent again has the same key and two orders
 * never do. Absent when the delivery carries no id.
 */
export function wooDeliveryIdOf(
  headers: Record<string, string | string[] | undefined>,
): string | undefined {
  const id = headerOf(headers, 'x-wc-webhook-delivery-id');
  const signature = headerOf(headers, 'x-wc-webhook-signature');
  return id && signature ? `${id}:${signature}` : undefined;
}

/** The ping WooCommerce posts when a webhook is created: "webhook_id=12", unsigned, no headers. */
const isPing = (rawBody: Buffer) => /^webhook_id=\d+$/.test(rawBody.toString('utf8').trim());

function signatureMatches(secret: string, rawBody: Buffer, signature: string): boolean {
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export async function verifyWooWebhook(
  config: ResolvedConfig,
  headers: Record<string, string | string[] | undefined>,
  rawBody: Buffer,
  secretOf: (domain: string) => Promise<string | null>,
): Promise<{ domain: string; event: StoreWebhookEvent; deliveryId?: string | undefined } | null> {
  const signature = headerOf(headers, 'x-wc-webhook-signature');
  const source = headerOf(headers, 'x-wc-webhook-source');
  // The creation ping names no shop and carries nothing to act on: acknowledged, nothing kept.
  if (!signature && !source && isPing(rawBody)) return { domain: '', event: { kind: 'ignored' } };
  if (!signature || !source || !/^[A-Za-z0-9+/]+={0,2}$/.test(signature)) return null;
  let domain: string;
  try {
    domain = normaliseWooDomain(source, config.allowInsecureHosts);
  } catch {
    return null;
  }
  const secret = await secretOf(domain);
  if (!secret || !signatureMatches(secret, rawBody, signature)) return null;

  const topic = headerOf(headers, 'x-wc-webhook-topic') ?? '';
  if (topic !== 'order.created' && topic !== 'order.updated') {
    return { domain, event: { kind: 'ignored' } };
  }
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    return { domain, event: { kind: 'malformed', message: 'The webhook body is not JSON' } };
  }
  const parsed = wooOrderSchema.safeParse(json);
  if (!parsed.success) {
    return { domain, event: { kind: 'malformed', message: 'The webhook body is not an order' } };
  }
  if (isUnpaid(parsed.data)) return { domain, event: { kind: 'ignored' } };
  const deliveryId = wooDeliveryIdOf(headers);
  return { domain, event: { kind: 'order', order: toStoreOrder(parsed.data) }, deliveryId };
}

type WooWebhook = { id: number; topic: string; delivery_url: string };

/**
 * Subscribes the order topics to `address` with the store's webhook secret. Run again (a
 * reconnect, a new secret), it updates the shop's existing webhooks for that address rather than
 * adding more, and sets them active again (WooCommerce disables one after 5 failed deliveries).
 */
export async function registerWooWebhooks(
  http: WooHttp,
  store: ConnectedStore,
  address: string,
): Promise<void> {
  const secret = store.credentials.webhookSecret;
  if (!secret) {
    throw new WooCommerceError('The store has no webhook secret: generate and keep one first', 0);
  }
  const existing: WooWebhook[] = [];
  for (let page = 1; ; page += 1) {
    const { data, headers } = await http.request(store, {
      method: 'GET',
      path: '/webhooks',
      query: { per_page: 100, page },
    });
    existing.push(...(Array.isArray(data) ? (data as WooWebhook[]) : []));
    if (page >= Number(headers.get('x-wp-totalpages') ?? 1)) break;
  }
  for (const topic of WOO_WEBHOOK_TOPICS) {
    const body = {
      name: `Platfox: ${topic}`,
      topic,
      delivery_url: address,
      secret,
      status: 'active',
    };
    const found = existing.find((hook) => hook.topic === topic && hook.delivery_url === address);
    await http.request(
      store,
      found
        ? { method: 'PUT', path: `/webhooks/${found.id}`, body }
        : { method: 'POST', path: '/webhooks', body },
    );
  }
}
