import type { AccessToken, User } from '@platfox/domain';
import { createStore, useStore } from '../store';

/** The auth object of spec 01 section 3, plus where it is kept. */
export type Auth = {
  user: User;
  accessToken: AccessToken;
  /** Remember me: the auth lives in localStorage (survives the browser) instead of sessionStorage. */
  isRemembered: boolean;
};

/** `checking` while a stored token is confirmed with the server at start. */
export type SessionStatus = 'checking' | 'signedIn' | 'signedOut';
export type SessionState = { status: SessionStatus; auth: Auth | null };

export const sessionStore = createStore<SessionState>({ status: 'signedOut', auth: null });

export function currentAccessToken(): string | null {
  return sessionStore.get().auth?.accessToken.token ?? null;
}

export function useSession(): SessionState {
  return useStore(sessionStore);
}

/** The signed-in user; null when signed out. */
export function useCurrentUser(): User | null {
  return useStore(sessionStore, (state) => state.auth?.user ?? null);
}
