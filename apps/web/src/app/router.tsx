import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { ErrorPage } from '../ui/ErrorPage';
import { AuthLayout } from './layouts/AuthLayout';
import { BareLayout } from './layouts/BareLayout';
import { RootFrame } from './layouts/RootFrame';
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
  return { path: route.path, handle, element: <RoutePage route={route} /> };
}

/** The router objects built from the one route table, grouped under their layouts. */
export function buildRouteObjects(routes: readonly AppRoute[] = ROUTES): RouteObject[] {
  const layouts: RouteLayout[] = ['auth', 'shell', 'bare'];
  return [
    {
      element: <RootFrame />,
      // A render error anywhere (a chunk that failed to load, a bug) shows the error page, not a blank.
      errorElement: <ErrorPage status={500} />,
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
