import { canEnterRoute, type RouteMode, type User } from '@platfox/domain';
import { homeOf, isAccountType, LOGIN_PATH } from '../../platform/session/home';
import type { AppRoute } from './types';

export { LOGIN_PATH };
export const VERIFY_EMAIL_PATH = '/verify-email';
export const BLOCKED_PATH = '/user/block';
export const MAINTENANCE_PATH = '/maintenance';

export type GuardDecision =
  { kind: 'allow' } | { kind: 'redirect'; to: string } | { kind: 'error'; status: number };

/** The part of the user the guard reads. */
export type GuardUser = Pick<User, 'type' | 'permissions' | 'isVerified' | 'status'>;

export type GuardInput = {
  route: Pick<AppRoute, 'path' | 'audience' | 'userType' | 'permission'>;
  mode: RouteMode | undefined;
  /** The signed-in user, or null. */
  user: GuardUser | null;
  isServerDisconnected: boolean;
};

const allow: GuardDecision = { kind: 'allow' };
const redirect = (to: string): GuardDecision => ({ kind: 'redirect', to });

/**
 * The route guard of spec 01 section 2.7 as one pure decision: where a user may go, where they are
 * sent instead, or which error page they see. The order matters: the session questions (signed
 * in, blocked, verified) come before the type and permission rule.
 */
export function decideRoute({
  route,
  mode,
  user,
  isServerDisconnected,
}: GuardInput): GuardDecision {
  // A STAFF user (or an unknown type) has no screens of its own here; the session signs it out.
  const viewer = user && isAccountType(user.type) ? user : null;

  if (route.path === MAINTENANCE_PATH)
    return isServerDisconnected ? allow : redirect(homeOf(viewer));

  if (route.audience === 'guest') {
    return viewer?.isVerified ? redirect(homeOf(viewer)) : allow;
  }
  const needsSession = route.audience === 'user' || route.userType !== undefined;
  if (!needsSession) return allow;
  if (!viewer) return redirect(LOGIN_PATH);

  const isBlocked = viewer.status === 'BLOCKED';
  if (route.path === BLOCKED_PATH) return isBlocked ? allow : redirect(homeOf(viewer));
  if (isBlocked) return redirect(BLOCKED_PATH);

  if (route.path === VERIFY_EMAIL_PATH) return viewer.isVerified ? redirect(homeOf(viewer)) : allow;
  if (!viewer.isVerified) return redirect(VERIFY_EMAIL_PATH);

  // Another type's screen: back to the user's own home rather than an error (ROOT included).
  if (route.userType && route.userType !== viewer.type) return redirect(homeOf(viewer));

  const access = { userType: route.userType, permission: route.permission, mode };
  return canEnterRoute(access, viewer) ? allow : { kind: 'error', status: 403 };
}
