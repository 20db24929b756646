import { ROUTE_MODES, type RouteMode } from '@platfox/domain';

/**
 * The mode a URL asks for (spec 01 section 2.7): `create` when the last path segment is create,
 * otherwise the `m` query parameter when it names a mode. Anything else is no mode, which makes the
 * route rule demand the route's permission as written.
 */
export function routeMode(
  pathname: string,
  search: string | URLSearchParams,
): RouteMode | undefined {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.at(-1) === 'create') return 'create';
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const m = params.get('m');
  return ROUTE_MODES.find((mode) => mode === m);
}
