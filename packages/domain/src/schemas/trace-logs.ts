import { z } from 'zod';
import { dataAnswer } from './accounts';

/*
 * The audit trail (issue 19): one row per change of an order, an item, a transaction, an issue or
 * an account, with who made it and from which address. Written in the transaction of the change,
 * read by the admin's /a/trace-logs and by each order's and item's page.
 */

/** What a trace row is about. */
export const TRACE_TARGETS = [
  'order',
  'order_item',
  'transaction',
  'user',
  'issue',
  'network',
] as const;
export type TraceTarget = (typeof TRACE_TARGETS)[number];

/** What kind of change it records (the filter of /a/trace-logs). */
export const TRACE_TYPES = [
  'CREATE',
  'STATUS',
  'PAYMENT',
  'ADDRESS',
  'TRACKING',
  'SHIPPING_LABEL',
  'COMING_STOCK',
  'NOTE',
  'REFUND',
  'ACCOUNT',
] as const;
export type TraceType = (typeof TRACE_TYPES)[number];

/** One line of an order's or an item's trail. */
export const traceLogSchema = z.object({
  id: z.string(),
  target: z.enum(TRACE_TARGETS),
  targetId: z.string(),
  orderId: z.string().nullable(),
  type: z.enum(TRACE_TYPES),
  description: z.string(),
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  actorType: z.string().nullable(),
  ip: z.string().nullable(),
  createdAt: z.string(),
});
export type TraceLog = z.infer<typeof traceLogSchema>;

export const traceLogsAnswerSchema = dataAnswer(z.array(traceLogSchema));

/** The order's facts the admin's order page shows beside the order view (spec 03 section 3.2). */
export const orderFactsSchema = z.object({
  refId: z.string().nullable(),
  storeName: z.string().nullable(),
  subtotal: z.number().int(),
  shippingPrice: z.number().int(),
  totalDiscount: z.number().int(),
  total: z.number().int(),
  couponCode: z.string().nullable(),
  paymentMethod: z.string().nullable(),
  /** The staff who picked the order's units (by name), the first one first. */
  pickers: z.array(z.string()),
  approvedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  canceledAt: z.string().nullable(),
});
export type OrderFacts = z.infer<typeof orderFactsSchema>;
export const orderFactsAnswerSchema = dataAnswer(orderFactsSchema);
