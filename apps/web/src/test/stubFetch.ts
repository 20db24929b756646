import { vi } from 'vitest';
import { json } from './fixtures';

export type FetchCall = { method: string; path: string; url: URL; body: unknown };

/**
 * Stubs the browser's fetch for a test: every call is recorded, and `route` answers it by its
 * method and path; a call it does not know (undefined) is the server's 404.
 */
export function stubFetch(
  route: (call: FetchCall) => Response | Promise<Response> | undefined,
): FetchCall[] {
  const calls: FetchCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      const call = { method, path: url.pathname, url, body };
      calls.push(call);
      return (await route(call)) ?? json(404, { status: 404, message: 'Not found', errors: {} });
    }),
  );
  return calls;
}
