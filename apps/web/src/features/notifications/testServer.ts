import type { Notification } from '@platfox/domain';
import { vi } from 'vitest';
import { json } from '../../test/fixtures';

/** A notification as the server answers it; tests change what they care about. */
export function aNotification(changes: Partial<Notification> = {}): Notification {
  return {
    id: 'n-1',
    groupId: null,
    parentId: null,
    refId: null,
    type: 'OTHERS',
    title: 'Hello',
    description: '',
    details: null,
    sentAt: new Date().toISOString(),
    actorFullName: null,
    isRead: false,
    hasChildItem: false,
    childCount: 0,
    hasConvertTime: true,
    diffTime: 0,
    items: [],
    ...changes,
  };
}

export type Call = { method: string; path: string; url: URL; body: unknown };
type Handler = (url: URL, body: unknown) => unknown;

/** A fake API: `METHOD /api/path` to a handler whose result is answered with 200; others 404. */
export function fakeServer(handlers: Record<string, Handler>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      calls.push({ method, path: url.pathname, url, body });
      const handler = handlers[`${method} ${url.pathname}`];
      if (!handler) return json(404, { status: 404, message: 'Not found', errors: {} });
      return json(200, handler(url, body));
    }),
  );
  return calls;
}
