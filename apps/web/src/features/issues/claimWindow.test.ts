import { describe, expect, it } from 'vitest';
import { claimable } from './claimWindow';

const timeline = (finishAt: string | null) => ({
  approvedAt: null,
  beginProcessAt: null,
  finishProcessAt: null,
  beginShipAt: null,
  finishAt,
});
const NOW = Date.parse('2026-11-29T12:00:00.000Z');

describe('whether an item can be claimed', () => {
  it('is not before the item left the printer', () => {
    expect(claimable({ status: 'PICKED', timeline: timeline(null) }, 30, NOW)).toBe('notShipped');
  });

  it('is in transit, and within the window after delivery, not after it', () => {
    expect(claimable({ status: 'IN_TRANSIT', timeline: timeline(null) }, 30, NOW)).toBe('yes');
    const delivered = (daysAgo: number) =>
      timeline(new Date(NOW - daysAgo * 24 * 3600_000).toISOString());
    expect(claimable({ status: 'COMPLETED', timeline: delivered(29) }, 30, NOW)).toBe('yes');
    expect(claimable({ status: 'COMPLETED', timeline: delivered(31) }, 30, NOW)).toBe(
      'windowClosed',
    );
    // The window not read yet: the server decides.
    expect(claimable({ status: 'COMPLETED', timeline: delivered(31) }, undefined, NOW)).toBe('yes');
  });
});
