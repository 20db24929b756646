import { describe, expect, it } from 'vitest';
import {
  BREAKPOINTS_PX,
  LIVE_RECONNECT_DELAY_MAX_MS,
  LIVE_RECONNECT_DELAY_MIN_MS,
  MENU_BADGE_CAP,
  STAFF_CHECK_INTERVAL_MS,
  TOP_BAR_BADGE_CAP,
} from './limits';

describe('limits', () => {
  it('checks the staff every 5 minutes, as both spec readings say', () => {
    expect(STAFF_CHECK_INTERVAL_MS).toBe(5 * 60 * 1000);
  });

  it('orders the breakpoints from small to extra large', () => {
    const widths = Object.values(BREAKPOINTS_PX);
    expect(widths).toEqual([...widths].sort((a, b) => a - b));
    expect(widths).toEqual([576, 768, 992, 1200]);
  });

  it('keeps the menu badge cap above the top bar cap', () => {
    expect(MENU_BADGE_CAP).toBeGreaterThan(TOP_BAR_BADGE_CAP);
  });

  it('keeps the live reconnect delay range ordered', () => {
    expect(LIVE_RECONNECT_DELAY_MIN_MS).toBeLessThan(LIVE_RECONNECT_DELAY_MAX_MS);
  });
});
