import type { Page } from 'playwright-core';

/**
 * Resolves once the page's live channel has joined its namespace (socket.io's "40/<nsp>" frame):
 * an event sent before that would reach no one. Call it before the page loads.
 */
export function liveConnected(target: Page, namespace: string): Promise<void> {
  const joined = namespace === '/' ? /^40(\{|$)/ : new RegExp(`^40${namespace},`);
  return new Promise((resolve) => {
    target.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        if (typeof payload === 'string' && joined.test(payload)) resolve();
      });
    });
  });
}

/**
 * Resolves once the page has asked to watch a list model (the `list_watch` message it sends on
 * connecting and when a list mounts); until then the server tells it nothing of that list.
 */
export function listWatched(target: Page, model: string): Promise<void> {
  return new Promise((resolve) => {
    target.on('websocket', (socket) => {
      socket.on('framesent', ({ payload }) => {
        if (
          typeof payload === 'string' &&
          payload.includes('"list_watch"') &&
          payload.includes(`"${model}"`)
        ) {
          resolve();
        }
      });
    });
  });
}

/**
 * How long a journey waits for a live event to show on the page: a second on a quiet machine,
 * many on a busy one; the wait ends as soon as the page shows it.
 */
export const LIVE_WAIT_MS = 30_000;
