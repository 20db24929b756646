import {
  API_KEY_PREFIX,
  OWNER_VERIFICATION_REQUIRED,
  VERIFY_EMAIL_FIRST,
  type AccountType,
} from '@platfox/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Actor } from '../modules/auth/service';
import { forbidden, unauthorized } from './errors';

/** Who may call a route once signed in, and what else the call needs. */
export type SignedInAccess = {
  kind: 'signed-in';
  types: readonly AccountType[] | 'any';
  /** Needed by every type but ROOT, which is never held to permissions (spec 01 section 5). */
  permission?: string;
  /** Open to users who have not verified their e-mail address yet (all others refuse them). */
  isUnverifiedAllowed?: boolean;
  /** Needs the Auth-Feature header: a feature token from the owner's PIN verification. */
  isFeatureTokenRequired?: boolean;
  /** Needs a signed-in session: an API key cannot call it (a leaked key cannot mint keys). */
  isSessionRequired?: boolean;
};

/**
 * Who may call a route. Every /api route declares one; a route without it fails at start-up, so
 * an endpoint can never be open by omission.
 */
export type RouteAccess = { kind: 'public' } | SignedInAccess;

export const access = {
  public: { kind: 'public' } as RouteAccess,
  anyUser: { kind: 'signed-in', types: 'any' } as SignedInAccess,
  types: (...types: AccountType[]): SignedInAccess => ({ kind: 'signed-in', types }),
  /** An admin holding `permission` (spec 01 section 6). */
  admin: (permission: string): SignedInAccess => ({
    kind: 'signed-in',
    types: ['ADMIN'],
    permission,
  }),
  /** Root, or an admin holding `permission`. */
  rootOrAdmin: (permission: string): SignedInAccess => ({
    kind: 'signed-in',
    types: ['ROOT', 'ADMIN'],
    permission,
  }),
};

/** Also open to signed-in users whose e-mail address is not verified yet. */
export const evenUnverified = (route: SignedInAccess): SignedInAccess => ({
  ...route,
  isUnverifiedAllowed: true,
});
/** Behind owner verification: the Auth-Feature header must carry a valid feature token. */
export const withFeatureToken = (route: SignedInAccess): SignedInAccess => ({
  ...route,
  isFeatureTokenRequired: true,
});
/** Only with a session, never with an API key. */
export const sessionOnly = (route: SignedInAccess): SignedInAccess => ({
  ...route,
  isSessionRequired: true,
});

export { OWNER_VERIFICATION_REQUIRED, VERIFY_EMAIL_FIRST };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
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

/** One line per route: the table of who may call what, reviewed as a permission change. */
export function describeAccess(route: RouteAccess): string {
  if (route.kind === 'public') return 'public';
  let who = route.types === 'any' ? 'any signed-in user' : route.types.join(',');
  if (route.permission) {
    const types = route.types === 'any' ? [] : route.types;
    // Root is never held to permissions; the line says so rather than implying it needs one.
    who = types.includes('ROOT')
      ? `ROOT; ${types.filter((type) => type !== 'ROOT').join(',')} with ${route.permission}`
      : `${who} with ${route.permission}`;
  }
  const flags = [
    route.isUnverifiedAllowed && 'unverified too',
    route.isFeatureTokenRequired && 'feature token',
    route.isSessionRequired && 'session only',
  ].filter(Boolean);
  return flags.length ? `${who} [${flags.join(', ')}]` : who;
}

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
    if (declared.types !== 'any' && !declared.types.includes(actor.type)) throw forbidden();
    if (
      declared.permission &&
      actor.type !== 'ROOT' &&
      !actor.permissions.includes(declared.permission)
    ) {
      throw forbidden();
    }
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
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw unauthorized();
  return request.actor;
}
