import type { AccountType, UserType } from './users';

/** Permission actions (spec 01 section 3). */
export const PERMISSION_ACTIONS = ['ACCESS', 'CREATE', 'UPDATE', 'DELETE'] as const;
export type PermissionAction = (typeof PERMISSION_ACTIONS)[number];

/**
 * Admin permission areas (spec 01 section 6, spec 03 section 3.1). Each area yields a list
 * permission `<AREA>_ACCESS` and detail permissions `<AREA>_DETAIL_<ACCESS|CREATE|UPDATE>`.
 * DETAIL_ACCESS exists because the route rule turns a detail route's stem plus view mode into
 * `<AREA>_DETAIL_ACCESS`; without it no admin could open a detail page in view mode.
 */
export const ADMIN_PERMISSION_AREAS = [
  'DASHBOARD',
  'ATTRIBUTE',
  'UPLOAD_TYPE',
  'PRODUCT_TYPE',
  'PRODUCT_TYPE_CATEGORY',
  'PRODUCT',
  'ORDER',
  'ORDER_ITEM',
  'ORDER_ITEM_DUE_DATE',
  'ORDER_ITEM_RETURN',
  'ORDER_ITEM_REFUND',
  'ORDER_ITEM_RESEND',
  'IMPORT_TRACKING_CODE',
  'IMPORT_QUEUE',
  'ADVANCED_FILTER_RULE',
  'COUPON',
  'BADGE',
  'EVENT',
  'GROUP',
  'STATISTIC_TRANSACTION',
  'STATISTIC_SALE_KPI',
  'STATISTIC_PRODUCT_TYPE',
  'DEPOSIT',
  'WITHDRAW',
  'BONUS',
  'CHARGE',
  'ADJUST',
  'REFUND',
  'OTHER_TRANSACTION',
  'NETWORK',
  'SALE_MAN',
  'USER',
  'NOTIFICATION_SETTING',
  'NOTIFY_SETTING',
  'PACKING_SLIP_SIGNATURE',
  'PACKING_SLIP_SIZE',
  'MAIL_SENT',
  'MAIL_CONFIG',
  'DEPOSIT_METHOD_CONFIG',
  'SHIPPING_PRICE',
  'SHORT_LINK',
  'TRACE_LOG',
  'ADVANCED_FILTER',
  /** The admin's settings (spec 03 section 3.5's config keys: TikTok's extra fee and auto-place...). */
  'SETTING',
  /** Every printer's stock log (/a/stock-logs, issue 32). */
  'STOCK_LOG',
  /** Every printer's staff, time tracking and work shifts (issue 33). */
  'PRINTER_STAFF',
] as const;
export type AdminPermissionArea = (typeof ADMIN_PERMISSION_AREAS)[number];

export const ADMIN_PERMISSION_SUFFIXES = [
  'ACCESS',
  'DETAIL_ACCESS',
  'DETAIL_CREATE',
  'DETAIL_UPDATE',
] as const;
export type AdminPermission =
  `${AdminPermissionArea}_${(typeof ADMIN_PERMISSION_SUFFIXES)[number]}`;

export const ADMIN_PERMISSIONS: readonly AdminPermission[] = ADMIN_PERMISSION_AREAS.flatMap(
  (area) => ADMIN_PERMISSION_SUFFIXES.map((suffix) => `${area}_${suffix}` as AdminPermission),
);

/** Route modes (spec 01 section 2.7). */
export const ROUTE_MODES = ['view', 'edit', 'create'] as const;
export type RouteMode = (typeof ROUTE_MODES)[number];

const MODE_ACTION: Record<RouteMode, PermissionAction> = {
  view: 'ACCESS',
  create: 'CREATE',
  edit: 'UPDATE',
};

/**
 * The permission a route needs: with a mode, the stem (cut at the last underscore) plus the
 * mode's action; without a mode, the route's permission as written.
 */
export function requiredPermission(permission: AdminPermission, mode?: RouteMode): AdminPermission;
export function requiredPermission(permission: string, mode?: RouteMode): string;
export function requiredPermission(permission: string, mode?: RouteMode): string {
  if (!mode) return permission;
  const cut = permission.lastIndexOf('_');
  const stem = cut >= 0 ? permission.slice(0, cut + 1) : `${permission}_`;
  return stem + MODE_ACTION[mode];
}

export type RouteAccess = { userType?: UserType; permission?: string; mode?: RouteMode };
export type Viewer = { type: UserType | AccountType; permissions: readonly string[] };

/**
 * The route permission rule (spec 01 section 5): a route without type is open; ROOT enters only
 * ROOT routes; others need the same type and, where the route names a permission, that permission.
 */
export function canEnterRoute(route: RouteAccess, viewer: Viewer | null): boolean {
  if (!route.userType) return true;
  if (!viewer) return false;
  if (viewer.type === 'ROOT') return route.userType === 'ROOT';
  if (viewer.type !== route.userType) return false;
  if (!route.permission) return true;
  return viewer.permissions.includes(requiredPermission(route.permission, route.mode));
}
