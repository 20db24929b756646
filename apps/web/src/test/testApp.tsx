import type { User } from '@platfox/domain';
import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { beforeAll, vi } from 'vitest';
import { App } from '../app/App';
import { buildRouteObjects } from '../app/router';
import { wirePlatform } from '../app/wiring';
import { queryClient } from '../platform/api/queryClient';
import { sessionStore } from '../platform/session';
import { aSession, json } from './fixtures';

/** What a test's fake server answers: `METHOD /api/path` to a handler of the parsed body. */
export type Answers = Record<string, (body: unknown, url: URL) => Response>;
export type Call = { method: string; path: string; url: URL; body: unknown };

/**
 * Every file that renders the whole app first loads the shell's layout and the areas' strings,
 * real chunks compiled on first import: on a busy machine that took longer than a screen's wait
 * may, and the first test of a file failed waiting on the shell's loader. The tests then wait only
 * for what they are about. A cap, not a wait: it ends when the chunks have loaded.
 */
beforeAll(async () => {
  await Promise.all([
    import('../app/layouts/ShellLayout'),
    import('../platform/i18n/locales/en-areas'),
  ]);
}, 120_000);

/**
 * The whole app in a memory router over a fake server: the screens are tested through their
 * routes, guards and layouts, the way a user reaches them. Unknown calls answer 404.
 */
export function renderApp(path: string, answers: Answers) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      calls.push({ method, path: url.pathname, url, body });
      const answer = answers[`${method} ${url.pathname}`];
      if (!answer) return json(404, { status: 404, message: 'Not found', errors: {} });
      return answer(body, url);
    }),
  );
  queryClient.clear();
  const router = createMemoryRouter(buildRouteObjects(), { initialEntries: [path] });
  wirePlatform(router);
  render(<App router={router} />);
  return { router, calls };
}

export function signInAs(user: Partial<User>): User {
  const session = aSession(user);
  sessionStore.set({ status: 'signedIn', auth: { ...session, isRemembered: false } });
  return session.user;
}

export function signOutQuietly(): void {
  sessionStore.set({ status: 'signedOut', auth: null });
}

export const ok = (body: unknown) => json(200, body);
export const fail = (status: number, message: string, errors: Record<string, string> = {}) =>
  json(status, { status, message, errors });

/** The cap of a wait for a lazy page chunk in jsdom (a cap: the wait ends when the page shows). */
export const SLOW = { timeout: 30_000 };

/** POST /api/data-lists' answer holding these rows, the whole list on one page. */
export const listAnswer = (items: readonly unknown[]) =>
  ok({
    status: 200,
    items,
    total: items.length,
    isTotalEstimated: false,
    query: { filters: [], filtersRef: [], timezone: 'UTC' },
  });
