import { z } from 'zod';
import type { LiveEvent } from '../live';
import { NOTIFICATION_TYPES } from '../notifications';
import { attributeSchema } from '../schemas/catalog';
import { jobProgressEventSchema } from '../schemas/jobs';
import { issueLiveEventSchema } from '../schemas/issues';
import { staffStatsSchema } from '../schemas/human-resources';
import { transactionSchema } from '../schemas/ledger';
import { notificationDetailsSchema } from '../schemas/notifications';
import { ACCOUNT_TYPES } from '../users';

/** An order changed (spec 03 section 7.7): its id and the status it has now. */
const orderEvent = z.object({ id: z.string(), status: z.string() });

/** An order item changed: what a list row or the seller's order page needs to update in place. */
const orderItemEvent = z.object({
  id: z.string(),
  orderId: z.string(),
  status: z.string(),
  qtyIndexes: z.array(z.number().int()).optional(),
  trackingCode: z.string().nullable().optional(),
  trackingCarrierCode: z.string().nullable().optional(),
  addedTracking: z.boolean().optional(),
});

/** An attribute changed; `actorId` lets the admin who made the change ignore it. */
const attributeEvent = z.object({ attribute: attributeSchema, actorId: z.string() });

/** A printer's staff member was activated or disabled (spec 03 section 4: staff can be both). */
const staffStateEvent = z.object({ staffId: z.string(), isActive: z.boolean() });

const userStateEvent = z.object({ id: z.string(), status: z.string() });

/**
 * What each live event carries, declared once: the server's emit and the web's handlers are typed
 * by it, and outside production the server checks every payload against it before sending.
 */
export const LIVE_EVENT_PAYLOADS = {
  /** The handshake was accepted: whom the socket speaks for. */
  connect_verify: z.object({ userId: z.string(), type: z.enum(ACCOUNT_TYPES) }),
  activated: staffStateEvent,
  disabled: staffStateEvent,
  attribute_created: attributeEvent,
  attribute_updated: attributeEvent,
  attribute_deleted: z.object({ id: z.string(), actorId: z.string() }),
  /** The seller's deposit methods changed: reload them. */
  payment_method: z.object({}),
  notification: z.object({
    id: z.string(),
    type: z.enum(NOTIFICATION_TYPES),
    title: z.string(),
    description: z.string(),
    details: notificationDetailsSchema.nullable(),
    groupId: z.string().nullable(),
    parentId: z.string().nullable(),
    sentAt: z.string(),
  }),
  order_created: orderEvent,
  order_placed: orderEvent,
  order_updated: orderEvent,
  order_canceled: orderEvent,
  order_item_created: orderItemEvent,
  order_item_updated: orderItemEvent,
  order_item_canceled: orderItemEvent,
  transaction_adjust: transactionSchema,
  transaction_bonus: transactionSchema,
  transaction_balance: z.object({ currentBalance: z.number().int() }),
  transaction_charge: transactionSchema,
  transaction_deposit: transactionSchema,
  transaction_refund: transactionSchema,
  transaction_refund_deposit: transactionSchema,
  transaction_withdraw: transactionSchema,
  user_activated: userStateEvent,
  user_blocked: userStateEvent,
  user_permission: z.object({ permissions: z.array(z.string()) }),
  /** The admin menu's counters moved: read them again. */
  pending_task: z.object({}),
  /** A staff member's time log changed (check-in, break, check-out): the HR figures moved. */
  human_resource_stats_updated: z.object({
    staffId: z.string(),
    /** What moved the figures: a timekeeping type, or "process" for a unit moved on the floor. */
    type: z.string(),
    at: z.string(),
    /** The member's figures now (spec 03 section 3.1), by the station's day. */
    stats: staffStatsSchema,
  }),
  printed_packing_slip: z.object({
    ids: z.array(z.string()),
    qtyIndexes: z.record(z.string(), z.array(z.number().int())),
  }),
  issue_updated: issueLiveEventSchema,
  list_changed: z.object({
    model: z.string(),
    kind: z.enum(['created', 'updated', 'deleted']),
    ids: z.array(z.string()),
  }),
  job_progress: jobProgressEventSchema,
} satisfies Record<LiveEvent, z.ZodType>;

/** The payload of one live event, as sent and as received. */
export type LivePayload<E extends LiveEvent> = z.input<(typeof LIVE_EVENT_PAYLOADS)[E]>;
