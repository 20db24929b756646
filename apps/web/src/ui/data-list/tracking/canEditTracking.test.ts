import { describe, expect, it } from 'vitest';
import { canEditTracking, canToggleShipping, seesLocalTrackingNumber } from './canEditTracking';

describe('canEditTracking', () => {
  it.each([
    'picked',
    'PRINTED',
    'processing',
    'READY_TO_DELIVERY',
    'in_transit',
    'COMPLETED',
    'AWAITING_STOCK|PICKED:2',
    'CANCELED|completed:1',
  ])('lets an admin or a printer edit at %s', (status) => {
    expect(canEditTracking(status, 'ADMIN')).toBe(true);
    expect(canEditTracking(status, 'PRINTER')).toBe(true);
  });

  it.each(['PENDING', 'AWAITING_STOCK', 'CANCELED|CANCEL_SHIP', 'IGNORE', '', null, undefined])(
    'refuses at %s',
    (status) => {
      expect(canEditTracking(status, 'ADMIN')).toBe(false);
    },
  );

  it('never lets a seller edit', () => {
    expect(canEditTracking('IN_TRANSIT', 'SELLER')).toBe(false);
  });

  it('lets everyone but sellers cancel or resume shipping, and only admins see the local number', () => {
    expect(canToggleShipping('PRINTER')).toBe(true);
    expect(canToggleShipping('SELLER')).toBe(false);
    expect(seesLocalTrackingNumber('ADMIN')).toBe(true);
    expect(seesLocalTrackingNumber('PRINTER')).toBe(false);
  });
});
