import type { WebhookDeliveryEvent, WebhookDeliveryStatus, WebhookEvent } from '@platfox/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables';

/** A seller's receiver of events (issue 17, "Webhooks out to sellers"). */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    events: text('events').array().notNull().$type<WebhookEvent[]>(),
    /**
     * The signing secret, encrypted (AES-256-GCM, secret-box.ts): it must be read back to sign,
     * so it cannot be hashed; it leaves the server in the answers of creation and rotation only.
     */
    secretSealed: text('secret_sealed').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** Set when the server turned the endpoint off (the receiver answered 410 Gone). */
    disabledReason: text('disabled_reason'),
    /** Failed attempts in a row across its deliveries; a delivered one resets it (lanes.ts). */
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    /** While set and ahead, its deliveries wait instead of being tried: the breaker's pause. */
    pausedUntil: timestamp('paused_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('webhook_endpoints_seller_idx').on(table.sellerId, table.createdAt)],
);

/**
 * One event for one endpoint: the outbox row, written in the transaction of the change it tells
 * of, then carried by pg-boss jobs until it is DELIVERED or FAILED.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The receiver's idempotency key (header x-platfox-event-id); a resend keeps it. */
    eventId: uuid('event_id').notNull().defaultRandom(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    event: text('event').notNull().$type<WebhookDeliveryEvent>(),
    payload: jsonb('payload').notNull().$type<Record<string, unknown>>(),
    status: text('status').notNull().default('PENDING').$type<WebhookDeliveryStatus>(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).defaultNow(),
    /** When a pg-boss job was queued for it (the relay queues the outbox's new rows). */
    queuedAt: timestamp('queued_at', { withTimezone: true }),
    /** A worker's claim while it sends: no other worker sends the same delivery meanwhile. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The seller's delivery log, newest first (data-lists), and its filters.
    index('webhook_deliveries_seller_idx').on(table.sellerId, table.createdAt),
    index('webhook_deliveries_endpoint_idx').on(table.endpointId),
    // The relay's work: PENDING rows not yet handed to pg-boss, or whose job was lost.
    index('webhook_deliveries_pending_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'PENDING'`),
  ],
);

/** Every attempt to send a delivery, as the seller's log shows it. */
export const webhookDeliveryAttempts = pgTable(
  'webhook_delivery_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    statusCode: integer('status_code'),
    durationMs: integer('duration_ms').notNull(),
    error: text('error'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('webhook_delivery_attempts_delivery_idx').on(table.deliveryId, table.attempt)],
);

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
