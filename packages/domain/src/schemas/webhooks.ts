import { z } from 'zod';
import { dataAnswer } from './accounts';

/*
 * Webhooks out to sellers (issue 17; spec 03 section 7.6 names the base "webhook" and the setting
 * TRACKING_CODE_HOOK_URL). A seller registers HTTPS endpoints and picks events; each event becomes
 * one delivery per endpoint, signed with the endpoint's secret and retried with backoff for more
 * than a day. The secret is answered twice only: when the endpoint is created and when it is
 * rotated.
 */

export const WEBHOOK_EVENTS = ['ORDER_STATUS_CHANGED', 'ITEM_SHIPPED'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** Only the test event a seller sends by hand; never subscribed to. */
export const WEBHOOK_TEST_EVENT = 'TEST';
export const WEBHOOK_DELIVERY_EVENTS = [...WEBHOOK_EVENTS, WEBHOOK_TEST_EVENT] as const;
export type WebhookDeliveryEvent = (typeof WEBHOOK_DELIVERY_EVENTS)[number];

export const WEBHOOK_DELIVERY_STATUSES = ['PENDING', 'DELIVERED', 'FAILED'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** The headers every delivery carries (docs/areas/webhooks.md says how to verify them). */
export const WEBHOOK_HEADERS = {
  signature: 'x-platfox-signature',
  timestamp: 'x-platfox-timestamp',
  eventId: 'x-platfox-event-id',
  event: 'x-platfox-event',
} as const;

/** An account has at most this many endpoints: each event is sent once to each of them. */
export const WEBHOOK_MAX_ENDPOINTS = 10;

export const WEBHOOK_MESSAGES = {
  url: 'Enter a full https:// address',
  urlTooLong: 'The address may be at most 2,000 characters',
  notPublic: 'This address is on a private or loopback network; use a public address',
  unresolved: 'This address does not resolve; check the host name',
  events: 'Pick at least one event',
  tooMany: `At most ${WEBHOOK_MAX_ENDPOINTS} webhook endpoints per account`,
  notFound: 'The webhook endpoint was not found',
  deliveryNotFound: 'The delivery was not found',
  stillPending: 'This delivery is still being sent; wait for it to end before resending',
  notConfigured: 'Webhooks are not configured on this server (WEBHOOK_SECRET_KEY)',
} as const;

const webhookEvents = z
  .array(z.enum(WEBHOOK_EVENTS))
  .min(1, WEBHOOK_MESSAGES.events)
  .transform((events) => [...new Set(events)]);

/** The address is checked for form here; the server also resolves it (private networks). */
const webhookUrl = z
  .string()
  .trim()
  .max(2000, WEBHOOK_MESSAGES.urlTooLong)
  // A regular expression, not URL: the domain runs without the platform's globals.
  .regex(/^https?:\/\/[^\s/?#]+(?:[/?#]\S*)?$/i, WEBHOOK_MESSAGES.url);

export const webhookEndpointCreateSchema = z.strictObject({
  url: webhookUrl,
  events: webhookEvents,
  isActive: z.boolean().default(true),
});
export type WebhookEndpointCreateBody = z.infer<typeof webhookEndpointCreateSchema>;

export const webhookEndpointUpdateSchema = z.strictObject({
  url: webhookUrl.optional(),
  events: webhookEvents.optional(),
  isActive: z.boolean().optional(),
});
export type WebhookEndpointUpdateBody = z.infer<typeof webhookEndpointUpdateSchema>;

/** An endpoint as the seller sees it: never its secret. */
export const webhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  isActive: z.boolean(),
  /** Why the server turned it off (a 410 Gone from the receiver), or null. */
  disabledReason: z.string().nullable(),
  /** Failed attempts in a row; a delivered one resets it. */
  consecutiveFailures: z.number().int(),
  /**
   * While the endpoint keeps failing, the server pauses it (issue 29, item 10): its deliveries
   * wait until this time instead of being tried. Null when it is not paused.
   */
  pausedUntil: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** Creation and rotation answer the signing secret, once. */
export const webhookEndpointWithSecretSchema = webhookEndpointSchema.extend({ secret: z.string() });
export type WebhookEndpointWithSecret = z.infer<typeof webhookEndpointWithSecretSchema>;

export const webhookEndpointAnswerSchema = dataAnswer(webhookEndpointSchema);
export const webhookEndpointsAnswerSchema = dataAnswer(z.array(webhookEndpointSchema));
export const webhookEndpointSecretAnswerSchema = dataAnswer(webhookEndpointWithSecretSchema);

export const webhookAttemptSchema = z.object({
  id: z.string(),
  attempt: z.number().int(),
  statusCode: z.number().int().nullable(),
  durationMs: z.number().int(),
  error: z.string().nullable(),
  at: z.string(),
});
export type WebhookAttempt = z.infer<typeof webhookAttemptSchema>;

export const webhookDeliverySchema = z.object({
  id: z.string(),
  eventId: z.string(),
  endpointId: z.string(),
  url: z.string(),
  event: z.enum(WEBHOOK_DELIVERY_EVENTS),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  nextAttemptAt: z.string().nullable(),
  lastStatusCode: z.number().int().nullable(),
  lastError: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  createdAt: z.string(),
  payload: z.record(z.string(), z.unknown()),
  attemptLog: z.array(webhookAttemptSchema),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
export const webhookDeliveryAnswerSchema = dataAnswer(webhookDeliverySchema);

/** What goes in the body of every delivery: the event's envelope around its data. */
export type WebhookEnvelope<D = Record<string, unknown>> = {
  id: string;
  event: WebhookDeliveryEvent;
  createdAt: string;
  data: D;
};
