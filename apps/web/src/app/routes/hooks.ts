import type { RouteMode } from '@platfox/domain';
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
 * The route's title as breadcrumbs show it (spec 01 section 2.7): prefixed New, Update or Detail
 * for the create, edit and view modes.
 */
export function useRouteTitle(): string {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const mode = useRouteMode();
  if (!route) return t('app.name');
  const title = t(`title.${route.title}`);
  return mode ? t(`mode.${mode}`, { title }) : title;
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
