import { createBrowserRouter, matchRoutes, type Path, type RouteObject } from 'react-router';
import { AuthLayout } from './layouts/AuthLayout';
import { BareLayout } from './layouts/BareLayout';
import { RootFrame } from './layouts/RootFrame';
import { AppError, PageError } from './layouts/RouteError';
import { RoutePage } from './layouts/RoutePage';
import { provideScreenPaths } from '../ui/screenPaths';
import { ROUTES, type AppRoute, type RouteHandle, type RouteLayout } from './routes';
import { lazyPage, preloadPage } from './routes/lazyPage';
import { recordScreenChunk } from './routes/screenChunks';
import { isRouteHandle } from './routes/types';
import { FullPageLoader } from '../ui/FullPageLoader';
import { askEarly } from '../ui/data-list/early';

/** The authenticated shell is its own chunk, so signing in downloads none of it. */
const ShellLayout = lazyPage(() => import('./layouts/ShellLayout'), { fallback: FullPageLoader });

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

/**
 * Fetches a path's code at once: its screen and, for a shell route, the shell. Rendering would
 * ask for the screen only once the shell has loaded and drawn (a waterfall). The lists the page
 * opened with last time are asked for at the same moment (ui/data-list/early.ts).
 */
function preloadPath(routes: RouteObject[], { pathname, search }: Path): void {
  askEarly(pathname + search);
  const route = matchRoutes(routes, pathname)
    ?.map((match) => match.route.handle as unknown)
    .find(isRouteHandle)?.route;
  if (!route) return;
  if (route.layout === 'shell') void preloadPage(ShellLayout);
  void preloadPage(route.page).then((files) => recordScreenChunk(pathname, files));
}

export function createAppRouter() {
  provideScreenPaths(ROUTES);
  const routes = buildRouteObjects();
  const router = createBrowserRouter(routes);
  preloadPath(routes, router.state.location);
  // Routes have no loaders, so a navigation lands at once; preloading the new location still
  // starts the shell's and the screen's chunks together rather than one after the other.
  router.subscribe((state) => {
    preloadPath(routes, state.navigation.location ?? state.location);
  });
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;
