import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { AuthLayout } from './layouts/AuthLayout';
import { BareLayout } from './layouts/BareLayout';
import { RootFrame } from './layouts/RootFrame';
import { AppError, PageError } from './layouts/RouteError';
import { RoutePage } from './layouts/RoutePage';
import { ROUTES, type AppRoute, type RouteHandle, type RouteLayout } from './routes';

/** The authenticated shell is its own chunk, so signing in downloads none of it. */
const ShellLayout = lazy(() => import('./layouts/ShellLayout'));

const LAYOUTS: Record<RouteLayout, RouteObject['element']> = {
  auth: <AuthLayout />,
  shell: <ShellLayout />,
  bare: <BareLayout />,
};

function toRouteObject(route: AppRoute): RouteObject {
  const handle: RouteHandle = { route };
  // A page whose code is gone after an update shows the new-version notice inside its layout.
  return {
    path: route.path,
    handle,
    element: <RoutePage route={route} />,
    errorElement: <PageError />,
  };
}

/** The router objects built from the one route table, grouped under their layouts. */
export function buildRouteObjects(routes: readonly AppRoute[] = ROUTES): RouteObject[] {
  const layouts: RouteLayout[] = ['auth', 'shell', 'bare'];
  return [
    {
      element: <RootFrame />,
      // A render error anywhere (a bug, a layout whose code is gone) shows a page, not a blank.
      errorElement: <AppError />,
      children: layouts.map((layout) => ({
        element: LAYOUTS[layout],
        children: routes.filter((route) => route.layout === layout).map(toRouteObject),
      })),
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(buildRouteObjects());
}

export type AppRouter = ReturnType<typeof createAppRouter>;
