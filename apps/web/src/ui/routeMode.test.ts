import { describe, expect, it } from 'vitest';
import { routeMode } from './routeMode';

describe('route mode', () => {
  it('is create when the last path segment is create', () => {
    expect(routeMode('/a/attribute/create', '')).toBe('create');
    expect(routeMode('/s/transaction/withdraw/create/', '')).toBe('create');
    expect(routeMode('/a/attribute/create', '?m=view')).toBe('create');
  });

  it('comes from the m query parameter otherwise', () => {
    expect(routeMode('/a/order/12', '?m=view')).toBe('view');
    expect(routeMode('/a/profile/edit/3', '?m=edit&q=abc')).toBe('edit');
    expect(routeMode('/a/order/12', new URLSearchParams({ m: 'edit' }))).toBe('edit');
  });

  it('is absent for no m, an unknown m, or create elsewhere in the path', () => {
    expect(routeMode('/a/orders', '')).toBeUndefined();
    expect(routeMode('/a/order/12', '?m=delete')).toBeUndefined();
    expect(routeMode('/a/create/12', '')).toBeUndefined();
  });
});
