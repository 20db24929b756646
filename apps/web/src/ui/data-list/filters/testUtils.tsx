import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { json } from '../../../test/fixtures';
import { stubFetch } from '../../../test/stubFetch';

/**
 * Test helpers of the data-list panels: a panel rendered with Mantine in its test mode (no
 * transitions, no portals, so fake timers do not stall it), toasts, a fresh server-state cache,
 * and a fake server answering `METHOD /api/path`; other calls answer 404.
 */
export function renderPanel(ui: ReactElement) {
  // Toasts live in a module-wide store: without this, earlier tests' toasts fill the queue.
  notifications.clean();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider env="test">
      <Notifications />
      <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
    </MantineProvider>,
  );
}

export type FakeCall = { method: string; path: string; body: unknown };
export type FakeAnswers = Record<string, (body: unknown) => Response>;

export function fakeServer(answers: FakeAnswers) {
  const calls: FakeCall[] = stubFetch(({ method, path, body }) =>
    answers[`${method} ${path}`]?.(body),
  );
  return { calls };
}

export const ok = (body: unknown) => json(200, body);
export const fail = (status: number, message: string) =>
  json(status, { status, message, errors: {} });
