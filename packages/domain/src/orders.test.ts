import { describe, expect, it } from 'vitest';
import {
  ORDER_ITEM_STATUSES,
  ORDER_STATUSES,
  TIMELINE_TRACKED_STATUSES,
  compositeStatusHasAny,
  formatCompositeStatus,
  isOrderItemStatus,
  isTrackingEditable,
  joinCompositeStatus,
  parseCompositeStatus,
} from './orders';

describe('order item statuses', () => {
  it('hold every order status plus the item-only ones', () => {
    for (const status of ORDER_STATUSES) expect(ORDER_ITEM_STATUSES).toContain(status);
    expect(ORDER_ITEM_STATUSES).toContain('AWAITING_STOCK');
    expect(ORDER_ITEM_STATUSES).toContain('CANCEL_SHIP');
    expect(ORDER_ITEM_STATUSES).toHaveLength(ORDER_STATUSES.length + 13);
  });

  it('recognise item statuses and refuse others', () => {
    expect(isOrderItemStatus('PRINTED')).toBe(true);
    expect(isOrderItemStatus('printed')).toBe(false);
    expect(isOrderItemStatus('SHIPPED')).toBe(false);
  });

  it('track the timeline only for order statuses', () => {
    for (const status of TIMELINE_TRACKED_STATUSES) expect(ORDER_STATUSES).toContain(status);
  });
});

describe('parseCompositeStatus', () => {
  it('splits parts on | and suffixes on the first colon', () => {
    expect(parseCompositeStatus('IN_TRANSIT:2|PICKED|PROCESSING:1:a')).toEqual([
      { status: 'IN_TRANSIT', suffix: '2' },
      { status: 'PICKED', suffix: null },
      { status: 'PROCESSING', suffix: '1:a' },
    ]);
  });

  it('drops blank parts and trims', () => {
    expect(parseCompositeStatus(' PICKED | |COMPLETED:|')).toEqual([
      { status: 'PICKED', suffix: null },
      { status: 'COMPLETED', suffix: null },
    ]);
  });

  it('drops a part that is only a suffix', () => {
    expect(parseCompositeStatus(':3|PRINTED')).toEqual([{ status: 'PRINTED', suffix: null }]);
  });

  it('gives nothing for an empty or missing status', () => {
    expect(parseCompositeStatus('')).toEqual([]);
    expect(parseCompositeStatus(null)).toEqual([]);
    expect(parseCompositeStatus(undefined)).toEqual([]);
  });

  it('round-trips through joinCompositeStatus', () => {
    const value = 'READY_TO_DELIVERY:3|CANCEL_SHIP';
    expect(joinCompositeStatus(parseCompositeStatus(value))).toBe(value);
  });
});

describe('formatCompositeStatus', () => {
  it('shows each part as name:value with underscores as spaces', () => {
    expect(formatCompositeStatus('READY_TO_DELIVERY:2|IN_TRANSIT')).toEqual([
      'READY TO DELIVERY:2',
      'IN TRANSIT',
    ]);
  });
});

describe('compositeStatusHasAny', () => {
  it('matches any part, ignoring case and suffixes', () => {
    expect(compositeStatusHasAny('canceled|picked:1', ['PICKED'])).toBe(true);
    expect(compositeStatusHasAny('CANCELED:1', ['PICKED', 'PRINTED'])).toBe(false);
    expect(compositeStatusHasAny(null, ['PICKED'])).toBe(false);
  });

  it('does not match a status that merely contains another', () => {
    expect(compositeStatusHasAny('WAITING_TO_RETURN', ['RETURNED', 'WAITING'])).toBe(false);
  });
});

describe('isTrackingEditable', () => {
  it('allows the statuses of spec 02 section 4.8, in any case', () => {
    for (const status of ['picked', 'printed', 'processing', 'ready_to_delivery', 'IN_TRANSIT']) {
      expect(isTrackingEditable(status)).toBe(true);
    }
    expect(isTrackingEditable('COMPLETED:1')).toBe(true);
  });

  it('refuses pending, cancelled and awaiting-stock items', () => {
    expect(isTrackingEditable('PENDING')).toBe(false);
    expect(isTrackingEditable('CANCELED')).toBe(false);
    expect(isTrackingEditable('AWAITING_STOCK')).toBe(false);
    expect(isTrackingEditable('')).toBe(false);
  });
});
