import type { RouteMode } from '@platfox/domain';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches } from 'react-router';
import type { TitleKey } from '../platform/i18n/locales/en';
import { routeMode } from './routeMode';

/**
 * What a screen reads of its route's meta: its title and whether leaving it half done asks first.
 * The route table (app/routes) puts the whole route in each router entry's `handle`; screens read
 * it through these hooks, so features never import the app that imports them (issue 30).
 */
export type ScreenMeta = { title: TitleKey; hasLeaveConfirmation: boolean };

function isScreenHandle(handle: unknown): handle is { route: ScreenMeta } {
  return typeof handle === 'object' && handle !== null && 'route' in handle;
}

/** The deepest matched route's meta, or undefined outside the route table. */
export function useScreenMeta(): ScreenMeta | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isScreenHandle(handle)) return handle.route;
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
export function routeTitle(t: TFunction, titleKey: TitleKey, mode?: RouteMode): string {
  const context = mode === 'create' || mode === 'edit' ? mode : undefined;
  return t(`title.${titleKey}`, context ? { context } : {});
}

/** The current route's title as the page, its breadcrumb and the browser tab show it. */
export function useRouteTitle(): string {
  const { t } = useTranslation();
  const meta = useScreenMeta();
  const mode = useRouteMode();
  if (!meta) return t('app.name');
  return routeTitle(t, meta.title, mode);
}
