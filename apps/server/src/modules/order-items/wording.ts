import { ORDER_ITEM_FLOW, type OrderItemAction } from '@platfox/domain';

/**
 * The words the server's English messages use for an item's statuses and actions, so a refusal
 * reads as a sentence ("This unit is already picked") rather than as enum values. The web shows
 * statuses through its own translated labels; these are for the messages the server writes.
 */
const STATUS_WORDS: Readonly<Record<string, string>> = {
  NOT_READY: 'not ready',
  UN_SYNCED: 'not synced',
  NO_ITEM: 'without items',
  PENDING: 'waiting for approval',
  APPROVING: 'being approved',
  APPROVED: 'approved',
  CANCELED: 'canceled',
  PICKED: 'picked',
  PROCESSING: 'in production',
  RETURNED: 'returned',
  READY_TO_DELIVERY: 'ready to ship',
  IN_TRANSIT: 'in transit',
  DELIVERED_FAILURE: 'back from a failed delivery',
  COMPLETED: 'completed',
  REFUNDED: 'refunded',
  WAITING_TO_REFUND: 'waiting for a refund',
  WAITING_TO_RESEND: 'waiting to be resent',
  WAITING_TO_RETURN: 'waiting to be returned',
  RESENDED: 'resent',
  WAITING: 'waiting',
  NOT_ALLOW: 'not allowed',
  PENDING_PAYMENT: 'waiting for payment',
  IGNORE: 'ignored',
  AWAITING_STOCK: 'waiting for stock',
  PRINTED: 'printed',
  CANCEL_SHIP: 'held from shipping',
  ADDED_TRACKING_CODE: 'given a tracking code',
};

/** An action of the flow, or the after-sale review's cancel with a refund. */
export type WordedAction = OrderItemAction | 'cancelAndRefund';

/** What an action does to an item, as "the item was …" would end. */
export const ACTION_WORDS: Readonly<Record<WordedAction, string>> = {
  approve: 'approved',
  cancel: 'canceled',
  reset: 'sent back to the start of production',
  pick: 'picked',
  awaitStock: 'marked as waiting for stock',
  hasStock: 'marked as in stock',
  process: 'put into production',
  printed: 'marked as printed',
  readyToDelivery: 'marked ready to ship',
  ship: 'shipped',
  deliveryFailed: 'marked as a failed delivery',
  complete: 'completed',
  cancelShipping: 'held from shipping',
  resumeShipping: 'released for shipping',
  printerReturn: 'returned by the supplier',
  requestRefund: 'sent for a refund',
  approveRefund: 'refunded',
  refuseRefund: 'refused a refund',
  requestResend: 'sent for a resend',
  resend: 'resent',
  refuseResend: 'refused a resend',
  requestReturn: 'sent for a return',
  approveReturn: 'taken back',
  refuseReturn: 'refused a return',
  cancelAndRefund: 'canceled and refunded',
};

/** A status in a sentence; an unknown one reads as its words in lower case. */
export function statusWords(status: string): string {
  return STATUS_WORDS[status] ?? status.replaceAll('_', ' ').toLowerCase();
}

/** "2 items", "1 unit". */
export function countOf(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/**
 * Why an action is refused to something in a status, as a sentence: "This unit is already picked"
 * when it is where the action leads, else "This item cannot be picked while it is in production".
 * `subject` names the thing ("This item", "Unit 2").
 */
export function actionRefused(action: WordedAction, status: string, subject = 'This item'): string {
  const leadsTo = action === 'cancelAndRefund' ? 'REFUNDED' : ORDER_ITEM_FLOW[action].to;
  if (leadsTo === status) return `${subject} is already ${statusWords(status)}`;
  return `${subject} cannot be ${ACTION_WORDS[action]} while it is ${statusWords(status)}`;
}
