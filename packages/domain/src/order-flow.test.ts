import { describe, expect, it } from 'vitest';
import {
  ORDER_ITEM_ACTIONS,
  ORDER_ITEM_FLOW,
  deriveOrderStatus,
  itemActionsFor,
  milestoneOf,
  nextItemStatus,
  FINAL_ITEM_STATUSES,
} from './order-flow';
import { CANCEL_OFFERED_STATUSES, ORDER_ITEM_STATUSES } from './orders';

describe('order-item flow', () => {
  it('walks an item from payment to completion on the floor', () => {
    const steps = [
      ['approve', 'ADMIN', 'APPROVED'],
      ['pick', 'PRINTER', 'PICKED'],
      ['process', 'PRINTER', 'PROCESSING'],
      ['printed', 'PRINTER', 'PRINTED'],
      ['readyToDelivery', 'PRINTER', 'READY_TO_DELIVERY'],
      ['ship', 'PRINTER', 'IN_TRANSIT'],
      ['complete', 'PRINTER', 'COMPLETED'],
    ] as const;
    let status: (typeof ORDER_ITEM_STATUSES)[number] = 'PENDING';
    for (const [action, actor, expected] of steps) {
      const next = nextItemStatus(action, status, actor);
      expect(next, `${action} from ${status}`).toBe(expected);
      status = next!;
    }
  });

  it('refuses what the table does not allow, and actions of the wrong actor', () => {
    expect(nextItemStatus('approve', 'PENDING', 'PRINTER')).toBeNull();
    expect(nextItemStatus('approve', 'PENDING', 'SELLER')).toBeNull();
    expect(nextItemStatus('ship', 'PENDING', 'PRINTER')).toBeNull();
    expect(nextItemStatus('cancel', 'COMPLETED', 'ADMIN')).toBeNull();
    // A seller cancels only before approval.
    expect(nextItemStatus('cancel', 'PENDING', 'SELLER')).toBe('CANCELED');
    expect(itemActionsFor('APPROVED', 'SELLER')).toEqual([]);
  });

  it('offers cancel to staff in exactly the statuses of spec 03 section 6', () => {
    const cancellable = ORDER_ITEM_STATUSES.filter((status) =>
      itemActionsFor(status, 'ADMIN').includes('cancel'),
    );
    expect(new Set(cancellable)).toEqual(new Set(CANCEL_OFFERED_STATUSES));
  });

  it('restores the status before a refused after-sale request', () => {
    expect(nextItemStatus('requestRefund', 'IN_TRANSIT', 'SELLER')).toBe('WAITING_TO_REFUND');
    expect(nextItemStatus('refuseRefund', 'WAITING_TO_REFUND', 'ADMIN', 'IN_TRANSIT')).toBe(
      'IN_TRANSIT',
    );
    expect(nextItemStatus('refuseResend', 'WAITING_TO_RESEND', 'ADMIN', 'COMPLETED')).toBe(
      'COMPLETED',
    );
  });

  it('never leaves a final status', () => {
    for (const action of ORDER_ITEM_ACTIONS) {
      for (const status of FINAL_ITEM_STATUSES) {
        expect(ORDER_ITEM_FLOW[action].from).not.toContain(status);
      }
    }
  });

  it('names the timeline milestone of each tracked step', () => {
    expect(milestoneOf('APPROVED')).toBe('approvedAt');
    expect(milestoneOf('PICKED')).toBe('beginProcessAt');
    expect(milestoneOf('READY_TO_DELIVERY')).toBe('finishProcessAt');
    expect(milestoneOf('IN_TRANSIT')).toBe('beginShipAt');
    expect(milestoneOf('COMPLETED')).toBe('finishAt');
    expect(milestoneOf('CANCELED')).toBeNull();
  });
});

describe('order status from its items', () => {
  it('is as far as the least advanced live item', () => {
    expect(deriveOrderStatus([])).toBe('NO_ITEM');
    expect(deriveOrderStatus(['CANCELED', 'CANCELED'])).toBe('CANCELED');
    expect(deriveOrderStatus(['PENDING', 'APPROVED'])).toBe('PENDING');
    expect(deriveOrderStatus(['CANCELED', 'IN_TRANSIT', 'COMPLETED'])).toBe('IN_TRANSIT');
    expect(deriveOrderStatus(['PRINTED', 'READY_TO_DELIVERY'])).toBe('PROCESSING');
    expect(deriveOrderStatus(['COMPLETED', 'REFUNDED'])).toBe('COMPLETED');
  });
});
