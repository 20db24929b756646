import {
  API_KEY_PREFIX,
  describeAccess,
  isAccessAllowed,
  OWNER_VERIFICATION_REQUIRED,
  VERIFY_EMAIL_FIRST,
  type Access,
} from '@platfox/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Actor } from './actor';
import { forbidden, unauthorized } from './errors';

/**
 * The access declarations are the domain's (one model for server, list models and web routes);
 * this file keeps the guard that enforces them on every request.
 */
export {
  access,
  describeAccess,
  evenUnverified,
  sessionOnly,
  withFeatureToken,
  type Access as RouteAccess,
  type SignedInAccess,
} from '@platfox/domain';

export { OWNER_VERIFICATION_REQUIRED, VERIFY_EMAIL_FIRST };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    actor: Actor | null;
  }
}

export type ActorResolver = (token: string) => Promise<Actor | null>;

export type AccessResolvers = {
  /** The user behind a session's access token. */
  fromSessionToken: ActorResolver;
  /** The account behind an API key. */
  fromApiKey: ActorResolver;
  /** Whether a feature token (Auth-Feature header) is valid for this user. */
  isFeatureTokenValid: (userId: string, featureToken: string) => Promise<boolean>;
};

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  return header.slice('Bearer '.length).trim() || undefined;
}

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  const text = Array.isArray(value) ? value[0] : value;
  return text?.trim() || undefined;
}

/** The caller: an API key (X-API-Key, or a bearer token with the key prefix) or a session. */
async function resolveCaller(
  request: FastifyRequest,
  resolvers: AccessResolvers,
): Promise<Actor | null> {
  const apiKey = headerValue(request, 'x-api-key');
  if (apiKey) return resolvers.fromApiKey(apiKey);
  const token = bearerToken(request);
  if (!token) return null;
  if (token.startsWith(API_KEY_PREFIX)) {
    const actor = await resolvers.fromApiKey(token);
    if (actor) return actor;
  }
  return resolvers.fromSessionToken(token);
}

export function registerAccessControl(app: FastifyInstance, resolvers: AccessResolvers): void {
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
    const actor = await resolveCaller(request, resolvers);
    if (!actor) throw unauthorized();
    if (actor.status === 'BLOCKED') throw forbidden('Your account has been blocked');
    if (declared.isSessionRequired && !actor.sessionId) {
      throw forbidden('This action needs a signed-in session, not an API key');
    }
    if (!actor.isVerified && !declared.isUnverifiedAllowed) throw forbidden(VERIFY_EMAIL_FIRST);
    if (!isAccessAllowed(declared, actor)) throw forbidden();
    if (declared.isFeatureTokenRequired) {
      const featureToken = headerValue(request, 'auth-feature');
      const isValid =
        featureToken !== undefined && (await resolvers.isFeatureTokenValid(actor.id, featureToken));
      if (!isValid) throw forbidden(OWNER_VERIFICATION_REQUIRED);
    }
    request.actor = actor;
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    accessTable: string[];
  }
}

/** The acting user of a route that declared signed-in access. */
export function actorOf(request: Pick<FastifyRequest, 'actor'>): Actor {
  if (!request.actor) throw unauthorized();
  return request.actor;
}

/** Who did it and from where: what a state change records in its action log. */
export const actedBy = (request: Pick<FastifyRequest, 'actor' | 'ip'>) => ({
  actor: actorOf(request),
  ip: request.ip,
});
