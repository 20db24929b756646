import { describe, expect, it, vi } from 'vitest';
import { createApiClient, type ApiClientDeps } from './client';
import { ApiError, CancelledRequestError } from './errors';

type Answer = { status: number; body?: unknown };

/** A fetch that answers from a queue and records what it was asked; `hold` keeps a call pending. */
function fakeFetch(answers: Array<Answer | 'hold' | 'network-error'>) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetch = vi.fn((url: string, init: RequestInit) => {
    calls.push({ url, init });
    const answer = answers.shift() ?? { status: 200, body: { ok: true } };
    return new Promise<Response>((resolve, reject) => {
      init.signal?.addEventListener('abort', () =>
        reject(new DOMException('The operation was aborted.', 'AbortError')),
      );
      if (answer === 'hold') return;
      if (answer === 'network-error') return reject(new TypeError('Failed to fetch'));
      const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
      resolve(new Response(text, { status: answer.status }));
    });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

function setup(
  answers: Array<Answer | 'hold' | 'network-error'> = [],
  overrides: Partial<ApiClientDeps> = {},
) {
  const { fetch, calls } = fakeFetch(answers);
  const deps = {
    baseUrl: '/api',
    fetch,
    getToken: () => 'access-1',
    getLanguage: () => 'fr',
    isOnline: () => true,
    onUnauthorized: vi.fn(),
    onServerDisconnected: vi.fn(),
    onServerReachable: vi.fn(),
    onClientOffline: vi.fn(),
    onErrorPage: vi.fn(),
    onErrorToast: vi.fn(),
    ...overrides,
  } satisfies ApiClientDeps;
  return { api: createApiClient(deps), deps, calls };
}

const headerOf = (init: RequestInit, name: string) => new Headers(init.headers).get(name);

describe('api client: what a request carries', () => {
  it('calls /api with the bearer token, the language and the feature token', async () => {
    const { api, calls } = setup([{ status: 200, body: { id: 1 } }]);
    await api.request('POST', '/orders', {
      body: { qty: 2 },
      query: { page: 2, q: 'a b', none: undefined },
      authFeature: 'ft-9',
    });
    const [call] = calls;
    expect(call?.url).toBe('/api/orders?page=2&q=a+b');
    expect(call?.init.method).toBe('POST');
    expect(headerOf(call!.init, 'Authorization')).toBe('Bearer access-1');
    expect(headerOf(call!.init, 'X-localization')).toBe('fr');
    expect(headerOf(call!.init, 'Auth-Feature')).toBe('ft-9');
    expect(headerOf(call!.init, 'Content-Type')).toBe('application/json');
    expect(call?.init.body).toBe('{"qty":2}');
  });

  it('sends no Authorization header without a token', async () => {
    const { api, calls } = setup([{ status: 200, body: {} }], { getToken: () => null });
    await api.request('GET', '/health');
    expect(headerOf(calls[0]!.init, 'Authorization')).toBeNull();
  });

  it('sends nothing of ours to an absolute storage URL', async () => {
    const { api, calls } = setup([{ status: 200, body: {} }]);
    await api.request('PUT', 'https://bucket.example/signed?sig=1', { body: new Blob(['x']) });
    expect(calls[0]?.url).toBe('https://bucket.example/signed?sig=1');
    expect(headerOf(calls[0]!.init, 'Authorization')).toBeNull();
    expect(headerOf(calls[0]!.init, 'X-localization')).toBeNull();
  });
});

describe('api client: success is HTTP 200 with a body', () => {
  it('returns the parsed body', async () => {
    const { api } = setup([{ status: 200, body: { status: 200, data: ['A'] } }]);
    await expect(
      api.request('GET', '/accounts/permissions', { parse: (d) => (d as { data: string[] }).data }),
    ).resolves.toEqual(['A']);
  });

  it('rejects a 200 without a body, and any other 2xx', async () => {
    const { api } = setup([{ status: 200 }, { status: 201, body: { id: 1 } }]);
    await expect(api.request('GET', '/a')).rejects.toMatchObject({
      status: 200,
      kind: 'unexpected',
    });
    await expect(api.request('GET', '/b')).rejects.toMatchObject({ status: 201, kind: 'http' });
  });

  it("reads a 200 as binary when asked for a blob, and a refusal still as the server's message", async () => {
    const { api } = setup([
      { status: 200, body: 'PNG bytes' },
      { status: 404, body: { status: 404, message: 'The image was not found', errors: {} } },
    ]);
    const blob = await api.request<{ size: number; text: () => Promise<string> }>(
      'GET',
      '/catalog/images/1',
      {
        responseType: 'blob',
      },
    );
    expect(await blob.text()).toBe('"PNG bytes"');
    await expect(
      api.request('GET', '/catalog/images/2', { responseType: 'blob' }),
    ).rejects.toMatchObject({
      status: 404,
      message: 'The image was not found',
    });
  });

  it('rejects an answer its parser refuses', async () => {
    const { api } = setup([{ status: 200, body: { wrong: true } }]);
    const parse = () => {
      throw new Error('bad shape');
    };
    await expect(api.request('GET', '/a', { parse })).rejects.toMatchObject({ kind: 'unexpected' });
  });
});

describe('api client: an earlier pending request with the same id is cancelled', () => {
  it('aborts the earlier request and keeps the later one', async () => {
    const { api, calls } = setup(['hold', { status: 200, body: { page: 2 } }]);
    const first = api.request('GET', '/orders', { query: { page: 1 } });
    const second = api.request('GET', '/orders', { query: { page: 2 } });
    await expect(first).rejects.toBeInstanceOf(CancelledRequestError);
    await expect(second).resolves.toEqual({ page: 2 });
    expect(calls[0]?.init.signal?.aborted).toBe(true);
  });

  it('lets different paths and explicit ids run side by side', async () => {
    const { api } = setup([
      { status: 200, body: 1 },
      { status: 200, body: 2 },
      { status: 200, body: 3 },
    ]);
    const results = await Promise.all([
      api.request('GET', '/orders'),
      api.request('GET', '/orders', { requestId: 'orders-widget' }),
      api.request('GET', '/order-items'),
    ]);
    expect(results).toEqual([1, 2, 3]);
  });

  it.each([
    ['POST', '/uploads/chunk'],
    ['POST', '/data-lists'],
    ['POST', '/auth/authenticated'],
    ['GET', '/notifications'],
    ['POST', '/import-queues/tracking-code'],
    ['GET', '/printer/import-tracking-code-queues'],
    ['GET', '/advanced-filters/types'],
    ['PUT', 'https://bucket.example/put'],
  ] as const)('never cancels %s %s (exempt list)', async (method, path) => {
    const { api } = setup([
      { status: 200, body: 'first' },
      { status: 200, body: 'second' },
    ]);
    const first = api.request(method, path);
    const second = api.request(method, path);
    await expect(first).resolves.toBe('first');
    await expect(second).resolves.toBe('second');
  });

  it('cancels on sign-out everything except what it is told to keep', async () => {
    const { api } = setup(['hold', 'hold', { status: 200, body: 'kept' }]);
    const list = api.request('GET', '/orders');
    const detail = api.request('GET', '/orders/1');
    const put = api.request('PUT', '/notifications/read', { body: {} });
    api.cancelPending(
      (request) => request.method === 'PUT' && request.path.startsWith('/notifications'),
    );
    await expect(list).rejects.toBeInstanceOf(CancelledRequestError);
    await expect(detail).rejects.toBeInstanceOf(CancelledRequestError);
    await expect(put).resolves.toBe('kept');
    expect(api.pending()).toEqual([]);
  });

  it('follows an outside abort signal (TanStack Query) and stays quiet about it', async () => {
    const { api, deps } = setup(['hold']);
    const outer = new AbortController();
    const call = api.request('GET', '/orders', {
      signal: outer.signal,
      showErrorPage: true,
      showErrorToast: true,
    });
    outer.abort();
    await expect(call).rejects.toBeInstanceOf(CancelledRequestError);
    expect(deps.onErrorPage).not.toHaveBeenCalled();
    expect(deps.onErrorToast).not.toHaveBeenCalled();
    expect(deps.onServerDisconnected).not.toHaveBeenCalled();
  });
});

describe('api client: error reactions', () => {
  it('signs out on a 401 to a request that carried a token', async () => {
    const { api, deps } = setup([
      { status: 401, body: { status: 401, message: 'Expired', errors: {} } },
    ]);
    await expect(api.request('GET', '/orders', { showErrorPage: true })).rejects.toMatchObject({
      status: 401,
    });
    expect(deps.onUnauthorized).toHaveBeenCalledOnce();
    expect(deps.onErrorPage).not.toHaveBeenCalled();
  });

  it('leaves a 401 to the caller when there was no token or the caller handles it', async () => {
    const answer = {
      status: 401,
      body: { status: 401, message: 'The email or password is incorrect.', errors: {} },
    };
    const { api, deps } = setup([answer, answer]);
    await expect(
      api.request('POST', '/auth/authenticate', { body: {}, token: null }),
    ).rejects.toMatchObject({
      status: 401,
      message: 'The email or password is incorrect.',
    });
    await expect(
      api.request('GET', '/auth/refresh-auth', { isUnauthorizedHandled: true }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(deps.onUnauthorized).not.toHaveBeenCalled();
  });

  it('hands callers the typed error body', async () => {
    const body = {
      status: 400,
      message: 'Invalid input',
      errors: { email: 'The email must be a valid email address' },
    };
    const { api, deps } = setup([{ status: 400, body }]);
    const error = await api
      .request('POST', '/auth/authenticate', { body: {} })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Invalid input',
      errors: body.errors,
      kind: 'http',
    });
    expect(deps.onErrorPage).not.toHaveBeenCalled();
  });

  it.each([400, 403, 404, 429, 500, 503, 511])(
    'routes a %i to the error page when asked',
    async (status) => {
      const { api, deps } = setup([{ status, body: { status, message: 'x', errors: {} } }]);
      await expect(api.request('GET', '/orders/9', { showErrorPage: true })).rejects.toMatchObject({
        status,
      });
      expect(deps.onErrorPage).toHaveBeenCalledWith(status);
    },
  );

  it('uses 404 for other statuses, or the status the caller names', async () => {
    const { api, deps } = setup([{ status: 409 }, { status: 422 }]);
    await expect(api.request('GET', '/a', { showErrorPage: true })).rejects.toMatchObject({
      status: 409,
      message: 'Request failed (409)',
    });
    await expect(api.request('GET', '/b', { showErrorPage: 403 })).rejects.toMatchObject({
      status: 422,
      message: 'Unprocessable Entity',
    });
    expect(deps.onErrorPage).toHaveBeenNthCalledWith(1, 404);
    expect(deps.onErrorPage).toHaveBeenNthCalledWith(2, 403);
  });

  it('shows the message as a toast when asked', async () => {
    const { api, deps } = setup([
      { status: 429, body: { status: 429, message: 'Slow down', errors: {} } },
    ]);
    await expect(api.request('GET', '/a', { showErrorToast: true })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(deps.onErrorToast).toHaveBeenCalledWith('Slow down');
  });

  it('marks the server disconnected when there is no answer while online', async () => {
    const { api, deps } = setup(['network-error']);
    await expect(api.request('GET', '/orders', { showErrorPage: true })).rejects.toMatchObject({
      status: 0,
      kind: 'network',
    });
    expect(deps.onServerDisconnected).toHaveBeenCalledOnce();
    expect(deps.onClientOffline).not.toHaveBeenCalled();
    expect(deps.onErrorPage).not.toHaveBeenCalled();
  });

  it('marks the client offline when the browser is offline', async () => {
    const { api, deps } = setup(['network-error'], { isOnline: () => false });
    await expect(api.request('GET', '/orders')).rejects.toMatchObject({ kind: 'network' });
    expect(deps.onClientOffline).toHaveBeenCalledOnce();
    expect(deps.onServerDisconnected).not.toHaveBeenCalled();
  });

  it('reports the server reachable on any answer', async () => {
    const { api, deps } = setup([{ status: 500 }]);
    await expect(api.request('GET', '/orders')).rejects.toMatchObject({ status: 500 });
    expect(deps.onServerReachable).toHaveBeenCalledOnce();
  });
});
