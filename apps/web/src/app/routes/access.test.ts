import {
  canEnterRoute,
  describeAccess,
  describeListAccess,
  ENDPOINT_GROUPS,
  isAccessAllowed,
  isListReadable,
  LIST_MODELS,
  PERMISSIONS,
  requiredPermission,
  type Caller,
  type Endpoint,
  type ListModelName,
} from '@platfox/domain';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '.';
import type { AppRoute, EndpointName } from './types';

/*
 * One access table for the server's endpoints, the list models and the web's routes, all read
 * from the declarations both sides use (@platfox/domain's contract, the web's route table). A
 * diff of the recorded table is a permission change: review it as one. The cross-check holds each
 * web route to the call it opens with.
 */

const ENDPOINTS: Endpoint[] = Object.values(ENDPOINT_GROUPS).flatMap(
  (group) => Object.values(group) as Endpoint[],
);

/** A route's `opensWith`: a list model as it is, an endpoint's name looked up in the contract. */
function openedBy(opensWith: ListModelName | EndpointName): ListModelName | Endpoint {
  if (!opensWith.includes('.')) return opensWith as ListModelName;
  const [group, key] = opensWith.split('.') as [keyof typeof ENDPOINT_GROUPS, string];
  const endpoint = (ENDPOINT_GROUPS[group] as Record<string, Endpoint>)[key];
  if (!endpoint) throw new Error(`no endpoint ${opensWith} in the contract`);
  return endpoint;
}

const routeLine = (route: AppRoute) => {
  const opensWith = route.opensWith && openedBy(route.opensWith);
  const who = route.userType ?? route.audience;
  const permission = route.permission
    ? ` with ${requiredPermission(route.permission, 'view')}`
    : '';
  const opens = opensWith
    ? ` -> ${typeof opensWith === 'string' ? `list ${opensWith}` : `${opensWith.method} ${opensWith.path}`}`
    : '';
  return `route ${route.path}: ${who}${permission}${opens}`;
};

/** Whether the call a route opens with lets the caller in. */
function callAllows(opensWith: ListModelName | Endpoint, caller: Caller): boolean {
  return typeof opensWith === 'string'
    ? isListReadable(LIST_MODELS[opensWith], caller)
    : isAccessAllowed(opensWith.access, caller);
}

/** The permissions that could tip a caller of the route's type either way. */
function permissionsOf(opensWith: ListModelName | Endpoint): string[] {
  const accesses =
    typeof opensWith === 'string' ? LIST_MODELS[opensWith].access : [opensWith.access];
  return accesses.flatMap((access) =>
    access.kind === 'signed-in' && access.permission ? [access.permission] : [],
  );
}

describe('the one access table', () => {
  it('is recorded for endpoints, list models and web routes', async () => {
    const lines = [
      ...ENDPOINTS.map(
        (endpoint) =>
          `endpoint ${endpoint.method} /api${endpoint.path}: ${describeAccess(endpoint.access)}`,
      ),
      ...Object.values(LIST_MODELS).map(
        (model) => `list ${model.name}: ${describeListAccess(model)}`,
      ),
      ...ROUTES.filter((route) => route.audience === 'user').map(routeLine),
    ].sort();
    await expect(lines.join('\n') + '\n').toMatchFileSnapshot(
      '../../../../../packages/domain/recorded/access-table.txt',
    );
  });

  it('names real permissions only', () => {
    for (const route of ROUTES) {
      if (route.permission) expect(PERMISSIONS, route.path).toContain(route.permission);
    }
  });

  const opening = ROUTES.filter(
    (route): route is AppRoute & Required<Pick<AppRoute, 'opensWith' | 'userType'>> =>
      route.opensWith !== undefined && route.userType !== undefined,
  );

  it.each(opening.map((route) => [route.path, route] as const))(
    '%s lets in exactly the users of its type whom its first call lets in',
    (_, route) => {
      // A create screen is entered in create mode (spec 01 section 2.7); the others in view mode.
      const mode = route.path.endsWith('/create') ? 'create' : 'view';
      const permissions = [
        ...permissionsOf(openedBy(route.opensWith)),
        ...(route.permission ? [requiredPermission(route.permission, mode)] : []),
      ];
      const callers: Caller[] = [
        { type: route.userType, permissions: [] },
        ...permissions.map((permission) => ({ type: route.userType, permissions: [permission] })),
        { type: route.userType, permissions },
      ];
      for (const caller of callers) {
        const entering = canEnterRoute({ ...route, mode }, caller);
        expect(
          entering,
          `${route.path} for ${caller.type} holding [${caller.permissions.join(', ')}]`,
        ).toBe(callAllows(openedBy(route.opensWith), caller));
      }
    },
  );

  it('declares the list model of every built admin and root list screen', () => {
    // Transactions share one list model read under three permissions (deposits, withdraws,
    // others), so their screens are held to it by the list's own filters, not here.
    const isList = (path: string) =>
      !/\/(create|:id)$/.test(path) && !path.startsWith('/a/transaction/') && path !== '/';
    const missing = ROUTES.filter(
      (route) =>
        route.page &&
        (route.userType === 'ADMIN' || route.userType === 'ROOT') &&
        isList(route.path) &&
        !route.opensWith &&
        !route.path.includes('/profile/') &&
        // Screens that open with an endpoint, not a list (settings and forms); and the import
        // queue, whose list model also lets the import-tracking-code screen's admins read their
        // own imports, so it is wider than this screen on purpose.
        ![
          '/a/deposit-methods',
          '/a/import-tracking-code',
          '/a/packing-slip-signature-size',
          '/r/permission',
          '/a/import-queue',
        ].includes(route.path),
    ).map((route) => route.path);
    expect(missing).toEqual([]);
  });
});
