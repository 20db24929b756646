import { createHmac } from 'node:crypto';
import type { ConnectedStore, StoreOrder, StoreWebhookEvent } from '../types';
import { equalSecrets, isShopDomain } from './auth';
import { graphql, numericId, refuseOnUserErrors, type ShopifyContext } from './graphql';
import { orEmpty, shopifyAddress } from './orders';

/*
 * Shopify's webhooks: a POST whose raw body is signed with the app's client secret (base64
 * HMAC-SHA256 in X-Shopify-Hmac-Sha256), naming the shop (X-Shopify-Shop-Domain), the topic
 * (X-Shopify-Topic), when the event happened (X-Shopify-Triggered-At) and the delivery
 * (X-Shopify-Webhook-Id). Order topics carry the REST order resource. Shopify retries a failed
 * delivery 8 times over 4 hours with its original payload ("Updates to webhook retry
 * mechanism"), so a delivery is accepted at any age: the store service drops a delivery id it
 * has seen, and a version of an order older than the one kept writes nothing (its updated_at).
 * The mandatory compliance topics are signed the same way and come even after an uninstall.
 */

/** The topics the app subscribes each shop to, as the GraphQL WebhookSubscriptionTopic enum names them. */
export const SHOPIFY_WEBHOOK_TOPICS = [
  'ORDERS_CREATE',
  'ORDERS_UPDATED',
  'ORDERS_CANCELLED',
  'APP_UNINSTALLED',
] as const;

const ORDER_TOPICS = new Set(['orders/create', 'orders/updated', 'orders/cancelled']);

/** The mandatory compliance topics ("Privacy law compliance"), set in the app's configuration. */
const PRIVACY_TOPICS = new Set(['customers/data_request', 'customers/redact', 'shop/redact']);

type Headers = Record<string, string | string[] | undefined>;
const headerOf = (headers: Headers, name: string) => {
  const value = headers[name] ?? headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
};

export const signBody = (body: Buffer | string, secret: string) =>
  createHmac('sha256', secret).update(body).digest('base64');

type RestAddress = {
  name?: string | null;
  first_name?: string | null;
  last_name?: string | null;
  phone?: string | null;
  address1?: string | null;
  address2?: string | null;
  city?: string | null;
  province?: string | null;
  province_code?: string | null;
  zip?: string | null;
  country_code?: string | null;
};
type RestLine = {
  id: string;
  admin_graphql_api_id?: string;
  product_id?: string | null;
  variant_id?: string | null;
  title?: string;
  variant_title?: string | null;
  sku?: string | null;
  quantity?: number;
  /** What is left of the line after refunds and removals (REST Admin API 2024-01 and later). */
  current_quantity?: number;
};
type RestOrder = {
  id: string;
  admin_graphql_api_id?: string;
  name?: string;
  email?: string | null;
  created_at: string;
  updated_at?: string;
  cancelled_at?: string | null;
  note?: string | null;
  shipping_address?: RestAddress | null;
  line_items?: RestLine[];
};

/**
 * Shopify's ids run past 2^53 (the REST docs' own examples are 18 digits): read them as the digits
 * they are, never as JavaScript numbers, so a webhook and a pull name the same order alike.
 */
function parseBody(rawBody: Buffer): unknown {
  const text = rawBody
    .toString('utf8')
    .replace(/"(id|product_id|variant_id)"(\s*):(\s*)(-?\d+)/g, '"$1"$2:$3"$4"');
  return JSON.parse(text) as unknown;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An order body of the documented shape, or why not (the route answers 400, never 500). */
function orderOfBody(body: unknown): RestOrder | string {
  if (!isObject(body)) return 'The order webhook body is not an object';
  if (typeof body.id !== 'string' || typeof body.created_at !== 'string') {
    return 'The order webhook body has no id or created_at';
  }
  if (body.line_items !== undefined && !Array.isArray(body.line_items)) {
    return 'The order webhook body has no line_items list';
  }
  const lines = (body.line_items ?? []) as unknown[];
  if (!lines.every((line) => isObject(line) && typeof line.id === 'string')) {
    return 'An order webhook line has no id';
  }
  return body as RestOrder;
}

/** Order ids a compliance request names (orders_to_redact, orders_requested), as digits. */
function orderIdsOf(body: Record<string, unknown>): string[] {
  const ids = body.orders_to_redact ?? body.orders_requested;
  if (!Array.isArray(ids)) return [];
  return ids.filter((id) => ['string', 'number'].includes(typeof id)).map(String);
}

export function restAddress(address: RestAddress | null | undefined, email?: string | null) {
  if (!address) return null;
  return shopifyAddress({
    ...address,
    firstName: address.first_name,
    lastName: address.last_name,
    provinceCode: address.province_code,
    countryCode: address.country_code,
    email,
  });
}

export function restOrder(order: RestOrder): StoreOrder {
  return {
    externalOrderId: order.admin_graphql_api_id ? numericId(order.admin_graphql_api_id) : order.id,
    name: order.name ?? `#${order.id}`,
    createdAt: new Date(order.created_at),
    updatedAt: new Date(order.updated_at ?? order.created_at),
    isCancelled: Boolean(order.cancelled_at),
    address: restAddress(order.shipping_address, order.email),
    note: orEmpty(order.note),
    lines: (order.line_items ?? [])
      .map((line) => ({
        externalLineId: line.admin_graphql_api_id ? numericId(line.admin_graphql_api_id) : line.id,
        externalProductId: line.product_id ?? '',
        externalVariantId: line.variant_id ?? '',
        title: line.title ?? '',
        variantTitle: orEmpty(line.variant_title),
        sku: orEmpty(line.sku),
        quantity: line.current_quantity ?? line.quantity ?? 0,
      }))
      // Refunded or removed whole: nothing to print.
      .filter((line) => line.quantity > 0),
  };
}

export async function verifyWebhook(
  appSecret: string,
  headers: Headers,
  rawBody: Buffer,
  secretOf: (domain: string) => Promise<string | null>,
): Promise<{ domain: string; event: StoreWebhookEvent; deliveryId?: string } | null> {
  const hmac = headerOf(headers, 'x-shopify-hmac-sha256');
  const domain = headerOf(headers, 'x-shopify-shop-domain') ?? '';
  const topic = headerOf(headers, 'x-shopify-topic') ?? '';
  const deliveryId = headerOf(headers, 'x-shopify-webhook-id')?.slice(0, 200) || undefined;
  if (!hmac || !isShopDomain(domain)) return null;
  // Shopify signs an app's webhooks with the app's client secret, the same for every shop.
  if (!equalSecrets(Buffer.from(signBody(rawBody, appSecret)), Buffer.from(hmac))) return null;
  let body: unknown;
  try {
    body = parseBody(rawBody);
  } catch {
    return { domain, event: { kind: 'malformed', message: 'The webhook body is not JSON' } };
  }
  if (PRIVACY_TOPICS.has(topic)) {
    // Answered for any shop that ever connected, uninstalled or not: the app must act on it.
    if (!isObject(body)) {
      return { domain, event: { kind: 'malformed', message: 'The webhook body is not an object' } };
    }
    const privacy = { topic, externalOrderIds: orderIdsOf(body), payload: body };
    return { domain, event: { kind: 'privacy', ...privacy } };
  }
  // Only shops connected here: the store service answers null for any other.
  if ((await secretOf(domain)) === null) return null;
  if (topic === 'app/uninstalled') return { domain, event: { kind: 'uninstalled' } };
  if (!ORDER_TOPICS.has(topic)) return { domain, event: { kind: 'ignored' } };
  const order = orderOfBody(body);
  if (typeof order === 'string') return { domain, event: { kind: 'malformed', message: order } };
  return { domain, deliveryId, event: { kind: 'order', order: restOrder(order) } };
}

// `uri` (2025-10 and later) names the endpoint; `callbackUrl` is deprecated.
const SUBSCRIPTIONS = `query AppWebhooks {
  webhookSubscriptions(first: 100) { nodes { id topic uri } }
}`;
const SUBSCRIBE = `mutation webhookSubscriptionCreate($topic: WebhookSubscriptionTopic!, $webhookSubscription: WebhookSubscriptionInput!) {
  webhookSubscriptionCreate(topic: $topic, webhookSubscription: $webhookSubscription) {
    webhookSubscription { id topic }
    userErrors { field message }
  }
}`;

/**
 * Subscribes the topics the shop lacks at this address; running it twice creates nothing twice.
 * Run at connection and before each pull, so a subscription Shopify deleted (after 8 failed
 * deliveries) comes back within a pull.
 */
export async function registerWebhooks(
  context: ShopifyContext,
  store: ConnectedStore,
  address: string,
): Promise<void> {
  const existing = await graphql<{
    webhookSubscriptions: { nodes: { topic: string; uri: string }[] };
  }>(context, store, SUBSCRIPTIONS);
  const subscribed = new Set(
    existing.webhookSubscriptions.nodes
      .filter((node) => node.uri === address)
      .map((node) => node.topic),
  );
  for (const topic of SHOPIFY_WEBHOOK_TOPICS.filter((t) => !subscribed.has(t))) {
    const created = await graphql<{
      webhookSubscriptionCreate: { userErrors: { field?: string[]; message: string }[] };
    }>(context, store, SUBSCRIBE, {
      topic,
      webhookSubscription: { uri: address, format: 'JSON' },
    });
    refuseOnUserErrors(`Subscribing ${topic}`, created.webhookSubscriptionCreate.userErrors);
  }
}
