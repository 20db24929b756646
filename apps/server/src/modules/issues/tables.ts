import {
  CLAIM_REASONS,
  ISSUE_ACTIONS,
  ISSUE_CONVERSATIONS,
  ISSUE_MESSAGE_TYPES,
  ISSUE_ORIGINS,
  ISSUE_STATUSES,
  ISSUE_TYPES,
  type OrderAddress,
} from '@platfox/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables';
import { orders } from '../orders/tables';
import { orderItems } from '../order-items/tables';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A support issue (spec 03 section 3.5): raised by a seller on items of one order, with the
 * request (description, photos, the wanted action) and, once resolved, what was done. The
 * conversations and the history are rows of their own.
 */
export const issues = pgTable(
  'issues',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The readable number people quote ("#1042"). */
    selfId: serial('self_id').notNull().unique(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: ISSUE_STATUSES }).notNull().default('NEW'),
    type: text('type', { enum: ISSUE_TYPES }).notNull(),
    origin: text('origin', { enum: ISSUE_ORIGINS }).notNull(),
    description: text('description').notNull(),
    imageIds: uuid('image_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    action: text('action', { enum: ISSUE_ACTIONS }).notNull(),
    /** The seller's reason (issue 31 item 11); null on issues raised before reasons. */
    reason: text('reason', { enum: CLAIM_REASONS }),
    /** Where a reprint ships, when the seller changed the order's address on the report. */
    reprintAddress: jsonb('reprint_address').$type<OrderAddress>(),
    resolution: text('resolution', { enum: ISSUE_ACTIONS }),
    refundedAmount: bigint('refunded_amount', { mode: 'number' }),
    refundTransactionId: uuid('refund_transaction_id'),
    reprintOrderId: uuid('reprint_order_id'),
    /**
     * Since when the issue waits for the seller: set when the admin writes to the seller, cleared
     * when the seller answers. The auto-close job closes issues waiting longer than the setting.
     */
    awaitingSellerSince: at('awaiting_seller_since'),
    closedAt: at('closed_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    // The three roles' default lists, newest first: all (admin), a seller's, and by status. The
    // keys are DESC NULLS FIRST as the list's ORDER BY says them (plain DESC): an index in any
    // other null order cannot give that order, and every page sorted the whole scope (issue 19's
    // figure: 4,000 issues of a seller sorted for 20 rows, 200,000 for the admin).
    index('issues_created_id_idx').on(
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('issues_seller_created_id_idx').on(
      table.sellerId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('issues_status_created_id_idx').on(
      table.status,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('issues_awaiting_seller_idx')
      .on(table.awaitingSellerSince)
      .where(sql`${table.awaitingSellerSince} is not null`),
  ],
);
export type IssueRow = typeof issues.$inferSelect;

/**
 * The order items an issue covers, with the printer each was routed to when it was raised: the
 * printer's list reads this copy (one index), not the items.
 */
export const issueItems = pgTable(
  'issue_items',
  {
    issueId: uuid('issue_id')
      .notNull()
      .references(() => issues.id, { onDelete: 'cascade' }),
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    printerId: uuid('printer_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The item's share of the issue's refund (cents), given in item order up to what was left of
     * each item: what is left to refund per item counts it (orders/refunded.ts).
     */
    refundedAmount: bigint('refunded_amount', { mode: 'number' }).notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.issueId, table.orderItemId] }),
    index('issue_items_item_idx').on(table.orderItemId),
    index('issue_items_printer_idx').on(table.printerId, table.issueId),
  ],
);

/** A message in one of the two conversations; a printer never reads `conversation`. */
export const issueMessages = pgTable(
  'issue_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    issueId: uuid('issue_id')
      .notNull()
      .references(() => issues.id, { onDelete: 'cascade' }),
    conversation: text('conversation', { enum: ISSUE_CONVERSATIONS }).notNull(),
    type: text('type', { enum: ISSUE_MESSAGE_TYPES }).notNull().default('MESSAGE'),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    /** A SYSTEM line's code and facts (IssueSystemMessage): each reader's language words it. */
    kind: text('kind'),
    params: jsonb('params').$type<Record<string, unknown>>(),
    imageIds: uuid('image_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('issue_messages_issue_idx').on(table.issueId, table.conversation, table.createdAt),
  ],
);

/** The issue's history: its status moves and resolutions, who made them and when. */
export const issueHistory = pgTable(
  'issue_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    issueId: uuid('issue_id')
      .notNull()
      .references(() => issues.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** What happened, as a code and its facts (IssueHistoryEvent): each reader's language words it. */
    kind: text('kind'),
    params: jsonb('params').$type<Record<string, unknown>>(),
    /** The English sentence of lines written before `kind`; shown when a line has no kind. */
    description: text('description'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [index('issue_history_issue_idx').on(table.issueId, table.createdAt)],
);
