export {
  signIn,
  signOut,
  restoreSession,
  updateUser,
  onSignOut,
  prefetchSessionCalls,
} from './actions';
export type { SignOutOptions } from './actions';
export { sessionStore, useSession, useCurrentUser, currentAccessToken } from './store';
export type { Auth, SessionState, SessionStatus } from './store';
export { startTokenCheck, isRefreshDue, continueSession, refreshAccessToken } from './tokenCheck';
export {
  sessionPromptStore,
  openSessionPrompt,
  closeSessionPrompt,
  configureSessionPrompt,
  secondsLeft,
} from './prompt';
export type { SessionPrompt, SessionPromptKind } from './prompt';
export { appUpdateStore, applyAppUpdate, postponeAppUpdate } from './appVersion';
export { replacePermissions, permissionsQueryKey } from './permissions';
export { homeOf, isAccountType, LOGIN_PATH, BLOCKED_PATH } from './home';
