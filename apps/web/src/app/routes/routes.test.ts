import {
  ACCOUNT_TYPES,
  ADMIN_PERMISSIONS,
  requiredPermission,
  ROUTE_MODES,
  USER_TYPE_HOME,
  USER_TYPE_PREFIX,
} from '@platfox/domain';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../platform/i18n/locales/en';
import { MENUS, type MenuEntry } from '../menus';
import { ROUTES, routeAt } from '.';
import { routeTitle } from './hooks';

describe('the route table', () => {
  it('declares each path once', () => {
    const paths = ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it.each(ACCOUNT_TYPES)('gives %s a home inside its own routes, with a page', (type) => {
    const home = routeAt(USER_TYPE_HOME[type]);
    expect(home.userType).toBe(type);
    expect(home.page).toBeDefined();
  });

  it('keeps each type’s routes under its prefix (the admin dashboard and printer inventory aside)', () => {
    for (const route of ROUTES) {
      if (!route.userType || ['/', '/inventory'].includes(route.path)) continue;
      expect(route.path.startsWith(USER_TYPE_PREFIX[route.userType]), route.path).toBe(true);
    }
  });

  it('asks only for admin permissions that exist, in every mode the route serves', () => {
    const known = new Set<string>(ADMIN_PERMISSIONS);
    for (const route of ROUTES.filter((entry) => entry.permission)) {
      expect(route.userType, route.path).toBe('ADMIN');
      // A list opened with m=edit asks for <AREA>_UPDATE, which nobody holds: a 403 by design.
      const isDetail = route.permission?.endsWith('_DETAIL_UPDATE');
      const modes = isDetail ? [undefined, ...ROUTE_MODES] : [undefined, 'view' as const];
      for (const mode of modes) {
        expect(
          known.has(requiredPermission(route.permission ?? '', mode)),
          `${route.path} ${mode}`,
        ).toBe(true);
      }
    }
  });

  it('titles every route with an English string', () => {
    for (const route of ROUTES)
      expect(en.title[route.title], route.path).toEqual(expect.any(String));
  });

  it('words every create screen as a whole title, in English and in the other languages', () => {
    const titles: Record<string, string> = en.title;
    for (const route of ROUTES.filter((entry) => entry.path.endsWith('/create'))) {
      expect(titles[`${route.title}_create`], route.path).toEqual(expect.any(String));
    }
  });

  it('titles a screen by its mode without gluing words together', async () => {
    const i18n = createInstance();
    await i18n.init({ lng: 'en', resources: { en: { translation: en } } });
    expect(routeTitle(i18n.t, 'order', 'view')).toBe('Order');
    expect(routeTitle(i18n.t, 'deposit', undefined)).toBe('Deposit');
    expect(routeTitle(i18n.t, 'depositMoney', 'create')).toBe('New deposit');
    expect(routeTitle(i18n.t, 'draftOrder', 'edit')).toBe('Edit draft order');
    expect(routeTitle(i18n.t, 'userRole', 'create')).toBe('New role');
    // A screen with no wording of its own for a mode keeps its plain title.
    expect(routeTitle(i18n.t, 'packingSlip', 'edit')).toBe('Packing slip');
  });

  it('carries the spec’s special meta', () => {
    expect(routeAt('/check-in')).toMatchObject({ isActivityTracked: false, isChatHidden: true });
    expect(routeAt('/p/verify-summary/:id').hasLeaveConfirmation).toBe(true);
    expect(routeAt('/inventory')).toMatchObject({
      isChatHidden: true,
      layout: 'bare',
      userType: 'PRINTER',
    });
    expect(routeAt('/a/orders').isActivityTracked).toBe(true);
  });

  it('links every menu item to a route of the menu’s own type', () => {
    const walk = (entries: readonly MenuEntry[]): string[] =>
      entries.flatMap((entry) =>
        entry.kind === 'divider'
          ? []
          : entry.kind === 'section'
            ? walk(entry.children)
            : [entry.link, ...walk(entry.children ?? [])],
      );
    for (const type of ACCOUNT_TYPES) {
      // A link may carry a list's query (today's orders): the route is its path.
      for (const link of walk(MENUS[type]))
        expect(routeAt(link.split('?')[0]!).userType, link).toBe(type);
    }
  });
});
