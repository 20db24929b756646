import { HTTP_ERROR_TITLES, isErrorPageStatus } from '@platfox/domain';
import { ApiError, CancelledRequestError } from './errors';

/**
 * The api client: the call rules of spec 01 section 7 and the error reactions of section 8, in one
 * place, so a screen only says what it asks for.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined;

export type RequestOptions<T> = {
  query?: Record<string, QueryValue>;
  /** JSON-encoded unless it is FormData, a Blob or binary data. */
  body?: unknown;
  /** Requests sharing an id cancel each other; defaults to method and path. */
  requestId?: string;
  /** Never cancelled by a later request with the same id (the spec's exempt list is built in). */
  isCancelExempt?: boolean;
  /** Go to the error page on an error-page status; `true` uses the answer's status. */
  showErrorPage?: boolean | number;
  /** Show the server's message as a danger toast. */
  showErrorToast?: boolean;
  /** A 401 is the caller's business (sign-in, token refresh, logout), not a reason to sign out. */
  isUnauthorizedHandled?: boolean;
  /** Printer management screens: the feature token from pin verification. */
  authFeature?: string;
  /** Extra request headers, e.g. the Idempotency-Key of a payment-like call. */
  headers?: Record<string, string>;
  /** Overrides the session's access token; null sends no Authorization header. */
  token?: string | null;
  signal?: AbortSignal;
  /** Checks and shapes the answer, e.g. a zod schema's parse. */
  parse?: (data: unknown) => T;
  /** 'blob': a 200 answer is binary (an image behind the token), read as a Blob, not JSON. */
  responseType?: 'json' | 'blob';
};

export type PendingRequest = { id: string; method: HttpMethod; path: string };

export type ApiClientDeps = {
  baseUrl: string;
  fetch: typeof fetch;
  getToken: () => string | null;
  getLanguage: () => string;
  isOnline: () => boolean;
  onUnauthorized: () => void;
  onServerDisconnected: () => void;
  /** Any answer proves the server is reachable again. */
  onServerReachable: () => void;
  onClientOffline: () => void;
  onErrorPage: (status: number) => void;
  onErrorToast: (message: string) => void;
};

/**
 * The client offers one way to ask: `request` with a method and a path. Screens do not call it:
 * they call an endpoint of the contract through `call` (call.ts), which fills the path and checks
 * the answer; the app exports no method helpers (get, post...) that would let a path and an answer
 * schema be picked by hand again.
 */
export type ApiClient = {
  request: <T = unknown>(
    method: HttpMethod,
    path: string,
    options?: RequestOptions<T>,
  ) => Promise<T>;
  /** Aborts every pending request except those `keep` accepts (sign-out keeps the notification put). */
  cancelPending: (keep?: (request: PendingRequest) => boolean) => void;
  pending: () => PendingRequest[];
};

/**
 * Calls an earlier request with the same id may not cancel (spec 03 section 7): uploads, data
 * lists, the authentication check, notifications, import tracking code, advanced filter types.
 * Storage puts go to absolute signed URLs and are exempted separately.
 */
const CANCEL_EXEMPT_PATHS: readonly RegExp[] = [
  /^\/uploads(\/|$)/,
  /^\/data-lists(\/|$)/,
  /^\/auth\/authenticated$/,
  /^\/notifications(\/|$)/,
  /import-tracking-code|^\/import-queues\/tracking-code/,
  /^\/advanced-filters\/types/,
];

const isAbsoluteUrl = (path: string) => /^https?:\/\//i.test(path);

export function isCancelExempt(method: HttpMethod, path: string): boolean {
  if (method === 'PUT' && isAbsoluteUrl(path)) return true;
  return CANCEL_EXEMPT_PATHS.some((pattern) => pattern.test(path));
}

function buildUrl(baseUrl: string, path: string, query: Record<string, QueryValue> | undefined) {
  const url = isAbsoluteUrl(path) ? path : `${baseUrl}${path.startsWith('/') ? path : `/${path}`}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}${url.includes('?') ? '&' : '?'}${search}` : url;
}

function isRawBody(body: unknown): body is BodyInit {
  return (
    body instanceof FormData ||
    body instanceof Blob ||
    body instanceof ArrayBuffer ||
    body instanceof URLSearchParams ||
    ArrayBuffer.isView(body)
  );
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function toApiError(status: number, data: unknown): Promise<ApiError> {
  // Without the reader (its chunk failed to load) the status's own title still says what failed.
  const body = await import('./errorBody').then(
    ({ readErrorBody }) => readErrorBody(data),
    () => ({}) as { message?: string; errors?: Record<string, string> },
  );
  const message = body.message || HTTP_ERROR_TITLES[status] || `Request failed (${status})`;
  return new ApiError({ status, message, errors: body.errors ?? {}, kind: 'http' });
}

/** Forwards an outside abort (TanStack Query's signal) to the request's own controller. */
function follow(outer: AbortSignal | undefined, controller: AbortController): () => void {
  if (!outer) return () => undefined;
  if (outer.aborted) controller.abort();
  const abort = () => controller.abort();
  outer.addEventListener('abort', abort, { once: true });
  return () => outer.removeEventListener('abort', abort);
}

export function createApiClient(deps: ApiClientDeps): ApiClient {
  type Entry = PendingRequest & { controller: AbortController; isExempt: boolean };
  const inFlight = new Set<Entry>();

  async function request<T>(
    method: HttpMethod,
    path: string,
    options: RequestOptions<T> = {},
  ): Promise<T> {
    const pathOnly = path.split('?')[0] ?? path;
    const id = options.requestId ?? `${method} ${pathOnly}`;
    const isExempt = options.isCancelExempt ?? isCancelExempt(method, pathOnly);
    if (!isExempt) {
      for (const earlier of inFlight) {
        if (earlier.id === id && !earlier.isExempt) earlier.controller.abort();
      }
    }
    const controller = new AbortController();
    const entry: Entry = { id, method, path: pathOnly, controller, isExempt };
    inFlight.add(entry);
    const unfollow = follow(options.signal, controller);

    const isExternal = isAbsoluteUrl(path);
    const token = options.token === undefined ? deps.getToken() : options.token;
    const headers = new Headers({ Accept: 'application/json' });
    if (!isExternal) {
      headers.set('X-localization', deps.getLanguage());
      if (token) headers.set('Authorization', `Bearer ${token}`);
      if (options.authFeature) headers.set('Auth-Feature', options.authFeature);
      for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
    }
    let body: BodyInit | undefined;
    if (options.body !== undefined) {
      if (isRawBody(options.body)) {
        body = options.body;
      } else {
        headers.set('Content-Type', 'application/json');
        body = JSON.stringify(options.body);
      }
    }

    try {
      let response: Response;
      let data: unknown;
      try {
        response = await deps.fetch(buildUrl(deps.baseUrl, path, options.query), {
          method,
          headers,
          body,
          signal: controller.signal,
        });
        data =
          options.responseType === 'blob' && response.status === 200
            ? await response.blob()
            : await readBody(response);
      } catch (error) {
        if (controller.signal.aborted) throw new CancelledRequestError(id);
        if (deps.isOnline()) deps.onServerDisconnected();
        else deps.onClientOffline();
        throw new ApiError({
          status: 0,
          message: error instanceof Error ? error.message : 'No answer from the server',
          kind: 'network',
        });
      }
      // An answer that arrives after its request was superseded is no longer wanted.
      if (controller.signal.aborted) throw new CancelledRequestError(id);
      deps.onServerReachable();

      if (response.status === 200 && data !== null && data !== undefined) {
        if (!options.parse) return data as T;
        try {
          return options.parse(data);
        } catch {
          throw new ApiError({
            status: 200,
            message: 'Unexpected answer from the server',
            kind: 'unexpected',
          });
        }
      }

      const error =
        response.status === 200
          ? new ApiError({
              status: 200,
              message: 'Empty answer from the server',
              kind: 'unexpected',
            })
          : await toApiError(response.status, data);
      if (response.status === 401 && token && !isExternal && !options.isUnauthorizedHandled) {
        deps.onUnauthorized();
        throw error;
      }
      if (options.showErrorToast) deps.onErrorToast(error.message);
      if (options.showErrorPage !== undefined && options.showErrorPage !== false) {
        const status =
          typeof options.showErrorPage === 'number'
            ? options.showErrorPage
            : isErrorPageStatus(response.status)
              ? response.status
              : 404;
        deps.onErrorPage(status);
      }
      throw error;
    } finally {
      unfollow();
      inFlight.delete(entry);
    }
  }

  return {
    request,
    cancelPending: (keep) => {
      for (const entry of [...inFlight]) {
        if (!keep?.({ id: entry.id, method: entry.method, path: entry.path }))
          entry.controller.abort();
      }
    },
    pending: () => [...inFlight].map(({ id, method, path }) => ({ id, method, path })),
  };
}
