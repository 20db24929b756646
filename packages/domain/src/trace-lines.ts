import { ISSUE_STATUSES } from './engagement';
import { TRANSACTION_STATUSES, TRANSACTION_TYPES, type TransactionType } from './ledger';
import { ORDER_ITEM_ACTIONS, type OrderItemAction } from './order-flow';
import { ORDER_ITEM_STATUSES, ORDER_STATUSES } from './orders';

/*
 * The trace log keeps what the server wrote at the time of a change, in its own words ("Order
 * placed, charged 1450 cents", "readyToDelivery #1: PROCESSING → READY_TO_DELIVERY by Ann"):
 * exports and the API give them as written. A screen reads each line back here as what it
 * records, so it can say it in the reader's language, money as money and statuses by their
 * labels (issue 31). The writers' formats are the ones below; a line in no known format (a free
 * note, a line of an older format) is null and is shown as written.
 */

/** Who moved something, beyond the action itself: the printer's staff and the reason given. */
type MovedBy = { staff: string | null; reason: string | null };

export type TraceEvent =
  /** An item, an order or an issue moved from one status to another (from: null when new). */
  | ({
      kind: 'MOVED';
      /** What moved it: an item action, or what the server did (placement, resend, reprint). */
      cause: TraceCause;
      scope: 'item' | 'order';
      /** The unit of the item a printer's action moved (1-based). */
      unit: number | null;
      from: string | null;
      to: string;
    } & MovedBy)
  /** An order was placed and its total taken from the balance. */
  | { kind: 'PLACED_CHARGED'; amount: number }
  /** An admin refunded part of an item, with their note. */
  | { kind: 'ITEM_REFUNDED'; amount: number; note: string }
  /** A ledger row was reviewed or answered (a deposit approved, a charge cancelled). */
  | {
      kind: 'TRANSACTION_MOVED';
      type: TransactionType;
      from: string;
      to: string;
      note: string | null;
    }
  | { kind: 'DRAFT_CREATED' }
  /** An issue was resolved by a refund (amount in cents) or a reprint at no charge. */
  | { kind: 'ISSUE_REFUNDED'; issue: number; amount: number }
  | { kind: 'ISSUE_REPRINTED'; issue: number };

export type TraceCause =
  | { kind: 'ACTION'; action: OrderItemAction }
  | { kind: 'PLACED' }
  | { kind: 'REFUNDED_BY_ADMIN' }
  | { kind: 'CANCELED_AND_REFUNDED' }
  | { kind: 'RESEND' }
  | { kind: 'REPRINT'; issue: number }
  | { kind: 'ISSUE_RAISED'; issue: number }
  | { kind: 'ISSUE'; issue: number };

const STATUSES = new Set<string>([
  ...ORDER_ITEM_STATUSES,
  ...ORDER_STATUSES,
  ...ISSUE_STATUSES,
  ...TRANSACTION_STATUSES,
]);
const ACTIONS = new Set<string>(ORDER_ITEM_ACTIONS);
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** What the writers put before the colon of a status move, and what it means. */
function causeOf(label: string): TraceCause | null {
  const action = label.replace(/ \(units\)$/, '');
  if (ACTIONS.has(action)) return { kind: 'ACTION', action: action as OrderItemAction };
  if (label === 'Order placed') return { kind: 'PLACED' };
  if (label === 'refundOrderItem') return { kind: 'REFUNDED_BY_ADMIN' };
  if (label === 'cancelAndRefundToSeller') return { kind: 'CANCELED_AND_REFUNDED' };
  if (new RegExp(`^Resend of order item ${UUID}$`).test(label)) return { kind: 'RESEND' };
  const reprint = new RegExp(`^Reprint of order item ${UUID} for issue #(\\d+)$`).exec(label);
  if (reprint) return { kind: 'REPRINT', issue: Number(reprint[1]) };
  const raised = /^Issue #(\d+) raised$/.exec(label);
  if (raised) return { kind: 'ISSUE_RAISED', issue: Number(raised[1]) };
  const issue = /^Issue #(\d+)$/.exec(label);
  if (issue) return { kind: 'ISSUE', issue: Number(issue[1]) };
  return null;
}

/** " by Ann Lee (smudged)", " by Ann Lee", " (smudged)" or nothing, after a unit's move. */
function movedBy(rest: string): MovedBy | null {
  const found = /^(?: by (.+?))?(?: \((.*)\))?$/.exec(rest);
  if (!found) return null;
  return { staff: found[1] ?? null, reason: found[2] ?? null };
}

const MOVE = /^(.+?)(?: #(\d+))?: (order )?(?:([A-Z_]+) )?→ ([A-Z_]+)(.*)$/s;
const TRANSACTION = /^([A-Z_]+) ([A-Z_]+) → ([A-Z_]+)(?:: (.*))?$/s;
const PLACED_CHARGED = /^Order placed, charged (-?\d+) cents$/;
const ISSUE_REFUNDED = /^Issue #(\d+): Resolved by a refund of (\d+) cents$/;
const ISSUE_REPRINTED = /^Issue #(\d+): Resolved by a reprint at no charge$/;
const ITEM_REFUNDED = new RegExp(`^Refunded (\\d+) cents \\(transaction ${UUID}\\): (.*)$`, 's');

/** The line's description read back as what it records, or null when it is in no known format. */
export function readTraceLine(description: string): TraceEvent | null {
  if (description === 'Draft order created') return { kind: 'DRAFT_CREATED' };
  const placed = PLACED_CHARGED.exec(description);
  if (placed) return { kind: 'PLACED_CHARGED', amount: Number(placed[1]) };
  const issueRefunded = ISSUE_REFUNDED.exec(description);
  if (issueRefunded) {
    return {
      kind: 'ISSUE_REFUNDED',
      issue: Number(issueRefunded[1]),
      amount: Number(issueRefunded[2]),
    };
  }
  const issueReprinted = ISSUE_REPRINTED.exec(description);
  if (issueReprinted) return { kind: 'ISSUE_REPRINTED', issue: Number(issueReprinted[1]) };
  const refunded = ITEM_REFUNDED.exec(description);
  if (refunded) return { kind: 'ITEM_REFUNDED', amount: Number(refunded[1]), note: refunded[2]! };
  const reviewed = TRANSACTION.exec(description);
  if (
    reviewed &&
    (TRANSACTION_TYPES as readonly string[]).includes(reviewed[1]!) &&
    STATUSES.has(reviewed[2]!) &&
    STATUSES.has(reviewed[3]!)
  ) {
    return {
      kind: 'TRANSACTION_MOVED',
      type: reviewed[1] as TransactionType,
      from: reviewed[2]!,
      to: reviewed[3]!,
      note: reviewed[4] ?? null,
    };
  }
  const moved = MOVE.exec(description);
  if (!moved) return null;
  const [, label, unitNumber, isOrder, from, to, rest] = moved;
  // "Issue #5: NEW → PROCESSING" reads first as the unit 5 of "Issue": the number is the label's.
  let unit = unitNumber;
  let cause = causeOf(label!);
  if (!cause && unit !== undefined) {
    cause = causeOf(`${label} #${unit}`);
    unit = undefined;
  }
  const by = movedBy(rest!);
  if (!cause || !by || !STATUSES.has(to!) || (from !== undefined && !STATUSES.has(from))) {
    return null;
  }
  return {
    kind: 'MOVED',
    cause,
    scope: isOrder ? 'order' : 'item',
    unit: unit === undefined ? null : Number(unit),
    from: from ?? null,
    to: to!,
    ...by,
  };
}
