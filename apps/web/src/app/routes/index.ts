import { adminRoutes } from './admin';
import { commonRoutes } from './common';
import { guestRoutes, notFoundRoute } from './guest';
import { printerRoutes } from './printer';
import { rootRoutes } from './root';
import { sellerRoutes } from './seller';
import type { AppRoute } from './types';
import { warehouseRoutes } from './warehouse';

/** The one route table: every screen of spec 01 sections 2.1 to 2.6 with its meta. */
export const ROUTES: readonly AppRoute[] = [
  ...guestRoutes,
  ...commonRoutes,
  ...adminRoutes,
  ...sellerRoutes,
  ...printerRoutes,
  ...rootRoutes,
  ...warehouseRoutes,
  notFoundRoute,
];

const byPath = new Map(ROUTES.map((route) => [route.path, route]));

/** The route declared for a path pattern, e.g. '/a/orders'; menus take titles and permissions from it. */
export function routeAt(path: string): AppRoute {
  const route = byPath.get(path);
  if (!route) throw new Error(`No route is declared at ${path}`);
  return route;
}

export type { AppRoute, RouteHandle, RouteLayout, RouteAudience } from './types';
