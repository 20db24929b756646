import type { AccountType, AdminPermissionArea, ListModelName, Permission } from '@platfox/domain';
import type { TitleKey } from '../../platform/i18n/locales/en';
import type { AppRoute, EndpointName, LazyPage } from './types';

type RouteDefaults = Partial<Omit<AppRoute, 'path' | 'title'>>;
/** What one table line may add to its declarer's defaults; the user type belongs to the declarer. */
export type RouteOptions = Partial<Omit<AppRoute, 'path' | 'title' | 'userType'>>;

const BASE: Omit<AppRoute, 'path' | 'title'> = {
  layout: 'shell',
  audience: 'user',
  isChatHidden: false,
  isActivityTracked: true,
  hasLeaveConfirmation: false,
};

/** A declarer of routes sharing defaults, so each table line says only what is particular to it. */
export function routesOf(defaults: RouteDefaults) {
  return (path: string, title: TitleKey, options: RouteOptions = {}): AppRoute => ({
    ...BASE,
    ...defaults,
    ...options,
    path,
    title,
  });
}

/** Declares routes of one user type inside the shell. */
export function routesFor(userType: AccountType) {
  return routesOf({ userType, layout: 'shell', audience: 'user' });
}

/** The admin permission of a list (`<AREA>_ACCESS`) or of a detail route (`<AREA>_DETAIL_UPDATE`). */
export const listPermission = (area: AdminPermissionArea): Permission => `${area}_ACCESS`;
export const detailPermission = (area: AdminPermissionArea): Permission => `${area}_DETAIL_UPDATE`;

/**
 * The usual trio of an admin resource: the list, `<detail>/create` and `<detail>/:id`, guarded by
 * one permission area (the route rule turns the detail stem into CREATE, UPDATE or ACCESS by mode).
 */
export function adminResource(
  declare: ReturnType<typeof routesFor>,
  spec: {
    area?: AdminPermissionArea;
    list: string;
    detail: string;
    titles: [list: TitleKey, detail: TitleKey];
    hasCreate?: boolean;
    /** The screens once built: the list, and the detail serving both create and :id. */
    pages?: { list?: LazyPage; detail?: LazyPage };
    /**
     * What each screen opens with (see AppRoute): the list model, the endpoint the create screen
     * saves with, and the one reading a record.
     */
    opensWith?: { list?: ListModelName; create?: EndpointName; detail?: EndpointName };
  },
): AppRoute[] {
  const [listTitle, detailTitle] = spec.titles;
  const list = {
    ...(spec.area ? { permission: listPermission(spec.area) } : {}),
    ...(spec.pages?.list ? { page: spec.pages.list } : {}),
    ...(spec.opensWith?.list ? { opensWith: spec.opensWith.list } : {}),
  };
  const detail = {
    ...(spec.area ? { permission: detailPermission(spec.area) } : {}),
    ...(spec.pages?.detail ? { page: spec.pages.detail } : {}),
    ...(spec.opensWith?.detail ? { opensWith: spec.opensWith.detail } : {}),
  };
  const { opensWith: _reading, ...creating } = detail;
  const create = {
    ...creating,
    ...(spec.opensWith?.create ? { opensWith: spec.opensWith.create } : {}),
  };
  return [
    declare(spec.list, listTitle, list),
    ...(spec.hasCreate === false ? [] : [declare(`${spec.detail}/create`, detailTitle, create)]),
    declare(`${spec.detail}/:id`, detailTitle, detail),
  ];
}
