import { z } from 'zod';
import { dataAnswer } from './accounts';
import { transactionAmountSchema } from './ledger';

/*
 * The admin's actions on order items (spec 03 sections 6 and 7.4): approve, cancel and complete
 * by ids, a refund of an item with its ledger row, the coming-stock date and the item's note.
 */

/** At most this many items per call: one transaction locks them all. */
export const MAX_ITEM_ACTION_IDS = 200;

export const ITEM_ACTION_MESSAGES = {
  noIds: 'Pick at least one order item',
  tooMany: `At most ${MAX_ITEM_ACTION_IDS} order items at a time`,
  refundStatus: 'Only a shipped, completed or shipping-cancelled item can be refunded',
  amountTooHigh: 'The amount is more than what is left to refund on this item',
  noneChanged: 'None of the picked items allows this action',
  noAwaitingStock: 'No unit of this item is awaiting stock',
} as const;

export const itemIdsBodySchema = z.strictObject({
  ids: z
    .array(z.string().uuid())
    .min(1, ITEM_ACTION_MESSAGES.noIds)
    .max(MAX_ITEM_ACTION_IDS, ITEM_ACTION_MESSAGES.tooMany),
});
export type ItemIdsBody = z.infer<typeof itemIdsBodySchema>;

/** Each picked item changed, or refused with the reason the flow table gives. */
export const itemActionsAnswerSchema = dataAnswer(
  z.object({
    changed: z.array(z.string()),
    refused: z.array(z.object({ id: z.string(), message: z.string() })),
  }),
);

/** The item statuses an admin may refund from (spec 03 section 6: refund and refund transaction). */
export const REFUNDABLE_ITEM_STATUSES = [
  'READY_TO_DELIVERY',
  'IN_TRANSIT',
  'DELIVERED_FAILURE',
  'COMPLETED',
  'CANCEL_SHIP',
] as const;

/** The refund payload of spec 03 section 3.2 (description, amount; the image is not kept). */
export const itemRefundBodySchema = z.strictObject({
  amount: transactionAmountSchema,
  description: z.string().trim().min(1, 'Say why the item is refunded').max(1000),
});
export type ItemRefundBody = z.infer<typeof itemRefundBodySchema>;

export const itemRefundAnswerSchema = dataAnswer(
  z.object({
    transactionId: z.string(),
    amount: z.number().int(),
    /** Cents refunded on the item so far, this refund included, and what is left. */
    refunded: z.number().int(),
    left: z.number().int(),
    isReplay: z.boolean(),
  }),
);

export const adminComingDateBodySchema = z.strictObject({
  awaitingStockComingAt: z.string().datetime({ offset: true }).nullable(),
});

export const itemNoteBodySchema = z.strictObject({
  note: z.string().trim().max(2000),
});
export const itemNoteAnswerSchema = dataAnswer(z.object({ note: z.string().nullable() }));
