export { signIn, signOut, restoreSession, updateUser } from './actions';
export { sessionStore, useSession, useCurrentUser, currentAccessToken } from './store';
export type { Auth, SessionState, SessionStatus } from './store';
export { startTokenCheck, isRefreshDue } from './tokenCheck';
export { usePermissionsSync } from './usePermissionsSync';
export { homeOf, isAccountType, LOGIN_PATH } from './home';
