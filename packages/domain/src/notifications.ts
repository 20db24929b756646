/**
 * Notification categories (spec 03 section 3.5): order, order item, product, transaction, issue,
 * network, others; tracking updates are a category of their own with their own dropdown.
 */
export const NOTIFICATION_TYPES = [
  'ORDER',
  'ORDER_ITEM',
  'PRODUCT',
  'TRANSACTION',
  'ISSUE',
  'NETWORK',
  'TRACKING_UPDATE',
  'OTHERS',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/**
 * What the notification panel lists when no category is asked for: every category but tracking
 * updates, which the seller reads in the separate tracking-update dropdown (spec 01 section 2.8).
 */
export const PANEL_NOTIFICATION_TYPES = NOTIFICATION_TYPES.filter(
  (type) => type !== 'TRACKING_UPDATE',
);

/** The panel's modes: every notification, or the unread ones only. */
export const NOTIFICATION_MODES = ['all', 'unread'] as const;
export type NotificationMode = (typeof NOTIFICATION_MODES)[number];

/** Notifications come 20 to a page, newest first. */
export const NOTIFICATIONS_PAGE_SIZE = 20;
/** Children a group answers at most, even when all of them are asked for. */
export const NOTIFICATION_CHILDREN_MAX = 500;
/** The group id a child query sends for children outside any group (spec 03 section 7.6). */
export const NOTIFICATION_NO_GROUP = 'null';

/**
 * The records a notification can point at: the model's collection name (a detail route segment)
 * and its plural (the list route segment). A link is built from these per role (spec 02 section
 * 2.2); a model missing here has no link and opens the notification's own detail page.
 */
export const NOTIFICATION_DETAIL_MODELS = {
  order: 'orders',
  'order-item': 'order-items',
  product: 'products',
  issue: 'issues',
  network: 'networks',
  user: 'users',
  'transaction/deposit': 'transaction/deposits',
  'transaction/other': 'transaction/others',
  // Issue 31 item 7: a seller's drafts from a store, and store orders that need the seller (these
  // have no page of their own: one or many open the list across stores, narrowed to them).
  'draft-order': 'draft-orders',
  'store-order': 'store-orders',
} as const;
/** Models whose records open in their list, narrowed to them, even one at a time. */
export const NOTIFICATION_LIST_ONLY_MODELS: readonly NotificationDetailModel[] = ['store-order'];
export type NotificationDetailModel = keyof typeof NOTIFICATION_DETAIL_MODELS;
export const NOTIFICATION_DETAIL_MODEL_NAMES = Object.keys(
  NOTIFICATION_DETAIL_MODELS,
) as NotificationDetailModel[];

/** Who an admin's notification goes to (spec 01 section 2.3, /a/notification/create). */
export const NOTIFICATION_CAMPAIGN_AUDIENCES = ['ALL_SELLERS', 'ALL_PRINTERS', 'USERS'] as const;
export type NotificationCampaignAudience = (typeof NOTIFICATION_CAMPAIGN_AUDIENCES)[number];

/** Who sees an event notice: every seller, or the sellers chosen. */
export const EVENT_NOTICE_AUDIENCES = ['ALL_SELLERS', 'USERS'] as const;
export type EventNoticeAudience = (typeof EVENT_NOTICE_AUDIENCES)[number];

/** Chosen recipients one notification or event notice may name. */
export const NOTIFICATION_MAX_RECIPIENTS = 5_000;
