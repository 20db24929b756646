import { ADMIN_PERMISSIONS, type AdminPermission } from '../permissions';
import type { AccountType } from '../users';

/**
 * The one access model of server and web (spec 01 sections 5 and 6). A permission is the domain's
 * `AdminPermission`, never a free string, so a typo is a type error on both sides.
 */
export type Permission = AdminPermission;
export const PERMISSIONS: readonly Permission[] = ADMIN_PERMISSIONS;

/** Who may call an endpoint once signed in, and what else the call needs. */
export type SignedInAccess = {
  kind: 'signed-in';
  types: readonly AccountType[] | 'any';
  /** Needed by every type but ROOT, which is never held to permissions (spec 01 section 5). */
  permission?: Permission;
  /** Open to users who have not verified their e-mail address yet (all others refuse them). */
  isUnverifiedAllowed?: boolean;
  /** Needs the Auth-Feature header: a feature token from the owner's PIN verification. */
  isFeatureTokenRequired?: boolean;
  /** Needs a signed-in session: an API key cannot call it (a leaked key cannot mint keys). */
  isSessionRequired?: boolean;
};

/** Who may call an endpoint or read a list model. Every one declares it. */
export type Access = { kind: 'public' } | SignedInAccess;

export const access = {
  public: { kind: 'public' } as Access,
  anyUser: { kind: 'signed-in', types: 'any' } as SignedInAccess,
  types: (...types: AccountType[]): SignedInAccess => ({ kind: 'signed-in', types }),
  /** An admin holding `permission` (spec 01 section 6). */
  admin: (permission: Permission): SignedInAccess => ({
    kind: 'signed-in',
    types: ['ADMIN'],
    permission,
  }),
  /** Root, or an admin holding `permission`. */
  rootOrAdmin: (permission: Permission): SignedInAccess => ({
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

/** Whom an access check is about: an account type and the permissions it holds. */
export type Caller = { type: AccountType; permissions: readonly string[] };

/**
 * Whether the caller's type and permissions pass (verification, feature tokens and sessions are
 * the guard's business). ROOT is held to the types but never to a permission.
 */
export function isAccessAllowed(declared: Access, caller: Caller | null): boolean {
  if (declared.kind === 'public') return true;
  if (!caller) return false;
  if (declared.types !== 'any' && !declared.types.includes(caller.type)) return false;
  if (!declared.permission || caller.type === 'ROOT') return true;
  return caller.permissions.includes(declared.permission);
}

/** One line per endpoint: the table of who may call what, reviewed as a permission change. */
export function describeAccess(declared: Access): string {
  if (declared.kind === 'public') return 'public';
  let who = declared.types === 'any' ? 'any signed-in user' : declared.types.join(',');
  if (declared.permission) {
    const types = declared.types === 'any' ? [] : declared.types;
    // Root is never held to permissions; the line says so rather than implying it needs one.
    who = types.includes('ROOT')
      ? `ROOT; ${types.filter((type) => type !== 'ROOT').join(',')} with ${declared.permission}`
      : `${who} with ${declared.permission}`;
  }
  const flags = [
    declared.isUnverifiedAllowed && 'unverified too',
    declared.isFeatureTokenRequired && 'feature token',
    declared.isSessionRequired && 'session only',
  ].filter(Boolean);
  return flags.length ? `${who} [${flags.join(', ')}]` : who;
}
