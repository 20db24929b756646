import { currentLanguage } from '../i18n';
import { setClientOffline, setServerDisconnected } from '../connection';
import { currentAccessToken } from '../session/store';
import { callWith } from './call';
import { createApiClient } from './client';

/** Reactions that belong to the app (sign-out, toasts, error page), wired at start. */
export type ApiHooks = {
  onUnauthorized: () => void;
  onErrorPage: (status: number) => void;
  onErrorToast: (message: string) => void;
};

const hooks: ApiHooks = {
  onUnauthorized: () => undefined,
  onErrorPage: () => undefined,
  onErrorToast: () => undefined,
};

export function configureApi(next: Partial<ApiHooks>): void {
  Object.assign(hooks, next);
}

/** Where the server's API is; every path of the contract is under it. */
export const API_BASE = '/api';

/** The app's api client: base /api, the session's bearer token, the current language. */
export const api = createApiClient({
  baseUrl: API_BASE,
  fetch: (input, init) => globalThis.fetch(input, init),
  getToken: currentAccessToken,
  getLanguage: currentLanguage,
  isOnline: () => navigator.onLine,
  onUnauthorized: () => hooks.onUnauthorized(),
  onServerDisconnected: () => setServerDisconnected(true),
  onServerReachable: () => setServerDisconnected(false),
  onClientOffline: () => setClientOffline(true),
  onErrorPage: (status) => hooks.onErrorPage(status),
  onErrorToast: (message) => hooks.onErrorToast(message),
});

export {
  ApiError,
  CancelledRequestError,
  fieldError,
  isApiError,
  isCancelledRequest,
} from './errors';
export type { ApiClient, RequestOptions } from './client';

/** Calls an endpoint of the contract through the app's client (see call.ts). */
export const call = callWith(api);

/** Fetches the error answers' reader before the first error needs it (a wrong password). */
export function prefetchErrorBody(): void {
  void import('./errorBody').catch(() => undefined);
}
