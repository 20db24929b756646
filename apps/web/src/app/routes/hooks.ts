import { useMemo } from 'react';
import { useMatches } from 'react-router';
import { connectionStore } from '../../platform/connection';
import { useSession } from '../../platform/session';
import { useStore } from '../../platform/store';
import { useRouteMode } from '../../ui/routeMeta';
import { decideRoute, type GuardDecision } from './guard';
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

// The screens' hooks (title, mode) live in ui/routeMeta.ts, below the features that use them.
export { routeTitle, useRouteMode, useRouteTitle } from '../../ui/routeMeta';

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
