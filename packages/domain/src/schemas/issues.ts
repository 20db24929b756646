import { z } from 'zod';
import {
  CLAIM_REASONS,
  ISSUE_ACTIONS,
  ISSUE_ORIGINS,
  ISSUE_STATUSES,
  ISSUE_TYPES,
  type ClaimReason,
  type IssueOrigin,
  type IssueStatus,
  type IssueType,
} from '../engagement';
import type { OrderItemStatus } from '../orders';
import { dataAnswer } from './accounts';
import { orderAddressSchema } from './orders';

/*
 * Support issues (spec 03 sections 3.5 and 4; issue 19): a seller raises one on order items with
 * a request (description, photos, the wanted action); the admin talks with the seller in
 * `conversation` and with the printer in `printerConversation`, and resolves it by a refund or a
 * reprint. Money is integer cents. Photos are ISSUE_IMAGE uploads, named here by their file ids.
 */

/** The two conversations of an issue: seller <-> admin, and admin <-> printer. */
export const ISSUE_CONVERSATIONS = ['conversation', 'printerConversation'] as const;
export type IssueConversation = (typeof ISSUE_CONVERSATIONS)[number];

/** A message is written by a person, or by the system (auto-close, a resolution). */
export const ISSUE_MESSAGE_TYPES = ['MESSAGE', 'SYSTEM'] as const;
export type IssueMessageType = (typeof ISSUE_MESSAGE_TYPES)[number];

/** The items a seller may raise an issue on: those that left the printer. */
export const ISSUE_RAISABLE_ITEM_STATUSES = [
  'READY_TO_DELIVERY',
  'IN_TRANSIT',
  'DELIVERED_FAILURE',
  'COMPLETED',
  'ADDED_TRACKING_CODE',
] as const satisfies readonly OrderItemStatus[];

/** Days after delivery a claim may be made (the CLAIM_WINDOW_DAYS setting's default). */
export const CLAIM_WINDOW_DAYS_DEFAULT = 30;

/** The back office's first sorting of a claim by its reason; the admin changes it at will. */
export const CLAIM_REASON_SORTING: Record<ClaimReason, { type: IssueType; origin: IssueOrigin }> = {
  MISPRINT: { type: 'COMPLAIN', origin: 'PRINTER' },
  DAMAGED: { type: 'COMPLAIN', origin: 'SHIPPING' },
  WRONG_ITEM: { type: 'COMPLAIN', origin: 'PRINTER' },
  WRONG_SIZE: { type: 'COMPLAIN', origin: 'PRINTER' },
  LOST_IN_TRANSIT: { type: 'ISSUE', origin: 'SHIPPING' },
  NOT_RECEIVED: { type: 'ISSUE', origin: 'SHIPPING' },
  OTHER: { type: 'ISSUE', origin: 'OTB' },
};

/** Photos one request or message may carry. */
export const ISSUE_IMAGES_MAX = 6;
/** Days an issue waits for the seller's answer before it closes by itself (ISSUE_AUTO_CLOSE_DAYS). */
export const ISSUE_AUTO_CLOSE_DAYS_DEFAULT = 7;

/** The status moves an admin makes by hand; RESOLVED comes only with a resolution. */
export const ISSUE_STATUS_MOVES: Record<IssueStatus, readonly IssueStatus[]> = {
  NEW: ['PROCESSING', 'CLOSED'],
  PROCESSING: ['CLOSED'],
  RESOLVED: ['CLOSED'],
  CLOSED: [],
};
/** Whether an issue in this status may still be resolved. */
export const isIssueResolvable = (status: IssueStatus) =>
  status === 'NEW' || status === 'PROCESSING';

export const ISSUE_MESSAGES = {
  imagesRequired: 'Please add at least one photo',
  messageEmpty: 'Write a message or add a photo',
  notMovable: 'This issue cannot move to that status',
  notResolvable: 'This issue is already resolved or closed',
  closed: 'This issue is closed',
  itemsNotYours: 'These order items are not yours',
  itemNotShipped: 'An issue can be raised only on an item that was shipped',
  alreadyRaised: 'An open issue already covers this order item',
  imageUnknown: 'A photo was not found among your issue photos; upload it again',
  amountTooHigh: 'The refund cannot be more than what is left of the items',
  nothingToRefund: 'Nothing is left to refund on these items: they were refunded already',
  claimWindowClosed: 'The claim window for this item closed',
  addressOnlyForReprint: 'A shipping address is given only for a reprint',
} as const;

const imageIds = z.array(z.string().uuid()).max(ISSUE_IMAGES_MAX);
const text = (max: number) => z.string().trim().max(max);

/**
 * The seller's report (POST seller/order-items/{id}/report): the path's item and any others.
 * The seller's form sends a reason; type and origin are the admin's (set from the reason when
 * absent). A reprint's shipping address is the order's, confirmed, or the one the seller edits.
 */
export const issueReportBodySchema = z
  .strictObject({
    reason: z.enum(CLAIM_REASONS).optional(),
    type: z.enum(ISSUE_TYPES).optional(),
    origin: z.enum(ISSUE_ORIGINS).optional(),
    description: text(2000).min(1),
    imageIds,
    action: z.enum(ISSUE_ACTIONS),
    reprintAddress: orderAddressSchema.optional(),
    /** Further items of the same order the issue covers. */
    orderItemIds: z.array(z.string().uuid()).max(50).optional(),
  })
  .superRefine((body, context) => {
    if (body.reprintAddress && body.action !== 'REPRINT') {
      context.addIssue({
        code: 'custom',
        path: ['reprintAddress'],
        message: ISSUE_MESSAGES.addressOnlyForReprint,
      });
    }
    if (body.imageIds.length === 0) {
      context.addIssue({
        code: 'custom',
        path: ['imageIds'],
        message: ISSUE_MESSAGES.imagesRequired,
      });
    }
  });
export type IssueReportBody = z.infer<typeof issueReportBodySchema>;

/** A message in one of the conversations; text, photos or both. */
export const issueMessageBodySchema = z
  .strictObject({ message: text(2000).default(''), imageIds: imageIds.default([]) })
  .refine((body) => body.message.length > 0 || body.imageIds.length > 0, {
    message: ISSUE_MESSAGES.messageEmpty,
    path: ['message'],
  });
/** The admin names the conversation they write in. */
export const adminIssueMessageBodySchema = z
  .strictObject({
    conversation: z.enum(ISSUE_CONVERSATIONS),
    message: text(2000).default(''),
    imageIds: imageIds.default([]),
  })
  .refine((body) => body.message.length > 0 || body.imageIds.length > 0, {
    message: ISSUE_MESSAGES.messageEmpty,
    path: ['message'],
  });
export type IssueMessageBody = z.input<typeof adminIssueMessageBodySchema>;

/** The admin's sorting of an issue: its type and origin are the back office's (issue 31 item 11). */
export const issueSortingBodySchema = z.strictObject({
  type: z.enum(ISSUE_TYPES),
  origin: z.enum(ISSUE_ORIGINS),
});
export type IssueSortingBody = z.infer<typeof issueSortingBodySchema>;

/** The admin's status move (PROCESSING or CLOSED, each confirmed on screen first). */
export const issueStatusBodySchema = z.strictObject({
  status: z.enum(['PROCESSING', 'CLOSED']),
});

/** The admin's resolution: a refund (cents; all that is left when no amount) or a reprint. */
export const issueResolveBodySchema = z.strictObject({
  action: z.enum(ISSUE_ACTIONS),
  amount: z.number().int().positive().optional(),
  note: text(1000).optional(),
});
export type IssueResolveBody = z.infer<typeof issueResolveBodySchema>;

export const issueImageParamsSchema = z.strictObject({
  id: z.string().uuid(),
  fileId: z.string().uuid(),
});

const issueStatus = z.enum(ISSUE_STATUSES);

/**
 * What the system says in the seller's conversation, as a code and its facts (cents, days): each
 * reader's language words it. The message text of such a line is the admin's note, if any.
 */
export const issueSystemMessageSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('AUTO_CLOSED'), params: z.object({ days: z.number().int() }) }),
  z.object({ kind: z.literal('REFUNDED'), params: z.object({ amount: z.number().int() }) }),
  z.object({ kind: z.literal('REPRINTED'), params: z.object({}) }),
]);
export type IssueSystemMessage = z.infer<typeof issueSystemMessageSchema>;

/**
 * A line of an issue's history, as a code and its facts: stored so, and worded by each reader's
 * language (a seller reading Arabic reads Arabic). `from` is the status the issue left.
 */
export const issueHistoryEventSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('RAISED'),
    params: z.object({
      type: z.enum(ISSUE_TYPES),
      origin: z.enum(ISSUE_ORIGINS),
      action: z.enum(ISSUE_ACTIONS),
    }),
  }),
  z.object({
    kind: z.literal('STATUS_CHANGED'),
    params: z.object({ from: issueStatus, to: issueStatus }),
  }),
  z.object({
    kind: z.literal('REFUNDED'),
    params: z.object({ from: issueStatus, amount: z.number().int() }),
  }),
  z.object({ kind: z.literal('REPRINTED'), params: z.object({ from: issueStatus }) }),
  z.object({
    kind: z.literal('AUTO_CLOSED'),
    params: z.object({ from: issueStatus, days: z.number().int() }),
  }),
]);
export type IssueHistoryEvent = z.infer<typeof issueHistoryEventSchema>;
export type IssueHistoryKind = IssueHistoryEvent['kind'];

export const issueMessageSchema = z.object({
  id: z.string(),
  type: z.enum(ISSUE_MESSAGE_TYPES),
  /** A SYSTEM line's code and facts (null for people's messages and lines stored as text). */
  system: issueSystemMessageSchema.nullable(),
  message: z.string(),
  imageIds: z.array(z.string()),
  authorType: z.string().nullable(),
  authorName: z.string().nullable(),
  /** The reader's own message (shown on the right). */
  isMine: z.boolean(),
  createdAt: z.string(),
});
export type IssueMessage = z.infer<typeof issueMessageSchema>;

export const issueHistorySchema = z.object({
  id: z.string(),
  event: issueHistoryEventSchema.nullable(),
  /** The English sentence of a line written before lines had codes (null when `event` is set). */
  description: z.string().nullable(),
  actorName: z.string().nullable(),
  createdAt: z.string(),
});

export const issueItemSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  productTitle: z.string(),
  productSku: z.string(),
  variantName: z.string(),
  quantity: z.number().int(),
  status: z.string(),
});

/**
 * An issue as its reader sees it: a seller gets `conversation` (printerConversation null), a
 * printer `printerConversation` (conversation null, no request photos' money facts), an admin both.
 */
export const issueViewSchema = z.object({
  id: z.string(),
  selfId: z.number().int(),
  status: z.enum(ISSUE_STATUSES),
  type: z.enum(ISSUE_TYPES),
  origin: z.enum(ISSUE_ORIGINS),
  sellerId: z.string(),
  createdBy: z.string().nullable(),
  orderId: z.string(),
  items: z.array(issueItemSchema),
  request: z.object({
    /** The seller's reason (null on issues raised before reasons). */
    reason: z.enum(CLAIM_REASONS).nullable(),
    description: z.string(),
    imageIds: z.array(z.string()),
    action: z.enum(ISSUE_ACTIONS),
    /** Where a reprint ships when the seller changed it (null: the order's address). */
    reprintAddress: orderAddressSchema.nullable(),
  }),
  resolution: z.enum(ISSUE_ACTIONS).nullable(),
  refundedAmount: z.number().int().nullable(),
  reprintOrderId: z.string().nullable(),
  conversation: z.array(issueMessageSchema).nullable(),
  printerConversation: z.array(issueMessageSchema).nullable(),
  history: z.array(issueHistorySchema),
  createdAt: z.string(),
  updatedAt: z.string(),
  closedAt: z.string().nullable(),
});
export type IssueView = z.infer<typeof issueViewSchema>;
export const issueAnswerSchema = dataAnswer(issueViewSchema);
export const issueImageAnswerSchema = dataAnswer(z.object({ id: z.string(), name: z.string() }));

/** The seller's claim window (CLAIM_WINDOW_DAYS): the form says it. */
export const claimWindowAnswerSchema = dataAnswer(z.object({ days: z.number().int() }));

/** The live event's payload: which issue moved, and in which conversation a message came. */
export const issueLiveEventSchema = z.object({
  id: z.string(),
  status: z.enum(ISSUE_STATUSES),
  conversation: z.enum(ISSUE_CONVERSATIONS).nullable(),
});
