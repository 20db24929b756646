import { z } from 'zod';
import { AFTER_SALE_MESSAGES, AFTER_SALE_STATUSES, AFTER_SALE_TYPES } from '../after-sale';
import { PENDING_TASK_MODELS } from '../live';
import { ORDER_ITEM_STATUSES, REFUND_TYPES } from '../orders';
import { dataAnswer } from './accounts';
import { orderAddressSchema } from './orders';

/*
 * After-sale calls: the seller's refund / resend / return request on an order item, the admin's
 * answers, complete and reset, the address check, the overdue setting and the pending-task
 * counters. Money is integer cents.
 */

const reason = z.string().trim().min(1).max(1000);
const refundAmount = {
  /** Cents, for a CUSTOM_AMOUNT refund. */
  amount: z.number().int().positive().optional(),
  /** 1 to 100, for a PERCENT refund. */
  percent: z.number().int().min(1).max(100).optional(),
};

/** A refund names its type, and the amount or percent that type needs. */
function checkRefund(
  body: { refundType?: (typeof REFUND_TYPES)[number]; amount?: number; percent?: number },
  context: z.RefinementCtx,
) {
  const require = (path: string, message: string) =>
    context.addIssue({ code: 'custom', path: [path], message });
  if (!body.refundType) require('refundType', AFTER_SALE_MESSAGES.refundTypeRequired);
  else if (body.refundType === 'CUSTOM_AMOUNT' && body.amount === undefined) {
    require('amount', AFTER_SALE_MESSAGES.amountRequired);
  } else if (body.refundType === 'PERCENT' && body.percent === undefined) {
    require('percent', AFTER_SALE_MESSAGES.percentRequired);
  }
}

/** Any request on an item (a return has no call of its own in the spec). */
export const afterSaleRequestBodySchema = z
  .strictObject({
    type: z.enum(AFTER_SALE_TYPES),
    reason,
    refundType: z.enum(REFUND_TYPES).optional(),
    ...refundAmount,
  })
  .superRefine((body, context) => {
    if (body.type === 'REFUND') checkRefund(body, context);
  });
/** The spec's seller/order-items/{id}/refund. */
export const refundRequestBodySchema = z
  .strictObject({ reason, refundType: z.enum(REFUND_TYPES).optional(), ...refundAmount })
  .superRefine(checkRefund);
/** The spec's seller/order-items/{id}/resend. */
export const resendRequestBodySchema = z.strictObject({ reason });
export type AfterSaleRequestBody = z.infer<typeof afterSaleRequestBodySchema>;

/** An admin's answer to a request: a note for the seller. */
export const afterSaleReviewBodySchema = z.strictObject({
  note: z.string().trim().max(1000).optional(),
});
export type AfterSaleReviewBody = z.infer<typeof afterSaleReviewBodySchema>;

/**
 * Where a return's parcel goes: the seller's forwarding address (general settings, FORWARD) when
 * the return was asked for, else their MAIN return address; null when neither was set or for a
 * refund or resend.
 */
export const returnForwardFields = {
  forwardAddress: orderAddressSchema.nullable(),
  /** The forwarding settings' note for whoever forwards the parcel. */
  forwardNote: z.string().nullable(),
};

export const afterSaleRequestViewSchema = z.object({
  id: z.string(),
  type: z.enum(AFTER_SALE_TYPES),
  status: z.enum(AFTER_SALE_STATUSES),
  orderId: z.string(),
  orderItemId: z.string(),
  sellerId: z.string(),
  reason: z.string(),
  refundType: z.enum(REFUND_TYPES).nullable(),
  percent: z.number().int().nullable(),
  /** Cents the request asks back (REFUND), fixed when it was made. */
  amount: z.number().int().nullable(),
  itemStatus: z.enum(ORDER_ITEM_STATUSES),
  reviewNote: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  /** The order made by an approved resend. */
  resendOrderId: z.string().nullable(),
  ...returnForwardFields,
  createdAt: z.string(),
});
export type AfterSaleRequestView = z.infer<typeof afterSaleRequestViewSchema>;
export const afterSaleRequestAnswerSchema = dataAnswer(afterSaleRequestViewSchema);

export const afterSaleItemParamsSchema = z.strictObject({ id: z.string().uuid() });

const problemSchema = z.object({ field: z.string(), message: z.string() });

export const addressCheckViewSchema = z.object({
  orderId: z.string(),
  isValid: z.boolean(),
  /** An admin confirmed the address as it is (it ships even when the rules found problems). */
  isConfirmed: z.boolean(),
  problems: z.array(problemSchema),
  /** The address spelled by the domain's rules; null when it is already spelled so. */
  suggestion: orderAddressSchema.nullable(),
  checkedAt: z.string(),
  /** When an admin last reminded the seller of the invalid address (null: never). */
  remindedAt: z.string().nullable(),
});
export type AddressCheckView = z.infer<typeof addressCheckViewSchema>;
export const addressCheckAnswerSchema = dataAnswer(addressCheckViewSchema);

/**
 * Minutes an admin waits between two invalid-address reminders of one order: the seller has had
 * the notification and the mail; a second within the hour would only repeat them.
 */
export const ADDRESS_REMINDER_WAIT_MINUTES = 60;

export const overDueDaysSchema = z.strictObject({ days: z.number().int().min(1).max(365) });
export const overDueDaysAnswerSchema = dataAnswer(overDueDaysSchema);

export const pendingTasksSchema = z.object(
  Object.fromEntries(PENDING_TASK_MODELS.map((model) => [model, z.number().int()])) as Record<
    (typeof PENDING_TASK_MODELS)[number],
    z.ZodNumber
  >,
);
export const pendingTasksAnswerSchema = dataAnswer(pendingTasksSchema);

export const addressReminderAnswerSchema = dataAnswer(z.object({ count: z.number().int() }));
