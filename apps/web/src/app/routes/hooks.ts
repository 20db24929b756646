import type { RouteMode } from '@platfox/domain';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches } from 'react-router';
import { connectionStore } from '../../platform/connection';
import { useSession } from '../../platform/session';
import { useStore } from '../../platform/store';
import { decideRoute, type GuardDecision } from './guard';
import { routeMode } from './mode';
import { isRouteHandle, type AppRoute } from './types';

/** The deepest matched route of the table, whose meta the guard, title and pages read. */
export function useCurrentRoute(): AppRoute | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle.route;
  }
  return undefined;
}

export function useRouteMode(): RouteMode | undefined {
  const { pathname, search } = useLocation();
  return routeMode(pathname, search);
}

/**
 * A route's title in a mode (spec 01 section 2.7 names the modes). Each language words the create
 * and edit screens as a whole phrase (`title.<key>_create`, `title.<key>_edit`: "New role", "Edit
 * draft order"), since gluing a verb to a noun reads wrong in most of them; a view is titled by
 * the thing itself ("Order"). A title with no phrase for the mode falls back to the plain title.
 */
export function routeTitle(t: TFunction, titleKey: AppRoute['title'], mode?: RouteMode): string {
  const context = mode === 'create' || mode === 'edit' ? mode : undefined;
  return t(`title.${titleKey}`, context ? { context } : {});
}

/** The current route's title as the page, its breadcrumb and the browser tab show it. */
export function useRouteTitle(): string {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const mode = useRouteMode();
  if (!route) return t('app.name');
  return routeTitle(t, route.title, mode);
}

/** The guard's answer for the current location and session. */
export function useRouteDecision(): GuardDecision {
  const route = useCurrentRoute();
  const mode = useRouteMode();
  const { auth } = useSession();
  const isServerDisconnected = useStore(connectionStore, (state) => state.isServerDisconnected);
  const user = auth?.user ?? null;
  return useMemo(
    () =>
      route
        ? decideRoute({ route, mode, user, isServerDisconnected })
        : { kind: 'error', status: 404 },
    [route, mode, user, isServerDisconnected],
  );
}
