import type { Notification } from '@platfox/domain';
import { json } from '../../test/fixtures';
import { stubFetch } from '../../test/stubFetch';

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
  const calls: Call[] = stubFetch(({ method, path, url, body }) => {
    const handler = handlers[`${method} ${path}`];
    return handler && json(200, handler(url, body));
  });
  return calls;
}
