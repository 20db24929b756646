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
const client = createApiClient({
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
import type { ApiClient } from './client';
export type { ApiClient, RequestOptions } from './client';

/**
 * What the app may do with its client besides calling the contract: cancel what is pending (a
 * sign-out) and list it. Requests go through `call`, so there is no `api.get(path)` to bypass it.
 */
export const api: Pick<ApiClient, 'cancelPending' | 'pending'> = {
  cancelPending: (keep) => client.cancelPending(keep),
  pending: () => client.pending(),
};

/** Calls an endpoint of the contract through the app's client (see call.ts). */
export const call = callWith(client);

/**
 * An image under /api by the URL an <img> would have had (ui/authedImages.ts): the URL was built
 * from the contract's path of a file endpoint, and the token must go with it. The one request by
 * path besides the entry's session check (platform/session/earlyCheck.ts, a plain fetch).
 */
export function fetchApiImage(path: string): Promise<Blob> {
  return client.request<Blob>('GET', path, {
    responseType: 'blob',
    // Two images are never the same request: none may cancel another.
    isCancelExempt: true,
    // A Blob by its shape: the fetch's Blob class need not be the page's (jsdom in tests).
    parse: (data) => {
      const blob = data as Partial<Blob> | null;
      if (typeof blob?.size !== 'number' || typeof blob.type !== 'string')
        throw new Error('No image');
      return data as Blob;
    },
  });
}

/** Fetches the error answers' reader before the first error needs it (a wrong password). */
export function prefetchErrorBody(): void {
  void import('./errorBody').catch(() => undefined);
}
