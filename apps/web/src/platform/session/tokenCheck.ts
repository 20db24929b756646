import { TOKEN_CHECK_INTERVAL_MS, type AccessToken } from '@platfox/domain';
import { isUserActive, recordActivity } from '../activity';
import { isApiError, isCancelledRequest } from '../api';
import { replaceAccessToken, sessionCalls, signOut } from './actions';
import { noteAppVersion } from './appVersion';
import { closeSessionPrompt, openSessionPrompt, sessionPromptStore } from './prompt';
import { sessionStore } from './store';

/** Refresh once less than this remains, so a request never goes out with a token about to die. */
export const REFRESH_BEFORE_EXPIRY_MS = 5 * 60_000;

export function isRefreshDue(
  accessToken: Pick<AccessToken, 'expiresTimeStamp'>,
  now: number,
): boolean {
  return accessToken.expiresTimeStamp - now < REFRESH_BEFORE_EXPIRY_MS;
}

let refreshing: Promise<void> | null = null;

/**
 * Refreshes through GET auth/refresh-auth?token=<refreshToken>. The old access token may already be
 * dead, so none is sent and the 401 is handled here: a refresh the server refuses means sign-out.
 * No answer at all (server down, offline) keeps the session for the next check.
 */
export function refreshAccessToken(): Promise<void> {
  refreshing ??= (async () => {
    const auth = sessionStore.get().auth;
    if (!auth) return;
    if (!auth.accessToken.refreshToken) {
      signOut({ isServerCalled: false });
      return;
    }
    // A chunk that fails to load (after an update) is no reason to sign out; the next check retries.
    const calls = await sessionCalls().catch(() => null);
    if (!calls) return;
    try {
      const answer = await calls.refresh(auth.accessToken.refreshToken);
      replaceAccessToken(answer.accessToken);
      noteAppVersion(answer.appVersion);
    } catch (error) {
      if (isCancelledRequest(error)) return;
      if (isApiError(error) && error.kind === 'network') return;
      signOut({ isServerCalled: false });
    }
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/**
 * The 60-second check (spec 01 section 4): a token close to expiry is refreshed silently when the
 * session is remembered or the user is active; otherwise the user is asked first, with a countdown
 * that ends in sign-out.
 */
export async function checkToken(now = Date.now()): Promise<void> {
  const auth = sessionStore.get().auth;
  if (!auth || !isRefreshDue(auth.accessToken, now)) return;
  if (auth.isRemembered || isUserActive(now)) {
    await refreshAccessToken();
    return;
  }
  openSessionPrompt('tokenExpiry', { now });
}

/** "Continue" on the session prompt: the user is here, and an expiring token is refreshed. */
export function continueSession(now = Date.now()): Promise<void> {
  const prompt = sessionPromptStore.get();
  closeSessionPrompt();
  recordActivity(now);
  return prompt?.kind === 'tokenExpiry' ? refreshAccessToken() : Promise.resolve();
}

/** Starts the periodic check (and one right away: a laptop waking up may hold a stale token). */
export function startTokenCheck(): () => void {
  void checkToken();
  const timer = window.setInterval(() => void checkToken(), TOKEN_CHECK_INTERVAL_MS);
  return () => window.clearInterval(timer);
}
