import type { AccountType, ENDPOINT_GROUPS, ListModelName, Permission } from '@platfox/domain';
import type { ComponentType } from 'react';
import type { TitleKey } from '../../platform/i18n/locales/en';

/** Which frame a route renders in (spec 01 section 2.8): auth pages, the shell, or nothing around it. */
export type RouteLayout = 'auth' | 'shell' | 'bare';

/**
 * Who may open a route before the type and permission rule applies: `guest` pages send a signed-in
 * user home, `public` pages are for anyone, `user` pages need a session.
 */
export type RouteAudience = 'guest' | 'public' | 'user';

/** A screen whose code loads on first use (lazyPage.ts), or any component in tests. */
export type LazyPage = ComponentType;

type EndpointGroups = typeof ENDPOINT_GROUPS;

/**
 * An endpoint of the contract by name, `<group>.<key>` of ENDPOINT_GROUPS ('catalog.getAttributesOne').
 * A name, not the declaration: the route table is on the sign-in page's path, which loads neither
 * the contract's schemas nor zod (issue 16); the access test looks the endpoint up.
 */
export type EndpointName = {
  [Group in keyof EndpointGroups]: `${Group}.${keyof EndpointGroups[Group] & string}`;
}[keyof EndpointGroups];

/** One entry of the route table, carrying the spec's route meta (spec 01 section 2.7). */
export type AppRoute = {
  path: string;
  /** i18n key under `title.`; the page title, breadcrumb and menu label. */
  title: TitleKey;
  layout: RouteLayout;
  audience: RouteAudience;
  /** The user type the route requires; none means any signed-in user (or anyone, by audience). */
  userType?: AccountType;
  /**
   * Permission as the route rule reads it: lists name `<AREA>_ACCESS`, detail routes
   * `<AREA>_DETAIL_UPDATE`; the mode (view, edit, create) swaps the last part.
   */
  permission?: Permission;
  /**
   * The call the screen opens with (its list model, or the name of the endpoint that reads its
   * record): the access test holds the route to let in exactly the users of its type that this
   * call lets in.
   */
  opensWith?: ListModelName | EndpointName;
  isChatHidden: boolean;
  isActivityTracked: boolean;
  hasLeaveConfirmation: boolean;
  /** The screen; routes not built yet render the work-in-progress page. */
  page?: LazyPage;
};

/** What each router entry carries in `handle`, read back by the guard, the title and the menus. */
export type RouteHandle = { route: AppRoute };

export function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'route' in handle;
}
