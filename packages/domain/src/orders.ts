/** Order statuses (spec 03 section 3.2). */
export const ORDER_STATUSES = [
  'NOT_READY',
  'UN_SYNCED',
  'NO_ITEM',
  'PENDING',
  'APPROVING',
  'APPROVED',
  'CANCELED',
  'PICKED',
  'PROCESSING',
  'RETURNED',
  'READY_TO_DELIVERY',
  'IN_TRANSIT',
  'DELIVERED_FAILURE',
  'COMPLETED',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The statuses an order item has on top of the order statuses (spec 03 section 3.2). */
export const ORDER_ITEM_EXTRA_STATUSES = [
  'REFUNDED',
  'WAITING_TO_REFUND',
  'WAITING_TO_RESEND',
  'WAITING_TO_RETURN',
  'RESENDED',
  'WAITING',
  'NOT_ALLOW',
  'PENDING_PAYMENT',
  'IGNORE',
  'AWAITING_STOCK',
  'PRINTED',
  'CANCEL_SHIP',
  'ADDED_TRACKING_CODE',
] as const;

export const ORDER_ITEM_STATUSES = [...ORDER_STATUSES, ...ORDER_ITEM_EXTRA_STATUSES] as const;
export type OrderItemStatus = (typeof ORDER_ITEM_STATUSES)[number];

export function isOrderItemStatus(value: string): value is OrderItemStatus {
  return (ORDER_ITEM_STATUSES as readonly string[]).includes(value);
}

/** Statuses whose progress is drawn on the order timeline (spec 03 section 3.2). */
export const TIMELINE_TRACKED_STATUSES = [
  'PENDING',
  'APPROVED',
  'PROCESSING',
  'IN_TRANSIT',
  'COMPLETED',
  'PICKED',
  'READY_TO_DELIVERY',
] as const satisfies readonly OrderStatus[];
export type TimelineTrackedStatus = (typeof TIMELINE_TRACKED_STATUSES)[number];

/** Timestamps of the estimated process timeline, in the order they happen. */
export const TIMELINE_MILESTONES = [
  'approvedAt',
  'beginProcessAt',
  'finishProcessAt',
  'beginShipAt',
  'finishAt',
] as const;
export type TimelineMilestone = (typeof TIMELINE_MILESTONES)[number];

export const PRODUCT_CANCEL_REASONS = [
  'Design Error',
  'Policy',
  'Seller Requested',
  'Other',
] as const;
export type ProductCancelReason = (typeof PRODUCT_CANCEL_REASONS)[number];

/** Refund types (spec 03 section 4): the full price, a custom amount, or a percent of the order value. */
export const REFUND_TYPES = ['FULL', 'CUSTOM_AMOUNT', 'PERCENT'] as const;
export type RefundType = (typeof REFUND_TYPES)[number];

/** How a printer account gets shipping labels (spec 03 section 3.5). */
export const SHIPPING_LABEL_MODES = ['NOT_ALLOW', 'MULTRANS', 'VANTAGE'] as const;
export type ShippingLabelMode = (typeof SHIPPING_LABEL_MODES)[number];

/**
 * Item statuses in which a tracking code may be edited (spec 02 section 4.8); a composite status
 * qualifies when any of its parts does.
 */
export const TRACKING_EDITABLE_STATUSES = [
  'PICKED',
  'PRINTED',
  'PROCESSING',
  'READY_TO_DELIVERY',
  'IN_TRANSIT',
  'COMPLETED',
] as const satisfies readonly OrderItemStatus[];

/** Cancel is offered when any status is one of these (spec 03 section 6). */
export const CANCEL_OFFERED_STATUSES = [
  'PENDING',
  'APPROVED',
  'PICKED',
  'PRINTED',
  'PROCESSING',
  'AWAITING_STOCK',
] as const satisfies readonly OrderItemStatus[];

/** Refund of an item needs one of these statuses besides the update flag (spec 03 section 6). */
export const REFUNDABLE_STATUSES = [
  'READY_TO_DELIVERY',
  'IN_TRANSIT',
  'COMPLETED',
] as const satisfies readonly OrderItemStatus[];

/** Uploading a shipping label needs one of these statuses and a tracking code (spec 03 section 6). */
export const SHIPPING_LABEL_UPLOAD_STATUSES = [
  'PROCESSING',
  'READY_TO_DELIVERY',
  'IN_TRANSIT',
] as const satisfies readonly OrderItemStatus[];

/** A refund transaction is offered for items in one of these statuses (spec 03 section 6). */
export const REFUND_TRANSACTION_STATUSES = [
  'CANCELED',
  'CANCEL_SHIP',
] as const satisfies readonly OrderItemStatus[];

/** One part of a composite status string: `IN_TRANSIT:2` gives status IN_TRANSIT, suffix 2. */
export type StatusPart = { status: string; suffix: string | null };

/**
 * Splits a composite status (spec 03 section 3.2, spec 02 section 3.14): parts joined by `|`, each
 * optionally carrying a `:suffix`. Only the first colon separates, so a suffix may hold colons;
 * blank parts are dropped because a trailing `|` is harmless in stored strings.
 */
export function parseCompositeStatus(value: string | null | undefined): StatusPart[] {
  if (!value) return [];
  const parts: StatusPart[] = [];
  for (const raw of value.split('|')) {
    const part = raw.trim();
    if (!part) continue;
    const colon = part.indexOf(':');
    if (colon < 0) {
      parts.push({ status: part, suffix: null });
      continue;
    }
    const status = part.slice(0, colon).trim();
    const suffix = part.slice(colon + 1).trim();
    if (status) parts.push({ status, suffix: suffix || null });
  }
  return parts;
}

/** The inverse of parseCompositeStatus, so stored strings are built in one place. */
export function joinCompositeStatus(parts: readonly StatusPart[]): string {
  return parts
    .map((part) => (part.suffix ? `${part.status}:${part.suffix}` : part.status))
    .join('|');
}

/**
 * True when any part of a composite status is one of `statuses`. Case-insensitive because the web
 * client spells statuses in lower case (spec 02 section 3.14) while the server sends upper case.
 */
export function compositeStatusHasAny(
  value: string | null | undefined,
  statuses: readonly string[],
): boolean {
  const wanted = new Set(statuses.map((status) => status.toUpperCase()));
  return parseCompositeStatus(value).some((part) => wanted.has(part.status.toUpperCase()));
}

/** A status shown to people: `READY_TO_DELIVERY:2` becomes `READY TO DELIVERY:2`. */
export function formatStatusPart(part: StatusPart): string {
  const text = part.suffix ? `${part.status}:${part.suffix}` : part.status;
  return text.replace(/_/g, ' ');
}

/** Each part of a composite status in display form (spec 02 section 3.14), one label per part. */
export function formatCompositeStatus(value: string | null | undefined): string[] {
  return parseCompositeStatus(value).map(formatStatusPart);
}

export function isTrackingEditable(status: string | null | undefined): boolean {
  return compositeStatusHasAny(status, TRACKING_EDITABLE_STATUSES);
}

/** Item statuses that leave an order's address open to its seller: nothing is picked or made. */
const ADDRESS_OPEN_ITEM_STATUSES: readonly OrderItemStatus[] = [
  'PENDING',
  'APPROVING',
  'APPROVED',
  'CANCELED',
  'REFUNDED',
];

/** The address is changed on the same form until the seller places the order (a draft). */
export const SELLER_ADDRESS_CLOSED =
  'The address can no longer change: an item of this order is picked or in production';

/**
 * A seller edits the address of a placed order until its first item is picked (spec 03 section
 * 7.3, "order ... address"): after that a label may be printed and a parcel packed for the old
 * one. An admin's suggested spelling (orders/addresses.ts) stays open longer, until shipping.
 */
export function isAddressEditableBySeller(order: {
  isDraft: boolean;
  status: OrderStatus;
  items: readonly { status: OrderItemStatus }[];
}): boolean {
  if (order.isDraft || !['PENDING', 'APPROVING', 'APPROVED'].includes(order.status)) return false;
  return order.items.every((item) => ADDRESS_OPEN_ITEM_STATUSES.includes(item.status));
}
