import {
  pathOf,
  accountEndpoints,
  sessionSchema,
  userSchema,
  type AuthenticateBody,
  type User,
} from '@platfox/domain';
import { api, ApiError } from '../api';
import { queryClient } from '../api/queryClient';
import { closeTabChannel, postToTabs } from '../broadcast';
import { navigateTo } from '../navigation';
import { isAccountType, LOGIN_PATH } from './home';
import { clearStoredAuth, clearUserData, loadStoredAuth, saveAuth } from './persistence';
import { sessionStore, type Auth } from './store';

const isAccountUser = (user: User) => isAccountType(user.type);

function establish(auth: Auth): void {
  saveAuth(auth);
  sessionStore.set({ status: 'signedIn', auth });
}

/**
 * Sign in (POST auth/authenticate). A wrong password answers 401 with the server's message; that
 * 401 belongs to the form, not to the sign-out reaction, hence `isUnauthorizedHandled`.
 */
export async function signIn(body: AuthenticateBody): Promise<Auth> {
  const session = await api.post(pathOf(accountEndpoints.postAuthAuthenticate), body, {
    token: null,
    isUnauthorizedHandled: true,
    parse: (data) => sessionSchema.parse(data),
  });
  // STAFF signs in by QR code on a printer account; any other type has no screens here.
  if (!isAccountUser(session.user)) {
    await api
      .post(pathOf(accountEndpoints.postLogout), undefined, {
        token: session.accessToken.token,
        isUnauthorizedHandled: true,
      })
      .catch(() => undefined);
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
    void api
      .post(pathOf(accountEndpoints.postLogout), undefined, {
        token: auth.accessToken.token,
        isCancelExempt: true,
        isUnauthorizedHandled: true,
      })
      .catch(() => undefined);
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
  const stored = loadStoredAuth();
  if (!stored) {
    sessionStore.set({ status: 'signedOut', auth: null });
    return;
  }
  sessionStore.set({ status: 'checking', auth: null });
  const token = stored.accessToken.token;
  try {
    const user = await api.post(
      pathOf(accountEndpoints.postAuthAuthenticated),
      { token },
      { token, parse: (data) => userSchema.parse(data) },
    );
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
