import type { AccountType } from '@platfox/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Actor } from '../modules/auth/service';
import { forbidden, unauthorized } from './errors';

/**
 * Who may call a route. Every /api route declares one; a route without it fails at start-up, so
 * an endpoint can never be open by omission.
 */
export type RouteAccess =
  | { kind: 'public' }
  | { kind: 'signed-in'; types: readonly AccountType[] | 'any'; permission?: string };

export const access = {
  public: { kind: 'public' } as RouteAccess,
  anyUser: { kind: 'signed-in', types: 'any' } as RouteAccess,
  types: (...types: AccountType[]): RouteAccess => ({ kind: 'signed-in', types }),
  /** An admin holding `permission` (spec 01 section 6). */
  admin: (permission: string): RouteAccess => ({ kind: 'signed-in', types: ['ADMIN'], permission }),
};

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    actor: Actor | null;
  }
}

export type ActorResolver = (token: string) => Promise<Actor | null>;

/** One line per route: the table of who may call what, reviewed as a permission change. */
export function describeAccess(route: RouteAccess): string {
  if (route.kind === 'public') return 'public';
  const types = route.types === 'any' ? 'any signed-in user' : route.types.join(',');
  return route.permission ? `${types} with ${route.permission}` : types;
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  return header.slice('Bearer '.length).trim() || undefined;
}

export function registerAccessControl(app: FastifyInstance, resolveActor: ActorResolver): void {
  const table: string[] = [];
  app.decorate('accessTable', table);
  app.decorateRequest('actor', null);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api') || route.url.startsWith('/api/docs')) return;
    const declared = route.config?.access;
    if (!declared) throw new Error(`Route ${String(route.method)} ${route.url} declares no access`);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') table.push(`${method} ${route.url}: ${describeAccess(declared)}`);
    }
  });

  app.addHook('onRequest', async (request) => {
    const declared = request.routeOptions.config?.access;
    if (!declared || declared.kind === 'public') return;
    const token = bearerToken(request);
    const actor = token ? await resolveActor(token) : null;
    if (!actor) throw unauthorized();
    if (actor.status === 'BLOCKED') throw forbidden('Your account has been blocked');
    if (declared.types !== 'any' && !declared.types.includes(actor.type)) throw forbidden();
    if (declared.permission && !actor.permissions.includes(declared.permission)) throw forbidden();
    request.actor = actor;
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    accessTable: string[];
  }
}

/** The acting user of a route that declared signed-in access. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw unauthorized();
  return request.actor;
}
