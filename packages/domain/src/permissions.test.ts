import { describe, expect, it } from 'vitest';
import { ADMIN_PERMISSIONS, canEnterRoute, requiredPermission } from './permissions';

describe('requiredPermission', () => {
  it('cuts the stem at the last underscore and appends the mode action', () => {
    expect(requiredPermission('ORDER_DETAIL_ACCESS', 'view')).toBe('ORDER_DETAIL_ACCESS');
    expect(requiredPermission('ORDER_DETAIL_ACCESS', 'edit')).toBe('ORDER_DETAIL_UPDATE');
    expect(requiredPermission('ORDER_DETAIL_ACCESS', 'create')).toBe('ORDER_DETAIL_CREATE');
    expect(requiredPermission('ORDER_ITEM_REFUND_ACCESS', 'edit')).toBe('ORDER_ITEM_REFUND_UPDATE');
  });

  it('keeps the permission as written when the route has no mode', () => {
    expect(requiredPermission('COUPON_ACCESS')).toBe('COUPON_ACCESS');
  });

  it('treats a permission without underscore as the whole stem', () => {
    expect(requiredPermission('DASHBOARD', 'view')).toBe('DASHBOARD_ACCESS');
  });

  it('yields only permissions that exist for every admin detail route and mode', () => {
    for (const permission of ADMIN_PERMISSIONS.filter((p) => p.endsWith('_DETAIL_ACCESS'))) {
      for (const mode of ['view', 'edit', 'create'] as const) {
        expect(ADMIN_PERMISSIONS).toContain(requiredPermission(permission, mode));
      }
    }
  });
});

describe('canEnterRoute', () => {
  const admin = { type: 'ADMIN' as const, permissions: ['ORDER_ACCESS', 'ORDER_DETAIL_ACCESS'] };

  it('lets anyone, even a signed-out visitor, enter a route without a type', () => {
    expect(canEnterRoute({}, null)).toBe(true);
    expect(canEnterRoute({ permission: 'ORDER_ACCESS' }, null)).toBe(true);
  });

  it('refuses a signed-out visitor on a typed route', () => {
    expect(canEnterRoute({ userType: 'ADMIN' }, null)).toBe(false);
  });

  it('lets ROOT enter only ROOT routes', () => {
    const root = { type: 'ROOT' as const, permissions: [] };
    expect(canEnterRoute({ userType: 'ROOT' }, root)).toBe(true);
    expect(canEnterRoute({ userType: 'ADMIN' }, root)).toBe(false);
    expect(canEnterRoute({ userType: 'SELLER' }, root)).toBe(false);
  });

  it('refuses a user whose type differs from the route type', () => {
    const seller = { type: 'SELLER' as const, permissions: ['ORDER_ACCESS'] };
    expect(canEnterRoute({ userType: 'ADMIN', permission: 'ORDER_ACCESS' }, seller)).toBe(false);
    expect(canEnterRoute({ userType: 'ROOT' }, admin)).toBe(false);
  });

  it('needs the derived permission when the route names one', () => {
    const route = { userType: 'ADMIN' as const, permission: 'ORDER_DETAIL_ACCESS' };
    expect(canEnterRoute({ ...route, mode: 'view' }, admin)).toBe(true);
    expect(canEnterRoute({ ...route, mode: 'edit' }, admin)).toBe(false);
    expect(canEnterRoute({ userType: 'ADMIN', permission: 'COUPON_ACCESS' }, admin)).toBe(false);
  });

  it('lets a user of the right type enter a typed route without a permission', () => {
    expect(canEnterRoute({ userType: 'ADMIN' }, { type: 'ADMIN', permissions: [] })).toBe(true);
  });
});
