import type { AuthenticateBody, User } from '@platfox/domain';
import type * as Calls from './calls';
import { api, ApiError } from '../api';
import { queryClient } from '../api/queryClient';
import { closeTabChannel, postToTabs } from '../broadcast';
import { navigateTo } from '../navigation';
import { sendEarlyCheck } from './earlyCheck';
import { isAccountType, LOGIN_PATH } from './home';
import { clearStoredAuth, clearUserData, readStoredToken, saveAuth } from './persistence';
import { sessionStore, type Auth } from './store';

const isAccountUser = (user: User) => isAccountType(user.type);

type SessionCalls = typeof Calls;
let loadedCalls: SessionCalls | undefined;

/**
 * The session's server calls (calls.ts: the contract and zod), a chunk of its own so the sign-in
 * screen paints without it. Once loaded it is used synchronously: a sign-out sends its logout at once.
 */
export async function sessionCalls(): Promise<SessionCalls> {
  loadedCalls ??= await import('./calls');
  return loadedCalls;
}

/** Fetches the session's calls while the sign-in screen waits for the user. */
export function prefetchSessionCalls(): void {
  void sessionCalls().catch(() => undefined);
}

function establish(auth: Auth): void {
  saveAuth(auth);
  sessionStore.set({ status: 'signedIn', auth });
}

/**
 * Sign in (POST auth/authenticate). A wrong password answers 401 with the server's message; that
 * 401 belongs to the form, not to the sign-out reaction, hence `isUnauthorizedHandled`.
 */
export async function signIn(body: AuthenticateBody): Promise<Auth> {
  const calls = await sessionCalls();
  const session = await calls.authenticate(body);
  // STAFF signs in by QR code on a printer account; any other type has no screens here.
  if (!isAccountUser(session.user)) {
    await calls.logout(session.accessToken.token).catch(() => undefined);
    throw new ApiError({ status: 403, message: '', kind: 'unexpected' });
  }
  const auth: Auth = {
    user: session.user,
    accessToken: session.accessToken,
    isRemembered: body.rememberMe ?? false,
  };
  establish(auth);
  return auth;
}

export type SignOutOptions = {
  /** False when the server already said the token is dead (a 401): telling it again would 401. */
  isServerCalled?: boolean;
  /** The sign-out came from another tab, which has told the server and the other tabs already. */
  isFromOtherTab?: boolean;
};

const signOutCleanups = new Set<() => void>();

/**
 * Registers what sign-out must also clear (scanners, the browser database, open prompts, in-memory
 * state of a feature); returns the unregister.
 */
export function onSignOut(cleanup: () => void): () => void {
  signOutCleanups.add(cleanup);
  return () => {
    signOutCleanups.delete(cleanup);
  };
}

/**
 * Sign-out (spec 01 section 4): cancel pending requests (the notification put may finish), tell
 * the server and the other tabs, close the tab channel, run the registered cleanups, clear the
 * stored auth, the user's stored data and cached server state, go to the sign-in page.
 */
export function signOut({
  isServerCalled = true,
  isFromOtherTab = false,
}: SignOutOptions = {}): void {
  const auth = sessionStore.get().auth;
  api.cancelPending(
    (request) => request.method === 'PUT' && request.path.startsWith('/notifications'),
  );
  if (auth && isServerCalled && !isFromOtherTab) {
    const token = auth.accessToken.token;
    const tell = (calls: SessionCalls) =>
      void calls.logout(token, { isCancelExempt: true }).catch(() => undefined);
    // Signed in, so the calls are loaded: the logout leaves before anything is cleared.
    if (loadedCalls) tell(loadedCalls);
    else void sessionCalls().then(tell, () => undefined);
  }
  if (auth && !isFromOtherTab) postToTabs({ type: 'sign-out', userId: auth.user.id });
  closeTabChannel();
  for (const cleanup of [...signOutCleanups]) {
    try {
      cleanup();
    } catch {
      // One failing cleanup must not keep anyone signed in.
    }
  }
  clearStoredAuth();
  clearUserData();
  queryClient.clear();
  sessionStore.set({ status: 'signedOut', auth: null });
  navigateTo(LOGIN_PATH, { replace: true });
}

/**
 * At start: a stored token is confirmed with POST auth/authenticated, which answers the user. A 401
 * signs out (through the api client's reaction). Without an answer the stored user is trusted, so a
 * server hiccup at start does not throw the user out.
 */
export async function restoreSession(): Promise<void> {
  const storedToken = readStoredToken();
  if (!storedToken) {
    sessionStore.set({ status: 'signedOut', auth: null });
    return;
  }
  sessionStore.set({ status: 'checking', auth: null });
  // It leaves before the session's calls have loaded; they read its answer (issue 16).
  sendEarlyCheck(storedToken);
  let calls: SessionCalls;
  try {
    calls = await sessionCalls();
  } catch {
    // The calls' chunk did not load (an update replaced it): the new-version notice says why.
    sessionStore.set({ status: 'signedOut', auth: null });
    return;
  }
  const stored = calls.loadStoredAuth();
  if (!stored) {
    sessionStore.set({ status: 'signedOut', auth: null });
    return;
  }
  const token = stored.accessToken.token;
  try {
    const user = await calls.confirmToken(token);
    if (!isAccountUser(user)) {
      signOut();
      return;
    }
    establish({ user, accessToken: stored.accessToken, isRemembered: stored.isRemembered });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return; // already signed out
    if (stored.user && isAccountUser(stored.user)) {
      sessionStore.set({ status: 'signedIn', auth: { ...stored, user: stored.user } });
    } else {
      sessionStore.set({ status: 'signedOut', auth: null });
    }
  }
}

/** Replaces parts of the signed-in user (fresh permissions, a live update) and stores them. */
export function updateUser(changes: Partial<User>): void {
  const auth = sessionStore.get().auth;
  if (!auth) return;
  const next: Auth = { ...auth, user: { ...auth.user, ...changes } };
  saveAuth(next);
  sessionStore.set({ ...sessionStore.get(), auth: next });
}

/** Replaces the access token after a refresh, keeping where the auth is stored. */
export function replaceAccessToken(accessToken: Auth['accessToken']): void {
  const auth = sessionStore.get().auth;
  if (!auth) return;
  const next: Auth = { ...auth, accessToken };
  saveAuth(next);
  sessionStore.set({ ...sessionStore.get(), auth: next });
}
