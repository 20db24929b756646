import type { AccountType } from './users';
import type { OrderItemStatus, OrderStatus, TimelineMilestone } from './orders';

/**
 * The one table of order-item status changes, read by the server (which refuses anything else) and
 * by the web (which offers only what the table allows). The spec lists the actions but not "the
 * full allowed transitions" (spec 03 section 4), so this table is this project's reading of the
 * production floor: an item is paid (PENDING), approved, picked, processed, printed, made ready,
 * shipped and completed, and the after-sale requests come back from completed or shipped items.
 */
export const ORDER_ITEM_ACTIONS = [
  'approve',
  'cancel',
  'reset',
  'pick',
  'awaitStock',
  'hasStock',
  'process',
  'printed',
  'readyToDelivery',
  'ship',
  'deliveryFailed',
  'complete',
  'cancelShipping',
  'resumeShipping',
  'printerReturn',
  'requestRefund',
  'approveRefund',
  'refuseRefund',
  'requestResend',
  'resend',
  'refuseResend',
  'requestReturn',
  'approveReturn',
  'refuseReturn',
] as const;
export type OrderItemAction = (typeof ORDER_ITEM_ACTIONS)[number];

/** `previous`: the status the item had before the request it answers (refuse restores it). */
export type ActionTarget = OrderItemStatus | 'previous';

export type ActionRule = {
  from: readonly OrderItemStatus[];
  to: ActionTarget;
  by: readonly AccountType[];
  /** A narrower `from` for some actors (a seller cancels only what is not yet approved). */
  fromFor?: Partial<Record<AccountType, readonly OrderItemStatus[]>>;
};

const fromOf = (rule: ActionRule, actorType: AccountType) => rule.fromFor?.[actorType] ?? rule.from;

const PRODUCTION = ['APPROVED', 'AWAITING_STOCK', 'PICKED', 'PROCESSING', 'PRINTED'] as const;
const SHIPPED = ['READY_TO_DELIVERY', 'IN_TRANSIT', 'DELIVERED_FAILURE', 'COMPLETED'] as const;
const STAFF: readonly AccountType[] = ['ROOT', 'ADMIN'];
const FLOOR: readonly AccountType[] = ['ROOT', 'ADMIN', 'PRINTER'];

export const ORDER_ITEM_FLOW: Record<OrderItemAction, ActionRule> = {
  approve: { from: ['PENDING'], to: 'APPROVED', by: STAFF },
  // Sellers cancel before approval; staff until the item leaves production (spec 03 section 6).
  cancel: {
    from: ['PENDING', ...PRODUCTION],
    to: 'CANCELED',
    by: [...FLOOR, 'SELLER'],
    fromFor: { SELLER: ['PENDING'] },
  },
  // Back to the start of production, dropping the floor's progress (a misprint, a wrong pick).
  reset: {
    from: ['PICKED', 'PROCESSING', 'PRINTED', 'AWAITING_STOCK', 'RETURNED'],
    to: 'APPROVED',
    by: STAFF,
  },
  pick: { from: ['APPROVED', 'AWAITING_STOCK'], to: 'PICKED', by: FLOOR },
  awaitStock: { from: ['APPROVED', 'PICKED'], to: 'AWAITING_STOCK', by: FLOOR },
  hasStock: { from: ['AWAITING_STOCK'], to: 'APPROVED', by: FLOOR },
  process: { from: ['APPROVED', 'PICKED', 'AWAITING_STOCK'], to: 'PROCESSING', by: FLOOR },
  printed: { from: ['PICKED', 'PROCESSING'], to: 'PRINTED', by: FLOOR },
  readyToDelivery: { from: ['PROCESSING', 'PRINTED'], to: 'READY_TO_DELIVERY', by: FLOOR },
  ship: {
    from: ['READY_TO_DELIVERY', 'DELIVERED_FAILURE', 'CANCEL_SHIP'],
    to: 'IN_TRANSIT',
    by: FLOOR,
  },
  deliveryFailed: { from: ['IN_TRANSIT'], to: 'DELIVERED_FAILURE', by: FLOOR },
  complete: {
    from: ['READY_TO_DELIVERY', 'IN_TRANSIT', 'DELIVERED_FAILURE'],
    to: 'COMPLETED',
    by: FLOOR,
  },
  // Shipping held (spec 02 section 4.7): the tracking code is dropped, the item waits.
  cancelShipping: { from: ['READY_TO_DELIVERY', 'IN_TRANSIT'], to: 'CANCEL_SHIP', by: FLOOR },
  resumeShipping: { from: ['CANCEL_SHIP'], to: 'READY_TO_DELIVERY', by: FLOOR },
  printerReturn: { from: ['PICKED', 'PROCESSING', 'PRINTED'], to: 'RETURNED', by: FLOOR },
  requestRefund: { from: SHIPPED, to: 'WAITING_TO_REFUND', by: ['SELLER'] },
  approveRefund: { from: ['WAITING_TO_REFUND'], to: 'REFUNDED', by: STAFF },
  refuseRefund: { from: ['WAITING_TO_REFUND'], to: 'previous', by: STAFF },
  requestResend: { from: SHIPPED, to: 'WAITING_TO_RESEND', by: ['SELLER'] },
  resend: { from: ['WAITING_TO_RESEND'], to: 'RESENDED', by: STAFF },
  refuseResend: { from: ['WAITING_TO_RESEND'], to: 'previous', by: STAFF },
  requestReturn: { from: SHIPPED, to: 'WAITING_TO_RETURN', by: ['SELLER'] },
  approveReturn: { from: ['WAITING_TO_RETURN'], to: 'RETURNED', by: STAFF },
  refuseReturn: { from: ['WAITING_TO_RETURN'], to: 'previous', by: STAFF },
};

/** Where an action takes an item, or null when the table does not allow it from here or for them. */
export function nextItemStatus(
  action: OrderItemAction,
  current: OrderItemStatus,
  actorType: AccountType,
  previous: OrderItemStatus | null = null,
): OrderItemStatus | null {
  const rule = ORDER_ITEM_FLOW[action];
  if (!rule.by.includes(actorType) || !fromOf(rule, actorType).includes(current)) return null;
  if (rule.to !== 'previous') return rule.to;
  return previous;
}

/** itemActionsFor's answers, by actor type and status: the table never changes. */
const actionsByActorAndStatus = new Map<string, readonly OrderItemAction[]>();

/**
 * The actions an actor may take on an item in a status (the buttons a screen offers). Every row of
 * an order or order-item list asks, so the answer is worked out once per actor type and status
 * (issue 16: it was a visible share of a list request's CPU). The array is shared and frozen:
 * copy it to change it.
 */
export function itemActionsFor(
  current: OrderItemStatus,
  actorType: AccountType,
): OrderItemAction[] {
  const key = `${actorType} ${current}`;
  let actions = actionsByActorAndStatus.get(key);
  if (!actions) {
    actions = Object.freeze(
      ORDER_ITEM_ACTIONS.filter((action) => {
        const rule = ORDER_ITEM_FLOW[action];
        return rule.by.includes(actorType) && fromOf(rule, actorType).includes(current);
      }),
    );
    actionsByActorAndStatus.set(key, actions);
  }
  // Typed as the answers' schemas type it (a plain array); frozen, so a change would throw.
  return actions as OrderItemAction[];
}

/** Item statuses that end an item's life: nothing but a new item follows. */
export const FINAL_ITEM_STATUSES = [
  'CANCELED',
  'REFUNDED',
  'RESENDED',
] as const satisfies readonly OrderItemStatus[];

/** The timeline milestone an item reaches on entering a status (spec 03 section 3.2), if any. */
export function milestoneOf(status: OrderItemStatus): TimelineMilestone | null {
  switch (status) {
    case 'APPROVED':
      return 'approvedAt';
    case 'PICKED':
    case 'PROCESSING':
      return 'beginProcessAt';
    case 'READY_TO_DELIVERY':
      return 'finishProcessAt';
    case 'IN_TRANSIT':
      return 'beginShipAt';
    case 'COMPLETED':
      return 'finishAt';
    default:
      return null;
  }
}

/**
 * How far along each status is, for the order's own status: an order is as far as its least
 * advanced live item. Canceled and after-sale states rank by where the item physically is.
 */
const PROGRESS: Partial<Record<OrderItemStatus, OrderStatus>> = {
  PENDING: 'PENDING',
  APPROVED: 'APPROVED',
  AWAITING_STOCK: 'APPROVED',
  PICKED: 'PICKED',
  PROCESSING: 'PROCESSING',
  PRINTED: 'PROCESSING',
  RETURNED: 'RETURNED',
  READY_TO_DELIVERY: 'READY_TO_DELIVERY',
  CANCEL_SHIP: 'READY_TO_DELIVERY',
  IN_TRANSIT: 'IN_TRANSIT',
  DELIVERED_FAILURE: 'DELIVERED_FAILURE',
  COMPLETED: 'COMPLETED',
  WAITING_TO_REFUND: 'COMPLETED',
  WAITING_TO_RESEND: 'COMPLETED',
  WAITING_TO_RETURN: 'COMPLETED',
  REFUNDED: 'COMPLETED',
  RESENDED: 'COMPLETED',
};
const ORDER_RANK: readonly OrderStatus[] = [
  'PENDING',
  'APPROVED',
  'RETURNED',
  'PICKED',
  'PROCESSING',
  'READY_TO_DELIVERY',
  'DELIVERED_FAILURE',
  'IN_TRANSIT',
  'COMPLETED',
];

/** The order's status from its items: NO_ITEM when empty, CANCELED when every item is. */
export function deriveOrderStatus(itemStatuses: readonly OrderItemStatus[]): OrderStatus {
  if (itemStatuses.length === 0) return 'NO_ITEM';
  const live = itemStatuses.filter((status) => status !== 'CANCELED');
  if (live.length === 0) return 'CANCELED';
  let least: OrderStatus = 'COMPLETED';
  for (const status of live) {
    const progress = PROGRESS[status] ?? 'PENDING';
    if (ORDER_RANK.indexOf(progress) < ORDER_RANK.indexOf(least)) least = progress;
  }
  return least;
}
