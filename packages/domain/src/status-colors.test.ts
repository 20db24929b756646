import { describe, expect, it } from 'vitest';
import { EXTERNAL_STORE_STATUSES, IMPORT_QUEUE_STATUSES } from './imports';
import { ORDER_ITEM_STATUSES } from './orders';
import { STATUS_COLORS, statusColor } from './status-colors';
import { TRACKING_CODE_STATUSES, SHIPMENT_TRACKER_STATUSES } from './tracking';
import { TRANSACTION_STATUSES } from './ledger';
import { ISSUE_STATUSES } from './engagement';
import { INVENTORY_STATUSES, PRINTER_PRODUCT_ITEM_STATUSES, PRODUCT_STATUSES } from './catalog';
import { USER_STATUSES } from './users';

describe('statusColor', () => {
  it('draws failures, closed, cancelled, blocked and deleted as danger', () => {
    for (const status of [
      'FAIL',
      'FAILURE',
      'CLOSED',
      'CANCELED',
      'CANCELLED',
      'BLOCKED',
      'DELETED',
    ]) {
      expect(statusColor(status)).toBe('danger');
    }
  });

  it('is case-insensitive and decides a composite status by its first part', () => {
    expect(statusColor('completed')).toBe('success');
    expect(statusColor('CANCELED:1|COMPLETED:2')).toBe('danger');
  });

  it('draws unknown and missing statuses neutral', () => {
    expect(statusColor('SOMETHING_NEW')).toBe('secondary');
    expect(statusColor(null)).toBe('secondary');
  });

  it('colours every status of the main enumerations', () => {
    const statuses = [
      ...ORDER_ITEM_STATUSES,
      ...TRACKING_CODE_STATUSES,
      ...SHIPMENT_TRACKER_STATUSES,
      ...TRANSACTION_STATUSES,
      ...ISSUE_STATUSES,
      ...IMPORT_QUEUE_STATUSES,
      ...EXTERNAL_STORE_STATUSES,
      ...INVENTORY_STATUSES,
      ...PRINTER_PRODUCT_ITEM_STATUSES,
      ...PRODUCT_STATUSES,
      ...USER_STATUSES,
    ];
    const missing = statuses.filter((status) => !(status in STATUS_COLORS));
    expect(missing).toEqual([]);
  });
});
